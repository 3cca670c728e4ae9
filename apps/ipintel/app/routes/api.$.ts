/**
 * `/api/*`: the browser's way to the API. The site's server forwards the call and adds the session token from the
 * HttpOnly `access-token` cookie, so page scripts never hold it; state changes only from this site's own pages
 * (docs/decisions/0013-sessions-and-csrf.md, `@lanyun/site-kit/api-proxy.server`).
 */
import { customerApiProxy } from '@lanyun/site-kit/api-proxy.server';
import type { Route } from './+types/api.$';

export const loader = ({ request, context }: Route.LoaderArgs) => customerApiProxy(request, context);
export const action = ({ request, context }: Route.ActionArgs) => customerApiProxy(request, context);
