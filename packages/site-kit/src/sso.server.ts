/**
 * One account on two domains (docs/decisions.md "IP intelligence"): loaders for the `/sso/start` and `/sso`
 * routes every site mounts.
 *
 * - `/sso/start?return=<other site>/sso?next=/page` (on the site the visitor is logged in on): asks the API for a
 *   one-time code with the visitor's token (`/v1/get_login_token`) and redirects to `return` with `&code=…`. The
 *   `return` origin must be one of `allowedOrigins` (the sister sites), so codes never leave for a stranger. A
 *   visitor without a session goes to `loginPath` (which comes back here after log-in) when the site has one,
 *   otherwise to `return` without a code.
 * - `/sso?code=…&next=/page` (on the other site): the server trades the code for a session of its own
 *   (`/v1/login_token_exchange`), sets this domain's HttpOnly `access-token` cookie (7 or 30 days, like a log-in) and
 *   redirects to `next` (a path on this site). A bad or used code just redirects, logged out.
 */
import { redirect } from 'react-router';
import { ACCESS_TOKEN_COOKIE, REMEMBER_TTL_DAYS, TOKEN_TTL_DAYS } from '@lanyun/session/cookies';
import { tokenSetCookie } from '@lanyun/session/cookie-header';
import { requestToken } from '@lanyun/session/server';
import { serverApi } from './api.server';
import { sessionCookieSecure } from './env.server';

/** `target` when it is a path on this site, else "/" (no absolute or protocol-relative URLs). */
export function safePath(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/** Loader of `/sso/start`. */
export async function ssoStartLoader(request: Request, opts: { allowedOrigins: string[]; loginPath?: string }): Promise<Response> {
  const url = new URL(request.url);
  let target: URL;
  try {
    target = new URL(url.searchParams.get('return') ?? '');
  } catch {
    return redirect('/');
  }
  const allowed = opts.allowedOrigins.map((o) => new URL(o).origin);
  if (!allowed.includes(target.origin)) return redirect('/');
  if (requestToken(request)) {
    const res = await serverApi(request).call('/v1/get_login_token');
    if (res.code === 200 && res.data) {
      target.searchParams.set('code', res.data.code);
      return redirect(target.toString());
    }
  }
  if (opts.loginPath) return redirect(`${opts.loginPath}?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`);
  return redirect(target.toString());
}

/** Loader of `/sso`: exchanges `code`, sets the session cookie (scoped to `cookieDomain` when given). */
export async function ssoExchangeLoader(request: Request, opts: { cookieDomain?: string | null } = {}): Promise<Response> {
  const url = new URL(request.url);
  const next = safePath(url.searchParams.get('next'));
  const code = url.searchParams.get('code');
  if (!code) return redirect(next);
  const res = await serverApi().call('/v1/login_token_exchange', { code });
  if (res.code !== 200 || !res.data) return redirect(next);
  const days = res.data.remember ? REMEMBER_TTL_DAYS : TOKEN_TTL_DAYS;
  const secure = sessionCookieSecure() || url.protocol === 'https:';
  const cookie = tokenSetCookie(ACCESS_TOKEN_COOKIE, res.data.token, days * 86_400, { domain: opts.cookieDomain ?? null, secure });
  return redirect(next, { headers: { 'Set-Cookie': cookie } });
}
