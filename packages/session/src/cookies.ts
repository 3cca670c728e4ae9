/**
 * Browser-side session cookies (spec §4, §9), written with js-cookie:
 * - `access-token`: the API token; expires after 7 days, or 30 with remember-me; path "/"; domain = the site
 *   cookie domain when configured (e.g. ".lanyun.example" to share between the cloud and IP sites),
 *   otherwise host-only.
 * - `auth`: the permission keys of the logged-in user (comma-separated, e.g. "cost-3-1,user-1-2"); cleared on logout.
 */
import Cookies from 'js-cookie';

/** Name of the token cookie. */
export const ACCESS_TOKEN_COOKIE = 'access-token';
/** Name of the permission-rules cookie. */
export const AUTH_COOKIE = 'auth';
/** Token cookie lifetime without remember-me, in days (spec §9: 604800 s). */
export const TOKEN_TTL_DAYS = 7;
/** Token cookie lifetime with remember-me, in days (spec §9: 2592000 s). */
export const REMEMBER_TTL_DAYS = 30;

let cookieDomain: string | undefined;

/**
 * Sets the domain the session cookies are scoped to (spec §9 "Token cookies scoped to the site domain").
 * Pass undefined/empty for host-only cookies (the default, right for localhost).
 */
export function configureCookieDomain(domain: string | null | undefined): void {
  cookieDomain = domain?.trim() ? domain.trim() : undefined;
}

/** The configured cookie domain, if any. */
export function getCookieDomain(): string | undefined {
  return cookieDomain;
}

function attributes(extra?: Cookies.CookieAttributes): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', ...(cookieDomain ? { domain: cookieDomain } : {}), ...extra };
}

/** Reads the token from the `access-token` cookie; undefined when absent or empty (logged out). */
export function readToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const token = Cookies.get(ACCESS_TOKEN_COOKIE);
  return token ? token : undefined;
}

/** Stores the token for 7 days, or 30 days when `remember` is true. */
export function saveToken(token: string, remember = false): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, attributes({ expires: remember ? REMEMBER_TTL_DAYS : TOKEN_TTL_DAYS }));
}

/** Stores the permission keys in the `auth` cookie (session-long; cleared by {@link clearSession}). */
export function saveAuth(keys: Iterable<string>): void {
  Cookies.set(AUTH_COOKIE, Array.from(keys).join(','), attributes());
}

/** Reads the permission keys from the `auth` cookie. */
export function readAuth(): string[] {
  if (typeof document === 'undefined') return [];
  const raw = Cookies.get(AUTH_COOKIE);
  return raw ? raw.split(',').filter(Boolean) : [];
}

/**
 * Removes the `access-token` and `auth` cookies (logout, failed profile load, session invalid).
 * Removes both the domain-scoped and the host-only variants so a changed configuration leaves nothing behind.
 */
export function clearSession(): void {
  for (const name of [ACCESS_TOKEN_COOKIE, AUTH_COOKIE]) {
    Cookies.remove(name, attributes());
    if (cookieDomain) Cookies.remove(name, { path: '/' });
  }
}
