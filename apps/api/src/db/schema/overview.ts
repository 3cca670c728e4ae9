import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The operator overview's daily totals (modules/ops/services/ops-overview.ts): for each China-time day (UTC+8) and
 * figure, how many rows and how much money (fen) — `order` by product (`ecs`, `phone`, `ip`: product orders and IP
 * subscriptions at their amount), `refund` by the refunded order's product (`ecs`, `phone`; cash + gift returned),
 * `top_up` (online top-ups and confirmed bank transfers, cash), `sign_up` (accounts created) and `verified` (real-name
 * applications approved; product ''). Kept by triggers (migration `overview_days`) in the transaction of every insert,
 * update and delete of the rows they count, so each figure always equals the sum of its rows and a month's overview
 * reads at most days × figures × stripes rows whatever the history. `stripe` (0–7, the writing backend's process id
 * modulo 8) spreads concurrent writers of one day over several rows, so they do not queue on a single row's lock;
 * readers sum the stripes.
 */
export const overviewDays = pgTable(
  'overview_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    figure: text('figure').notNull(),
    product: text('product').notNull().default(''),
    stripe: integer('stripe').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    fen: bigint('fen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.figure, t.product, t.stripe] })],
);

/**
 * How many rows of a table have each status now (the operator overview's "now" figures: ECS instances and cloud
 * phones by state, the review queues' pending work): `tbl` names the table (`instances`, `cloud_phones`,
 * `real_name_applications`, `trial_applications`, `tickets`, `invoice_requests`, `bank_transfers`, `feedback`),
 * `status` is the row's status as text (`running`, `1` …). Kept by triggers (migration `state_counts_triggers`) in
 * the transaction of every insert, status change and delete, so a count always equals its rows and the overview reads
 * a few dozen rows whatever the fleet's size. `stripe` as in `overview_days`; readers sum the stripes.
 */
export const stateCounts = pgTable(
  'state_counts',
  {
    tbl: text('tbl').notNull(),
    status: text('status').notNull(),
    stripe: integer('stripe').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tbl, t.status, t.stripe] })],
);
