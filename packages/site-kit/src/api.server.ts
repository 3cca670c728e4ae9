/**
 * The API client for route loaders and actions (server only), on API_URL. Public data is fetched without a token;
 * pass the request to forward the visitor's `access-token` cookie as the `token` header. Use `dataOr` and
 * `requestToken` from `@lanyun/session/server` alongside it.
 */
import type { ApiClient } from '@lanyun/api-sdk';
import { createServerApi } from '@lanyun/session/server';
import { serverApiUrl } from './env.server';

/** A client for server-side calls; with `request`, calls carry the visitor's token. Never toasts (no browser). */
export function serverApi(request?: Request): ApiClient {
  return createServerApi(serverApiUrl(), request);
}
