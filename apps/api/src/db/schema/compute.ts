/**
 * Compute (issue "Real compute"): monitoring samples of instances and the single-use tickets that open
 * a serial console. Times are timestamptz; byte rates are bytes per second over the sample interval.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { instances } from './orders.ts';

/** One monitoring sample of a running instance (every MONITOR_INTERVAL_MS, kept 30 days). */
export const instanceMetrics = pgTable(
  'instance_metrics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    cpuPct: real('cpu_pct').notNull(),
    memUsedMb: integer('mem_used_mb').notNull(),
    memTotalMb: integer('mem_total_mb').notNull(),
    /** Cumulative counters as read (to compute the next rate), bytes. */
    diskReadTotal: bigint('disk_read_total', { mode: 'number' }).notNull(),
    diskWriteTotal: bigint('disk_write_total', { mode: 'number' }).notNull(),
    netRxTotal: bigint('net_rx_total', { mode: 'number' }).notNull(),
    netTxTotal: bigint('net_tx_total', { mode: 'number' }).notNull(),
    /** Rates since the previous sample, bytes/s (0 for the first). */
    diskReadBps: bigint('disk_read_bps', { mode: 'number' }).notNull(),
    diskWriteBps: bigint('disk_write_bps', { mode: 'number' }).notNull(),
    netRxBps: bigint('net_rx_bps', { mode: 'number' }).notNull(),
    netTxBps: bigint('net_tx_bps', { mode: 'number' }).notNull(),
  },
  (t) => [index('instance_metrics_instance_at_idx').on(t.instanceId, t.at), index('instance_metrics_at_idx').on(t.at)],
);

/**
 * A serial console ticket: SHA-256 of the token, single use, short-lived (CONSOLE_TICKET_TTL_MS). Log-out marks a
 * customer's unused tickets used (the partial index finds them).
 */
export const consoleTickets = pgTable(
  'console_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('console_tickets_user_unused_idx').on(t.userId).where(sql`${t.usedAt} is null`)],
);
