/**
 * What keeps the platform's view of instances in step with the compute backend (issue "Real compute"):
 *
 * - `reconcileStates`: a running instance whose domain stopped by itself (shut down from inside, crashed)
 *   becomes `stopped`, and a stopped one found running becomes `running` — each with a conditional update
 *   from the state read, so an action in progress (starting, stopping…) always wins. Run every
 *   COMPUTE_RECONCILE_MS (default 30 s: a guest that stopped shows as stopped within a minute).
 * - `sampleInstances`: one monitoring sample per running instance (`instance_metrics`), with byte rates
 *   computed from the previous sample's counters; samples older than METRICS_KEEP_DAYS are deleted.
 *   Run every MONITOR_INTERVAL_MS (default 60 s).
 */
import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instanceMetrics, instances } from '../../../db/schema.ts';
import type { ComputeBackend } from '../../../providers/compute/types.ts';
import { instancesChanged } from './list-copies.ts';

/** Days monitoring samples are kept. */
export const METRICS_KEEP_DAYS = 30;

export interface SyncDeps {
  db: Db;
  compute: ComputeBackend;
  log: { error: (obj: object, msg: string) => void };
}

/** Align running/stopped instances with what the backend sees. Returns how many rows changed. */
export async function reconcileStates(deps: SyncDeps): Promise<number> {
  const rows = await deps.db
    .select({ id: instances.id, status: instances.status, ref: instances.backendRef })
    .from(instances)
    .where(and(inArray(instances.status, ['running', 'stopped']), isNotNull(instances.backendRef)));
  let changed = 0;
  for (const r of rows) {
    const seen = await deps.compute.instanceState(r.ref!);
    const next =
      r.status === 'running' && seen === 'stopped'
        ? 'stopped'
        : r.status === 'stopped' && seen === 'running'
          ? 'running'
          : null;
    if (!next) continue;
    const done = await deps.db
      .update(instances)
      .set({ status: next, updatedAt: new Date() })
      .where(and(eq(instances.id, r.id), eq(instances.status, r.status)))
      .returning({ id: instances.id, userId: instances.userId });
    for (const d of done) instancesChanged(d.userId);
    changed += done.length;
  }
  return changed;
}

/** Take one sample of every running instance and drop old samples. Returns how many were stored. */
export async function sampleInstances(deps: SyncDeps, now = new Date()): Promise<number> {
  const rows = await deps.db
    .select({ id: instances.id, ref: instances.backendRef })
    .from(instances)
    .where(and(eq(instances.status, 'running'), isNotNull(instances.backendRef)));
  let stored = 0;
  for (const r of rows) {
    try {
      const s = await deps.compute.sample(r.ref!);
      if (!s) continue;
      const [prev] = await deps.db
        .select()
        .from(instanceMetrics)
        .where(eq(instanceMetrics.instanceId, r.id))
        .orderBy(desc(instanceMetrics.at))
        .limit(1);
      const secs = prev ? (now.getTime() - prev.at.getTime()) / 1000 : 0;
      const rate = (cur: number, before: number | undefined) =>
        secs > 0 && before !== undefined && cur >= before ? Math.round((cur - before) / secs) : 0;
      await deps.db.insert(instanceMetrics).values({
        instanceId: r.id,
        at: now,
        cpuPct: s.cpuPct,
        memUsedMb: s.memUsedMb,
        memTotalMb: s.memTotalMb,
        diskReadTotal: s.diskReadBytes,
        diskWriteTotal: s.diskWriteBytes,
        netRxTotal: s.netRxBytes,
        netTxTotal: s.netTxBytes,
        diskReadBps: rate(s.diskReadBytes, prev?.diskReadTotal),
        diskWriteBps: rate(s.diskWriteBytes, prev?.diskWriteTotal),
        netRxBps: rate(s.netRxBytes, prev?.netRxTotal),
        netTxBps: rate(s.netTxBytes, prev?.netTxTotal),
      });
      stored++;
    } catch (err) {
      deps.log.error({ err, instance: r.id }, 'monitoring sample failed');
    }
  }
  await deps.db
    .delete(instanceMetrics)
    .where(lt(instanceMetrics.at, new Date(now.getTime() - METRICS_KEEP_DAYS * 86_400_000)));
  return stored;
}
