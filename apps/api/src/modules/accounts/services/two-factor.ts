/**
 * Customers' two-factor log-in: TOTP (services/accounts/totp.ts, the library the operators' console
 * uses) with 10 one-time recovery codes.
 *
 * - Set-up: {@link startTwoFactor} stores a new secret and returns it with its otpauth:// URL (the
 *   only time the secret leaves the server); {@link confirmTwoFactor} turns it on with a code from the
 *   app and returns the recovery codes, shown once (only their argon2 hashes are kept).
 * - Log-in: a right password (or SMS code) for an account with two-factor on gives a challenge
 *   instead of a session ({@link createLoginChallenge}); {@link completeLoginChallenge} trades it and
 *   a code for the account. A challenge lives 5 minutes and dies after 5 wrong codes.
 * - Step-up: sensitive actions (release, refund, password change or reset, IP API keys) need a code
 *   proved on the session within `STEP_UP_WINDOW_MS` ({@link stepUp}, {@link assertSteppedUp}).
 * - Turning it off needs a code ({@link disableTwoFactor}).
 *
 * A code is a 6-digit TOTP (each time step accepted once) or a recovery code (xxxx-xxxx, each once).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { openStored, sealStored } from '../../../lib/secrets-box.ts';
import { loginChallenges, sessions, userRecoveryCodes, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { accountChanged } from './session-cache.ts';
import { CUSTOMER_TOTP_ISSUER, checkTotp, newTotpSecret, totpUri } from './totp.ts';

/** How many recovery codes one set-up gives. */
export const RECOVERY_CODE_COUNT = 10;
/** A log-in challenge's lifetime, ms. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes a log-in challenge survives. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

type UserRow = typeof users.$inferSelect;

/** A new recovery code: 8 base32 characters as xxxx-xxxx (40 bits). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A recovery code as typed, normalised (lower case, spaces dropped, hyphen in the middle), or null. */
function normaliseRecovery(code: string): string | null {
  const c = code.trim().toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{8}$/.test(c) ? `${c.slice(0, 4)}-${c.slice(4)}` : null;
}

/**
 * Begin set-up: a new secret replaces any unconfirmed one.
 * @returns the base32 secret and the otpauth:// URL for the QR code
 * @throws ApiError 400 'twofactor.already_on'
 */
export async function startTwoFactor(db: DbOrTx, user: UserRow): Promise<{ secret: string; uri: string }> {
  if (user.totpEnabled) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.already_on');
  const secret = newTotpSecret();
  const stored = sealStored(secret);
  await db
    .update(users)
    .set({ totpSecret: stored.sealed, totpKeyId: stored.keyId, totpLastStep: null })
    .where(and(eq(users.id, user.id), eq(users.totpEnabled, false)));
  accountChanged(user.id);
  return { secret, uri: totpUri(user.email ?? user.phone ?? user.userName, secret, CUSTOMER_TOTP_ISSUER) };
}

/**
 * Turn two-factor on with a code from the app; the session that did it counts as stepped up.
 * @returns the 10 recovery codes, in clear this once
 * @throws ApiError 400 'twofactor.already_on' | 'twofactor.not_started' | 'twofactor.code_incorrect'
 */
export async function confirmTwoFactor(
  db: DbOrTx,
  user: { id: number; sessionId: number },
  code: string,
): Promise<string[]> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) throw new ApiError(CODE.SESSION_INVALID, 'auth.session_expired');
  if (row.totpEnabled) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.already_on');
  if (!row.totpSecret) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.not_started');
  const step = await checkTotp(openStored(row.totpSecret, row.totpKeyId), code.trim(), row.totpLastStep);
  if (step == null) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.code_incorrect');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(c)));
  await db.transaction(async (tx) => {
    const on = await tx
      .update(users)
      .set({ totpEnabled: true, totpLastStep: step })
      .where(and(eq(users.id, user.id), eq(users.totpEnabled, false), eq(users.totpSecret, row.totpSecret!)))
      .returning({ id: users.id });
    if (on.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.already_on');
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    await tx.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
    await tx.update(sessions).set({ stepUpAt: new Date() }).where(eq(sessions.id, user.sessionId));
  });
  accountChanged(user.id);
  return codes;
}

/**
 * Check a second-factor code of account `userId` and use it up: a 6-digit TOTP (its time step is
 * stored, atomically, so it cannot be replayed) or an unused recovery code (marked used,
 * atomically). Resolves to how it was proved, or null when the code is wrong or already used.
 */
export async function useSecondFactor(db: DbOrTx, userId: number, code: string): Promise<'totp' | 'recovery' | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.totpEnabled || !row.totpSecret) return null;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = await checkTotp(openStored(row.totpSecret, row.totpKeyId), typed, row.totpLastStep);
    if (step == null) return null;
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0 ? 'totp' : null;
  }
  const recovery = normaliseRecovery(typed);
  if (!recovery) return null;
  const unused = await db
    .select()
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  for (const r of unused) {
    if (!(await verifyPassword(r.codeHash, recovery))) continue;
    const used = await db
      .update(userRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(userRecoveryCodes.id, r.id), isNull(userRecoveryCodes.usedAt)))
      .returning({ id: userRecoveryCodes.id });
    return used.length > 0 ? 'recovery' : null;
  }
  return null;
}

/** How many of the account's recovery codes are still unused. */
export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Turn two-factor off; needs a current code (TOTP or recovery). The secret and recovery codes are deleted.
 * @throws ApiError 400 'twofactor.not_on' | 'twofactor.code_incorrect'
 */
export async function disableTwoFactor(db: DbOrTx, user: UserRow, code: string): Promise<void> {
  if (!user.totpEnabled) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.not_on');
  if (!(await useSecondFactor(db, user.id, code))) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.code_incorrect');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabled: false, totpSecret: null, totpKeyId: null, totpLastStep: null })
      .where(eq(users.id, user.id));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
  });
  accountChanged(user.id);
}

/** Prove the second factor on session `sessionId`: sensitive actions are allowed for the step-up window. */
export async function stepUp(db: DbOrTx, user: UserRow & { sessionId: number }, code: string): Promise<void> {
  if (!user.totpEnabled) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.not_on');
  if (!(await useSecondFactor(db, user.id, code))) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.code_incorrect');
  await db.update(sessions).set({ stepUpAt: new Date() }).where(eq(sessions.id, user.sessionId));
  accountChanged(user.id);
}

/**
 * Refuse a sensitive action when the account has two-factor on and this session has not proved a
 * code within `windowMs`. Reads the session row itself (not the per-process copy).
 * @throws ApiError 403 'twofactor.step_up_required' (data.step_up = true)
 */
export async function assertSteppedUp(
  db: DbOrTx,
  user: { id: number; sessionId: number },
  windowMs: number,
): Promise<void> {
  const [row] = await db
    .select({ on: users.totpEnabled, at: sessions.stepUpAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, user.sessionId))
    .limit(1);
  if (!row?.on) return;
  if (row.at && row.at.getTime() > Date.now() - windowMs) return;
  throw new ApiError(CODE.FORBIDDEN, 'twofactor.step_up_required', {}, { step_up: true });
}

/** A challenge for the second log-in step of account `userId`; resolves to its token (shown once). */
export async function createLoginChallenge(db: DbOrTx, userId: number, remember: boolean): Promise<string> {
  const token = newToken();
  await db.insert(loginChallenges).values({
    userId,
    tokenHash: hashToken(token),
    remember,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return token;
}

/**
 * The second log-in step: a live challenge and a right code give the account (the challenge is used up).
 * A wrong code counts against the challenge; the 5th kills it.
 * @throws ApiError 400 'twofactor.challenge_expired' | 'twofactor.code_incorrect'
 */
export async function completeLoginChallenge(
  db: DbOrTx,
  token: string,
  code: string,
): Promise<{ userId: number; remember: boolean }> {
  const now = new Date();
  const live = and(
    eq(loginChallenges.tokenHash, hashToken(token)),
    isNull(loginChallenges.consumedAt),
    gt(loginChallenges.expiresAt, now),
    lt(loginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
  );
  const [ch] = await db.select().from(loginChallenges).where(live).limit(1);
  if (!ch) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.challenge_expired');
  if (!(await useSecondFactor(db, ch.userId, code))) {
    await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.id, ch.id));
    throw new ApiError(CODE.BAD_REQUEST, 'twofactor.code_incorrect');
  }
  const used = await db
    .update(loginChallenges)
    .set({ consumedAt: now })
    .where(and(eq(loginChallenges.id, ch.id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  if (used.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.challenge_expired');
  return { userId: ch.userId, remember: ch.remember };
}
