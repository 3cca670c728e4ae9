/**
 * /notice: public platform notices (spec §2), newest first, paginated; for a logged-in user who may read messages
 * (main accounts; sub-accounts with "user-1-1") also the "My messages" tab (`?tab=messages`, where the header bell
 * points) with unread marking and "Mark all read".
 */
import { useTranslation } from '@lanyun/i18n/react';
import { data, redirect, useSearchParams } from 'react-router';
import { PERMISSIONS } from '@lanyun/session/permissions';
import { useSession } from '@lanyun/session/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import type { Route } from './+types/notice';
import { metaTranslator, seo } from '../lib/seo';
import { PageHero } from '../components/page-hero';
import { getNotices } from '../features/content/api/content.server';
import { NoticeList } from '../features/content/components/notice-list';
import { Pagination } from '../features/content/components/pagination';
import { lastPageHref, parsePage, pastLastPage } from '../features/content/news-type';
import { MessageList } from '../features/messages/components/message-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

const PAGE_SIZE = 10;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get('page'));
  const notices = await getNotices(request, page, PAGE_SIZE);
  // Page 2 and later are canonical to themselves; a page past the last one is a 404, unless the URL names its
  // language (the switch: the other language may have fewer notices), which moves to that language's last page.
  const last = lastPageHref(url, page, notices.total, PAGE_SIZE);
  if (last) throw redirect(last);
  if (pastLastPage(page, notices.total, PAGE_SIZE)) throw data(null, { status: 404 });
  return { notices, page };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return seo(args, {
    title: t('notice.title'),
    description: t('notice.description'),
    ...(args.data ? { page: args.data.page } : {}),
  });
}

export default function NoticeRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, unread, can } = useSession();
  const [params, setParams] = useSearchParams();
  // Sub-accounts read messages only with the "user-1-1" permission.
  const showMessages = user !== null && can(PERMISSIONS.messages);
  const tab = showMessages && params.get('tab') === 'messages' ? 'messages' : 'notices';
  const notices = (
    <>
      <NoticeList notices={d.notices.list} />
      <Pagination page={d.page} total={d.notices.total} pageSize={PAGE_SIZE} hrefFor={(p) => `/notice?page=${p}`} />
    </>
  );
  return (
    <>
      <PageHero title={t('notice.title')} subtitle={t('notice.subtitle')} />
      <div className="mx-auto max-w-4xl px-4 py-10 lg:px-6">
        {showMessages ? (
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setParams(value === 'messages' ? { tab: 'messages' } : {}, { replace: true, preventScrollReset: true })
            }
          >
            <TabsList aria-label={t('notice.tabs')} className="mb-2">
              <TabsTrigger value="notices">{t('notice.title')}</TabsTrigger>
              <TabsTrigger value="messages">
                {t('notice.messages')}
                {unread > 0 ? (
                  <span className="ml-2 rounded-full bg-danger-strong px-1.5 text-xs text-white">
                    {unread > 99 ? '99+' : unread}
                  </span>
                ) : null}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="notices">{notices}</TabsContent>
            <TabsContent value="messages">
              <MessageList />
            </TabsContent>
          </Tabs>
        ) : (
          notices
        )}
      </div>
    </>
  );
}
