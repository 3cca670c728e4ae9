/**
 * Ordering plumbing (issue "Catalog and ordering"): `app.compute` (the compute backend; the local
 * simulator by default, tuned by SIM_* settings) and `app.jobs` (pg-boss on PostgreSQL so several
 * API processes share the work, in-process timers on PGlite — chosen by JOB_RUNNER, default by
 * database kind). Registers the lifecycle handlers (services/lifecycle.ts), starts the runner when
 * the server is ready, sweeps expiries every EXPIRY_SWEEP_MS, and stops everything — waiting for
 * running jobs — when the server closes.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { simulatedCompute, type ComputeBackend } from '../../services/compute.ts';
import { JOB_ECS_ACTION, JOB_ECS_CREATE } from '../../services/instances.ts';
import { inProcessRunner, pgBossRunner, type JobRunner } from '../../services/jobs.ts';
import { handleEcsAction, handleEcsCreate, handlePhoneCreate, recoverUnfinished, sweepExpiry } from '../../services/lifecycle.ts';
import { JOB_PHONE_CREATE } from '../../services/phones.ts';

/** Work still unfinished this long after its last change is enqueued again by the periodic sweep. */
const STUCK_AFTER_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    compute: ComputeBackend;
    jobs: JobRunner;
  }
}

export default fp(
  async (app, opts: { config: AppConfig; compute?: ComputeBackend }) => {
    const c = opts.config;
    const compute = opts.compute ?? simulatedCompute({ createDelayMs: c.SIM_CREATE_DELAY_MS, actionDelayMs: c.SIM_ACTION_DELAY_MS, failureRate: c.SIM_FAILURE_RATE, seed: c.SIM_SEED });
    const usePgBoss = c.JOB_RUNNER === 'pg-boss' || (c.JOB_RUNNER === 'auto' && app.dbKind === 'postgres');
    const log = { error: (obj: object, msg: string) => app.log.error(obj, msg) };
    const pool = (app.db as unknown as { $client: { query: (text: string, values?: unknown[]) => Promise<unknown> } }).$client;
    const jobs = usePgBoss ? pgBossRunner(pool, { log }) : inProcessRunner({ log });
    app.decorate('compute', compute);
    app.decorate('jobs', jobs);

    const deps = { db: app.db, compute, jobs };
    jobs.work(JOB_ECS_CREATE, (d) => handleEcsCreate(deps, d as { instanceId: string }));
    jobs.work(JOB_ECS_ACTION, (d) => handleEcsAction(deps, d as { instanceId: string; action: 'start' }));
    jobs.work(JOB_PHONE_CREATE, (d) => handlePhoneCreate(deps, d as { phoneId: string }));

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      await jobs.start();
      if (jobs.kind === 'in-process') await recoverUnfinished(deps);
      if (c.EXPIRY_SWEEP_MS > 0) {
        timer = setInterval(() => {
          sweeping = sweepExpiry(deps)
            .then(() => recoverUnfinished(deps, STUCK_AFTER_MS))
            .catch((err: unknown) => app.log.error({ err }, 'expiry sweep failed'));
        }, c.EXPIRY_SWEEP_MS);
        timer.unref();
      }
    });
    // Runs before the database plugin's onClose (hooks run in reverse registration order).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
      await jobs.stop();
    });
  },
  { name: 'ordering', dependencies: ['db'] },
);
