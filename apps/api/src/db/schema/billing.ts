/**
 * Billing (issue 19 "Bills, invoices, refunds"): the 5-day no-reason refunds. One row per account and
 * product (`product`: 'ecs'), so the refund is granted at most once per account per product — the
 * unique index is the guard, not a read-then-write. Money columns are integer fen.
 */
import { bigint, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { productOrders } from './orders.ts';

/** A granted no-reason refund: the order it refunded, the instance released, and the money returned. */
export const noReasonRefunds = pgTable(
  'no_reason_refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The user (main or sub-account) who asked. */
    createdBy: integer('created_by').notNull(),
    product: text('product').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => productOrders.id),
    /** The instance (or phone) released by the refund. */
    resourceId: text('resource_id').notNull(),
    /** Returned to the cash balance, fen. */
    cashFen: bigint('cash_fen', { mode: 'number' }).notNull(),
    /** Returned to the gift balance, fen. */
    giveFen: bigint('give_fen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('no_reason_refunds_user_product_key').on(t.userId, t.product)],
);
