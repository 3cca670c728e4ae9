/**
 * Storage of monitoring samples over time: daily partitions, hourly rollups and retention.
 *
 * - `instance_metrics` (raw samples, one per running instance per pass) and `instance_metrics_hourly` (averages per
 *   instance per UTC hour) are PostgreSQL tables partitioned by range on their time column, one partition per UTC day:
 *   `instance_metrics_pYYYYMMDD` covers [day 00:00 UTC, next day 00:00 UTC). The migration creates the parent tables;
 *   {@link ensurePartitions} creates the partitions of yesterday to PARTITION_DAYS_AHEAD days ahead before a pass writes.
 * - {@link rollupHours} aggregates raw samples of whole hours into the hourly table (an upsert, so running it again
 *   for an hour, or from two processes, gives the same rows).
 * - {@link dropExpiredPartitions} drops whole partitions past their retention (raw RAW_KEEP_DAYS, rollups
 *   ROLLUP_KEEP_DAYS): a DROP TABLE of a day, never a row-by-row DELETE.
 * - {@link maintainMetrics} does the three in one transaction under a transaction-level advisory lock, so concurrent
 *   API processes do not race to create the same partition.
 *
 * Every function takes the time as a parameter (`now`), so a benchmark or a test can make days pass.
 * Works on PostgreSQL and PGlite (both support declarative partitioning).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** node-postgres and PGlite both answer `{ rows }` (and a row count for writes). */
async function run<T>(db: DbOrTx, query: SQL): Promise<{ rows: T[]; count: number }> {
  const res = (await db.execute(query)) as { rows?: T[]; rowCount?: number | null; affectedRows?: number };
  return { rows: res.rows ?? [], count: res.rowCount ?? res.affectedRows ?? 0 };
}

/** Days raw samples are kept (the day, 5-minute and hour charts read them). */
export const RAW_KEEP_DAYS = 7;
/** Days hourly rollups are kept (the week and month charts read them). */
export const ROLLUP_KEEP_DAYS = 90;
/** Daily partitions created ahead of today, so a pass after midnight (or a clock slightly ahead) has one to write. */
export const PARTITION_DAYS_AHEAD = 2;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** advisory lock key (xact) serialising partition maintenance between API processes: "METR" */
const MAINTENANCE_LOCK = 0x4d455452;

/** The partitioned tables this module manages. */
export const METRIC_TABLES = ['instance_metrics', 'instance_metrics_hourly'] as const;
export type MetricTable = (typeof METRIC_TABLES)[number];

/** Midnight UTC of the day of `t`, ms epoch. */
export const dayStart = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;
/** Start of the UTC hour of `t`, ms epoch. */
export const hourStart = (t: number) => Math.floor(t / HOUR_MS) * HOUR_MS;

/** The partition of `table` holding the UTC day starting at `day` (ms epoch): `<table>_pYYYYMMDD`. */
export function partitionName(table: MetricTable, day: number): string {
  return `${table}_p${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The UTC day (ms epoch) a partition name stands for, or null when the name is not one of ours. */
export function partitionDay(table: MetricTable, name: string): number | null {
  const m = new RegExp(`^${table}_p(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** Names of the partitions `table` has now (from pg_inherits). */
export async function listPartitions(db: DbOrTx, table: MetricTable): Promise<string[]> {
  const res = await run<{ name: string }>(
    db,
    sql`
    SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
      JOIN pg_class p ON p.oid = i.inhparent
     WHERE p.relname = ${table} ORDER BY c.relname`,
  );
  return res.rows.map((r) => r.name);
}

/**
 * Create the daily partitions of both tables from the day of `from` to PARTITION_DAYS_AHEAD days after `now` that are
 * missing. Returns the names created. Run inside {@link maintainMetrics}'s lock (two processes creating one partition
 * at once would make one fail).
 */
export async function ensurePartitions(db: DbOrTx, now: Date, from: Date = new Date(now.getTime() - DAY_MS)) {
  const created: string[] = [];
  const last = dayStart(now.getTime()) + PARTITION_DAYS_AHEAD * DAY_MS;
  for (const table of METRIC_TABLES) {
    const have = new Set(await listPartitions(db, table));
    for (let day = dayStart(from.getTime()); day <= last; day += DAY_MS) {
      const name = partitionName(table, day);
      if (have.has(name)) continue;
      const lo = new Date(day).toISOString();
      const hi = new Date(day + DAY_MS).toISOString();
      await db.execute(
        sql.raw(`CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "${table}" FOR VALUES FROM ('${lo}') TO ('${hi}')`),
      );
      created.push(name);
    }
  }
  return created;
}

/**
 * Drop the partitions whose whole day is older than the retention: raw samples RAW_KEEP_DAYS, rollups
 * ROLLUP_KEEP_DAYS before `now`. Returns the names dropped.
 */
export async function dropExpiredPartitions(db: DbOrTx, now: Date): Promise<string[]> {
  const dropped: string[] = [];
  const keep: Record<MetricTable, number> = {
    instance_metrics: RAW_KEEP_DAYS,
    instance_metrics_hourly: ROLLUP_KEEP_DAYS,
  };
  for (const table of METRIC_TABLES) {
    const oldest = now.getTime() - keep[table] * DAY_MS;
    for (const name of await listPartitions(db, table)) {
      const day = partitionDay(table, name);
      if (day === null || day + DAY_MS > oldest) continue;
      await db.execute(sql.raw(`DROP TABLE IF EXISTS "${name}"`));
      dropped.push(name);
    }
  }
  return dropped;
}

/**
 * Aggregate the raw samples of the whole UTC hours in [from, to) (both rounded down to the hour) into
 * `instance_metrics_hourly`: per instance and hour the sample count, average and highest CPU %, average memory and
 * rates, largest memory total. An upsert: an hour rolled up again is replaced. Returns the rows written.
 */
export async function rollupHours(db: DbOrTx, from: Date, to: Date): Promise<number> {
  const lo = new Date(hourStart(from.getTime()));
  const hi = new Date(hourStart(to.getTime()));
  if (hi <= lo) return 0;
  const res = await run(
    db,
    sql`
    INSERT INTO instance_metrics_hourly AS h
      (instance_id, hour, samples, cpu_pct, cpu_max_pct, mem_used_mb, mem_total_mb,
       disk_read_bps, disk_write_bps, net_rx_bps, net_tx_bps)
    SELECT instance_id, date_bin('1 hour', at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*)::int,
           round(avg(cpu_pct)::numeric, 1)::real, max(cpu_pct), round(avg(mem_used_mb))::int, max(mem_total_mb),
           round(avg(disk_read_bps))::bigint, round(avg(disk_write_bps))::bigint,
           round(avg(net_rx_bps))::bigint, round(avg(net_tx_bps))::bigint
      FROM instance_metrics
     WHERE at >= ${lo.toISOString()}::timestamptz AND at < ${hi.toISOString()}::timestamptz
     GROUP BY 1, 2
    ON CONFLICT (instance_id, hour) DO UPDATE SET
      samples = excluded.samples, cpu_pct = excluded.cpu_pct, cpu_max_pct = excluded.cpu_max_pct,
      mem_used_mb = excluded.mem_used_mb, mem_total_mb = excluded.mem_total_mb,
      disk_read_bps = excluded.disk_read_bps, disk_write_bps = excluded.disk_write_bps,
      net_rx_bps = excluded.net_rx_bps, net_tx_bps = excluded.net_tx_bps`,
  );
  return res.count;
}

/** What {@link maintainMetrics} remembers between passes in one process. */
export interface MaintenanceState {
  /** ms epoch up to which (exclusive, an hour boundary) rollups were made by this process; 0 = none yet. */
  rolledUntil: number;
}

/** What one maintenance run did. */
export interface MaintenanceResult {
  created: string[];
  dropped: string[];
  /** Hourly rows written. */
  rolledUp: number;
  /** False when another process held the maintenance lock (it is doing the same work). */
  ran: boolean;
}

/**
 * One maintenance run, in a transaction under an advisory lock (skipped when another process holds it): create the
 * partitions ahead, roll up the whole hours not rolled up yet by this process (at first the hour before the current
 * one, then again the hour before the last one rolled up; at most the raw retention back) when an hour has ended since
 * the last run, drop expired partitions. Cheap when nothing is due (one catalogue query per
 * table).
 */
export async function maintainMetrics(
  db: DbOrTx,
  now: Date,
  state: MaintenanceState = { rolledUntil: 0 },
): Promise<MaintenanceResult> {
  const out: MaintenanceResult = { created: [], dropped: [], rolledUp: 0, ran: false };
  await db.transaction(async (tx) => {
    const lock = await run<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${MAINTENANCE_LOCK}) AS ok`);
    if (!lock.rows[0]?.ok) return;
    out.ran = true;
    const until = hourStart(now.getTime());
    // The hour before the last one rolled up is done again: samples of another process's pass may have come late.
    const since = Math.max(
      (state.rolledUntil || until - HOUR_MS) - HOUR_MS,
      dayStart(now.getTime()) - (RAW_KEEP_DAYS - 1) * DAY_MS,
    );
    out.created = await ensurePartitions(tx, now, new Date(Math.min(since, now.getTime() - DAY_MS)));
    if (until > state.rolledUntil) out.rolledUp = await rollupHours(tx, new Date(since), new Date(until));
    out.dropped = await dropExpiredPartitions(tx, now);
  });
  if (out.ran) state.rolledUntil = hourStart(now.getTime());
  return out;
}
