/**
 * The browser's API client for the IP site: token from the shared `access-token` cookie, non-quiet errors as
 * warning toasts (spec §7, §8), and 506 → clear the session and go to the cloud site's /login?tp=1 after 1 s
 * (this site has no log-in page of its own).
 */
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import { readToken } from '@lanyun/session/cookies';
import { createSessionInvalidHandler } from '@lanyun/session/session';
import { toast } from '@lanyun/ui/toast';

/** Creates the browser client for `baseUrl` (PUBLIC_API_URL); `cloudUrl` is where log-in lives (PUBLIC_CLOUD_URL). */
export function createBrowserApi(baseUrl: string, cloudUrl: string): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: readToken,
    onWarning: (msg) => {
      toast.warning(msg);
    },
    onSessionInvalid: createSessionInvalidHandler({ navigate: (path) => window.location.assign(cloudUrl + path) }),
  });
}
