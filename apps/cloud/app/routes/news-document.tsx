/** /news/detail/document?id=: a document (spec §2); without an id the first document is shown. */
import { data } from 'react-router';
import type { Route } from './+types/news-document';
import { metaTranslator, seo } from '../lib/seo';
import { getDocument, getHot, getNewsClasses } from '../features/content/api/content.server';
import { ArticleView } from '../features/content/components/article-view';
import { NewsSidebar } from '../features/content/components/news-sidebar';

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('id');
  const id = raw ? Number(raw) : undefined;
  if (id !== undefined && (!Number.isInteger(id) || id <= 0)) throw data(null, { status: 404 });
  const [doc, hot, classes] = await Promise.all([getDocument(request, id), getHot(request), getNewsClasses(request)]);
  if (!doc) throw data(null, { status: 404 });
  return { doc, hot, classes: classes.filter((c) => c.type === 2) };
}

export function meta(args: Route.MetaArgs) {
  const doc = args.data?.doc;
  return seo(args, { title: doc?.title ?? metaTranslator(args)('news.document'), description: doc?.summary ?? '', type: 'article' });
}

export default function NewsDocumentRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-24 pb-14 lg:grid-cols-[1fr_280px] lg:px-6">
      <ArticleView article={d.doc} hrefFor={(id) => `/news/detail/document?id=${id}`} />
      <NewsSidebar classes={d.classes} hot={d.hot} activeClassId={d.doc.class_id} />
    </div>
  );
}
