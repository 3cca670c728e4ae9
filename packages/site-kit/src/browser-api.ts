/**
 * The browser's API client: token from the `access-token` cookie, non-quiet errors as warning toasts (spec §7, §8),
 * and 506 → clear the session and go to /login?tp=1 after 1 s (spec §4) — on this site, or on `loginOrigin` for a
 * site without a log-in page of its own (the IP site sends visitors to the cloud site).
 */
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import type { Lang } from '@lanyun/i18n';
import { readToken } from '@lanyun/session/cookies';
import { createSessionInvalidHandler } from '@lanyun/session/session';
import { toast } from '@lanyun/ui/toast';

/**
 * Creates the browser client for `baseUrl` (PUBLIC_API_URL, passed down by the root loader); calls carry the page's
 * interface language as Accept-Language.
 */
export function createBrowserApi(baseUrl: string, loginOrigin?: string, lang?: Lang): ApiClient {
  return createApiClient({
    baseUrl,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
    getToken: readToken,
    onWarning: (msg) => {
      toast.warning(msg);
    },
    onSessionInvalid: createSessionInvalidHandler(
      loginOrigin ? { navigate: (path) => window.location.assign(loginOrigin + path) } : {},
    ),
  });
}
