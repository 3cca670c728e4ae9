/**
 * Verification of signed calls to the public API (LANYUN-HMAC-SHA256, `@lanyun/signer`, docs/signed-requests.md).
 *
 * In order: the `authorization` header parses (401 'signature.missing'); it signs host, x-lanyun-timestamp and
 * x-lanyun-nonce (401 'signature.unsigned_header'); the timestamp is within 15 minutes of the server clock (401
 * 'signature.bad_timestamp'); the nonce has its form (400 'signature.bad_nonce'); the key exists (401
 * 'signature.unknown_key') and is active with an enabled user (403 'signature.key_disabled'); the caller's address
 * is on the key's allow-list when it has one (403 'signature.source_denied'); the signature matches (401
 * 'signature.mismatch'); and the nonce has not been seen for this key (401 'signature.replayed'). The nonce is
 * recorded with one `INSERT … ON CONFLICT DO NOTHING` on `api_nonces` (primary key key_id + nonce), so of two
 * identical requests racing, across processes, exactly one passes. Nonces are kept for twice the window and then
 * deleted (at most once a minute per process). The last use (time, address, call) is written on success.
 */
import { BlockList, isIP } from 'node:net';
import {
  canonicalRequest,
  NONCE_HEADER,
  NONCE_PATTERN,
  parseAuthorization,
  REQUIRED_SIGNED_HEADERS,
  sameSignature,
  signature,
  stringToSign,
  TIMESTAMP_HEADER,
  WINDOW_SECONDS,
} from '@lanyun/signer';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { accessKeys, apiNonces, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { openStored } from '../../../lib/secrets-box.ts';

export interface IncomingSigned {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as received (empty for none). */
  rawBody: string | Buffer | undefined;
  /** The caller's address (request.ip). */
  ip: string;
  /** What to record as the key's last call, e.g. `POST /open/v1/instances`. */
  call: string;
}

/** Whether `ip` is in `allowed` (addresses and CIDR blocks); an empty list allows every address. */
export function sourceAllowed(allowed: string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [addr = '', bits] = entry.split('/');
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const addr = v4mapped ?? ip;
  return list.check(addr, isIP(addr) === 6 ? 'ipv6' : 'ipv4');
}

let lastPrune = 0;

/**
 * Verify a signed call; resolves to the key and the user it acts as.
 * @throws ApiError 400, 401 or 403 with the `signature.*` reason keys above
 */
export async function verifySignedRequest(db: DbOrTx, req: IncomingSigned, nowMs = Date.now()) {
  const header = req.headers.authorization;
  const auth = parseAuthorization(Array.isArray(header) ? header[0] : header);
  if (!auth) throw new ApiError(CODE.UNAUTHORIZED, 'signature.missing');
  for (const h of REQUIRED_SIGNED_HEADERS)
    if (!auth.signedHeaders.includes(h))
      throw new ApiError(CODE.UNAUTHORIZED, 'signature.unsigned_header', { header: h });
  const ts = String(req.headers[TIMESTAMP_HEADER] ?? '');
  if (!/^\d{1,12}$/.test(ts) || Math.abs(Number(ts) - nowMs / 1000) > WINDOW_SECONDS)
    throw new ApiError(CODE.UNAUTHORIZED, 'signature.bad_timestamp');
  const nonce = String(req.headers[NONCE_HEADER] ?? '');
  if (!NONCE_PATTERN.test(nonce)) throw new ApiError(CODE.BAD_REQUEST, 'signature.bad_nonce');
  const [found] = await db
    .select({ key: accessKeys, user: users })
    .from(accessKeys)
    .innerJoin(users, eq(users.id, accessKeys.userId))
    .where(eq(accessKeys.keyId, auth.keyId))
    .limit(1);
  if (!found) throw new ApiError(CODE.UNAUTHORIZED, 'signature.unknown_key');
  if (found.key.status !== 'active' || found.user.disabled)
    throw new ApiError(CODE.FORBIDDEN, 'signature.key_disabled');
  if (!sourceAllowed(found.key.allowedIps, req.ip))
    throw new ApiError(CODE.FORBIDDEN, 'signature.source_denied', { ip: req.ip });
  const secret = openStored(found.key.secretSealed, found.key.secretKeyId);
  const canonical = canonicalRequest(
    { method: req.method, url: req.url, headers: req.headers, body: req.rawBody },
    auth.signedHeaders,
  );
  const expected = signature(secret, stringToSign(ts, canonical));
  if (!sameSignature(expected, auth.signature)) throw new ApiError(CODE.UNAUTHORIZED, 'signature.mismatch');
  const fresh = await db
    .insert(apiNonces)
    .values({ keyId: auth.keyId, nonce })
    .onConflictDoNothing()
    .returning({ nonce: apiNonces.nonce });
  if (fresh.length === 0) throw new ApiError(CODE.UNAUTHORIZED, 'signature.replayed');
  await db
    .update(accessKeys)
    .set({ lastUsedAt: new Date(nowMs), lastUsedIp: req.ip, lastUsedCall: req.call.slice(0, 200) })
    .where(eq(accessKeys.id, found.key.id));
  if (nowMs - lastPrune > 60_000) {
    lastPrune = nowMs;
    await db.delete(apiNonces).where(lt(apiNonces.createdAt, new Date(nowMs - 2 * WINDOW_SECONDS * 1000)));
  }
  return { key: found.key, user: found.user };
}
