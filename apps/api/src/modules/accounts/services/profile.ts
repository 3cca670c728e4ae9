/**
 * The customer's own profile (routes/secure/profile.ts): the profile fields, and the e-mail and phone changes once
 * their codes are checked. Answers the updated user row; the route shapes it with `profileOf`.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { UserRow } from './accounts.ts';
import { accountChanged } from './session-cache.ts';

/** The user row of `id`. @throws ApiError 404 when it no longer exists */
export async function userById(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'account.not_found');
  return row;
}

/** Set the profile fields that are given (name, company, industry). */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  fields: { name?: string; company?: string; industry?: string },
): Promise<UserRow> {
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
  accountChanged(userId);
  return userById(db, userId);
}

/**
 * Change the log-in e-mail (or phone) of `user`; the user name follows it when it was the old one.
 * The caller has checked the code sent to the new address and that no other account uses it.
 */
export async function changeContact(
  db: DbOrTx,
  user: UserRow,
  change: { email: string } | { phone: string },
): Promise<UserRow> {
  if ('email' in change) {
    await db
      .update(users)
      .set({ email: change.email, ...(user.userName === user.email ? { userName: change.email } : {}) })
      .where(eq(users.id, user.id));
  } else {
    await db
      .update(users)
      .set({ phone: change.phone, ...(user.userName === user.phone ? { userName: change.phone } : {}) })
      .where(eq(users.id, user.id));
  }
  accountChanged(user.id);
  return userById(db, user.id);
}
