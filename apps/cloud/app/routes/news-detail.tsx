/**
 * /news/detail/{id}: one article (spec §2); unknown ids render the 404 page, and a zero-padded id (`/news/detail/0034`)
 * is a permanent redirect to the canonical `/news/detail/34`. JSON-LD: NewsArticle (news) or Article (documents) and a
 * BreadcrumbList (home → news or documents → the article).
 */
import { data } from 'react-router';
import { articleLd } from '@lanyun/site-kit/structured-data';
import type { Route } from './+types/news-detail';
import { crumbs, ldContext, LOGO, metaTranslator, OG_IMAGE, seo, SITE_NAME } from '../lib/seo';
import { getArticle, getHot, getNewsClasses } from '../features/content/api/content.server';
import { ArticleView } from '../features/content/components/article-view';
import { NewsSidebar } from '../features/content/components/news-sidebar';
import { canonicalRedirect } from '../features/seo/redirects';

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? '') || !Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  if (params.id !== String(id)) throw canonicalRedirect(request, `/news/detail/${id}`);
  const [article, hot, classes] = await Promise.all([
    getArticle(request, id),
    getHot(request),
    getNewsClasses(request),
  ]);
  if (!article) throw data(null, { status: 404 });
  return { article, hot, classes: classes.filter((c) => c.type === article.type) };
}

export function meta(args: Route.MetaArgs) {
  const a = args.data?.article;
  const t = metaTranslator(args);
  if (!a) return seo(args, { title: t('news.article') });
  const { lang, abs } = ldContext(args);
  const list =
    a.type === 2 ? { name: t('news.docsTitle'), path: '/news/doc' } : { name: t('news.newsTitle'), path: '/news/info' };
  const url = abs(`/news/detail/${a.id}${lang === 'en' ? '?lang=en' : ''}`);
  const image = a.cover_url ?? OG_IMAGE;
  const jsonLd = [
    articleLd({
      kind: a.type === 2 ? 'Article' : 'NewsArticle',
      url,
      headline: a.title,
      description: a.summary,
      image: abs(image),
      published: a.created_at,
      modified: a.updated_at,
      lang: a.lang,
      publisher: { name: SITE_NAME, logo: abs(LOGO) },
    }),
    crumbs(args, t('seo.home'), [list, { name: a.title, path: `/news/detail/${a.id}` }]),
  ];
  // The article's cover is its preview picture; without one, the page's own card.
  const cover = a.cover_url ? { image: a.cover_url } : {};
  return seo(args, { title: a.title, description: a.summary ?? '', type: 'article', ...cover, jsonLd });
}

export default function NewsDetailRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-24 pb-14 lg:grid-cols-[1fr_280px] lg:px-6">
      <ArticleView article={d.article} />
      <NewsSidebar classes={d.classes} hot={d.hot} activeClassId={d.article.class_id} />
    </div>
  );
}
