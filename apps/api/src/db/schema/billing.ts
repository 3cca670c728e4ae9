/**
 * Billing (issue 19 "Bills, invoices, refunds"): invoice requests and the 5-day no-reason refunds — one refund row
 * per account and product (`product`: 'ecs'), so the refund is granted at most once per account per product (the
 * unique index is the guard, not a read-then-write). Money columns are integer fen.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { ipSubscriptions } from './ipintel.ts';
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
  (t) => [
    uniqueIndex('no_reason_refunds_user_product_key').on(t.userId, t.product),
    index('no_reason_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * Invoice requests, one per product order (`order_id`; null on account-level requests made before invoices were per
 * order). `title_type` personal (个人, an electronic ordinary invoice titled with the verified real name, no tax number)
 * or enterprise (企业, titled with the verified company and its unified social credit code); `kind` normal
 * (普通发票) or special (增值税专用发票, enterprise only, with bank, account, address and phone).
 * status: pending → issued (file_key) | rejected (reject_reason) | voided (void_reason: the order was refunded);
 * issued → reversal_pending (the order was refunded, or its refund asked for a red-letter reversal) → reversed
 * (finance attached the red-letter invoice, reversal_file_key). Pending, issued and reversal_pending requests count
 * against what the order may still invoice.
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
    titleType: text('title_type').notNull().default('enterprise'),
    orderId: integer('order_id').references(() => productOrders.id),
    /** The IP plan purchase invoiced (its order number is `IP` + the id, 8 digits), when not a product order. */
    ipSubscriptionId: integer('ip_subscription_id').references(() => ipSubscriptions.id),
    /** Unified social credit code of an enterprise title; null for a personal one. */
    taxNumber: text('tax_number'),
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
    /** Reason key (`invoice.void.*`) of a voided request. */
    voidReason: text('void_reason'),
    /** When the order's refund asked for (or flagged) the red-letter reversal of the issued invoice. */
    reversalRequestedAt: timestamp('reversal_requested_at', { withTimezone: true }),
    reversalFileKey: text('reversal_file_key'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_requests_user_idx').on(t.userId, t.createdAt),
    index('invoice_requests_order_idx').on(t.orderId),
    index('invoice_requests_ip_subscription_idx').on(t.ipSubscriptionId),
    index('invoice_requests_status_idx').on(t.status),
  ],
);
