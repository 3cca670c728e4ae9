/**
 * Session life cycle without React (spec §4 "States and transitions", §8):
 * - start-up: the site's root loader loads the profile with the HttpOnly token cookie (page scripts never see the
 *   token); a profile the API refuses removes the cookies there and the page starts logged out;
 * - logout: call /secure/user_logout (the site's `/api` proxy deletes the token cookie on its answer), clear the
 *   `auth` cookie and the user, then load the site root;
 * - session invalid (code 506): the proxy deletes the token cookie; here the `auth` cookie is cleared and the page
 *   goes to /login?tp=1 after 1 s;
 * - unread count falls back to 0 and permission rules to empty lists on failure (spec §4); a profile load that
 *   cannot reach the API keeps the session (see {@link loadProfile}).
 */
import { ApiError, isOutageCode, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { clearSession, saveAuth } from './cookies';
import { EMPTY_PERMISSIONS, normalizePermissions, permissionKeys, type PermissionLists } from './permissions';

/** The logged-in user's profile as /personal_center/user_info returns it (spec §3 User). */
export type User = DataOf<'/personal_center/user_info'>;

/** Where 506 sends the browser (spec §4). */
export const LOGIN_PATH = '/login?tp=1';
/** Delay before the 506 redirect, in milliseconds (spec §4: "after 1 second"). */
export const SESSION_INVALID_DELAY_MS = 1000;
/** The profile path; its 506 at start-up only clears the session (see {@link createSessionInvalidHandler}). */
export const PROFILE_PATH = '/personal_center/user_info';

/**
 * Loads the profile; null when the API refuses the session (any other non-200 code, or no data). An outage (the API
 * or the site's proxy unreachable) rejects with an `ApiError` instead, so a visitor is not logged out by it.
 */
export async function loadProfile(api: ApiClient): Promise<User | null> {
  const res = await api.call(PROFILE_PATH);
  if (isOutageCode(res.code)) throw new ApiError(res.code, res.msg, PROFILE_PATH);
  return res.code === 200 && res.data ? res.data : null;
}

/**
 * Logout (spec §4): revokes the token server-side (errors are ignored; the local session is cleared anyway; the
 * site's proxy deletes the HttpOnly token cookie on the answer), removes the `auth` cookie, calls `onCleared` (to empty in-memory user state) and loads "/" with a full navigation.
 */
export async function logout(
  api: ApiClient,
  options: { onCleared?: () => void; navigate?: (url: string) => void } = {},
): Promise<void> {
  await api.call('/secure/user_logout'); // resolves with the envelope even when the API cannot be reached
  clearSession();
  options.onCleared?.();
  (options.navigate ?? ((url: string) => window.location.assign(url)))('/');
}

/** Options of {@link createSessionInvalidHandler}. */
export interface SessionInvalidOptions {
  /** Full navigation; default `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Called right away, e.g. to empty the user in memory. */
  onCleared?: () => void;
  /** Delay before navigating; default 1000 ms. */
  delayMs?: number;
  /** Timer function (tests). */
  schedule?: (fn: () => void, ms: number) => unknown;
  /**
   * The page to come back to after log-in (path, query and hash of this site); default the current page. Return null
   * when the log-in page is on another site, whose `redirect` could not reach this one.
   */
  returnTo?: () => string | null;
}

/** The current page as a same-site path (`/path?query#hash`); null outside a browser or on the log-in page itself. */
function currentPage(): string | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  return pathname === '/login' ? null : `${pathname}${search}${hash}`;
}

/**
 * The log-in page a 506 sends the browser to: `/login?tp=1&expired=1` (the page explains that the session ended)
 * and `redirect=<returnTo>` when there is a page to come back to.
 */
export function expiredLoginPath(returnTo: string | null): string {
  const q = new URLSearchParams({ tp: '1', expired: '1' });
  if (returnTo) q.set('redirect', returnTo);
  return `/login?${q.toString()}`;
}

/**
 * Builds the SDK's `onSessionInvalid` callback (spec §4, §8 code 506): clears the `auth` cookie (the site's proxy has
 * already deleted the token cookie with the 506 answer), then after 1 s
 * navigates to /login?tp=1&expired=1&redirect=<the current page> ({@link expiredLoginPath}). Several 506s in a row schedule a single redirect. A 506 from the start-up profile
 * check (`/personal_center/user_info`) only clears the session — a visitor with an expired cookie browsing public
 * pages is logged out (spec: "profile failure → session cleared") rather than sent to the login page.
 */
export function createSessionInvalidHandler(options: SessionInvalidOptions = {}): (path?: string) => void {
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const returnTo = options.returnTo ?? currentPage;
  const schedule = options.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let pending = false;
  return (path?: string) => {
    clearSession();
    options.onCleared?.();
    if (path === PROFILE_PATH || pending) return;
    pending = true;
    schedule(() => {
      pending = false;
      navigate(expiredLoginPath(returnTo()));
    }, options.delayMs ?? SESSION_INVALID_DELAY_MS);
  };
}

/** Unread notice count (`/v1/message_count`); 0 on any failure (spec §4). */
export async function loadUnreadCount(api: ApiClient): Promise<number> {
  const res = await api.call('/v1/message_count');
  const count = res.code === 200 ? (res.data as { count?: unknown } | null)?.count : undefined;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}

/**
 * Permission rules (`/team/user_rule_list`); empty lists on any failure (spec §4). Also stores the derived keys in
 * the `auth` cookie so other tabs and the consoles can read them.
 */
export async function loadPermissions(api: ApiClient): Promise<PermissionLists> {
  const res = await api.call('/team/user_rule_list');
  const lists = res.code === 200 ? normalizePermissions(res.data) : EMPTY_PERMISSIONS;
  if (typeof document !== 'undefined') saveAuth(permissionKeys(lists));
  return lists;
}
