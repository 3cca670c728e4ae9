/**
 * LANYUN-HMAC-SHA256: how a call to the public API (`/open/v1`) is signed with an AccessKey, declared once for the
 * API (which verifies) and the `lanyun` CLI (which signs). docs/signed-requests.md describes it with a worked example;
 * docs/signers/lanyun_signer.py is the same in Python.
 *
 * A request carries
 *   x-lanyun-timestamp: Unix seconds           (refused more than 15 minutes from the server's clock)
 *   x-lanyun-nonce:     16–64 of [A-Za-z0-9_-] (refused when seen again for the same key: replay)
 *   authorization:      LANYUN-HMAC-SHA256 Credential=<key id>, SignedHeaders=<a;b;c>, Signature=<64 hex>
 * and the signature is hex(HMAC-SHA256(secret, string to sign)) where
 *   string to sign    = "LANYUN-HMAC-SHA256\n" + timestamp + "\n" + hex(SHA-256(canonical request))
 *   canonical request = METHOD \n path \n sorted query \n canonical headers \n signed headers \n hex(SHA-256(body))
 * The signed headers must include host, x-lanyun-timestamp and x-lanyun-nonce.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const ALGORITHM = 'LANYUN-HMAC-SHA256';
/** The signature window either side of the server's clock, seconds. */
export const WINDOW_SECONDS = 15 * 60;
export const TIMESTAMP_HEADER = 'x-lanyun-timestamp';
export const NONCE_HEADER = 'x-lanyun-nonce';
/** Headers every signature must cover. */
export const REQUIRED_SIGNED_HEADERS = ['host', NONCE_HEADER, TIMESTAMP_HEADER] as const;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** RFC 3986 percent-encoding: everything but A–Z a–z 0–9 - _ . ~ */
export function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Decode a query component as sent (`+` is a space, as in HTML forms). */
function decodeComponent(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** The query string (without `?`) with each name and value RFC 3986-encoded, sorted by name then value. */
export function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      return [rfc3986(decodeComponent(name)), rfc3986(decodeComponent(value))] as const;
    })
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1))
    .map(([n, v]) => `${n}=${v}`)
    .join('&');
}

/** Hex SHA-256 of a body (a string is UTF-8); the empty body's hash for none. */
export function sha256Hex(body: string | Uint8Array | undefined): string {
  return createHash('sha256')
    .update(body ?? '')
    .digest('hex');
}

export interface RequestToSign {
  method: string;
  /** The path and query as sent, e.g. `/open/v1/instances?limit=10`. */
  url: string;
  /** Header names in any case; a header's several values are joined with `,`. */
  headers: Record<string, string | string[] | undefined>;
  body?: string | Uint8Array;
}

/** The header's value as signed: trimmed, inner runs of spaces collapsed. */
function headerValue(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ');
}

/** The canonical request of `req` over `signedHeaders` (lower-case names, any order). */
export function canonicalRequest(req: RequestToSign, signedHeaders: string[]): string {
  const at = req.url.indexOf('?');
  const path = at < 0 ? req.url : req.url.slice(0, at);
  const query = at < 0 ? '' : req.url.slice(at + 1);
  const lower: Record<string, string | string[] | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) lower[k.toLowerCase()] = v;
  const names = [...signedHeaders].map((h) => h.toLowerCase()).sort();
  return [
    req.method.toUpperCase(),
    path || '/',
    canonicalQuery(query),
    names.map((n) => `${n}:${headerValue(lower[n])}\n`).join(''),
    names.join(';'),
    sha256Hex(req.body),
  ].join('\n');
}

/** The string to sign for `timestamp` (Unix seconds, as in the header) and the canonical request. */
export function stringToSign(timestamp: string, canonical: string): string {
  return `${ALGORITHM}\n${timestamp}\n${sha256Hex(canonical)}`;
}

/** hex(HMAC-SHA256(secret, stringToSign)). */
export function signature(secret: string, toSign: string): string {
  return createHmac('sha256', secret).update(toSign).digest('hex');
}

export interface Credentials {
  keyId: string;
  secret: string;
}

/**
 * Sign `req`: returns the headers to add (timestamp, nonce, authorization). `host` must be among `req.headers`;
 * `now` (ms) and `nonce` may be given (tests, the worked example).
 */
export function sign(
  req: RequestToSign,
  creds: Credentials,
  o: { now?: number; nonce?: string } = {},
): Record<string, string> {
  const timestamp = String(Math.floor((o.now ?? Date.now()) / 1000));
  const nonce = o.nonce ?? randomBytes(16).toString('hex');
  const headers = { ...req.headers, [TIMESTAMP_HEADER]: timestamp, [NONCE_HEADER]: nonce };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .filter((h) => h === 'host' || h === 'content-type' || h.startsWith('x-lanyun-'))
    .sort();
  const sig = signature(creds.secret, stringToSign(timestamp, canonicalRequest({ ...req, headers }, names)));
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [NONCE_HEADER]: nonce,
    authorization: `${ALGORITHM} Credential=${creds.keyId}, SignedHeaders=${names.join(';')}, Signature=${sig}`,
  };
}

/** The parts of an `authorization` header, or null when it is not a LANYUN-HMAC-SHA256 one. */
export function parseAuthorization(
  header: string | undefined,
): { keyId: string; signedHeaders: string[]; signature: string } | null {
  if (!header?.startsWith(`${ALGORITHM} `)) return null;
  const parts: Record<string, string> = {};
  for (const p of header.slice(ALGORITHM.length + 1).split(',')) {
    const at = p.indexOf('=');
    if (at > 0) parts[p.slice(0, at).trim()] = p.slice(at + 1).trim();
  }
  const { Credential: keyId, SignedHeaders: signed, Signature: sig } = parts;
  if (!keyId || !signed || !sig || !/^[0-9a-f]{64}$/.test(sig)) return null;
  return { keyId, signedHeaders: signed.toLowerCase().split(';').filter(Boolean), signature: sig };
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
