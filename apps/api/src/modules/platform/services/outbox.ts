/**
 * The development outbox (routes/dev/outbox.ts): the SMS and e-mail the outbox provider recorded instead of sending.
 */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { outboxMessages } from '../../../db/schema.ts';

/** The newest 100 outbox messages, to one recipient when `to` is given. */
export function recentOutbox(db: DbOrTx, to?: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(100);
}
