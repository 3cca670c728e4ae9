/**
 * Sub-accounts of a main account (routes/team/sub-accounts.ts): list, create, update, and removal
 * (docs/decisions/0002-bad-input-and-request-limits.md "Deleting a sub-account"). As with an Alibaba Cloud RAM user, deleting a
 * sub-account ends its access at once, while what it did stays on the main account's records: orders, top-ups and
 * bank-transfer declarations keep pointing at the row that placed them (`created_by`).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { userRules, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { revokeUserSessions } from '../../accounts/index.ts';
import { accountChanged } from '../../accounts/index.ts';

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
    const [sub] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.pid, mainId)))
      .for('update')
      .limit(1);
    if (!sub) throw new ApiError(CODE.NOT_FOUND, 'team.sub_not_found');
    await revokeUserSessions(tx, id);
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
    accountChanged(id);
    return 'retired' as const;
  });
}

/** Whether a `users` row is a retired sub-account (see {@link deleteSubAccount}): a sub-account with no way to log in. */
export function isRetired(u: { pid: number; disabled: boolean; email: string | null; phone: string | null }): boolean {
  return u.pid > 0 && u.disabled && u.email === null && u.phone === null;
}

/** A sub-account as the team page shows it. */
export interface SubAccountView {
  id: number;
  user_name: string;
  name: string;
  email: string | null;
  disabled: number;
  rules: string[];
  created_at: number;
}

/** The sub-accounts of `mainId` (retired ones left out), oldest first, with their permission keys. */
export async function listSubAccounts(db: DbOrTx, mainId: number): Promise<SubAccountView[]> {
  const subs = (await db.select().from(users).where(eq(users.pid, mainId)).orderBy(asc(users.id))).filter(
    (u) => !isRetired(u),
  );
  const ids = subs.map((u) => u.id);
  const rules = ids.length ? await db.select().from(userRules).where(inArray(userRules.userId, ids)) : [];
  return subs.map((u) => ({
    id: u.id,
    user_name: u.userName,
    name: u.name,
    email: u.email,
    disabled: u.disabled ? 1 : 0,
    rules: rules
      .filter((r) => r.userId === u.id)
      .map((r) => r.ruleKey)
      .sort(),
    created_at: toSeconds(u.createdAt),
  }));
}

/** Sub-account `id` of `mainId`. @throws ApiError 404 for anyone else's account or a retired one */
export async function ownSubAccount(db: DbOrTx, mainId: number, id: number) {
  const [sub] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.pid, mainId)))
    .limit(1);
  if (!sub || isRetired(sub)) throw new ApiError(CODE.NOT_FOUND, 'team.sub_not_found');
  return sub;
}

/**
 * Create a sub-account of `mainId` that logs in with its own e-mail and password, with permission keys `rules`.
 * @throws ApiError 400 when the e-mail is already registered
 */
export async function addSubAccount(
  db: DbOrTx,
  mainId: number,
  input: { email: string; passwordHash: string; name: string; rules: string[] },
): Promise<SubAccountView> {
  const created = await db.transaction(async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({
        email: input.email,
        userName: input.email,
        name: input.name,
        passwordHash: input.passwordHash,
        pid: mainId,
      })
      .onConflictDoNothing()
      .returning();
    if (!u) throw new ApiError(CODE.BAD_REQUEST, 'auth.email_taken');
    if (input.rules.length)
      await tx.insert(userRules).values(input.rules.map((ruleKey) => ({ userId: u.id, ruleKey })));
    return u;
  });
  const { id, userName, name, email, createdAt } = created;
  return {
    id,
    user_name: userName,
    name,
    email,
    disabled: 0,
    rules: [...input.rules].sort(),
    created_at: toSeconds(createdAt),
  };
}

/**
 * Rename, re-grant (`rules` replaces the whole set) or disable (1; its sessions end) sub-account `id` of `mainId`.
 * @throws ApiError 404 for anyone else's account
 */
export async function updateSubAccount(
  db: DbOrTx,
  mainId: number,
  id: number,
  change: { name?: string; rules?: string[]; disabled?: number },
): Promise<SubAccountView> {
  await ownSubAccount(db, mainId, id);
  const { name, rules, disabled } = change;
  await db.transaction(async (tx) => {
    if (name !== undefined || disabled !== undefined) {
      await tx
        .update(users)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(disabled !== undefined ? { disabled: disabled === 1 } : {}),
        })
        .where(eq(users.id, id));
      accountChanged(id);
    }
    if (disabled === 1) await revokeUserSessions(tx, id);
    if (rules) {
      await tx.delete(userRules).where(eq(userRules.userId, id));
      if (rules.length) await tx.insert(userRules).values(rules.map((ruleKey) => ({ userId: id, ruleKey })));
    }
  });
  const view = (await listSubAccounts(db, mainId)).find((s) => s.id === id);
  if (!view) throw new ApiError(CODE.NOT_FOUND, 'team.sub_not_found');
  return view;
}
