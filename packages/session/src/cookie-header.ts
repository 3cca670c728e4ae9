/**
 * Server-side helpers for the session cookies (the sites' servers read the request's Cookie header and write the
 * HttpOnly token cookie; no DOM needed).
 */
import { ACCESS_TOKEN_COOKIE, AUTH_COOKIE } from './cookies';

/**
 * Parses a Cookie request header into a name → value map (values URI-decoded; the first occurrence wins).
 * `parseCookieHeader('a=1; access-token=abc')` → `{ a: '1', 'access-token': 'abc' }`.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** The value of cookie `name` (default `access-token`) from a Cookie header, or undefined when absent/empty. */
export function tokenFromCookieHeader(
  header: string | null | undefined,
  name: string = ACCESS_TOKEN_COOKIE,
): string | undefined {
  const token = parseCookieHeader(header)[name];
  return token ? token : undefined;
}

/** Scope of a session cookie: the site cookie domain (host-only when absent) and whether it is Secure. */
export interface SessionCookieScope {
  domain?: string | null;
  /** Adds `Secure` (production, or a site served over https). */
  secure?: boolean;
}

function scopeAttributes(scope: SessionCookieScope): string {
  return `; Path=/${scope.domain ? `; Domain=${scope.domain}` : ''}; SameSite=Lax${scope.secure ? '; Secure' : ''}`;
}

/**
 * The Set-Cookie value that stores a session token: `name=<token>; Path=/; [Domain]; SameSite=Lax; [Secure];
 * HttpOnly; Max-Age=<maxAgeSeconds>` (the session's `expires_in`: 7 days, 30 with remember-me; 12 h for operators).
 */
export function tokenSetCookie(
  name: string,
  token: string,
  maxAgeSeconds: number,
  scope: SessionCookieScope = {},
): string {
  const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return `${name}=${encodeURIComponent(token)}${scopeAttributes(scope)}; HttpOnly; Max-Age=${maxAge}`;
}

/** The Set-Cookie value that deletes token cookie `name` (same scope it was written with). */
export function clearTokenSetCookie(name: string, scope: SessionCookieScope = {}): string {
  return `${name}=${scopeAttributes(scope)}; HttpOnly; Max-Age=0`;
}

/**
 * Set-Cookie header values that delete the `access-token` and `auth` cookies, for a site server that found the
 * token invalid or saw a log-out. Pass the site cookie domain if one is configured (must match how the cookies
 * were set) and `secure` when they were written Secure.
 */
export function clearSessionSetCookies(domain?: string | null, options: { secure?: boolean } = {}): string[] {
  const scope = { domain: domain ?? null, secure: options.secure === true };
  return [clearTokenSetCookie(ACCESS_TOKEN_COOKIE, scope), `${AUTH_COOKIE}=${scopeAttributes(scope)}; Max-Age=0`];
}
