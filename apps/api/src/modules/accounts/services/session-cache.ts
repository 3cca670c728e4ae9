/**
 * Signed-in requests' sessions, kept in each API process for at most `ACCOUNT_CACHE_MS` (default 1 s; 0 turns it off):
 * the token's SHA-256 → the session's account row (wallet included) and session id, so the calls a page makes in a
 * burst, and a client polling an order's status, read the session once instead of once per call (docs/decisions/0059-copies-of-an-accounts-reads-sessions-the-instance-list.md). The rules of the copies are lib/process-copies.ts's; here, the group is the
 * account: every write to `users` or `sessions` (services/accounts/*, the wallet ledger) calls
 * {@link accountChanged}, and the shared-state plugin carries it to the other processes ({@link forgetAccount}).
 * Money is still decided in the database: orders, renewals and the ledger lock and re-read the row in their
 * transaction; the copy only feeds what a request reads (the profile's balance, the real-name status a page shows).
 * A top-up order's status row is kept the same way, in its wallet owner's group: the ledger entry that pays it, and a
 * failed payment, call {@link accountChanged} ({@link cachedTopUpOrder}).
 */
import { processCopies } from '../../../lib/process-copies.ts';

const sessions = processCopies<unknown>();

/** Called with the account id after this process changed an account or its sessions (published by shared-state). */
export const accountChangeListeners = sessions.listeners;

/** Drop the copies of `userId`'s sessions (a change here or in another process). */
export const forgetAccount = (userId: number): void => sessions.forget(userId);

/** Drop every session copy (a broadcast reconnect). */
export const forgetAllAccounts = (): void => sessions.forgetAll();

/** A write to `userId`'s row or sessions here: drop its copies and tell the other processes. */
export const accountChanged = (userId: number): void => sessions.changed(userId);

/**
 * The session of `tokenHash` on `db`: the copy when one is younger than `ttlMs`, else `read()`, which resolves to the
 * row with its account id, session id and session expiry, or null (an unknown token is never kept).
 */
export async function cachedSession<T>(
  db: object,
  tokenHash: string,
  ttlMs: number,
  read: () => Promise<{ value: T; userId: number; sessionId: number; expiresAt: Date } | null>,
): Promise<T | null> {
  const value = await sessions.get(db, tokenHash, ttlMs, async () => {
    const row = await read();
    return row && { value: row.value, group: row.userId, until: row.expiresAt };
  });
  return value as T | null;
}

/**
 * The status row of top-up order `orderNum` on `db`, as `read()` gives it with the wallet owner's account id: the copy
 * when one is younger than `ttlMs` (the status poll of a page, services/wallet/wallet.ts `orderStatus`), else `read()`.
 * An unknown order is never kept. Keys cannot meet a session's (a token's SHA-256 in hex).
 */
export async function cachedTopUpOrder<T>(
  db: object,
  orderNum: string,
  ttlMs: number,
  read: () => Promise<{ value: T; ownerId: number } | null>,
): Promise<T | null> {
  const value = await sessions.get(db, `topup:${orderNum}`, ttlMs, async () => {
    const row = await read();
    return row && { value: row.value, group: row.ownerId };
  });
  return value as T | null;
}
