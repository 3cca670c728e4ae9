/**
 * The one check applied wherever a site follows a `next`, `redirect` or `returnTo` parameter (the `/sso` handoff,
 * the cloud site's and the console's `/login?redirect=`, the IP site's `/login?next=`): only a path on the same
 * origin passes, anything else becomes the fallback. Pure (no Node or DOM APIs beyond `URL`), so loaders and browser
 * code share it. Rules (docs/decisions/0014-security-headers-and-redirects-sites.md):
 *
 * - it starts with exactly one `/` (not `//`, not `/\`: browsers read both as another host);
 * - no control character (tab, CR, LF, …), no backslash and no leading space, raw or percent-encoded, in the text or
 *   in any of its decodings (up to 4 rounds, so `%252F` counts as `/`); a malformed escape is refused;
 * - resolved against a dummy origin it stays on that origin and its path does not start with `//`;
 * - it does not lead to the log-in page itself (`/login`), which would loop once logged in.
 *
 * The result is the normalised URL (path, query, fragment as `URL` writes them), safe to put in a `Location` header.
 */

const BASE = 'http://same-origin.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
const MAX_DECODE_ROUNDS = 4;

/** Options of {@link safeRedirect}. */
export interface SafeRedirectOptions {
  /** Where to go instead (default "/"). */
  fallback?: string;
  /** Paths refused even though they are on the site (exact path or a sub-path); default `['/login']`. */
  avoid?: string[];
}

/** True when `text` and every percent-decoding of it is free of control characters, backslashes and `//` at the start. */
function cleanInEveryDecoding(text: string): boolean {
  let current = text;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (UNSAFE_CHARS.test(current) || current.startsWith('//') || !current.startsWith('/')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * `target` when it is a path on this site (normalised), else `fallback` ("/" by default). Never throws.
 * Examples: `/user/cost?tab=1#a` → itself; `//x`, `/\x`, `/%09/x`, `https://x`, `javascript:…`, `/%0d%0a…` → "/".
 */
export function safeRedirect(target: unknown, options: SafeRedirectOptions | string = {}): string {
  const { fallback = '/', avoid = ['/login'] } = typeof options === 'string' ? { fallback: options } : options;
  if (typeof target !== 'string' || target === '' || target.length > 2048) return fallback;
  if (!cleanInEveryDecoding(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  if (avoid.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return url.pathname + url.search + url.hash;
}
