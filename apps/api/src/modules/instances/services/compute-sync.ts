/**
 * What keeps the platform's view of instances in step with the compute backend (issue "Real compute"):
 *
 * - `reconcileStates`: a running instance whose domain stopped by itself (shut down from inside, crashed)
 *   becomes `stopped`, and a stopped one found running becomes `running` — each with a conditional update
 *   from the state read, so an action in progress (starting, stopping…) always wins. Run every
 *   COMPUTE_RECONCILE_MS (default 30 s: a guest that stopped shows as stopped within a minute). Host by host, one
 *   backend call per host and pass (`ComputeBackend.hostStates`: `virsh list --all`) compared in memory with the
 *   host's instances, read in batches of SCAN_BATCH rows (keyset over id), never all at once.
 * - `sampleInstances`: one monitoring sample per running instance (`instance_metrics`), with byte rates
 *   computed from the previous sample's counters. Run every MONITOR_INTERVAL_MS (default 60 s). The pass goes host by
 *   host: the running instances of a host are read in batches of SCAN_BATCH (keyset over id), each batch is sampled
 *   with one backend call (`ComputeBackend.sampleHost`: one `virsh domstats` of the host on libvirt), its rates
 *   computed from the previous counters this process remembers (those it does not are read with one query) and its
 *   samples written with one multi-row insert; HOST_CONCURRENCY hosts are sampled at once. With several API processes each
 *   host is sampled by the process that claims it (a PostgreSQL advisory lock per host, held for the pass); samples
 *   are stamped with the pass's slot (the time rounded down to the interval) and a second sample of an instance in
 *   one slot is ignored, so a host sampled twice stores nothing twice. Before sampling, the pass runs the storage
 *   maintenance (daily partitions ahead, hourly rollups, retention: metrics-storage.ts).
 * - `monitoringStats`: counters of the passes in this process (passes, overruns, last pass's time and size), for the
 *   operators' health data and the logs.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instanceMetrics, instances } from '../../../db/schema.ts';
import type { WorkClaims } from '../../platform/index.ts';
import type { ComputeBackend, InstanceSample } from '../../../providers/compute/types.ts';
import { instancesChanged } from './list-copies.ts';
import { type MaintenanceState, RAW_KEEP_DAYS, maintainMetrics } from './metrics-storage.ts';
import { rowsOf } from '../../../db/rows.ts';

/** Days raw monitoring samples are kept (older daily partitions are dropped; hourly rollups stay 90 days). */
export const METRICS_KEEP_DAYS = RAW_KEEP_DAYS;
/** Rows read (and, for monitoring, sampled and written) per batch of a scan over instances. */
export const SCAN_BATCH = 1_000;
/** Hosts one process samples at once. */
export const HOST_CONCURRENCY = 4;
/** Claim namespace (first key of the advisory lock) of a host's monitoring pass; the second key is a hash of the host. */
export const CLAIM_MONITOR_HOST = 18_010;

export interface SyncDeps {
  db: Db;
  compute: ComputeBackend;
  log: { error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void };
  /** Claims shared by the API processes (advisory locks on PostgreSQL): a host is sampled by one process per pass. */
  claims?: WorkClaims;
}

/** The hosts instances were placed on, read from `instances_host_idx` (one index probe per host, not one per row). */
async function placedHosts(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ host: string }>(
    db,
    sql`
    with recursive h(host) as (
      (select host from instances where host is not null order by host limit 1)
      union all
      select (select i.host from instances i where i.host > h.host order by i.host limit 1) from h where h.host is not null
    )
    select host from h where host is not null`,
  );
  return rows.map((r) => r.host);
}

/**
 * Align running/stopped instances with what the backend sees. Host by host: the host's running and stopped instances
 * are read SCAN_BATCH at a time (keyset over id on `instances_host_idx`), and the backend is asked once per host that
 * has any (`ComputeBackend.hostStates`: one `virsh list --all` on libvirt), the comparison made in memory. Instances
 * with no recorded host (placed before hosts were recorded) are asked one by one. A host that cannot be read is
 * logged and left for the next pass. Returns how many rows changed.
 */
export async function reconcileStates(deps: SyncDeps, batchSize = SCAN_BATCH): Promise<number> {
  let changed = 0;
  const settle = async (r: { id: number; status: string }, seen: string | undefined) => {
    const next =
      r.status === 'running' && seen === 'stopped'
        ? 'stopped'
        : r.status === 'stopped' && seen === 'running'
          ? 'running'
          : null;
    if (!next) return;
    const done = await deps.db
      .update(instances)
      .set({ status: next, updatedAt: new Date() })
      .where(and(eq(instances.id, r.id), eq(instances.status, r.status)))
      .returning({ id: instances.id, userId: instances.userId });
    for (const d of done) instancesChanged(d.userId);
    changed += done.length;
  };
  for (const host of [...(await placedHosts(deps.db)), null]) {
    let after = 0;
    let seen: Map<string, string> | null = null;
    for (;;) {
      const rows = await deps.db
        .select({ id: instances.id, status: instances.status, ref: instances.backendRef })
        .from(instances)
        .where(
          and(
            host === null ? isNull(instances.host) : eq(instances.host, host),
            gt(instances.id, after),
            inArray(instances.status, ['running', 'stopped']),
            isNotNull(instances.backendRef),
          ),
        )
        .orderBy(asc(instances.id))
        .limit(batchSize);
      if (rows.length === 0) break;
      if (host === null) {
        for (const r of rows) await settle(r, await deps.compute.instanceState(r.ref!));
      } else {
        if (!seen) {
          try {
            seen = await deps.compute.hostStates(host);
          } catch (err) {
            deps.log.error({ err, host }, 'reconciliation could not list the domains of a host');
            break;
          }
        }
        for (const r of rows) await settle(r, seen.get(r.ref!));
      }
      if (rows.length < batchSize) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return changed;
}

/** Counters of this process's monitoring passes (read by /ops health data and the logs; reset only by a restart). */
export const monitoringStats = {
  /** Passes finished. */
  passes: 0,
  /** Passes that took longer than their interval (each reported by a warning). */
  overruns: 0,
  /** Interval ticks that found the previous pass still running, so no pass started (each reported by a warning). */
  skippedTicks: 0,
  /** The last pass: its time, ms; samples stored; batches (one multi-row insert each); hosts sampled here. */
  lastPassMs: 0,
  lastStored: 0,
  lastBatches: 0,
  lastHosts: 0,
};

/** What one monitoring pass did. */
export interface PassResult {
  /** Samples stored. */
  stored: number;
  /** Batches written (one backend call and one multi-row insert each). */
  batches: number;
  /** Hosts this process sampled. */
  hosts: number;
  /** Hosts another process was sampling (claimed by it). */
  hostsElsewhere: number;
  /** Hosts whose batch sample failed (each logged). */
  hostsFailed: number;
  /** Partitions created and dropped, hourly rollup rows written by the maintenance before the pass. */
  partitionsCreated: number;
  partitionsDropped: number;
  rolledUp: number;
  ms: number;
}

export interface PassOptions {
  /** The pass's interval, ms: samples are stamped with `now` rounded down to it (absent: `now` itself). */
  intervalMs?: number;
  batchSize?: number;
  /** The maintenance's memory between passes (which hours were rolled up); one per process. */
  maintenance?: MaintenanceState;
  /**
   * The counters of each instance's last sample taken by this process (kept between passes, one map per process): the
   * rates of the next sample are computed from them without reading the database; instances missing from it (the
   * first pass, a host another process sampled last) are read from `instance_metrics`.
   */
  counters?: Map<number, PrevCounters>;
}

/** A stable 31-bit number of a host URI (FNV-1a), the second key of its advisory lock. */
export function hostKey(host: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < host.length; i++) h = Math.imul(h ^ host.charCodeAt(i), 0x01000193) >>> 0;
  return h & 0x7fffffff;
}

/** An instance's last sample's time and cumulative counters (bytes): disk read/write, network received/sent. */
export type PrevCounters = { at: Date; dr: number; dw: number; rx: number; tx: number };

/** The latest sample before `slot` (within `windowMs`) of each of `ids`: one query for a batch. */
async function previousCounters(db: Db, ids: number[], slot: Date, windowMs: number) {
  const m = instanceMetrics;
  const rows = await db
    .selectDistinctOn([m.instanceId], {
      id: m.instanceId,
      at: m.at,
      dr: m.diskReadTotal,
      dw: m.diskWriteTotal,
      rx: m.netRxTotal,
      tx: m.netTxTotal,
    })
    .from(m)
    .where(
      and(
        sql`${m.instanceId} = any(${`{${ids.join(',')}}`}::int[])`,
        lt(m.at, slot),
        gte(m.at, new Date(slot.getTime() - windowMs)),
      ),
    )
    .orderBy(m.instanceId, desc(m.at));
  return new Map<number, PrevCounters>(rows.map((r) => [r.id, r]));
}

/**
 * Take one sample of every running instance (of the hosts this process claims) and keep the storage in shape.
 * `now` is the pass's time (a parameter, so a benchmark can make days pass). Never throws for one host's failure
 * (logged, the other hosts go on); throws when the database fails.
 */
export async function sampleInstances(deps: SyncDeps, now = new Date(), opts: PassOptions = {}): Promise<PassResult> {
  const started = performance.now();
  const batchSize = opts.batchSize ?? SCAN_BATCH;
  const interval = opts.intervalMs ?? 0;
  const slot = interval > 0 ? new Date(Math.floor(now.getTime() / interval) * interval) : now;
  const prevWindow = Math.max(15 * 60_000, 3 * interval);
  const counters = opts.counters ?? new Map<number, PrevCounters>();
  const maint = await maintainMetrics(deps.db, now, opts.maintenance);
  const out: PassResult = {
    stored: 0,
    batches: 0,
    hosts: 0,
    hostsElsewhere: 0,
    hostsFailed: 0,
    partitionsCreated: maint.created.length,
    partitionsDropped: maint.dropped.length,
    rolledUp: maint.rolledUp,
    ms: 0,
  };
  // The hosts from the host index (one probe each), not a distinct over every running row; a host with no running
  // instance costs one empty batch query and no backend call.
  const hostRows = [...(await placedHosts(deps.db)), null].map((host) => ({ host }));
  const sampleHost = async (host: string | null) => {
    const key = hostKey(host ?? '');
    if (deps.claims && !(await deps.claims.tryClaim(CLAIM_MONITOR_HOST, key))) {
      out.hostsElsewhere++;
      return;
    }
    try {
      let after = 0;
      for (;;) {
        const rows = await deps.db
          .select({ id: instances.id, ref: instances.backendRef })
          .from(instances)
          .where(
            and(
              gt(instances.id, after),
              eq(instances.status, 'running'),
              isNotNull(instances.backendRef),
              host === null ? isNull(instances.host) : eq(instances.host, host),
            ),
          )
          .orderBy(asc(instances.id))
          .limit(batchSize);
        if (rows.length === 0) break;
        if (after === 0) out.hosts++;
        after = rows[rows.length - 1]!.id;
        const stored = await sampleBatch(deps, host, rows as { id: number; ref: string }[], slot, prevWindow, counters);
        if (stored === null) {
          out.hostsFailed++;
          break;
        }
        out.stored += stored;
        out.batches++;
        if (rows.length < batchSize) break;
      }
    } finally {
      if (deps.claims) await deps.claims.release(CLAIM_MONITOR_HOST, key);
    }
  };
  // A few hosts at once: each batch waits on the backend and the database in turn, so their waits overlap.
  let next = 0;
  const worker = async () => {
    while (next < hostRows.length) await sampleHost(hostRows[next++]!.host);
  };
  await Promise.all(Array.from({ length: Math.min(HOST_CONCURRENCY, hostRows.length) }, worker));
  for (const [id, c] of counters) if (c.at.getTime() < slot.getTime() - prevWindow) counters.delete(id);
  out.ms = Math.round(performance.now() - started);
  monitoringStats.passes++;
  monitoringStats.lastPassMs = out.ms;
  monitoringStats.lastStored = out.stored;
  monitoringStats.lastBatches = out.batches;
  monitoringStats.lastHosts = out.hosts;
  return out;
}

/**
 * Sample one batch of a host's running instances (one backend call), read their previous counters (one query) and
 * write the samples (one multi-row insert; a sample already stored for the slot is left as it is). Returns how many
 * were stored, or null when the backend could not read the host (logged).
 */
async function sampleBatch(
  deps: SyncDeps,
  host: string | null,
  rows: { id: number; ref: string }[],
  slot: Date,
  prevWindow: number,
  counters: Map<number, PrevCounters>,
): Promise<number | null> {
  let samples: Map<string, InstanceSample>;
  try {
    if (host !== null)
      samples = await deps.compute.sampleHost(
        host,
        rows.map((r) => r.ref),
      );
    else {
      // Instances placed before hosts were recorded: one call each.
      samples = new Map();
      for (const r of rows) {
        const s = await deps.compute.sample(r.ref);
        if (s) samples.set(r.ref, s);
      }
    }
  } catch (err) {
    deps.log.error({ err, host }, 'monitoring sample of a host failed');
    return null;
  }
  const taken = rows.filter((r) => samples.has(r.ref));
  if (taken.length === 0) return 0;
  const oldest = slot.getTime() - prevWindow;
  const usable = (c: PrevCounters | undefined) => c !== undefined && c.at < slot && c.at.getTime() >= oldest;
  const unknown = taken.filter((r) => !usable(counters.get(r.id))).map((r) => r.id);
  const read = unknown.length > 0 ? await previousCounters(deps.db, unknown, slot, prevWindow) : new Map();
  const prev = (id: number) => (usable(counters.get(id)) ? counters.get(id) : read.get(id));
  const cols: number[][] = Array.from({ length: 12 }, () => []);
  for (const r of taken) {
    const s = samples.get(r.ref)!;
    const p = prev(r.id);
    const secs = p ? (slot.getTime() - p.at.getTime()) / 1000 : 0;
    const rate = (cur: number, before: number | undefined) =>
      secs > 0 && before !== undefined && cur >= before ? Math.round((cur - before) / secs) : 0;
    const row = [
      r.id,
      s.cpuPct,
      s.memUsedMb,
      s.memTotalMb,
      s.diskReadBytes,
      s.diskWriteBytes,
      s.netRxBytes,
      s.netTxBytes,
      rate(s.diskReadBytes, p?.dr),
      rate(s.diskWriteBytes, p?.dw),
      rate(s.netRxBytes, p?.rx),
      rate(s.netTxBytes, p?.tx),
    ];
    for (let i = 0; i < row.length; i++) cols[i]!.push(row[i]!);
    counters.set(r.id, { at: slot, dr: s.diskReadBytes, dw: s.diskWriteBytes, rx: s.netRxBytes, tx: s.netTxBytes });
  }
  // One INSERT … SELECT FROM unnest(arrays) per batch: a column per parameter (PostgreSQL array literals), so the
  // statement's size does not grow with the batch (a VALUES list of 13 parameters a row took longer to build than to run).
  const arr = (i: number, type: 'int' | 'real' | 'bigint') => sql`${`{${cols[i]!.join(',')}}`}::${sql.raw(type)}[]`;
  const res = (await deps.db.execute(sql`
    INSERT INTO instance_metrics (instance_id, at, cpu_pct, mem_used_mb, mem_total_mb, disk_read_total, disk_write_total,
      net_rx_total, net_tx_total, disk_read_bps, disk_write_bps, net_rx_bps, net_tx_bps)
    SELECT u.id, ${slot.toISOString()}::timestamptz, u.cpu, u.mem, u.mem_total, u.dr, u.dw, u.rx, u.tx, u.dr_bps,
           u.dw_bps, u.rx_bps, u.tx_bps
      FROM unnest(${arr(0, 'int')}, ${arr(1, 'real')}, ${arr(2, 'int')}, ${arr(3, 'int')}, ${arr(4, 'bigint')},
                  ${arr(5, 'bigint')}, ${arr(6, 'bigint')}, ${arr(7, 'bigint')}, ${arr(8, 'bigint')}, ${arr(9, 'bigint')},
                  ${arr(10, 'bigint')}, ${arr(11, 'bigint')})
        AS u(id, cpu, mem, mem_total, dr, dw, rx, tx, dr_bps, dw_bps, rx_bps, tx_bps)
    ON CONFLICT DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
  return res.rowCount ?? res.affectedRows ?? 0;
}

/**
 * The periodic monitoring pass of one process: `tick()` (called every `intervalMs`) starts a pass unless the previous
 * one is still running. Nothing is skipped silently: a tick that finds a pass still running and a pass that took longer
 * than its interval are each logged as a warning and counted (`monitoringStats.skippedTicks`, `.overruns`); a failed
 * pass is logged as an error. `running()` is the pass under way (awaited on close), or null.
 */
export function monitoringPassRunner(deps: SyncDeps, intervalMs: number) {
  const maintenance: MaintenanceState = { rolledUntil: 0 };
  const counters = new Map<number, PrevCounters>();
  let current: Promise<unknown> | null = null;
  let startedAt = 0;
  const warn = deps.log.warn ?? deps.log.error;
  return {
    tick() {
      if (current) {
        monitoringStats.skippedTicks++;
        warn(
          { runningMs: Date.now() - startedAt, intervalMs, skippedTicks: monitoringStats.skippedTicks },
          'monitoring pass still running at its next interval: this interval takes no samples',
        );
        return;
      }
      startedAt = Date.now();
      current = sampleInstances(deps, new Date(), { intervalMs, maintenance, counters })
        .then((r) => {
          if (r.ms > intervalMs) {
            monitoringStats.overruns++;
            warn({ ...r, intervalMs, overruns: monitoringStats.overruns }, 'monitoring pass outlasted its interval');
          }
        })
        .catch((err: unknown) => deps.log.error({ err }, 'monitoring failed'))
        .finally(() => {
          current = null;
        });
    },
    running: () => current,
  };
}
