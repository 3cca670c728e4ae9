/**
 * Verification codes by SMS and e-mail (issue "Accounts"): 6 digits, valid 5 minutes, single
 * use, at most one send per 60 s per target and purpose (signing up and then resetting the
 * password need no wait), at most 10 sends per target per day whatever the purpose, and dead
 * after 5 wrong attempts. Sending a new code retires the older unused ones for the same purpose.
 */
import type { MessageLang } from '../../../lib/lang.ts';
import { mailBody, mailSubject } from '../../platform/index.ts';
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { verificationCodes } from '../../../db/schema.ts';
import type { Counters } from '../../../lib/counters.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { Messaging } from '../../../providers/messaging/index.ts';

export const CODE_TTL_MS = 5 * 60_000;
/** The default shortest wait between two sends to one target for one purpose (CODE_RESEND_INTERVAL_MS overrides it). */
export const RESEND_INTERVAL_MS = 60_000;
export const DAILY_SEND_CAP = 10;
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_PURPOSES = ['login', 'register', 'reset', 'change_email', 'change_phone', 'verify'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type CodeChannel = 'sms' | 'email';

const hashCode = (target: string, code: string) => createHash('sha256').update(`${target}:${code}`).digest('hex');

/**
 * Send a fresh code to `target` (a normalized phone or lower-case e-mail). `deps.resendIntervalMs` is the wait
 * between two sends to the target for the purpose (default {@link RESEND_INTERVAL_MS}; the test stack shortens it).
 * The e-mail's text is in `input.lang` (the page's language; Chinese then English when not given, mail-text.ts); an
 * SMS provider sends its registered template with `params.code`.
 * @throws ApiError 429 within the resend wait (60 s) of the previous send or past the daily cap (msg says when to retry)
 * @throws ApiError 500 when the provider fails (nothing is stored then)
 */
export async function sendCode(
  deps: { db: DbOrTx; counters: Counters; messaging: Messaging; resendIntervalMs?: number },
  input: { channel: CodeChannel; target: string; purpose: CodePurpose; lang?: MessageLang },
): Promise<{ resend_after: number; expires_in: number }> {
  const { channel, target, purpose } = input;
  const resendMs = deps.resendIntervalMs ?? RESEND_INTERVAL_MS;
  const recent = await deps.counters.hit(`code-send:${channel}:${purpose}:${target}`, resendMs);
  if (recent.count > 1) {
    const s = Math.ceil(recent.resetMs / 1000);
    throw new ApiError(CODE.TOO_MANY, 'code.wait', { seconds: s }, { retry_after: s });
  }
  const daily = await deps.counters.hit(`code-day:${channel}:${target}`, 86_400_000);
  if (daily.count > DAILY_SEND_CAP) {
    const h = Math.ceil(daily.resetMs / 3_600_000);
    throw new ApiError(
      CODE.TOO_MANY,
      'code.daily_limit',
      { hours: h },
      {
        retry_after: Math.ceil(daily.resetMs / 1000),
      },
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const provider = channel === 'sms' ? deps.messaging.sms : deps.messaging.email;
  // Store the code, send it, and only then retire older codes; a failed send removes the new row,
  // so nothing half-done is left behind. (No transaction around the send: the provider may write
  // with its own connection, and a network call must not hold a database transaction open.)
  const now = new Date();
  const [row] = await deps.db
    .insert(verificationCodes)
    .values({
      channel,
      target,
      purpose,
      codeHash: hashCode(target, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    })
    .returning({ id: verificationCodes.id });
  try {
    await provider.send({
      channel,
      to: target,
      subject: mailSubject('mail.code.subject', { code }, input.lang),
      text: mailBody(
        'mail.code.text',
        { code, purpose: { key: `mail.purpose.${purpose}` }, minutes: CODE_TTL_MS / 60_000 },
        input.lang,
      ),
      params: { code },
    });
  } catch (err) {
    await deps.db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    throw new ApiError(
      CODE.INTERNAL,
      'code.send_failed',
      {},
      {
        provider: provider.name,
        detail: err instanceof Error ? err.message : String(err),
      },
    );
  }
  await deps.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.id, row!.id),
      ),
    );
  return { resend_after: Math.ceil(resendMs / 1000), expires_in: CODE_TTL_MS / 1000 };
}

/**
 * Check and consume a code. Each check first counts an attempt on the newest live code with one atomic
 * `UPDATE … SET attempts = attempts + 1 WHERE … AND attempts < 5 RETURNING` and compares only when that update
 * claimed a row, so however many requests race, at most {@link MAX_CODE_ATTEMPTS} codes are compared against it;
 * exactly one concurrent caller can consume a given code.
 * @throws ApiError 400 'code.incorrect' (the attempt stays counted), 'Too many wrong codes, please
 *   request a new one' (the fifth wrong code; the code is dead) or 'The verification code has expired, please
 *   request a new one' (none sent, expired, used, or its attempts used up)
 * @throws whatever `opts.beforeConsume` throws: it runs once the code matched, before it is used up, so a request
 *   refused for another reason (e.g. the terms not accepted) leaves the code valid for a corrected retry
 */
export async function consumeCode(
  db: DbOrTx,
  input: { target: string; purpose: CodePurpose; code: string },
  opts: { beforeConsume?: () => Promise<void> } = {},
): Promise<void> {
  const expired = new ApiError(CODE.BAD_REQUEST, 'code.expired');
  const live = and(isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, new Date()));
  const [newest] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, input.target), eq(verificationCodes.purpose, input.purpose), live))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!newest) throw expired;
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, newest.id), live, lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({
      id: verificationCodes.id,
      attempts: verificationCodes.attempts,
      codeHash: verificationCodes.codeHash,
    });
  if (!row) throw expired;
  if (!/^\d{6}$/.test(input.code) || row.codeHash !== hashCode(input.target, input.code)) {
    if (row.attempts < MAX_CODE_ATTEMPTS) throw new ApiError(CODE.BAD_REQUEST, 'code.incorrect');
    await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)));
    throw new ApiError(CODE.BAD_REQUEST, 'code.too_many_wrong');
  }
  await opts.beforeConsume?.();
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw expired;
}
