/**
 * /news/detail/document?id=: the spec's address of a document (spec §2). The document's one canonical URL is
 * /news/detail/{id}, so this answers a permanent redirect there (without an id: to the first document), keeping the
 * other query parameters (`?lang=en`); an id that is not a document is a 404.
 */
import { data } from 'react-router';
import type { Route } from './+types/news-document';
import { getDocument } from '../features/content/api/content.server';
import { canonicalRedirect } from '../features/seo/redirects';

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const raw = search.get('id');
  const id = raw ? Number(raw) : undefined;
  if (id !== undefined && (!Number.isInteger(id) || id <= 0)) throw data(null, { status: 404 });
  const doc = await getDocument(request, id);
  if (!doc) throw data(null, { status: 404 });
  search.delete('id');
  throw canonicalRedirect(request, `/news/detail/${doc.id}`, search);
}
