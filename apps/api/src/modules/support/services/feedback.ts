/**
 * Answers to feedback from the sites' feedback dialog. An operator's answer marks the feedback handled (audited)
 * and is e-mailed to the customer: the contact given in the dialog when it is an e-mail address, else the
 * account's e-mail when the sender was logged in. Feedback with no address is still answered (for the record);
 * `replied_to` says where the answer went (null: nowhere).
 *
 * @throws ApiError 404 unknown feedback, 409 already answered
 */
import { mailBody, mailSubject } from '../../platform/index.ts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { feedback, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { Messaging } from '../../../providers/messaging/index.ts';
import { audit } from '../../ops/index.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stores the answer and e-mails it; returns the feedback row after. */
export async function answerFeedback(
  deps: { db: Db; messaging: Messaging; log: FastifyBaseLogger },
  input: { operatorId: number; id: number; reply: string; clientIp?: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, input.id)).for('update');
    if (!before) throw new ApiError(CODE.NOT_FOUND, 'feedback.not_found');
    if (before.reply) throw new ApiError(CODE.CONFLICT, 'feedback.answered');
    let to: string | null = EMAIL.test(before.contact) ? before.contact : null;
    if (!to && before.userId) {
      const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, before.userId)).limit(1);
      to = u?.email ?? null;
    }
    const now = new Date();
    const [after] = await tx
      .update(feedback)
      .set({
        status: 2,
        reply: input.reply,
        repliedTo: to,
        note: before.note ?? input.reply.slice(0, 500),
        handledBy: input.operatorId,
        handledAt: now,
      })
      .where(eq(feedback.id, input.id))
      .returning();
    await audit(tx, {
      operatorId: input.operatorId,
      action: 'feedback.answer',
      targetType: 'feedback',
      targetId: input.id,
      before: { status: before.status, reply: before.reply },
      after: { status: 2, reply: input.reply, replied_to: to },
      clientIp: input.clientIp,
    });
    return after!;
  });
  if (row.repliedTo) {
    // Chinese, then English: the visitor's language is not known when an operator answers (mail-text.ts).
    const text = mailBody('mail.feedback_reply.text', { reply: input.reply, content: row.content });
    const subject = mailSubject('mail.feedback_reply.subject', {});
    try {
      await deps.messaging.email.send({ channel: 'email', to: row.repliedTo, subject, text });
    } catch (err) {
      deps.log.error({ err, feedbackId: row.id }, 'feedback answer e-mail failed');
      throw new ApiError(CODE.INTERNAL, 'feedback.mail_failed');
    }
  }
  return row;
}
