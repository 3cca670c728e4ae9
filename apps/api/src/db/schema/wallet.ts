/** The wallet: ledger, top-up orders, payment notifications, bank transfers. Money columns are integer fen; times are timestamptz. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * The wallet ledger: every change to a user's balance or give_balance is one row here, written in
 * the same transaction as the balance. Deltas and snapshots are integer fen. A top-up order can be
 * credited only once (partial unique index on kind='topup').
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(), // topup | bank_transfer | gift | purchase | refund | adjustment
    balanceDeltaFen: bigint('balance_delta_fen', { mode: 'number' }).notNull(),
    giveDeltaFen: bigint('give_delta_fen', { mode: 'number' }).notNull().default(0),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    giveAfterFen: bigint('give_after_fen', { mode: 'number' }).notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    memo: text('memo').notNull().default(''),
    /** Catalogue key of the memo (`ledger.*`), rendered per reader; null for old rows and operators' own words. */
    memoKey: text('memo_key'),
    memoParams: jsonb('memo_params'),
    operatorId: integer('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt),
    // A wallet's ledger pages, newest first (ordered by id): without it a page walks the primary key past every other
    // wallet's newer entries.
    index('ledger_user_id_idx').on(t.userId, t.id),
    // The operator overview's top-ups and refunds of a period.
    index('ledger_kind_created_idx').on(t.kind, t.createdAt),
    uniqueIndex('ledger_topup_once').on(t.refType, t.refId).where(sql`${t.kind} in ('topup', 'bank_transfer')`),
    // What an order's purchase or refund entries are (order titles of old rows, the bills' product of an entry).
    index('ledger_ref_idx').on(t.refType, t.refId),
  ],
);

/**
 * A wallet's bill totals per calendar month (Asia/Shanghai, `YYYY-MM`) and product (ecs | phone | ipintel | other):
 * what its `purchase` and `refund` ledger entries took, cash and gift apart (fen, positive = spent), and how many
 * entries. Kept by the trigger `ledger_bill_months` (migration 0025) in the transaction of each ledger write (insert, update, delete), so a
 * monthly bill reads a few rows instead of the whole history (services/wallet/bills.ts).
 */
export const billMonths = pgTable(
  'bill_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    product: text('product').notNull(),
    cashFen: bigint('cash_fen', { mode: 'number' }).notNull().default(0),
    giveFen: bigint('give_fen', { mode: 'number' }).notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.product] })],
);

/** Online top-up orders. status: 1 pending, 2 paid, 3 expired, 4 failed/declined. Amount in fen. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNum: text('order_num').notNull().unique(),
    /** The wallet credited: the main account (a sub-account tops up its main account). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payType: smallint('pay_type').notNull(), // 1 WeChat Pay, 2 Alipay
    provider: text('provider').notNull(),
    status: smallint('status').notNull().default(1),
    payUrl: text('pay_url'),
    providerTradeNo: text('provider_trade_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recharge_orders_user_idx').on(t.userId, t.createdAt)],
);

/** Every payment notification received, authentic or not, with what was done with it. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  orderNum: text('order_num'),
  verified: boolean('verified').notNull(),
  outcome: text('outcome').notNull(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

/** Public bank transfers declared by customers; status 1 pending, 2 credited, 3 rejected. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payerName: text('payer_name').notNull(),
    reference: text('reference').notNull().default(''),
    status: smallint('status').notNull().default(1),
    note: text('note'),
    operatorId: integer('operator_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_transfers_status_idx').on(t.status, t.createdAt)],
);
