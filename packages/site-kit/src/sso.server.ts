/**
 * One account on two domains (docs/decisions/0009-ip-intelligence.md): loaders for the `/sso/start`, `/sso/code` and
 * `/sso` routes every site mounts. The handoff is started by the site that is to receive the session (T), so that
 * only a code this browser asked for is accepted there (no log-in CSRF: a stranger's `/sso?code=` link cannot put
 * their session into the visitor's browser):
 *
 * 1. `T/sso/start?next=/page` (or T's own log-in, {@link beginHandoff}) makes a random `state`, stores it in the
 *    `sso-state` cookie (HttpOnly, SameSite=Lax, Path=/sso, 10 minutes) and sends the browser to the sister site
 *    S: `S/sso/code?return=<T>/sso?next=/page&state=…` (through S's log-in first when T's log-in lives there).
 * 2. `S/sso/code` asks the API for a one-time code with the visitor's token (`/v1/get_login_token`) and redirects
 *    to `return` with `&code=…`. `return` must be on one of `allowedOrigins` (the sister site) and carry a `state`,
 *    so codes never leave for a stranger. A visitor without a session goes to `loginPath` (which comes back here
 *    after log-in) when the site has one, otherwise to `return` without a code.
 * 3. `T/sso?next=/page&state=…&code=…`: the server checks that `state` equals the cookie, deletes the cookie, and
 *    only then trades the code for a session of its own (`/v1/login_token_exchange`), sets this domain's
 *    `access-token` cookie (7 or 30 days, like a log-in) and redirects to `next` (a path on this site,
 *    `safeRedirect`). A code without the matching state leaves the session as it was and renders the refusal
 *    page (HTTP 403, {@link SsoRefusal}); a bad or used code just redirects, the session unchanged.
 */
import { data, redirect } from 'react-router';
import { ACCESS_TOKEN_COOKIE, REMEMBER_TTL_DAYS, TOKEN_TTL_DAYS } from '@lanyun/session/cookies';
import { tokenSetCookie } from '@lanyun/session/cookie-header';
import { requestToken } from '@lanyun/session/server';
import { serverApi } from './api.server';
import { sessionCookieSecure } from './env.server';
import { safeRedirect } from './safe-redirect';

/** The cookie holding the `state` of the handoff this browser started (Path=/sso). */
export const SSO_STATE_COOKIE = 'sso-state';
/** How long a started handoff may take, seconds (it may pass through the sister site's log-in form). */
export const SSO_STATE_TTL_SECONDS = 600;
const STATE_PATH = '/sso';

/** What `/sso` answers (HTTP 403) for a code this browser did not ask for; `next` is where the visitor was going. */
export interface SsoRefusal {
  refused: true;
  next: string;
}

function stateCookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${SSO_STATE_COOKIE}=${value}`,
    `Path=${STATE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The `sso-state` cookie of `request`, or null. */
function requestState(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === SSO_STATE_COOKIE) return part.slice(i + 1).trim() || null;
  }
  return null;
}

/** 32 random bytes, base64url (43 characters). */
function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString('base64url');
}

/**
 * Starts a handoff into this site: a fresh `state` cookie and a redirect to the sister site `sisterUrl`'s
 * `/sso/code`, which comes back to this site's `/sso?next=…&state=…`. With `login` (1 log-in, 2 sign-up) the sister
 * site's log-in page comes first (the IP site's log-in lives on the cloud site). `next` is checked with
 * `safeRedirect`.
 */
export function beginHandoff(request: Request, opts: { sisterUrl: string; next: string; login?: 1 | 2 }): Response {
  const url = new URL(request.url);
  const state = newState();
  const back = `${url.origin}${STATE_PATH}?next=${encodeURIComponent(safeRedirect(opts.next))}&state=${state}`;
  const code = `/sso/code?return=${encodeURIComponent(back)}`;
  const sister = new URL(opts.sisterUrl).origin;
  const target = opts.login
    ? `${sister}/login?tp=${opts.login}&redirect=${encodeURIComponent(code)}`
    : `${sister}${code}`;
  return redirect(target, {
    headers: { 'Set-Cookie': stateCookie(state, SSO_STATE_TTL_SECONDS, url.protocol === 'https:') },
  });
}

/**
 * Loader of `/sso/start?next=/page` on the site that receives the session ({@link beginHandoff}). A link of the
 * former shape `/sso/start?return=<sister>/sso?next=/page` (handing this site's session to the sister) is sent on to
 * the sister's `/sso/start?next=/page`, which starts it the new way.
 */
export function ssoStartLoader(request: Request, opts: { sisterUrl: string }): Response {
  const url = new URL(request.url);
  const legacy = url.searchParams.get('return');
  if (legacy && !url.searchParams.has('next')) {
    let target: URL;
    try {
      target = new URL(legacy);
    } catch {
      return redirect('/');
    }
    const sister = new URL(opts.sisterUrl).origin;
    if (target.origin !== sister) return redirect('/');
    return redirect(`${sister}/sso/start?next=${encodeURIComponent(safeRedirect(target.searchParams.get('next')))}`);
  }
  return beginHandoff(request, { sisterUrl: opts.sisterUrl, next: url.searchParams.get('next') ?? '/' });
}

/** Loader of `/sso/code` on the site the visitor is logged in on (step 2 of the module docstring). */
export async function ssoCodeLoader(
  request: Request,
  opts: { allowedOrigins: string[]; loginPath?: string },
): Promise<Response> {
  const url = new URL(request.url);
  let target: URL;
  try {
    target = new URL(url.searchParams.get('return') ?? '');
  } catch {
    return redirect('/');
  }
  const allowed = opts.allowedOrigins.map((o) => new URL(o).origin);
  if (!allowed.includes(target.origin) || target.pathname !== STATE_PATH) return redirect('/');
  if (!target.searchParams.get('state')) return redirect(target.toString());
  if (requestToken(request)) {
    const res = await serverApi(request).call('/v1/get_login_token');
    if (res.code === 200 && res.data) {
      target.searchParams.set('code', res.data.code);
      return redirect(target.toString());
    }
  }
  if (opts.loginPath)
    return redirect(`${opts.loginPath}?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`);
  return redirect(target.toString());
}

/**
 * Loader of `/sso` (step 3 of the module docstring): checks and consumes the `state`, exchanges `code`, sets the
 * session cookie (scoped to `cookieDomain` when given). Returns a redirect, or the refusal (HTTP 403) for a code
 * this browser did not ask for.
 */
export async function ssoExchangeLoader(request: Request, opts: { cookieDomain?: string | null } = {}) {
  const url = new URL(request.url);
  const next = safeRedirect(url.searchParams.get('next'));
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const expected = requestState(request);
  const consume = new Headers();
  if (expected) consume.append('Set-Cookie', stateCookie('', 0, url.protocol === 'https:'));
  if (!code) return redirect(next, { headers: consume });
  if (!state || !expected || state !== expected)
    return data<SsoRefusal>({ refused: true, next }, { status: 403, headers: consume });
  const res = await serverApi().call('/v1/login_token_exchange', { code });
  if (res.code !== 200 || !res.data) return redirect(next, { headers: consume });
  const days = res.data.remember ? REMEMBER_TTL_DAYS : TOKEN_TTL_DAYS;
  const secure = sessionCookieSecure() || url.protocol === 'https:';
  consume.append(
    'Set-Cookie',
    tokenSetCookie(ACCESS_TOKEN_COOKIE, res.data.token, days * 86_400, { domain: opts.cookieDomain ?? null, secure }),
  );
  return redirect(next, { headers: consume });
}
