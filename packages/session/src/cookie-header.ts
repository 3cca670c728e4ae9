/**
 * Server-side helpers for the session cookies (route loaders read the request's Cookie header; no DOM needed).
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

/** The `access-token` value from a Cookie header, or undefined when absent/empty. */
export function tokenFromCookieHeader(header: string | null | undefined): string | undefined {
  const token = parseCookieHeader(header)[ACCESS_TOKEN_COOKIE];
  return token ? token : undefined;
}

/**
 * Set-Cookie header values that delete the `access-token` and `auth` cookies, for a loader that found the
 * token invalid. Pass the site cookie domain if one is configured (must match how the cookies were set).
 */
export function clearSessionSetCookies(domain?: string): string[] {
  const scope = `; Path=/${domain ? `; Domain=${domain}` : ''}; Max-Age=0; SameSite=Lax`;
  return [ACCESS_TOKEN_COOKIE, AUTH_COOKIE].map((name) => `${name}=${scope}`);
}
