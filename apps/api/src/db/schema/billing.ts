/**
 * Billing (issue 19 "Bills, invoices, refunds"): invoice requests and the 5-day no-reason refunds — one refund row
 * per account and product (`product`: 'ecs'), so the refund is granted at most once per account per product (the
 * unique index is the guard, not a read-then-write). Money columns are integer fen.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Invoice requests (增值税普通发票 `normal` / 增值税专用发票 `special`). status: pending → issued (file_key set, in
 * the storage provider) or rejected (reject_reason). Pending and issued requests count against what may still be
 * invoiced; a rejected one frees its amount.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull(),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    fileKey: text('file_key'),
    operatorId: integer('operator_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_requests_user_idx').on(t.userId, t.createdAt),
    index('invoice_requests_status_idx').on(t.status),
  ],
);
