/**
 * Server side of the session for route loaders and actions (no DOM, no React): the visitor's `access-token` from
 * the request's Cookie header, an API client that forwards it as the `token` header, and {@link dataOr} for public
 * pages that render with whatever the API provides.
 */
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import { tokenFromCookieHeader } from './cookie-header';

/** The token in a request's cookie `name` (default `access-token`), or undefined when absent/empty. */
export function requestToken(request: Request, name?: string): string | undefined {
  return tokenFromCookieHeader(request.headers.get('cookie'), name);
}

/**
 * A client for server-side calls to `baseUrl`. Without `request`, calls carry no token (public data); with it, they
 * carry the visitor's `access-token` cookie as the `token` header; `headers` go with every call (e.g. Accept-Language).
 * It never toasts and never redirects (no browser).
 */
export function createServerApi(baseUrl: string, request?: Request, headers?: Record<string, string>): ApiClient {
  const token = request ? requestToken(request) : undefined;
  return createApiClient({ baseUrl, getToken: () => token, ...(headers ? { headers } : {}) });
}

/**
 * `data` of a successful envelope (code 200, data present), else `fallback`, for the parts of public pages that may
 * render without the API (footer links, banners). A failure is logged with its code and message (never silent); a
 * page whose main content is the list must show the failure instead of using this.
 */
export async function dataOr<T>(
  promise: Promise<{ code: number; msg?: string; data: unknown }>,
  fallback: T,
): Promise<T> {
  const res = await promise;
  if (res.code === 200 && res.data !== null && res.data !== undefined) return res.data as T;
  if (res.code !== 200)
    console.warn(`API read failed (code ${res.code}: ${res.msg ?? ''}); the page renders without it`);
  return fallback;
}
