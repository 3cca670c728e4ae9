/**
 * Compute (issue "Real compute"): monitoring samples of instances and the single-use tickets that open
 * a serial console. Times are timestamptz; byte rates are bytes per second over the sample interval.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { instances } from './orders.ts';

/**
 * One monitoring sample of a running instance (every MONITOR_INTERVAL_MS; `at` is the pass's slot, the time rounded
 * down to the interval). Partitioned by day on `at` (PARTITION BY RANGE, migration 0027): partitions
 * `instance_metrics_pYYYYMMDD` are created ahead and dropped after RAW_KEEP_DAYS by the monitoring job
 * (services/instances/metrics-storage.ts); drizzle does not express partitions, so this describes the columns only.
 * The primary key includes the partition key.
 */
export const instanceMetrics = pgTable(
  'instance_metrics',
  {
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
  (t) => [primaryKey({ columns: [t.instanceId, t.at] })],
);

/**
 * Hourly rollups of `instance_metrics` (averages over the samples of an hour, UTC; `hour` is its start), filled by
 * the monitoring job from the raw samples and read by the long chart ranges. Partitioned by day on `hour` like the raw
 * table (`instance_metrics_hourly_pYYYYMMDD`), kept ROLLUP_KEEP_DAYS.
 */
export const instanceMetricsHourly = pgTable(
  'instance_metrics_hourly',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** How many raw samples the hour had. */
    samples: integer('samples').notNull(),
    cpuPct: real('cpu_pct').notNull(),
    cpuMaxPct: real('cpu_max_pct').notNull(),
    memUsedMb: integer('mem_used_mb').notNull(),
    memTotalMb: integer('mem_total_mb').notNull(),
    /** Average rates over the hour, bytes/s. */
    diskReadBps: bigint('disk_read_bps', { mode: 'number' }).notNull(),
    diskWriteBps: bigint('disk_write_bps', { mode: 'number' }).notNull(),
    netRxBps: bigint('net_rx_bps', { mode: 'number' }).notNull(),
    netTxBps: bigint('net_tx_bps', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.hour] })],
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
