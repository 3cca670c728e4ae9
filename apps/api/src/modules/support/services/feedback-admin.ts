/**
 * Feedback as operators handle it (routes/ops/feedback.ts): the list (paged, by status, searched, ordered) and its
 * CSV export, and marking one handled with a note (audited in the same transaction).
 */
import type { Readable } from 'node:stream';
import { renderApiMessage } from '@lanyun/i18n/api-messages';
import { and, asc, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { feedback, users } from '../../../db/schema.ts';
import { csvStream, keysetRows } from '../../../lib/csv-export.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { beijingTime } from '../../../lib/time.ts';
import { audit } from '../../ops/index.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** The feedback list's filters: status (1 new, 2 handled; none: all), search, order (by id, newest first). */
export interface FeedbackFilter {
  status?: number;
  /** Partial text of the content, the contact, the category or the sender's account name. */
  q?: string;
  order?: 'asc' | 'desc';
}

function feedbackWhere(f: FeedbackFilter): SQL | undefined {
  const text = f.q?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return and(
    f.status ? eq(feedback.status, f.status) : undefined,
    text
      ? or(
          ilike(feedback.content, like),
          ilike(feedback.contact, like),
          ilike(feedback.category, like),
          ilike(users.userName, like),
        )
      : undefined,
  );
}

const selectFeedback = (db: DbOrTx) =>
  db.select({ f: feedback, userName: users.userName }).from(feedback).leftJoin(users, eq(users.id, feedback.userId));

/** One page of feedback matching `f` (newest first by default), with the sender's user name and the total. */
export async function listFeedback(db: DbOrTx, q: FeedbackFilter & { page: number; page_size: number }) {
  const where = feedbackWhere(q);
  const [rows, [total]] = await Promise.all([
    selectFeedback(db)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(feedback.id) : desc(feedback.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Feedback matching `f` as CSV, streamed (lib/csv-export.ts): id, received, account, category, content, contact,
 * page, status, handled, note, reply. Chinese readers get a Chinese header, the status in words and Beijing times.
 */
export function feedbackCsv(db: DbOrTx, f: FeedbackFilter, lang: MessageLang): Readable {
  const where = feedbackWhere(f);
  const ascending = f.order === 'asc';
  type R = Awaited<ReturnType<ReturnType<typeof selectFeedback>['where']>>[number];
  const zh = lang === 'zh-CN';
  const time = (d: Date | null) => (d ? (zh ? beijingTime(d) : d.toISOString()) : '');
  const rows = keysetRows(
    (after: R | undefined, limit) =>
      selectFeedback(db)
        .where(and(where, after ? (ascending ? gt(feedback.id, after.f.id) : lt(feedback.id, after.f.id)) : undefined))
        .orderBy(ascending ? asc(feedback.id) : desc(feedback.id))
        .limit(limit),
    ({ f: r, userName }) => [
      r.id,
      time(r.createdAt),
      userName ?? '',
      r.category,
      r.content,
      r.contact,
      r.pageUrl,
      zh ? renderApiMessage(lang, r.status === 2 ? 'csv.feedback_status.2' : 'csv.feedback_status.1') : r.status,
      time(r.handledAt),
      r.note ?? '',
      r.reply ?? '',
    ],
  );
  return csvStream(renderApiMessage(lang, 'csv.feedback_header').split(','), rows);
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
