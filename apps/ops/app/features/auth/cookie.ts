/**
 * The operator's session cookie, kept apart from the customer session of `@lanyun/session` (whose `access-token`
 * and `auth` cookies this module never reads or writes):
 *
 * - `ops-token`: the operator API token from /ops/login; HttpOnly (page scripts never see it: the console's `/api`
 *   proxy, `routes/api.$.ts`, writes it from the log-in answer, adds it to every call and deletes it on log-out
 *   and on code 506), Secure in production, host-only (never the shared site cookie domain, so the customer sites
 *   cannot see it), path "/", SameSite Lax (so a link into the console from elsewhere still opens it logged in;
 *   state changes through the proxy need a same-origin request), expiring with the session (`expires_in`, 12 h).
 *
 * Only the server reads it: the root loader from the request's Cookie header.
 */
import { clearTokenSetCookie, parseCookieHeader } from '@lanyun/session/cookie-header';
import { sessionCookieSecure } from '@lanyun/site-kit/env.server';

/** Name of the operator token cookie. */
export const OPS_TOKEN_COOKIE = 'ops-token';

/** Server side: the operator token in a request's Cookie header, or undefined. */
export function opsTokenFromRequest(request: Request): string | undefined {
  return parseCookieHeader(request.headers.get('cookie'))[OPS_TOKEN_COOKIE] || undefined;
}

/** Server side: a Set-Cookie value deleting the operator token (the API rejected it). */
export function clearOpsTokenSetCookie(): string {
  return clearTokenSetCookie(OPS_TOKEN_COOKIE, { secure: sessionCookieSecure() });
}
