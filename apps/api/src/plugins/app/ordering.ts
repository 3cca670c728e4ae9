/**
 * Ordering plumbing (issue "Catalog and ordering"; resume and concurrency: issue "Safe to deploy"):
 * `app.compute` (the compute backend; the local simulator by default, tuned by SIM_* settings), `app.phones` (the
 * cloud-phone backend, providers/phone; its simulator by default, the same SIM_* settings) and
 * `app.jobs` (pg-boss on PostgreSQL so several API processes share the work, in-process timers on
 * PGlite — chosen by JOB_RUNNER, default by database kind; JOB_CONCURRENCY jobs of a queue at once).
 * Registers the job handlers (modules/instances/services/lifecycle.ts, modules/phones/services/phone-jobs.ts) with work claims (advisory locks on
 * PostgreSQL), starts the runner when the server is ready and at once enqueues again the work a crash
 * interrupted, repeats that every JOB_RECOVER_MS (for other processes that died), sweeps expiries
 * every EXPIRY_SWEEP_MS, reconciles instance states every COMPUTE_RECONCILE_MS and samples running instances
 * every MONITOR_INTERVAL_MS (modules/instances/services/compute-sync.ts: hosts shared between processes by the work claims; a
 * pass that outlasts its interval is logged as a warning and counted in `monitoringStats`, shown by /healthz), and stops everything — waiting for running jobs — when the server closes.
 */
import { setMetricsSources } from '../../lib/metrics.ts';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { computeFromConfig } from '../../providers/compute/index.ts';
import type { ComputeBackend } from '../../providers/compute/types.ts';
import { phonesFromConfig } from '../../providers/phone/index.ts';
import type { PhoneBackend } from '../../providers/phone/types.ts';
import {
  handleEcsAction,
  handleEcsCreate,
  JOB_ECS_ACTION,
  JOB_ECS_CREATE,
  type JobDeps,
  monitoringPassRunner,
  reconcileStates,
  recoverUnfinished,
  secretKey,
  sweepExpiry,
} from '../../modules/instances/index.ts';
import { handlePhoneCreate, JOB_PHONE_CREATE } from '../../modules/phones/index.ts';
import {
  handleDiskAction,
  handleDiskCreate,
  JOB_DISK_ACTION,
  JOB_DISK_CREATE,
  JOB_SNAPSHOT_ACTION,
  handleSnapshotAction,
  recoverDisks,
  recoverSnapshots,
} from '../../modules/disks/index.ts';
import {
  advisoryClaims,
  inProcessRunner,
  type JobRunner,
  memoryClaims,
  pgBossRunner,
} from '../../modules/platform/index.ts';

/**
 * The periodic recovery pass leaves work changed within this window alone: a row committed a moment
 * ago may not have had its job sent yet (enqueuing it twice would be harmless, only wasted).
 */
const RECENT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    compute: ComputeBackend;
    /** The cloud-phone backend (providers/phone). */
    phones: PhoneBackend;
    jobs: JobRunner;
    /** AES-256-GCM key of instance passwords waiting for their creation (modules/instances/services/instance-secrets.ts). */
    instanceSecretKey: Buffer;
  }
}

export default fp(
  async (app, opts: { config: AppConfig; compute?: ComputeBackend; phones?: PhoneBackend }) => {
    const c = opts.config;
    const compute = opts.compute ?? computeFromConfig(c);
    const phones = opts.phones ?? phonesFromConfig(c);
    const key = secretKey(c.INSTANCE_SECRET_KEY);
    const usePgBoss = c.JOB_RUNNER === 'pg-boss' || (c.JOB_RUNNER === 'auto' && app.dbKind === 'postgres');
    const log = { error: (obj: object, msg: string) => app.log.error(obj, msg) };
    const pool = (app.db as unknown as { $client: Parameters<typeof advisoryClaims>[0] }).$client;
    const jobs = usePgBoss
      ? pgBossRunner(pool, { log, concurrency: c.JOB_CONCURRENCY })
      : inProcessRunner({ log, concurrency: c.JOB_CONCURRENCY });
    const claims = app.dbKind === 'postgres' ? advisoryClaims(pool, log) : memoryClaims();
    app.decorate('compute', compute);
    app.decorate('phones', phones);
    app.decorate('jobs', jobs);
    setMetricsSources({ queues: () => jobs.queueStats() });
    app.decorate('instanceSecretKey', key);

    const deps: JobDeps = { db: app.db, compute, jobs, claims, secretKey: key };
    const sync = {
      db: app.db,
      compute,
      claims,
      log: { ...log, warn: (obj: object, msg: string) => app.log.warn(obj, msg) },
    };
    jobs.work(JOB_ECS_CREATE, (d) => handleEcsCreate(deps, d as { instanceId: string }));
    jobs.work(JOB_ECS_ACTION, (d) => handleEcsAction(deps, d as { instanceId: string; action: 'start' }));
    jobs.work(JOB_PHONE_CREATE, (d) => handlePhoneCreate({ ...deps, phones }, d as { phoneId: string }));
    jobs.work(JOB_DISK_CREATE, (d) => handleDiskCreate(deps, d as { diskId: string }));
    jobs.work(JOB_DISK_ACTION, (d) => handleDiskAction(deps, d as { diskId: string; action: 'attach' }));
    jobs.work(JOB_SNAPSHOT_ACTION, (d) => handleSnapshotAction(deps, d as { snapshotId: string; action: 'create' }));

    const timers: NodeJS.Timeout[] = [];
    const pending: (() => Promise<unknown>)[] = [];
    let sweeping: Promise<unknown> = Promise.resolve();
    let recovering: Promise<unknown> = Promise.resolve();
    const recover = (olderThanMs: number) => {
      recovering = recovering
        .then(
          async () =>
            (await recoverUnfinished(deps, olderThanMs)) +
            (await recoverDisks(deps, olderThanMs)) +
            (await recoverSnapshots(deps, olderThanMs)),
        )
        .then((n) => n > 0 && app.log.info({ jobs: n }, 'interrupted work enqueued again'))
        .catch((err: unknown) => app.log.error({ err }, 'recovery of interrupted work failed'));
    };
    app.addHook('onReady', async () => {
      await jobs.start();
      recover(0);
      await recovering;
      if (c.JOB_RECOVER_MS > 0) timers.push(setInterval(() => recover(RECENT_MS), c.JOB_RECOVER_MS));
      if (c.EXPIRY_SWEEP_MS > 0) {
        timers.push(
          setInterval(() => {
            sweeping = sweepExpiry(deps).catch((err: unknown) => app.log.error({ err }, 'expiry sweep failed'));
          }, c.EXPIRY_SWEEP_MS),
        );
      }
      let syncing: Promise<unknown> | null = null;
      const monitor = monitoringPassRunner(sync, c.MONITOR_INTERVAL_MS);
      if (c.COMPUTE_RECONCILE_MS > 0) {
        timers.push(
          setInterval(() => {
            syncing ??= reconcileStates(sync)
              .catch((err: unknown) => app.log.error({ err }, 'instance state reconciliation failed'))
              .finally(() => (syncing = null));
          }, c.COMPUTE_RECONCILE_MS),
        );
      }
      if (c.MONITOR_INTERVAL_MS > 0) {
        timers.push(setInterval(() => monitor.tick(), c.MONITOR_INTERVAL_MS));
      }
      pending.push(() => Promise.all([syncing, monitor.running()]));
      for (const t of timers) t.unref();
    });
    // Runs before the database plugin's onClose (hooks run in reverse registration order).
    app.addHook('onClose', async () => {
      for (const t of timers) clearInterval(t);
      await sweeping;
      await recovering;
      for (const p of pending) await p();
      await jobs.stop();
      await claims.close();
    });
  },
  { name: 'ordering', dependencies: ['db'] },
);
