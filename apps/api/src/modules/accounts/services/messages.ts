/**
 * A user's site messages (routes/v1/messages.ts): unread count, pages newest first, marking read. Every call is
 * scoped to one user: nobody sees or changes another's messages.
 */
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { messages } from '../../../db/schema.ts';

/** How many of the user's messages are unread. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

/** One page of the user's messages, newest first (unread ones only with `unreadOnly`). */
export async function listMessages(
  db: DbOrTx,
  userId: number,
  q: { page: number; page_size: number; unreadOnly?: boolean },
) {
  const conds: SQL[] = [eq(messages.userId, userId)];
  if (q.unreadOnly) conds.push(isNull(messages.readAt));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Mark the user's unread messages `ids` (or all of them when `ids` is undefined) read; answers how many changed. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | undefined): Promise<number> {
  const conds: SQL[] = [eq(messages.userId, userId), isNull(messages.readAt)];
  if (ids) conds.push(inArray(messages.id, ids));
  const updated = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(...conds))
    .returning({ id: messages.id });
  return updated.length;
}
