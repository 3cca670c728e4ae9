/**
 * The site's `/api/*` proxy (docs/decisions/0013-sessions-and-csrf.md): page scripts call the API through their own
 * site, which adds the session token from the HttpOnly cookie, so the token never reaches the page.
 *
 * `proxyApiRequest(request, options)` (the `loader` and `action` of each site's `routes/api.$.ts`):
 * - CSRF: a request other than GET/HEAD must come from this site: its `Origin` is the request's own origin or the
 *   site's public origin, or (without `Origin`) `Sec-Fetch-Site: same-origin`. Anything else answers HTTP 403 with
 *   a `{code: 403, msg, data: null}` envelope, before the API is called.
 * - Forwards method, path (after `/api`), query and body (streamed, so multipart uploads pass unchanged) to
 *   `apiUrl`, with the headers `channel`, `content-type`, `accept`, `accept-language` and `user-agent`, the token
 *   cookie as the `token` header (a `token` header sent by the page is ignored), and the visitor's address as
 *   `X-Forwarded-For` (the API trusts it from the sites only when TRUST_PROXY says so; docs/deployment.md).
 * - Request id: the `X-Request-ID` the front proxy sent (nginx's `$request_id`) when it is a plain token, else a new
 *   UUID, is sent to the API (which logs every line of the request with it and answers it back) and returned to the
 *   page in `X-Request-ID`, so a failed call seen in the browser can be found in the API's log.
 * - JSON answers are read: a successful answer carrying `data.token` stores it in the HttpOnly cookie for
 *   `data.expires_in` seconds (7 days, 30 with remember-me; 12 h for operators) and removes it from the body the
 *   page sees; `renewPaths` (new lifetime, no token) write the cookie again with the new `expires_in`; an answer
 *   to a `logoutPaths` call, and any code 506, deletes the cookie; the 506 still reaches the page, so the spec's
 *   506 behaviour (warning, `/login?tp=1`) stays.
 * - Other answers (files, CSV) stream through with their status and content headers.
 * - API unreachable: HTTP 502 with a `{code: 502}` envelope.
 */
import { requestLang } from '@lanyun/i18n';
import { ACCESS_TOKEN_COOKIE } from '@lanyun/session/cookies';
import {
  clearTokenSetCookie,
  tokenFromCookieHeader,
  tokenSetCookie,
  type SessionCookieScope,
} from '@lanyun/session/cookie-header';
import { serverApiUrl, sessionCookieSecure, type SiteEnv } from './env.server';

/** Where the API lives and how the session cookie is written; see the module docstring. */
export interface ApiProxyOptions {
  /** API origin the site's server reaches (API_URL). */
  apiUrl: string;
  /** The site's public origin (PUBLIC_SITE_URL): accepted as `Origin` besides the request's own origin. */
  siteUrl?: string | null;
  /** Path prefix the proxy is mounted on; default `/api`. */
  prefix?: string;
  /** Name of the HttpOnly token cookie (`access-token`, the console's `ops-token`). */
  cookieName: string;
  /** Cookie domain and Secure flag of the token cookie. */
  cookie: SessionCookieScope;
  /** API paths whose answer ends the session (the cookie is deleted). */
  logoutPaths?: readonly string[];
  /** API paths whose successful answer sets a new `expires_in` for the current token. */
  renewPaths?: readonly string[];
  /** The visitor's address (the server's TCP peer), sent as X-Forwarded-For. */
  clientAddress?: string | null;
  /** Custom fetch (tests). */
  fetch?: typeof fetch;
}

/** Request headers passed to the API as they are. */
const FORWARDED_REQUEST_HEADERS = ['channel', 'content-type', 'accept', 'accept-language', 'user-agent'];
/** Response headers passed back to the page as they are (content-encoding and length change: fetch decodes). */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

const MESSAGES = {
  forbidden: { 'zh-CN': '跨站请求已被拒绝', en: 'Cross-site request refused' },
  unreachable: {
    'zh-CN': '服务暂时不可用，请稍后再试',
    en: 'The service is temporarily unavailable, please try again later',
  },
} as const;

function envelopeResponse(status: number, msg: string): Response {
  return new Response(JSON.stringify({ code: status, msg, data: null }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function message(request: Request, key: keyof typeof MESSAGES): string {
  const lang = requestLang(request).lang;
  return MESSAGES[key][lang === 'en' ? 'en' : 'zh-CN'];
}

/**
 * Whether a state-changing request comes from the site itself: `Origin` equal to the request's origin or the
 * site's public origin; without `Origin`, `Sec-Fetch-Site: same-origin`. GET and HEAD always pass (they must not
 * change state; SameSite=Lax keeps the cookie off cross-site subresource requests).
 */
export function isSameOriginRequest(request: Request, siteUrl?: string | null): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origin = request.headers.get('origin');
  if (origin) {
    const allowed = new Set([new URL(request.url).origin]);
    if (siteUrl) {
      try {
        allowed.add(new URL(siteUrl).origin);
      } catch {
        // an unparsable PUBLIC_SITE_URL adds nothing
      }
    }
    return allowed.has(origin);
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** What an incoming X-Request-ID may be to be continued: a short token of letters, digits and `-_.:`. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request id of a proxied call: the front proxy's `X-Request-ID` when it is a plain token, else a new UUID. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Handles one `/api/*` request; see the module docstring. Never throws. */
export async function proxyApiRequest(request: Request, options: ApiProxyOptions): Promise<Response> {
  if (!isSameOriginRequest(request, options.siteUrl)) return envelopeResponse(403, message(request, 'forbidden'));

  const url = new URL(request.url);
  const prefix = (options.prefix ?? '/api').replace(/\/+$/, '');
  const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
  const target = `${options.apiUrl.replace(/\/+$/, '')}${path}${url.search}`;

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const token = tokenFromCookieHeader(request.headers.get('cookie'), options.cookieName);
  if (token) headers.set('token', token);
  if (options.clientAddress) headers.set('x-forwarded-for', options.clientAddress);
  const requestId = requestIdOf(request);
  headers.set('x-request-id', requestId);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await (options.fetch ?? fetch)(target, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      signal: request.signal,
    } as RequestInit);
  } catch {
    const failed = envelopeResponse(502, message(request, 'unreachable'));
    failed.headers.set('x-request-id', requestId);
    return failed;
  }

  const out = new Headers();
  out.set('x-request-id', upstream.headers.get('x-request-id') ?? requestId);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  const location = upstream.headers.get('location');
  if (location) out.set('location', location);
  out.set('cache-control', upstream.headers.get('cache-control') ?? 'no-store');

  if (!(upstream.headers.get('content-type') ?? '').includes('json')) {
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
  }

  const text = await upstream.text();
  let body = text;
  let parsed: { code?: unknown; data?: unknown } | null = null;
  try {
    parsed = JSON.parse(text) as { code?: unknown; data?: unknown };
  } catch {
    parsed = null;
  }
  if (parsed && typeof parsed === 'object') {
    const data = parsed.data && typeof parsed.data === 'object' ? (parsed.data as Record<string, unknown>) : null;
    const expiresIn = typeof data?.expires_in === 'number' ? data.expires_in : undefined;
    if (parsed.code === 506 || options.logoutPaths?.includes(path)) {
      out.append('set-cookie', clearTokenSetCookie(options.cookieName, options.cookie));
    } else if (parsed.code === 200 && data && typeof data.token === 'string') {
      out.append('set-cookie', tokenSetCookie(options.cookieName, data.token, expiresIn ?? 7 * 86_400, options.cookie));
      delete data.token;
      body = JSON.stringify(parsed);
    } else if (parsed.code === 200 && token && expiresIn !== undefined && options.renewPaths?.includes(path)) {
      out.append('set-cookie', tokenSetCookie(options.cookieName, token, expiresIn, options.cookie));
    }
  }
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

/** The visitor's address the site's server (`bin/serve.mjs`) put in the load context, if any. */
export function clientAddressOf(context: unknown): string | undefined {
  const value = (context as { clientAddress?: unknown } | null | undefined)?.clientAddress;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * The customer sites' `/api/*` (cloud and IP sites): the `access-token` cookie (site cookie domain), log-out at
 * `/secure/user_logout`, new lifetime at `/secure/update_token_expiration_time`. Use as both `loader` and `action`
 * of `routes/api.$.ts`.
 */
export function customerApiProxy(request: Request, context: unknown, env: SiteEnv = process.env): Promise<Response> {
  return proxyApiRequest(request, {
    apiUrl: serverApiUrl(env),
    siteUrl: env.PUBLIC_SITE_URL ?? null,
    cookieName: ACCESS_TOKEN_COOKIE,
    cookie: { domain: env.PUBLIC_COOKIE_DOMAIN || null, secure: sessionCookieSecure(env) },
    logoutPaths: ['/secure/user_logout'],
    renewPaths: ['/secure/update_token_expiration_time'],
    clientAddress: clientAddressOf(context) ?? null,
  });
}
