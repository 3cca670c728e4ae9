/** /notice: public platform notices (spec §2), newest first, paginated. */
import type { Route } from './+types/notice';
import { formatDate } from '@lanyun/ui/format';
import { PageHero } from '../components/page-hero';
import { getNotices } from '../features/content/api/content.server';
import { Pagination } from '../features/content/components/pagination';
import { parsePage } from '../features/content/news-type';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

const PAGE_SIZE = 10;

export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  return { notices: await getNotices(page, PAGE_SIZE), page };
}

export function meta() {
  return [{ title: 'Notices — Lanyun Cloud' }];
}

export default function NoticeRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Platform notices" subtitle="Maintenance windows, price changes and policy updates." />
      <div className="mx-auto max-w-4xl px-4 py-10 lg:px-6">
        {d.notices.list.length ? (
          <ul className="space-y-4">
            {d.notices.list.map((n) => (
              <li key={n.id} className="rounded-lg border border-line p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-medium text-ink">{n.title}</h2>
                  <time className="text-sm text-ink-muted">{formatDate(n.created_at)}</time>
                </div>
                <div className="prose-content mt-3 text-sm text-ink-soft" dangerouslySetInnerHTML={{ __html: n.content_html }} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">No notices at the moment.</p>
        )}
        <Pagination page={d.page} total={d.notices.total} pageSize={PAGE_SIZE} hrefFor={(p) => `/notice?page=${p}`} />
      </div>
    </>
  );
}
