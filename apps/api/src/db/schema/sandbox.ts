/**
 * The sandbox payment gateway's outbox (issue "Safe to deploy"): one row per payment or decline made
 * at the sandbox cashier, holding the notification to deliver to /v1/pay_notify/sandbox until the
 * merchant endpoint acknowledges it with `success` — so a restart of the API loses none. Rows are
 * written when the cashier confirms, before it answers; services/wallet/sandbox-gateway.ts delivers them.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    id: serial('id').primaryKey(),
    orderNum: text('order_num').notNull(),
    /** The exact JSON body sent (the signature is over these bytes). */
    body: text('body').notNull(),
    /** pending (to deliver) | delivered (acknowledged with `success`) | abandoned (schedule exhausted). */
    status: text('status').notNull().default('pending'),
    /** Delivery attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (for a running attempt: when it counts as failed). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
