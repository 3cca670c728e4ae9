/**
 * `/api/*`: the console's way to the API. The console's server forwards the call and adds the operator token from
 * the HttpOnly, host-only `ops-token` cookie (set here from the `/ops/login` answer, deleted on `/ops/logout` and on
 * code 506), so page scripts never hold it; state changes only from the console's own pages
 * (docs/decisions/0013-sessions-and-csrf.md, `@lanyun/site-kit/api-proxy.server`).
 */
import { clientAddressOf, proxyApiRequest } from '@lanyun/site-kit/api-proxy.server';
import { serverApiUrl, sessionCookieSecure } from '@lanyun/site-kit/env.server';
import { OPS_TOKEN_COOKIE } from '../features/auth/cookie';
import type { Route } from './+types/api.$';

function proxy(request: Request, context: unknown): Promise<Response> {
  return proxyApiRequest(request, {
    apiUrl: serverApiUrl(),
    siteUrl: process.env.PUBLIC_SITE_URL ?? null,
    cookieName: OPS_TOKEN_COOKIE,
    cookie: { secure: sessionCookieSecure() },
    logoutPaths: ['/ops/logout'],
    clientAddress: clientAddressOf(context) ?? null,
  });
}

export const loader = ({ request, context }: Route.LoaderArgs) => proxy(request, context);
export const action = ({ request, context }: Route.ActionArgs) => proxy(request, context);
