/** /news/{type}: news ('info'), documents ('doc') or one class (numeric id), paginated (spec §2). */
import { data } from 'react-router';
import type { Route } from './+types/news-list';
import { seo } from '../lib/seo';
import { PageHero } from '../components/page-hero';
import { getHot, getNewsClasses, getNewsList } from '../features/content/api/content.server';
import { NewsList } from '../features/content/components/news-list';
import { NewsSidebar } from '../features/content/components/news-sidebar';
import { Pagination } from '../features/content/components/pagination';
import { parseNewsType, parsePage } from '../features/content/news-type';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

const PAGE_SIZE = 10;

export async function loader({ params, request }: Route.LoaderArgs) {
  const filter = parseNewsType(params.type);
  if (!filter) throw data(null, { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const [classes, list, hot] = await Promise.all([getNewsClasses(), getNewsList(filter, page, PAGE_SIZE), getHot()]);
  const current = filter.classId !== undefined ? classes.find((c) => c.id === filter.classId) : undefined;
  if (filter.classId !== undefined && !current) throw data(null, { status: 404 });
  const kind = current ? current.type : filter.kind;
  const title = current ? current.name : kind === 2 ? 'Documentation' : 'News and insights';
  return { slug: params.type, title, kind, classId: filter.classId, classes, list, hot, page };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: args.data?.title ?? 'News', description: 'News, product updates and help documents from Lanyun Cloud.' });
}

export default function NewsListRoute({ loaderData: d }: Route.ComponentProps) {
  const sameKind = d.classes.filter((c) => c.type === d.kind);
  return (
    <>
      <PageHero
        title={d.title}
        subtitle={
          d.kind === 2
            ? 'Product documents and help articles: getting started, billing, real-name verification and more.'
            : 'Company announcements and industry insights from the Lanyun Cloud team.'
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_280px] lg:px-6">
        <div>
          <NewsList items={d.list.list} />
          <Pagination page={d.page} total={d.list.total} pageSize={PAGE_SIZE} hrefFor={(p) => `/news/${d.slug}?page=${p}`} />
        </div>
        <NewsSidebar classes={sameKind} hot={d.hot} {...(d.classId !== undefined ? { activeClassId: d.classId } : {})} />
      </div>
    </>
  );
}
