/**
 * API keys for the IP API: "lyk_" + 32 random bytes base64url. Shown once at creation or
 * rotation; only the SHA-256 is stored, with the first 8 characters as a visible prefix. At most
 * 20 live keys per account. `findKeyCached` keeps answers for 10 s in process memory so the
 * lookup API does not query the database per call; rotation and revocation clear this process's
 * cache at once (another API process may accept an old secret for up to 10 s).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema.ts';
import { ApiError, CODE } from '../lib/envelope.ts';
import { hashToken } from '../lib/tokens.ts';

export const MAX_KEYS = 20;
const newKey = () => `lyk_${randomBytes(32).toString('base64url')}`;

export async function createKey(db: Db, userId: number, name: string): Promise<{ id: number; key: string; prefix: string }> {
  const [live] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (Number(live?.n ?? 0) >= MAX_KEYS) throw new ApiError(CODE.BAD_REQUEST, `At most ${MAX_KEYS} keys per account; revoke one first`);
  const key = newKey();
  const [row] = await db.insert(apiKeys).values({ userId, name, prefix: key.slice(0, 8), keyHash: hashToken(key) }).returning({ id: apiKeys.id });
  return { id: row!.id, key, prefix: key.slice(0, 8) };
}

/** Replace a key's secret (the old one stops working at once). @throws ApiError 404 */
export async function rotateKey(db: Db, userId: number, id: number): Promise<{ id: number; key: string; prefix: string }> {
  const key = newKey();
  const [row] = await db
    .update(apiKeys)
    .set({ keyHash: hashToken(key), prefix: key.slice(0, 8) })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'No such key');
  forget(id);
  return { id, key, prefix: key.slice(0, 8) };
}

export async function revokeKey(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db.update(apiKeys).set({ revokedAt: new Date() }).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  if (rows.length === 0) throw new ApiError(CODE.NOT_FOUND, 'No such key');
  forget(id);
}

/** The live key with this secret, or null. */
export async function findKey(db: Db, key: string): Promise<{ id: number; userId: number } | null> {
  if (!key.startsWith('lyk_') || key.length > 100) return null;
  const [row] = await db.select({ id: apiKeys.id, userId: apiKeys.userId }).from(apiKeys).where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt))).limit(1);
  return row ?? null;
}

const CACHE_MS = 10_000;
const cache = new Map<string, { found: { id: number; userId: number } | null; at: number }>();
function forget(id: number): void {
  for (const [k, v] of cache) if (v.found?.id === id) cache.delete(k);
}

/**
 * The answer {@link findKeyCached} holds for `key` (the key, or null for an unknown key), or undefined when it has
 * none younger than 10 s. Synchronous, so the lookup API's hot path needs no await when the cache answers.
 */
export function cachedKey(key: string, now = Date.now()): { id: number; userId: number } | null | undefined {
  const hit = cache.get(key);
  return hit && now - hit.at < CACHE_MS ? hit.found : undefined;
}

/** {@link findKey} through a 10-second in-process cache (unknown keys are cached too). */
export async function findKeyCached(db: Db, key: string, now = Date.now()): Promise<{ id: number; userId: number } | null> {
  const hit = cachedKey(key, now);
  if (hit !== undefined) return hit;
  const found = await findKey(db, key);
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { found, at: now });
  return found;
}
