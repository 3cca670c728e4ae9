/**
 * The browser's API client: calls go to this site's own `/api` (the proxy adds the token from the HttpOnly cookie,
 * see `api-proxy.server.ts`; page scripts never hold it), non-quiet errors as warning toasts (spec §7, §8),
 * a refusal for want of a recent second factor (`data.step_up`, services/accounts/two-factor.ts in the API) also opens
 * the step-up dialog (step-up.tsx), and 506 → clear the session and go to /login?tp=1 after 1 s (spec §4) — on this site, or on `loginOrigin` for a
 * site without a log-in page of its own (the IP site sends visitors to the cloud site).
 */
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import type { Lang } from '@lanyun/i18n';
import { createSessionInvalidHandler } from '@lanyun/session/session';
import { toast } from '@lanyun/ui/toast';
import { requestStepUp } from './step-up-event';

/** The path every site serves its API proxy on. */
export const BROWSER_API_BASE = '/api';

/**
 * Creates the browser client for `baseUrl` (default: this site's `/api`); calls carry the page's interface language
 * as Accept-Language.
 */
export function createBrowserApi(baseUrl: string = BROWSER_API_BASE, loginOrigin?: string, lang?: Lang): ApiClient {
  return createApiClient({
    baseUrl,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
    onWarning: (msg, _code, _path, data) => {
      toast.warning(msg);
      if (typeof data === 'object' && data !== null && (data as { step_up?: unknown }).step_up === true)
        requestStepUp();
    },
    onSessionInvalid: createSessionInvalidHandler(
      loginOrigin ? { navigate: (path) => window.location.assign(loginOrigin + path), returnTo: () => null } : {},
    ),
  });
}
