/**
 * /news/{type}: news ('info'), documents ('doc') or one class (numeric id), paginated (spec §2). Page 2 and later are
 * canonical to themselves (`?page=2`); a page past the last one is a 404, unless the URL names its language (the
 * language switch: the other language may have fewer pages), which moves to that language's last page. JSON-LD:
 * BreadcrumbList.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/news-list';
import { crumbs, metaTranslator, seo } from '../lib/seo';
import { PageHero } from '../components/page-hero';
import { getHot, getNewsClasses, getNewsList } from '../features/content/api/content.server';
import { NewsList } from '../features/content/components/news-list';
import { NewsSidebar } from '../features/content/components/news-sidebar';
import { Pagination } from '../features/content/components/pagination';
import { lastPageHref, parseNewsType, parsePage, pastLastPage } from '../features/content/news-type';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

const PAGE_SIZE = 10;

export async function loader({ params, request }: Route.LoaderArgs) {
  const filter = parseNewsType(params.type);
  if (!filter) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get('page'));
  const [classes, list, hot] = await Promise.all([
    getNewsClasses(request),
    getNewsList(request, filter, page, PAGE_SIZE),
    getHot(request),
  ]);
  const current = filter.classId !== undefined ? classes.find((c) => c.id === filter.classId) : undefined;
  if (filter.classId !== undefined && !current) throw data(null, { status: 404 });
  const last = lastPageHref(url, page, list.total, PAGE_SIZE);
  if (last) throw redirect(last);
  if (pastLastPage(page, list.total, PAGE_SIZE)) throw data(null, { status: 404 });
  const kind = current ? current.type : filter.kind;
  // Class names come from the API; the two kinds' titles are translated where shown.
  const title = current ? current.name : null;
  return { slug: params.type, title, kind, classId: filter.classId, classes, list, hot, page };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const d = args.data;
  const title = d?.title ?? (d?.kind === 2 ? t('news.docsTitle') : d ? t('news.newsTitle') : t('nav.news'));
  const jsonLd = d ? [crumbs(args, t('seo.home'), [{ name: title, path: `/news/${d.slug}` }])] : [];
  return seo(args, { title, description: t('news.description'), ...(d ? { page: d.page } : {}), jsonLd });
}

export default function NewsListRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sameKind = d.classes.filter((c) => c.type === d.kind);
  return (
    <>
      <PageHero
        title={d.title ?? (d.kind === 2 ? t('news.docsTitle') : t('news.newsTitle'))}
        subtitle={d.kind === 2 ? t('news.docsSubtitle') : t('news.newsSubtitle')}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_280px] lg:px-6">
        <div>
          <NewsList items={d.list.list} heading="h2" />
          <Pagination
            page={d.page}
            total={d.list.total}
            pageSize={PAGE_SIZE}
            hrefFor={(p) => `/news/${d.slug}?page=${p}`}
          />
        </div>
        <NewsSidebar
          classes={sameKind}
          hot={d.hot}
          {...(d.classId !== undefined ? { activeClassId: d.classId } : {})}
        />
      </div>
    </>
  );
}
