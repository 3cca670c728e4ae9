/**
 * The operator's session cookie, kept apart from the customer session of `@lanyun/session` (whose `access-token`
 * and `auth` cookies this module never reads or writes):
 *
 * - `ops-token`: the operator API token from /ops/login; host-only (never the shared site cookie domain, so the
 *   customer sites cannot see it), path "/", SameSite Lax (so a link into the console from elsewhere still opens it
 *   logged in; the API takes the token from a header, never from the cookie, so there is nothing to forge), expiring
 *   with the session (`expires_in` seconds, 12 h).
 *
 * Browser helpers use js-cookie; the server side reads the request's Cookie header for the root loader.
 */
import Cookies from 'js-cookie';
import { parseCookieHeader } from '@lanyun/session/cookie-header';

/** Name of the operator token cookie. */
export const OPS_TOKEN_COOKIE = 'ops-token';

const ATTRIBUTES = { path: '/', sameSite: 'Lax' } as const;

/** The operator token from the browser's cookie; undefined when logged out (or outside a browser). */
export function readOpsToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return Cookies.get(OPS_TOKEN_COOKIE) || undefined;
}

/** Stores the token for `expiresInSeconds` (the log-in answer's `expires_in`). */
export function saveOpsToken(token: string, expiresInSeconds: number): void {
  Cookies.set(OPS_TOKEN_COOKIE, token, { ...ATTRIBUTES, expires: new Date(Date.now() + expiresInSeconds * 1000) });
}

/** Removes the operator token (log-out, session expired). */
export function clearOpsToken(): void {
  Cookies.remove(OPS_TOKEN_COOKIE, ATTRIBUTES);
}

/** Server side: the operator token in a request's Cookie header, or undefined. */
export function opsTokenFromRequest(request: Request): string | undefined {
  return parseCookieHeader(request.headers.get('cookie'))[OPS_TOKEN_COOKIE] || undefined;
}

/** Server side: a Set-Cookie value deleting the operator token (the API rejected it). */
export function clearOpsTokenSetCookie(): string {
  return `${OPS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
