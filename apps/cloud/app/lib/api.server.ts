/**
 * API client for route loaders and actions (server only). Public data is fetched without a token; pass the
 * request to forward the visitor's `access-token` cookie as the `token` header.
 */
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import { tokenFromCookieHeader } from '@lanyun/session/cookie-header';
import { serverApiUrl } from './env.server';

/** A client for server-side calls; with `request`, calls carry the visitor's token. Never toasts (no browser). */
export function serverApi(request?: Request): ApiClient {
  const token = request ? tokenFromCookieHeader(request.headers.get('cookie')) : undefined;
  return createApiClient({ baseUrl: serverApiUrl(), getToken: () => token });
}

/** The `access-token` from a request's cookies. */
export function requestToken(request: Request): string | undefined {
  return tokenFromCookieHeader(request.headers.get('cookie'));
}

/** `data` of a successful envelope, else `fallback` (public pages render with what the API provides). */
export async function dataOr<T>(promise: Promise<{ code: number; data: unknown }>, fallback: T): Promise<T> {
  const res = await promise;
  return res.code === 200 && res.data !== null && res.data !== undefined ? (res.data as T) : fallback;
}
