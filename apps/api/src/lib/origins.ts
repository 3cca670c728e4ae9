/**
 * Allowed web origins of an IP API key (docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP API key origins"), as Google Maps keys and other
 * IP-API providers restrict a key embedded in a web page:
 * - An origin is `scheme://host[:port]` with scheme http or https and nothing else (no user, path, query or
 *   fragment; one trailing `/` is tolerated), normalised with `new URL(x).origin` (WHATWG URL: lower-case host,
 *   punycode for international names, the scheme's default port dropped) — the form browsers send in `Origin`.
 * - At most {@link MAX_ORIGINS} per key, duplicates removed (first occurrence kept, order kept).
 * - An empty list means unrestricted: any caller, servers included.
 * - A restricted key answers only calls whose `Origin` header (or, without one, the origin of the `Referer`
 *   header) is in the list; a call with neither is refused. See {@link originAllowed}.
 */
import type { ApiParams, ApiReason } from './envelope.ts';

/** Most origins one key may list. */
export const MAX_ORIGINS = 10;

/** The answer to a call a key's origins do not allow (code 403). */
export const ORIGIN_REFUSED_MSG = 'ip.origin_not_allowed';

/**
 * One origin normalised, or null when `entry` is not an http(s) origin.
 * @example normalizeOrigin('HTTPS://Shop.Example:443/') === 'https://shop.example'
 */
export function normalizeOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // href is exactly origin + '/' only without user, password, path, query (even an empty `?`) and fragment.
  if (url.href !== `${url.origin}/` || url.hostname.includes('*')) return null;
  return url.origin;
}

/**
 * Parse a key's origin list: an array of entries, or one string with entries separated by commas, spaces or
 * newlines (the multipart form field). Empty entries are skipped; the result may be empty (unrestricted).
 * @returns `{ origins }` normalised and de-duplicated, or `{ error }` (a reason key and params) naming the first bad
 *   entry, or saying there
 *   are more than {@link MAX_ORIGINS}
 */
export function parseOrigins(
  input: string | readonly string[],
): { origins: string[] } | { error: { reason: ApiReason; params: ApiParams } } {
  const entries = (typeof input === 'string' ? [input] : input).flatMap((s) => s.split(/[\s,]+/)).filter(Boolean);
  const origins = new Set<string>();
  for (const entry of entries) {
    const origin = normalizeOrigin(entry);
    if (origin === null) return { error: { reason: 'apikey.origin_invalid', params: { origin: entry.slice(0, 100) } } };
    origins.add(origin);
  }
  if (origins.size > MAX_ORIGINS) return { error: { reason: 'apikey.origins_max', params: { max: MAX_ORIGINS } } };
  return { origins: [...origins] };
}

/**
 * Whether a call may use a key restricted to `origins` (non-empty): its `Origin` header is one of them, or, when the
 * call has no `Origin`, the origin of its `Referer` is. A call with neither header (a server, curl) is refused.
 * The `Origin` header is compared as sent (browsers send the normalised form); only a `Referer` is parsed.
 * Synchronous and allocation-free for a browser call with `Origin`; the lookup API's hot path calls it only for
 * restricted keys.
 */
export function originAllowed(
  origins: ReadonlySet<string>,
  origin: string | undefined,
  referer: string | undefined,
): boolean {
  if (origin !== undefined) return origins.has(origin);
  if (referer === undefined) return false;
  try {
    return origins.has(new URL(referer).origin);
  } catch {
    return false;
  }
}
