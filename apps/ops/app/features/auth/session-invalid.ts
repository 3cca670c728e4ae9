/**
 * What the console does with code 506 (operator session missing, expired or revoked): the console's `/api` proxy
 * has already deleted the HttpOnly `ops-token` cookie with the answer; here the page waits, then after 1 s go to the log-in page, remembering where the operator was. Several 506s in a row
 * schedule one redirect.
 */

/** Delay before the redirect, as on the customer sites (spec §4). */
export const SESSION_INVALID_DELAY_MS = 1000;

/** The log-in path that returns to `current` (a path inside the console) after log-in. */
export function loginPath(current?: string): string {
  if (!current || current === '/' || current.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(current)}`;
}

/** Options of {@link createOpsSessionInvalidHandler} (tests replace the side effects). */
export interface OpsSessionInvalidOptions {
  clear?: () => void;
  currentPath?: () => string;
  navigate?: (url: string) => void;
  schedule?: (fn: () => void, ms: number) => unknown;
}

/** Builds the SDK's `onSessionInvalid` callback for the console. */
export function createOpsSessionInvalidHandler(options: OpsSessionInvalidOptions = {}): () => void {
  const clear = options.clear ?? (() => undefined);
  const currentPath = options.currentPath ?? (() => window.location.pathname + window.location.search);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const schedule = options.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let pending = false;
  return () => {
    clear();
    if (pending) return;
    pending = true;
    schedule(() => {
      pending = false;
      navigate(loginPath(currentPath()));
    }, SESSION_INVALID_DELAY_MS);
  };
}
