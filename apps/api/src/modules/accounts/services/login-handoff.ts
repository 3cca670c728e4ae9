/**
 * One account on two domains (docs/decisions/0009-ip-intelligence.md): the site the visitor is logged
 * in on asks for a one-time code (`/v1/get_login_token`), sends the browser to the other site's
 * `/sso?code=…`, and that site's server exchanges the code for a session of its own
 * (`/v1/login_token_exchange`) and sets its own cookie. Codes: 32 random bytes, valid 60 s, one
 * exchange; only their SHA-256 is stored. The new session keeps the remember-me choice of the one
 * that asked.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { loginHandoffCodes, sessions, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { createSession } from './accounts.ts';

/** Lifetime of a code, seconds. */
export const HANDOFF_TTL_SECONDS = 60;
export const HANDOFF_FAILED_MSG = 'auth.handoff_failed';

/** A new one-time code for the user of session `sessionId`. */
export async function issueHandoffCode(
  db: DbOrTx,
  userId: number,
  sessionId: number,
  now = new Date(),
): Promise<{ code: string; expiresIn: number }> {
  const code = newToken();
  await db.insert(loginHandoffCodes).values({
    userId,
    sessionId,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000),
  });
  return { code, expiresIn: HANDOFF_TTL_SECONDS };
}

/**
 * Use `code` once: marks it used (a conditional update, so two concurrent exchanges cannot both
 * win) and opens a session for its user. @throws ApiError 400 unknown, used or expired code, or a disabled account
 */
export async function exchangeHandoffCode(
  db: DbOrTx,
  code: string,
  client: { clientIp?: string; userAgent?: string },
  now = new Date(),
) {
  if (code.length > 100) throw new ApiError(CODE.BAD_REQUEST, HANDOFF_FAILED_MSG);
  const [row] = await db
    .update(loginHandoffCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginHandoffCodes.codeHash, hashToken(code)),
        isNull(loginHandoffCodes.usedAt),
        gt(loginHandoffCodes.expiresAt, now),
      ),
    )
    .returning({ userId: loginHandoffCodes.userId, sessionId: loginHandoffCodes.sessionId });
  if (!row) throw new ApiError(CODE.BAD_REQUEST, HANDOFF_FAILED_MSG);
  const [u] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, row.userId)).limit(1);
  const [s] = row.sessionId
    ? await db
        .select({ remember: sessions.remember, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, row.sessionId))
        .limit(1)
    : [];
  if (!u || u.disabled || !s || s.revokedAt) throw new ApiError(CODE.BAD_REQUEST, HANDOFF_FAILED_MSG);
  const session = await createSession(db, row.userId, { remember: s.remember, ...client });
  return { ...session, remember: s.remember };
}
