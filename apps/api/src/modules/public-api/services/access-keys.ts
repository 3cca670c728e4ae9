/**
 * AccessKeys (issue "A programmable cloud"): the credentials of the public API (`/open/v1`, docs/signed-requests.md).
 *
 * - Each user (main account or sub-account) holds at most {@link MAX_KEYS_PER_USER} keys, as Alibaba Cloud allows;
 *   the count is checked with the user's row locked, so two concurrent creations cannot make a third.
 * - The secret is returned once by {@link createAccessKey} and stored sealed (lib/secrets-box.ts): the server needs it
 *   to verify HMAC-SHA256 signatures, so a hash would not do.
 * - A key acts as its user: a sub-account's key has exactly the sub-account's permission keys (checked per call by
 *   the routes' `requirePermission`, as for a session).
 * - `allowed_ips`: addresses or CIDR blocks (IPv4/IPv6) the key may be used from; empty = anywhere.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { accessKeys, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { sealStored } from '../../../lib/secrets-box.ts';
import { toSeconds } from '../../../lib/schemas.ts';

/** Alibaba Cloud's limit of AccessKeys per RAM user. */
export const MAX_KEYS_PER_USER = 2;
export const KEY_STATUSES = ['active', 'disabled'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

type Row = typeof accessKeys.$inferSelect;

/** A key as the console lists it (never the secret): times in Unix seconds. */
export function toAccessKeyOut(r: Row) {
  return {
    key_id: r.keyId,
    status: r.status as KeyStatus,
    description: r.description,
    allowed_ips: r.allowedIps,
    created_at: toSeconds(r.createdAt),
    last_used_at: r.lastUsedAt ? toSeconds(r.lastUsedAt) : null,
    last_used_ip: r.lastUsedIp,
    last_used_call: r.lastUsedCall,
  };
}

/** `LYAK` and 20 characters of [A-Z2-7]: public, shown in lists and logs. */
export function newKeyId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return `LYAK${Array.from(randomBytes(20), (b) => alphabet[b & 31]).join('')}`;
}

/** 40 characters of base64url (240 bits). */
const newSecret = () => randomBytes(30).toString('base64url');

/**
 * The allow-list as given (one entry per line, comma or space), each an IP address or a CIDR block.
 * @throws ApiError 400 'accesskey.bad_source' naming the first bad entry
 */
export function parseAllowedIps(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length > 20) throw new ApiError(CODE.BAD_REQUEST, 'accesskey.bad_source', { value: entries[20]! });
  for (const e of entries) {
    const [addr = '', bits, extra] = e.split('/');
    const v = isIP(addr);
    const okBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v === 6 ? 128 : 32) && extra === undefined);
    if (!v || !okBits) throw new ApiError(CODE.BAD_REQUEST, 'accesskey.bad_source', { value: e });
  }
  return [...new Set(entries)];
}

/** The user's own keys, oldest first. */
export async function listAccessKeys(db: DbOrTx, user: { id: number }) {
  const rows = await db.select().from(accessKeys).where(eq(accessKeys.userId, user.id)).orderBy(asc(accessKeys.id));
  return rows.map(toAccessKeyOut);
}

/**
 * Create a key for `user`; the answer holds the secret, the only time it is shown.
 * @throws ApiError 409 'accesskey.limit' when the user already has {@link MAX_KEYS_PER_USER}; 400 bad allow-list
 */
export async function createAccessKey(
  db: DbOrTx,
  user: { id: number },
  b: { description?: string; allowed_ips?: string },
) {
  const allowed = parseAllowedIps(b.allowed_ips);
  const secret = newSecret();
  const sealed = sealStored(secret);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [n] = await tx.select({ n: count() }).from(accessKeys).where(eq(accessKeys.userId, user.id));
    if ((n?.n ?? 0) >= MAX_KEYS_PER_USER)
      throw new ApiError(CODE.CONFLICT, 'accesskey.limit', { max: MAX_KEYS_PER_USER });
    const [created] = await tx
      .insert(accessKeys)
      .values({
        keyId: newKeyId(),
        userId: user.id,
        secretSealed: sealed.sealed,
        secretKeyId: sealed.keyId,
        allowedIps: allowed,
        description: (b.description ?? '').trim(),
      })
      .returning();
    return created!;
  });
  return { ...toAccessKeyOut(row), secret };
}

/** The user's key `keyId` or 404. */
async function ownKey(db: DbOrTx, user: { id: number }, keyId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(and(eq(accessKeys.keyId, keyId), eq(accessKeys.userId, user.id)))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'accesskey.not_found');
  return row;
}

/**
 * Enable or disable a key, and/or change its description and allow-list. A disabled key's calls are refused with
 * 403 'signature.key_disabled' from the next request on.
 * @throws ApiError 404, 400 bad allow-list
 */
export async function updateAccessKey(
  db: DbOrTx,
  user: { id: number },
  b: { key_id: string; status?: KeyStatus; description?: string; allowed_ips?: string },
) {
  await ownKey(db, user, b.key_id);
  const [row] = await db
    .update(accessKeys)
    .set({
      ...(b.status ? { status: b.status } : {}),
      ...(b.description !== undefined ? { description: b.description.trim() } : {}),
      ...(b.allowed_ips !== undefined ? { allowedIps: parseAllowedIps(b.allowed_ips) } : {}),
    })
    .where(and(eq(accessKeys.keyId, b.key_id), eq(accessKeys.userId, user.id)))
    .returning();
  return toAccessKeyOut(row!);
}

/** Delete the user's key. @throws ApiError 404 */
export async function deleteAccessKey(db: DbOrTx, user: { id: number }, keyId: string): Promise<void> {
  await ownKey(db, user, keyId);
  await db.delete(accessKeys).where(and(eq(accessKeys.keyId, keyId), eq(accessKeys.userId, user.id)));
}
