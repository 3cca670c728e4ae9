/**
 * Account service: creating users, checking passwords (argon2id), and issuing / revoking
 * sessions. Functions take the drizzle database so they work inside a transaction too.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { normalizePhone } from '@lanyun/validators/phone';
import { hashToken, newToken, TOKEN_TTL_REMEMBER_SECONDS, TOKEN_TTL_SECONDS } from '../../../lib/tokens.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { accountChanged } from './session-cache.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * Public profile of a user as the API returns it (money in yuan strings). A sub-account works
 * under its main account: pass the main account as `main` and the wallet balances and real-name
 * status shown are the main account's (that is what top-ups and purchases use).
 */
export function toUserDto(u: UserRow, main?: UserRow) {
  const w = main ?? u;
  return {
    id: u.id,
    user_name: u.userName,
    name: u.name,
    company: u.company,
    industry: u.industry,
    email: u.email,
    phone: u.phone,
    balance: fenToYuan(w.balanceFen),
    give_balance: fenToYuan(w.giveBalanceFen),
    total_balance: fenToYuan(w.balanceFen + w.giveBalanceFen),
    authentication_status: w.authenticationStatus,
    authentication_type: w.authenticationType,
    pid: u.pid,
    // Main accounts manage access (sub-accounts); sub-accounts never do.
    account_management: u.pid === 0 ? 1 : 0,
    created_at: toSeconds(u.createdAt),
  };
}

/** An argon2id hash of `password` at the configured cost (lib/password.ts). */
export { hashPassword };

/**
 * Register a main account with e-mail and password. The caller has proved the address first (a code of purpose
 * `register`, routes/auth.ts).
 * @throws ApiError 400 'auth.email_taken' when the address (case-insensitive) exists
 */
export async function registerUser(db: DbOrTx, input: { email: string; password: string }): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ email: input.email, userName: input.email, passwordHash })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw new ApiError(CODE.BAD_REQUEST, 'auth.email_taken');
  return user;
}

/**
 * The one normal form of a log-in account, used both to look the account up and to key its log-in throttle (so
 * `139-0000-0001` and `13900000001`, or `A@x.com` and `a@x.com`, are one account to both): text with an `@` is an
 * e-mail, lower-cased; anything else is a phone, normalised by `normalizePhone` (@lanyun/validators), or kept as
 * given (lower-cased) when it is not a phone number, which then matches no account.
 */
export function normalizeAccount(account: string): { email: string } | { phone: string } {
  const text = account.trim();
  if (text.includes('@')) return { email: text.toLowerCase() };
  return { phone: normalizePhone(text) ?? text.toLowerCase() };
}

/** The normalised account as one string: the e-mail or the phone of {@link normalizeAccount}. */
export function accountKey(account: string): string {
  const a = normalizeAccount(account);
  return 'email' in a ? a.email : a.phone;
}

const accountWhere = (a: { email: string } | { phone: string }) =>
  'email' in a ? sql`lower(${users.email}) = lower(${a.email})` : eq(users.phone, a.phone);

/**
 * Check an account (e-mail or phone) and password.
 * @throws ApiError 400 'auth.incorrect_login' for an unknown account or a wrong password (one message for
 *   both, so accounts cannot be enumerated); {@link disabledAccount} (403) for a disabled account with the right password
 */
export async function verifyLogin(db: DbOrTx, account: string, password: string): Promise<UserRow> {
  const rows = await db
    .select()
    .from(users)
    .where(accountWhere(normalizeAccount(account)))
    .limit(1);
  const user = rows[0];
  const fail = new ApiError(CODE.BAD_REQUEST, 'auth.incorrect_login');
  if (!user) {
    // Spend comparable time on unknown accounts.
    await hashPassword(password);
    throw fail;
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw fail;
  if (user.disabled) throw disabledAccount(user);
  return user;
}

/**
 * The refusal of a disabled account, told only after the right password (or SMS code) was given, so it reveals
 * nothing to a guesser: a sub-account hears that its main account disabled it (`data.reason`
 * `auth.subaccount_disabled`), a main account that it is disabled (`auth.account_disabled`).
 */
export function disabledAccount(user: { pid: number }): ApiError {
  return user.pid > 0
    ? new ApiError(CODE.FORBIDDEN, 'auth.subaccount_disabled')
    : new ApiError(CODE.FORBIDDEN, 'auth.account_disabled');
}

/**
 * Issue a session: 7 days, or 30 with remember-me (spec section 9). Returns the raw token once. `lang`, the language
 * of the log-in page, becomes the account's language for e-mails and SMS (`users.lang`, services/accounts/notify.ts).
 */
export async function createSession(
  db: DbOrTx,
  userId: number,
  opts: { remember: boolean; clientIp?: string; userAgent?: string; secondFactor?: boolean; lang?: MessageLang },
): Promise<{ token: string; expiresIn: number }> {
  if (opts.lang)
    await db
      .update(users)
      .set({ lang: opts.lang })
      .where(and(eq(users.id, userId), sql`${users.lang} is distinct from ${opts.lang}`));
  const token = newToken();
  const expiresIn = opts.remember ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SECONDS;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    remember: opts.remember,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
    clientIp: opts.clientIp ?? null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
    // A log-in that just proved the second factor counts as a step-up (services/accounts/two-factor.ts).
    stepUpAt: opts.secondFactor ? new Date() : null,
  });
  return { token, expiresIn };
}

/** Revoke one session (log-out) of account `userId`. Idempotent. */
export async function revokeSession(db: DbOrTx, sessionId: number, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  accountChanged(userId);
}

/**
 * Set a session to last 7 days, or 30 with remember-me, from now.
 * @returns its new lifetime in seconds
 */
export async function extendSession(db: DbOrTx, sessionId: number, userId: number, remember: boolean): Promise<number> {
  const ttl = remember ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SECONDS;
  await db
    .update(sessions)
    .set({ remember, expiresAt: new Date(Date.now() + ttl * 1000) })
    .where(eq(sessions.id, sessionId));
  accountChanged(userId);
  return ttl;
}

/** Find a user by e-mail (case-insensitive) or normalized phone. */
export async function findUserByAccount(
  db: DbOrTx,
  account: { email?: string; phone?: string },
): Promise<UserRow | undefined> {
  const where = account.email
    ? sql`lower(${users.email}) = lower(${account.email})`
    : eq(users.phone, account.phone ?? '');
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

/**
 * The refusal of an account creation without the terms agreement (spec §5 "agree to terms first"); `data.agree_required`
 * tells the site to show the agreement checkbox.
 */
export const termsRequired = () => new ApiError(CODE.BAD_REQUEST, 'auth.agree_terms', {}, { agree_required: true });

/** Whether `err` is the {@link termsRequired} refusal. */
export const isTermsRequired = (err: unknown) =>
  err instanceof ApiError && (err.data as { agree_required?: unknown } | null)?.agree_required === true;

/**
 * Log in by phone after the SMS code was checked; a phone seen for the first time gets a new main
 * account (as the big Chinese providers do), with an unusable random password until one is set, but
 * only with the terms agreed (`agreed`), as the sign-up form requires.
 * @throws {@link disabledAccount} for a disabled account; {@link termsRequired} for a new number without `agreed`
 */
export async function loginOrRegisterByPhone(db: DbOrTx, phone: string, opts: { agreed: boolean }): Promise<UserRow> {
  const existing = await findUserByAccount(db, { phone });
  if (existing) {
    if (existing.disabled) throw disabledAccount(existing);
    return existing;
  }
  if (!opts.agreed) throw termsRequired();
  const passwordHash = await hashPassword(newToken());
  const [created] = await db
    .insert(users)
    .values({ phone, userName: phone, passwordHash })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findUserByAccount(db, { phone }))!;
}

/**
 * Revoke every open session of a user (log out everywhere), except `keepSessionId` when given (the session that
 * asked, e.g. a password change from the profile page).
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: number): Promise<void> {
  const conds = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conds.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conds));
  accountChanged(userId);
}

/**
 * Set a new password and revoke the user's sessions (a reset logs out everywhere; a change from the profile page
 * passes the current session as `keepSessionId`).
 */
export async function setPassword(db: DbOrTx, userId: number, password: string, keepSessionId?: number): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, keepSessionId);
  });
  accountChanged(userId);
}

/** The profile of `u` as seen by the sites: a sub-account shows its main account's wallet and real-name status. */
export async function profileOf(db: DbOrTx, u: UserRow): Promise<ReturnType<typeof toUserDto>> {
  if (u.pid === 0) return toUserDto(u);
  const [main] = await db.select().from(users).where(eq(users.id, u.pid)).limit(1);
  return toUserDto(u, main);
}
