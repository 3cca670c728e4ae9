/**
 * Sub-account removal (docs/decisions.md "Deleting a sub-account"). As with an Alibaba Cloud RAM user, deleting a
 * sub-account ends its access at once, while what it did stays on the main account's records: orders, top-ups and
 * bank-transfer declarations keep pointing at the row that placed them (`created_by`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions, userRules, users } from '../db/schema.ts';
import { ApiError, CODE } from '../lib/envelope.ts';

/** PostgreSQL SQLSTATE foreign_key_violation. */
const FK_VIOLATION = '23503';

/** The SQLSTATE of a driver error (drizzle wraps it in `cause`), or undefined. */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Delete sub-account `id` of main account `mainId`, in one transaction: its sessions are revoked and its
 * permission keys removed first. A sub-account that never placed an order (or anything else kept for the
 * records) is deleted; one that did is retired instead: disabled, e-mail and phone cleared (so the address can
 * be used again and nobody can log in with it), and no longer listed by the team calls
 * (`isRetired`). Its row stays, with its `user_name`, for the records that name it.
 * @returns 'deleted' or 'retired'
 * @throws ApiError 404 when `id` is not a sub-account of `mainId`
 */
export async function deleteSubAccount(db: DbOrTx, mainId: number, id: number): Promise<'deleted' | 'retired'> {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.pid, mainId))).for('update').limit(1);
    if (!sub) throw new ApiError(CODE.NOT_FOUND, 'No such sub-account');
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await tx.delete(userRules).where(eq(userRules.userId, id));
    try {
      // A savepoint: if rows kept for the records still name the account, only the delete is undone.
      await tx.transaction(async (sp) => {
        await sp.delete(users).where(eq(users.id, id));
      });
      return 'deleted' as const;
    } catch (err) {
      if (sqlState(err) !== FK_VIOLATION) throw err;
    }
    await tx.update(users).set({ disabled: true, email: null, phone: null }).where(eq(users.id, id));
    return 'retired' as const;
  });
}

/** Whether a `users` row is a retired sub-account (see {@link deleteSubAccount}): a sub-account with no way to log in. */
export function isRetired(u: { pid: number; disabled: boolean; email: string | null; phone: string | null }): boolean {
  return u.pid > 0 && u.disabled && u.email === null && u.phone === null;
}
