import { type SQL, and, eq, gte, lt, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionedSize, seedRunningInstances } from '../scripts/monitoring-seed.ts';
import type { Db } from '../src/db/client.ts';
import { instanceMetrics, instanceMetricsHourly, instances } from '../src/db/schema.ts';
import {
  type SyncDeps,
  monitoringPassRunner,
  monitoringStats,
  reconcileStates,
  sampleInstances,
} from '../src/modules/instances/services/compute-sync.ts';
import { simulatedCompute } from '../src/providers/compute/simulator.ts';
import { instanceMetricsSeries } from '../src/modules/instances/services/instance-detail.ts';
import type { ComputeBackend } from '../src/providers/compute/types.ts';
import {
  type MaintenanceState,
  listPartitions,
  partitionName,
} from '../src/modules/instances/services/metrics-storage.ts';
import { memoryClaims } from '../src/modules/platform/services/jobs.ts';
import { type TestServer, startTestServer } from './harness.ts';

const DAY = 86_400_000;
const dialect = new PgDialect();
const INSTANCES = 500;
const PER_HOST = 250;
const BATCH = 100;

let t: TestServer;
let ownerId = 0;
beforeAll(async () => {
  t = await startTestServer({ seed: false, env: { MONITOR_INTERVAL_MS: '0', COMPUTE_RECONCILE_MS: '0' } });
  ownerId = (await seedRunningInstances(t.db.db, INSTANCES, PER_HOST, 'scale')).userId;
});
afterAll(() => t.close());

/** The app's database with its inserts counted, and the simulator with its batch calls counted. */
function counted() {
  const calls = { inserts: 0, hostSamples: 0, singleSamples: 0 };
  const db = new Proxy(t.db.db, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (prop === 'execute')
        return (query: SQL) => {
          if (/^\s*INSERT INTO instance_metrics \(/.test(dialect.sqlToQuery(query).sql)) calls.inserts++;
          return target.execute(query);
        };
      return typeof v === 'function' ? v.bind(target) : v;
    },
  }) as Db;
  const real = t.app.compute;
  const compute: ComputeBackend = Object.create(real);
  compute.sampleHost = (host, refs) => (calls.hostSamples++, real.sampleHost(host, refs));
  compute.sample = (ref) => (calls.singleSamples++, real.sample(ref));
  const deps: SyncDeps = { db, compute, log: { error: () => {} } };
  return { deps, calls };
}

const count = async (where?: ReturnType<typeof eq>) =>
  Number((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(instanceMetrics).where(where))[0]!.n);

describe('monitoring at scale (500 simulated instances on 2 hosts)', () => {
  const t0 = new Date(Date.UTC(2031, 0, 5, 10, 0, 0));

  it('samples a host batch with one backend call and one multi-row insert, rates from the previous pass', async () => {
    const { deps, calls } = counted();
    const first = await sampleInstances(deps, t0, { intervalMs: 60_000, batchSize: BATCH });
    // 2 hosts × 3 batches (100, 100, 50): one backend call and one insert each, never one per instance.
    expect(first).toMatchObject({ stored: INSTANCES, batches: 6, hosts: 2 });
    expect(calls).toEqual({ inserts: 6, hostSamples: 6, singleSamples: 0 });
    const second = await sampleInstances(deps, new Date(t0.getTime() + 60_000), {
      intervalMs: 60_000,
      batchSize: BATCH,
    });
    expect(second.stored).toBe(INSTANCES);
    const later = await t.db.db
      .select({ bps: instanceMetrics.diskWriteBps })
      .from(instanceMetrics)
      .where(eq(instanceMetrics.at, new Date(t0.getTime() + 60_000)));
    expect(later).toHaveLength(INSTANCES);
    expect(later.every((r) => r.bps > 0)).toBe(true);
  });

  it('splits hosts between two processes sharing the claims: every instance sampled once per slot', async () => {
    const claims = memoryClaims();
    const a = counted();
    const b = counted();
    const at = new Date(t0.getTime() + 120_000);
    const [ra, rb] = await Promise.all([
      sampleInstances({ ...a.deps, claims }, at, { intervalMs: 60_000, batchSize: BATCH }),
      sampleInstances({ ...b.deps, claims }, at, { intervalMs: 60_000, batchSize: BATCH }),
    ]);
    expect(ra.stored + rb.stored).toBe(INSTANCES);
    expect(await count(eq(instanceMetrics.at, at))).toBe(INSTANCES);
    // A late pass of the same slot (the host released, claimed again) stores nothing twice.
    const again = await sampleInstances(a.deps, new Date(at.getTime() + 30_000), { intervalMs: 60_000 });
    expect(again.stored).toBe(0);
    expect(await count(eq(instanceMetrics.at, at))).toBe(INSTANCES);
  });

  it('rolls samples up by hour and drops whole daily partitions past 7 days, keeping rollups', async () => {
    // Rolled up to day 0's 10:00: the next pass (a day later) catches up from there.
    const state: MaintenanceState = { rolledUntil: t0.getTime() };
    const day0 = partitionName('instance_metrics', Date.UTC(2031, 0, 5));
    expect(await listPartitions(t.db.db, 'instance_metrics')).toContain(day0);
    const sizes: number[] = [];
    for (let d = 1; d <= 9; d++) {
      await sampleInstances(
        { db: t.db.db, compute: t.app.compute, log: { error: () => {} } },
        new Date(t0.getTime() + d * DAY),
        {
          intervalMs: 60_000,
          maintenance: state,
        },
      );
      sizes.push((await partitionedSize(t.db.db, 'instance_metrics')).rows);
    }
    const raw = await listPartitions(t.db.db, 'instance_metrics');
    expect(raw).not.toContain(day0);
    expect(raw).not.toContain(partitionName('instance_metrics', Date.UTC(2031, 0, 6)));
    expect(raw).toContain(partitionName('instance_metrics', Date.UTC(2031, 0, 8)));
    // Day 0's three slots are gone with their partition; the rows stop growing once days start being dropped.
    expect(await count(eq(instanceMetrics.at, t0))).toBe(0);
    expect(sizes.at(-1)).toBe(sizes.at(-2));
    // The rollups of day 0 (10:00–11:00 UTC, three samples per instance) outlive the raw samples.
    const hourly = await t.db.db
      .select({ samples: instanceMetricsHourly.samples })
      .from(instanceMetricsHourly)
      .where(eq(instanceMetricsHourly.hour, t0));
    expect(hourly).toHaveLength(INSTANCES);
    expect(hourly.every((h) => h.samples === 3)).toBe(true);
  });

  it("charts the week from the hourly rollups and keeps the month past the raw samples' 7 days", async () => {
    // Day 9 at 10:30, after the passes above (one sample a day at 10:00 from day 1; day 0's raw samples dropped).
    const now = t0.getTime() + 9 * DAY + 30 * 60_000;
    const user = { id: ownerId, pid: 0 };
    const [inst] = await t.db.db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.instanceId, 'scale-i-1'));
    const h = instanceMetricsHourly;
    const rollups = await t.db.db
      .select()
      .from(h)
      .where(and(eq(h.instanceId, inst!.id), gte(h.hour, new Date(t0.getTime() - DAY))))
      .orderBy(h.hour);
    const week = await instanceMetricsSeries(t.db.db, user, 'scale-i-1', 'week', now);
    // Days 2–8 at 10:00 are the rollup rows as they are; the last point is the current hour's raw sample (day 9).
    const weekRollups = rollups.filter((r) => r.hour.getTime() >= t0.getTime() + 2 * DAY - 3_600_000 * 0.5);
    const asPoint = (r: (typeof rollups)[number]) => ({
      t: r.hour.getTime() / 1000,
      cpu_pct: r.cpuPct,
      mem_used_mb: r.memUsedMb,
      mem_total_mb: r.memTotalMb,
      disk_read_bps: r.diskReadBps,
      disk_write_bps: r.diskWriteBps,
      net_rx_bps: r.netRxBps,
      net_tx_bps: r.netTxBps,
    });
    expect(weekRollups).toHaveLength(7);
    expect(week.points.slice(0, -1).map((p) => ({ ...p, cpu_pct: Math.round(p.cpu_pct * 10) / 10 }))).toEqual(
      weekRollups.map((r) => ({ ...asPoint(r), cpu_pct: Math.round(r.cpuPct * 10) / 10 })),
    );
    expect(week.points.at(-1)!.t).toBe((t0.getTime() + 9 * DAY) / 1000);

    // The month reaches day 0, whose raw samples are gone: its 6-hour point is day 0's rollup (06:00–12:00 UTC).
    expect(
      await count(and(eq(instanceMetrics.instanceId, inst!.id), lt(instanceMetrics.at, new Date(t0.getTime() + DAY)))),
    ).toBe(0);
    const month = await instanceMetricsSeries(t.db.db, user, 'scale-i-1', 'month', now);
    expect(month.points).toHaveLength(rollups.length + 1);
    const day0 = rollups[0]!;
    expect(day0.hour).toEqual(t0);
    expect(month.points[0]).toMatchObject({
      t: Date.UTC(2031, 0, 5, 6) / 1000,
      mem_used_mb: day0.memUsedMb,
      disk_write_bps: day0.diskWriteBps,
    });
    expect(month.points[0]!.cpu_pct).toBeCloseTo(day0.cpuPct, 1);
  });

  it('reports a pass that outlasts its interval and a tick that finds it still running, never skipping silently', async () => {
    const warnings: string[] = [];
    const runner = monitoringPassRunner(
      { db: t.db.db, compute: t.app.compute, log: { error: () => {}, warn: (_o, msg) => warnings.push(msg) } },
      1,
    );
    const before = { ...monitoringStats };
    runner.tick();
    runner.tick();
    await runner.running();
    expect(warnings).toEqual([
      'monitoring pass still running at its next interval: this interval takes no samples',
      'monitoring pass outlasted its interval',
    ]);
    expect(monitoringStats.skippedTicks).toBe(before.skippedTicks + 1);
    expect(monitoringStats.overruns).toBe(before.overruns + 1);
    expect(monitoringStats.passes).toBe(before.passes + 1);
  });

  it('reconciles states with one backend call per host and pass, whatever the number of instances', async () => {
    const sim = simulatedCompute({ createDelayMs: 0, actionDelayMs: 0, failureRate: 0, seed: 7 });
    const calls = { hostStates: 0, instanceState: 0 };
    const compute: ComputeBackend = Object.create(sim);
    compute.hostStates = (host) => (calls.hostStates++, sim.hostStates(host));
    compute.instanceState = (ref) => (calls.instanceState++, sim.instanceState(ref));
    // Two guests shut down from inside, one on each host (sim-scale-3 on host 1, sim-scale-400 on host 2).
    await sim.stopInstance('sim-scale-3');
    await sim.stopInstance('sim-scale-400');
    const deps: SyncDeps = { db: t.db.db, compute, log: { error: () => {} } };
    expect(await reconcileStates(deps, BATCH)).toBe(2);
    // 500 instances in batches of 100 on 2 hosts: 2 listings, none per instance.
    expect(calls).toEqual({ hostStates: 2, instanceState: 0 });
    const stopped = await t.db.db
      .select({ ref: instances.backendRef })
      .from(instances)
      .where(eq(instances.status, 'stopped'))
      .orderBy(instances.id);
    expect(stopped.map((r) => r.ref)).toEqual(['sim-scale-3', 'sim-scale-400']);
    // A second pass changes nothing and asks each host once again.
    expect(await reconcileStates(deps, BATCH)).toBe(0);
    expect(calls).toEqual({ hostStates: 4, instanceState: 0 });
    await t.db.db.update(instances).set({ status: 'running' }).where(eq(instances.status, 'stopped'));
  });
});
