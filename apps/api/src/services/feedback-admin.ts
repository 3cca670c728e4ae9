/**
 * Feedback as operators handle it (routes/ops/feedback.ts): the list, newest first, and marking one handled
 * with a note (audited in the same transaction).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { feedback, users } from '../db/schema.ts';
import { ApiError, CODE } from '../lib/envelope.ts';
import { audit } from './audit.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** One page of feedback (of one status when given: 1 new, 2 handled), newest first, with the sender's user name. */
export async function listFeedback(db: DbOrTx, q: { page: number; page_size: number; status?: number }) {
  const where = q.status ? eq(feedback.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ f: feedback, userName: users.userName })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Mark feedback `id` handled by `operatorId` with `note` (empty: none); audited as `feedback.handle`.
 * @throws ApiError 404 for an unknown id
 */
export async function handleFeedback(
  db: Db,
  id: number,
  note: string,
  by: { operatorId: number; clientIp: string },
): Promise<FeedbackRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!before) throw new ApiError(CODE.NOT_FOUND, 'feedback.not_found');
    const [after] = await tx
      .update(feedback)
      .set({ status: 2, note: note || null, handledBy: by.operatorId, handledAt: new Date() })
      .where(eq(feedback.id, id))
      .returning();
    if (!after) throw new ApiError(CODE.NOT_FOUND, 'feedback.not_found');
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'feedback.handle',
      targetType: 'feedback',
      targetId: id,
      before: { status: before.status, note: before.note },
      after: { status: 2, note: after.note },
      clientIp: by.clientIp,
    });
    return after;
  });
}
