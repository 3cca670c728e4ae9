/**
 * The security headers every site sends (docs/decisions/0014-security-headers-and-redirects-sites.md; the API sends the same
 * policy through @fastify/helmet). Pure: the server entry (`./entry-server`) builds them per request with a fresh
 * nonce; tests call the builders directly.
 *
 * - Content-Security-Policy: `default-src 'self'`; scripts only from this origin or inline with this response's
 *   nonce (`script-src 'self' 'nonce-…'`, no 'unsafe-inline'); styles from this origin plus inline (`style` attributes
 *   are everywhere in React components and the charts, and a style cannot run code); images from this origin, the
 *   API (uploaded images and article pictures are served there) and the object store the API sends them on to
 *   (PUBLIC_STORAGE_URL), plus the site's own extra sources (`blob:` where a page previews a file the visitor picked
 *   or downloaded); never any host of the web; connections to this origin and the API (PUBLIC_API_URL); no plugins,
 *   `base-uri` and `form-action` this origin; framing by nobody (`frame-ancestors 'none'`, the console) or this
 *   origin only (the public sites).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin; X-Frame-Options DENY or
 *   SAMEORIGIN (for browsers without frame-ancestors); Strict-Transport-Security (1 year, subdomains) in production
 *   only (browsers ignore it over plain HTTP anyway).
 * - In development (`react-router dev`) scripts may also be inline and evaluated and connections may use
 *   WebSockets: Vite's client and React Refresh inject scripts without a nonce.
 */

/** Who may frame the site's pages: nobody (the console) or the site itself (the public sites). */
export type Framing = 'none' | 'self';

/** Inputs of {@link contentSecurityPolicy} and {@link securityHeaders}. */
export interface SecurityPolicy {
  /** Who may frame the pages. */
  framing: Framing;
  /** The API origin the browser calls (PUBLIC_API_URL); any path is dropped. */
  apiUrl?: string;
  /** The object store's origin that uploaded images are served from (PUBLIC_STORAGE_URL); any path is dropped. */
  storageUrl?: string;
  /** This response's script nonce (base64); absent for responses that carry no inline script. */
  nonce?: string;
  /** Development server: relaxed scripts and WebSocket connections, no HSTS. */
  dev?: boolean;
  /** Production (`NODE_ENV=production`): adds HSTS. */
  production?: boolean;
  /** More image sources (e.g. `blob:` for previews of picked files). */
  imgSrc?: string[];
  /** More connection targets. */
  connectSrc?: string[];
  /** More form targets. */
  formAction?: string[];
}

/** HSTS value: one year, subdomains included (as @fastify/helmet's default). */
export const HSTS = 'max-age=31536000; includeSubDomains';

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const uniq = (items: string[]) => [...new Set(items)];

/** The Content-Security-Policy header value for `policy` (see the module docstring). */
export function contentSecurityPolicy(policy: SecurityPolicy): string {
  const api = origin(policy.apiUrl);
  const scripts = policy.dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...(policy.nonce ? [`'nonce-${policy.nonce}'`] : [])];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', uniq(["'self'", ...api, ...origin(policy.storageUrl), ...(policy.imgSrc ?? [])])],
    ['font-src', ["'self'", 'data:']],
    // The API's WebSocket origin too (the instance serial console connects to the API directly).
    [
      'connect-src',
      uniq([
        "'self'",
        ...api,
        ...api.map((o) => o.replace(/^http/, 'ws')),
        ...(policy.connectSrc ?? []),
        ...(policy.dev ? ['ws:', 'wss:'] : []),
      ]),
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', uniq(["'self'", ...(policy.formAction ?? [])])],
    ['frame-ancestors', [policy.framing === 'none' ? "'none'" : "'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header for `policy`, as name → value. */
export function securityHeaders(policy: SecurityPolicy): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': policy.framing === 'none' ? 'DENY' : 'SAMEORIGIN',
    ...(policy.production && !policy.dev ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Sets {@link securityHeaders} on `headers` (replacing any of the same name). Returns `headers`. */
export function applySecurityHeaders(headers: Headers, policy: SecurityPolicy): Headers {
  for (const [name, value] of Object.entries(securityHeaders(policy))) headers.set(name, value);
  return headers;
}

/** A fresh nonce: 16 random bytes, base64 (a new one for every response). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}
