/**
 * The session cookies (spec §4, §9). The token never reaches page scripts (docs/decisions/0013-sessions-and-csrf.md):
 * - `access-token`: the API token. Written only by the sites' servers (the `/api` proxy on log-in, the `/sso`
 *   handoff) with HttpOnly, SameSite=Lax, path "/", Secure in production, the site cookie domain when configured
 *   (e.g. ".lanyun.example" to share between the cloud and IP sites, otherwise host-only), and a lifetime of the
 *   session's `expires_in` (7 days, or 30 with remember-me). See `cookie-header.ts` for the Set-Cookie values.
 * - `auth`: the permission keys of the logged-in user (comma-separated, e.g. "cost-3-1,user-1-2"); no secret, so
 *   page scripts write and read it here with js-cookie; cleared on logout.
 */
import Cookies from 'js-cookie';

/** Name of the token cookie (HttpOnly; page scripts cannot read it). */
export const ACCESS_TOKEN_COOKIE = 'access-token';
/** Name of the permission-rules cookie. */
export const AUTH_COOKIE = 'auth';
/** Token cookie lifetime without remember-me, in days (spec §9: 604800 s). */
export const TOKEN_TTL_DAYS = 7;
/** Token cookie lifetime with remember-me, in days (spec §9: 2592000 s). */
export const REMEMBER_TTL_DAYS = 30;

let cookieDomain: string | undefined;

/**
 * Sets the domain the `auth` cookie is scoped to (spec §9 "Token cookies scoped to the site domain").
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
 * Removes the `auth` cookie in the browser (logout, failed profile load, session invalid); the HttpOnly token
 * cookie is removed by the site's server (the `/api` proxy on log-out and on code 506, the root loader when the
 * API rejects the token). Removes both the domain-scoped and the host-only variants so a changed configuration
 * leaves nothing behind.
 */
export function clearSession(): void {
  if (typeof document === 'undefined') return;
  Cookies.remove(AUTH_COOKIE, attributes());
  if (cookieDomain) Cookies.remove(AUTH_COOKIE, { path: '/' });
}
