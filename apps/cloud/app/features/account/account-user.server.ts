/**
 * The guard and profile load of the account pages (/user/*), for their route loaders (server only). Without an
 * `access-token` cookie, or when the API rejects it, the visitor is sent to /login?tp=1 with `redirect` back to the
 * page (a rejected token is deleted with Set-Cookie). When the API cannot be reached or fails (code -1, 500 or 502;
 * 506 is a rejected session), the loader throws an HTTP 503 instead, so the page's error boundary shows the outage
 * with a retry rather than a log-in page. The layout and each page call it; calls for the same request share one
 * /personal_center/user_info call.
 */
import { data, redirect } from 'react-router';
import { isOutageCode } from '@lanyun/api-sdk';
import { clearSessionSetCookies } from '@lanyun/session/cookie-header';
import { requestToken } from '@lanyun/session/server';
import type { User } from '@lanyun/session/session';
import { serverApi } from '@lanyun/site-kit/api.server';
import { sessionCookieSecure } from '@lanyun/site-kit/env.server';
import { publicConfig } from '../../lib/env.server';

/** What an account route's error boundary receives when the API is unreachable: `data.msg`, HTTP 503. */
export interface AccountUnavailable {
  msg: string;
}

const loads = new WeakMap<Request, Promise<User>>();

/** The logged-in user of `request` (see the module docstring); throws a redirect or a 503 response otherwise. */
export function accountUser(request: Request): Promise<User> {
  let load = loads.get(request);
  if (!load) {
    load = loadAccountUser(request);
    loads.set(request, load);
  }
  return load;
}

async function loadAccountUser(request: Request): Promise<User> {
  const url = new URL(request.url);
  const login = `/login?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`;
  if (!requestToken(request)) throw redirect(login);
  const res = await serverApi(request).call('/personal_center/user_info');
  if (res.code === 200 && res.data) return res.data;
  if (isOutageCode(res.code)) throw data<AccountUnavailable>({ msg: res.msg }, { status: 503 });
  const headers = new Headers();
  const secure = sessionCookieSecure();
  for (const c of clearSessionSetCookies(publicConfig().cookieDomain, { secure })) headers.append('Set-Cookie', c);
  // The session the cookie held was refused (expired or revoked): the log-in page says so (`expired=1`).
  throw redirect(login.replace('tp=1&', 'tp=1&expired=1&'), { headers });
}
