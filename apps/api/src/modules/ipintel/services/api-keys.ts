/**
 * API keys for the IP API: "lyk_" + 32 random bytes base64url. Shown once at creation or
 * rotation; only the SHA-256 is stored, with the first 8 characters as a visible prefix. At most
 * 20 live keys per account. A key may be restricted to web origins (lib/origins.ts; empty list: any caller).
 * `findKeyCached` keeps answers for 10 s in process memory so the lookup API does not query the database per
 * call; rotation, revocation and origin changes clear this process's cache at once, and the other API
 * processes' through the shared-state broadcast (plugins/app/shared-state.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { apiKeys, ipUsageDaily } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { hashToken } from '../../../lib/tokens.ts';

export const MAX_KEYS = 20;
const newKey = () => `lyk_${randomBytes(32).toString('base64url')}`;

/**
 * A key as the account pages list it (never its secret).
 * `allowedOrigins`: normalised origins (lib/origins.ts), empty when the key is unrestricted.
 */
export interface KeyInfo {
  id: number;
  name: string;
  prefix: string;
  allowedOrigins: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What the lookup API needs of a live key: its id, its owner and its origins (null: unrestricted). */
export interface KeyRef {
  id: number;
  userId: number;
  /** Allowed origins, or null when the key accepts any caller (one null check on the hot path). */
  origins: ReadonlySet<string> | null;
}

const keyInfo = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  allowedOrigins: apiKeys.allowedOrigins,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

/**
 * Create a named key for `userId` (the main account), optionally restricted to `allowedOrigins` (already
 * normalised by lib/origins.ts parseOrigins). The secret is in this answer only.
 * @throws ApiError 400 when the account already has {@link MAX_KEYS} live keys
 */
export async function createKey(
  db: Db,
  userId: number,
  name: string,
  allowedOrigins: string[] = [],
): Promise<{ id: number; key: string; prefix: string }> {
  const [live] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (Number(live?.n ?? 0) >= MAX_KEYS) throw new ApiError(CODE.BAD_REQUEST, 'apikey.max', { max: MAX_KEYS });
  const key = newKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name, prefix: key.slice(0, 8), keyHash: hashToken(key), allowedOrigins })
    .returning({ id: apiKeys.id });
  return { id: row!.id, key, prefix: key.slice(0, 8) };
}

/** The live keys of `userId`, oldest first. */
export async function listKeys(db: Db, userId: number): Promise<KeyInfo[]> {
  return db
    .select(keyInfo)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.id));
}

/**
 * Rename a live key of `userId` and/or replace its allowed origins (normalised by lib/origins.ts parseOrigins; []
 * lifts the restriction). This process's cache entry is cleared at once, so the next call sees the new origins.
 * @throws ApiError 404 for a key that is not the account's or is revoked
 */
export async function updateKey(
  db: Db,
  userId: number,
  id: number,
  changes: { name?: string | undefined; allowedOrigins?: string[] | undefined },
): Promise<KeyInfo> {
  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.allowedOrigins !== undefined ? { allowedOrigins: changes.allowedOrigins } : {}),
  };
  const where = and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(apiKeys).set(set).where(where).returning(keyInfo)
      : await db.select(keyInfo).from(apiKeys).where(where);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'apikey.not_found');
  forget(id);
  return row;
}

/** Replace a key's secret (the old one stops working at once); name and allowed origins stay. @throws ApiError 404 */
export async function rotateKey(
  db: Db,
  userId: number,
  id: number,
): Promise<{ id: number; key: string; prefix: string }> {
  const key = newKey();
  const [row] = await db
    .update(apiKeys)
    .set({ keyHash: hashToken(key), prefix: key.slice(0, 8) })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'apikey.not_found');
  forget(id);
  return { id, key, prefix: key.slice(0, 8) };
}

/** Revoke a live key of `userId` (calls with it stop at once in this process). @throws ApiError 404 */
export async function revokeKey(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (rows.length === 0) throw new ApiError(CODE.NOT_FOUND, 'apikey.not_found');
  forget(id);
}

/**
 * The live key with this secret; 'revoked' when the secret belongs to a revoked key (so the API can say so), null
 * when no key has it (never issued, or replaced by a rotation). `origins` is null when the key is unrestricted.
 */
export async function findKey(db: Db, key: string): Promise<KeyFound> {
  if (!key.startsWith('lyk_') || key.length > 100) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      allowedOrigins: apiKeys.allowedOrigins,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashToken(key)))
    .limit(1);
  if (!row) return null;
  if (row.revokedAt) return 'revoked';
  return {
    id: row.id,
    userId: row.userId,
    origins: row.allowedOrigins.length > 0 ? new Set(row.allowedOrigins) : null,
  };
}

/** What {@link findKey} answers for a secret: the live key, 'revoked', or null (unknown). */
export type KeyFound = KeyRef | 'revoked' | null;

/**
 * Record that key `id` was used at `at` (the account pages' "last used"). The caller writes it at most once a minute
 * per key; a failed write is logged by the caller and does not fail the lookup it came from.
 */
export async function touchKey(db: Db, id: number, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

const CACHE_MS = 10_000;
const cache = new Map<string, { found: KeyFound; at: number }>();
/** Drop this process's cached answers for key `id` (after a change to its secret, origins or state). */
export function forgetKey(id: number): void {
  for (const [k, v] of cache) if (typeof v.found === 'object' && v.found?.id === id) cache.delete(k);
}

/** Drop every cached key answer (after a missed broadcast; plugins/app/shared-state.ts). */
export function clearKeyCache(): void {
  cache.clear();
}

/** Told of every key changed in this process, to tell the other processes (plugins/app/shared-state.ts). */
export const keyChangeListeners = new Set<(id: number) => void>();

function forget(id: number): void {
  forgetKey(id);
  for (const tell of keyChangeListeners) tell(id);
}

/**
 * The answer {@link findKeyCached} holds for `key` (the key, 'revoked', or null for an unknown key), or undefined
 * when it has none younger than 10 s. Synchronous, so the lookup API's hot path needs no await when the cache answers.
 */
export function cachedKey(key: string, now = Date.now()): KeyFound | undefined {
  const hit = cache.get(key);
  return hit && now - hit.at < CACHE_MS ? hit.found : undefined;
}

/** {@link findKey} through a 10-second in-process cache (unknown keys are cached too). */
export async function findKeyCached(db: Db, key: string, now = Date.now()): Promise<KeyFound> {
  const hit = cachedKey(key, now);
  if (hit !== undefined) return hit;
  const found = await findKey(db, key);
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { found, at: now });
  return found;
}

/**
 * Lookups per key (revoked ones too) of an account per UTC day over the last `days` days, newest day first, as
 * flushed to `ip_usage_daily` (flush the meter first for an up-to-date answer).
 */
export async function keyUsageByDay(db: DbOrTx, userId: number, days: number) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const keys = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(ipUsageDaily)
    .where(
      and(
        inArray(
          ipUsageDaily.keyId,
          keys.map((k) => k.id),
        ),
        gte(ipUsageDaily.day, since),
      ),
    )
    .orderBy(desc(ipUsageDaily.day));
  return rows.map((r) => ({ key_id: r.keyId, day: r.day, count: r.count }));
}
