/**
 * The API clients for route loaders and actions (server only), on API_URL. Both send the page's interface language
 * as Accept-Language (from `?lang=` or the `lang` cookie, see `@lanyun/i18n`), so content comes back in it (the API
 * falls back to zh-CN text where a translation is missing). Use `dataOr` and `requestToken` from
 * `@lanyun/session/server` alongside them.
 */
import type { ApiClient } from '@lanyun/api-sdk';
import { requestLang } from '@lanyun/i18n';
import { createServerApi } from '@lanyun/session/server';
import { serverApiUrl } from './env.server';

/** A client for server-side calls; with `request`, calls carry the visitor's token and language. Never toasts. */
export function serverApi(request?: Request): ApiClient {
  return createServerApi(
    serverApiUrl(),
    request,
    request ? { 'accept-language': requestLang(request).lang } : undefined,
  );
}

/** A client for public data in the visitor's language, without their token (content, catalogue, prices). */
export function publicApi(request: Request): ApiClient {
  return createServerApi(serverApiUrl(), undefined, { 'accept-language': requestLang(request).lang });
}
