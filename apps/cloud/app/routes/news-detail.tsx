/** /news/detail/{id}: one article (spec §2); unknown ids render the 404 page. */
import { data } from 'react-router';
import type { Route } from './+types/news-detail';
import { metaTranslator, seo } from '../lib/seo';
import { getArticle, getHot, getNewsClasses } from '../features/content/api/content.server';
import { ArticleView } from '../features/content/components/article-view';
import { NewsSidebar } from '../features/content/components/news-sidebar';

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const [article, hot, classes] = await Promise.all([getArticle(request, id), getHot(request), getNewsClasses(request)]);
  if (!article) throw data(null, { status: 404 });
  return { article, hot, classes: classes.filter((c) => c.type === article.type) };
}

export function meta(args: Route.MetaArgs) {
  const a = args.data?.article;
  return seo(args, { title: a?.title ?? metaTranslator(args)('news.article'), description: a?.summary ?? '', type: 'article', ...(a?.cover_url ? { image: a.cover_url } : {}) });
}

export default function NewsDetailRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-24 pb-14 lg:grid-cols-[1fr_280px] lg:px-6">
      <ArticleView article={d.article} />
      <NewsSidebar classes={d.classes} hot={d.hot} activeClassId={d.article.class_id} />
    </div>
  );
}
