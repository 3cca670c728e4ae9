/** /news: no page of its own; a permanent redirect to the news list /news/info (query kept, so `?lang=en` stays). */
import type { Route } from './+types/news-index';
import { canonicalRedirect } from '../features/seo/redirects';

export function loader({ request }: Route.LoaderArgs) {
  throw canonicalRedirect(request, '/news/info');
}
