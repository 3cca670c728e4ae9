/**
 * Signed-in requests' sessions, kept in each API process for at most `SESSION_CACHE_MS` (default 1 s; 0 turns it off):
 * the token's SHA-256 → the session's account row (wallet included) and session id, so the calls a page makes in a
 * burst, and a client polling an order's status, read the session once instead of once per call (docs/decisions.md
 * "Session cache"). What a copy may never outlive:
 * - a change to the account or its sessions here: every write to `users` or `sessions` (services/accounts/*, the
 *   wallet ledger) calls {@link accountChanged}, which drops the account's copies at once and tells
 *   {@link accountChangeListeners} (the shared-state plugin broadcasts it; the other processes call
 *   {@link forgetAccount}; after a reconnect of the broadcast they drop every copy);
 * - a write that has not committed yet: for `SESSION_CACHE_MS` after a change, an account's row is read from the
 *   database on every request and not kept, so a read made while the writing transaction was still open (and saw the
 *   old row) cannot be kept past it;
 * - the session's own expiry.
 * Money is still decided in the database: orders, renewals and the ledger lock and re-read the row in their
 * transaction; the copy only feeds what a request reads (the profile's balance, the real-name status a page shows).
 */

/** One process's copy of a session: the row the session query returned. */
interface Entry<T> {
  db: object;
  userId: number;
  sessionId: number;
  value: T;
  /** ms epoch after which the copy is not answered (load time + the limit, or the session's expiry if sooner). */
  until: number;
}

const entries = new Map<string, Entry<unknown>>();
/** userId → when it last changed (ms epoch); userIds of every database in the process (over-dropping is harmless). */
const changedAt = new Map<number, number>();
/** Bound on copies held: past it, expired ones are swept and, if still over, the oldest dropped. */
const MAX_ENTRIES = 50_000;

/** Called after this process changed an account or its sessions (the shared-state plugin publishes it). */
export const accountChangeListeners = new Set<(userId: number) => void>();

/** Drop the copies of `userId`'s sessions and keep the account uncached for the next `SESSION_CACHE_MS`. */
export function forgetAccount(userId: number): void {
  changedAt.set(userId, Date.now());
  for (const [hash, e] of entries) if (e.userId === userId) entries.delete(hash);
}

/** Drop every copy (a broadcast reconnect: changes may have been missed). */
export function forgetAllAccounts(): void {
  const now = Date.now();
  for (const e of entries.values()) changedAt.set(e.userId, now);
  entries.clear();
}

/** A write to `userId`'s row or sessions here: drop its copies and tell the other processes. */
export function accountChanged(userId: number): void {
  forgetAccount(userId);
  for (const fn of accountChangeListeners) fn(userId);
}

/**
 * The session of `tokenHash` on `db`: the copy when one is younger than `ttlMs`, else `read()`, kept when it found a
 * session of an account that did not change in the last `ttlMs` (a failed read or an unknown token is never kept).
 * `read` resolves to the row with its account id, session id and session expiry, or null.
 */
export async function cachedSession<T>(
  db: object,
  tokenHash: string,
  ttlMs: number,
  read: () => Promise<{ value: T; userId: number; sessionId: number; expiresAt: Date } | null>,
): Promise<T | null> {
  const now = Date.now();
  if (ttlMs > 0) {
    const hit = entries.get(tokenHash);
    if (hit && hit.db === db && hit.until > now) return hit.value as T;
  }
  const row = await read();
  if (!row || ttlMs <= 0) return row?.value ?? null;
  const after = Date.now();
  const changed = changedAt.get(row.userId);
  if (changed !== undefined && after - changed < ttlMs) return row.value;
  if (entries.size >= MAX_ENTRIES) sweep(after);
  entries.set(tokenHash, {
    db,
    userId: row.userId,
    sessionId: row.sessionId,
    value: row.value,
    until: Math.min(now + ttlMs, row.expiresAt.getTime()),
  });
  return row.value;
}

/** Remove expired copies and forget old change times; if still full, drop the oldest copies. */
function sweep(now: number): void {
  for (const [hash, e] of entries) if (e.until <= now) entries.delete(hash);
  for (const [id, at] of changedAt) if (now - at > 60_000) changedAt.delete(id);
  for (const hash of entries.keys()) {
    if (entries.size < MAX_ENTRIES * 0.9) break;
    entries.delete(hash);
  }
}
