/**
 * Background jobs (issue "Catalog and ordering"): one small interface with two runners.
 *
 * - `pgBossRunner` — pg-boss on PostgreSQL: jobs are rows in the `pgboss` schema, so several API
 *   processes share the work and a job survives a restart. Delivery is at least once, so
 *   handlers must be idempotent (ours are conditional status updates).
 * - `inProcessRunner` — timers in this process, for PGlite (which pg-boss cannot use: it needs
 *   a server with several connections). Jobs pending at shutdown are dropped; the ordering plugin
 *   re-enqueues unfinished instances at start.
 *
 * A handler that throws is retried (`retryLimit` times, `retryDelayMs` apart); the last failure
 * is logged. `stop()` stops taking jobs and waits for the running ones.
 */
import PgBoss from 'pg-boss';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Register the handler of a queue; call before `start`. */
  work(queue: string, handler: JobHandler): void;
  /**
   * Enqueue a job, optionally to run after `delayMs`. With `key`, a job of the same queue and key
   * that is still queued is not duplicated (pg-boss singletonKey). Never throws: the work was
   * already committed, so a failure is logged and the periodic recovery sweep queues it again.
   */
  send(queue: string, data: Record<string, unknown>, opts?: { delayMs?: number; key?: string }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RunnerOptions {
  retryLimit?: number;
  retryDelayMs?: number;
  log?: { error: (obj: object, msg: string) => void };
}

/** Jobs run by timers in this process (PGlite). */
export function inProcessRunner(opts: RunnerOptions = {}): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const retryLimit = opts.retryLimit ?? 3;
  const retryDelayMs = opts.retryDelayMs ?? 1000;
  let started = false;
  let stopped = false;
  const backlog: [string, Record<string, unknown>, number][] = [];

  const schedule = (queue: string, data: Record<string, unknown>, delayMs: number, attempt: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const handler = handlers.get(queue);
      if (!handler || stopped) return;
      const p = handler(data)
        .catch((err: unknown) => {
          if (attempt < retryLimit) schedule(queue, data, retryDelayMs, attempt + 1);
          else opts.log?.error({ err, queue, data }, 'job failed');
        })
        .finally(() => running.delete(p));
      running.add(p);
    }, delayMs);
    timers.add(timer);
  };

  return {
    kind: 'in-process',
    work: (queue, handler) => void handlers.set(queue, handler),
    async send(queue, data, o) {
      if (!started) backlog.push([queue, data, o?.delayMs ?? 0]);
      else schedule(queue, data, o?.delayMs ?? 0, 0);
    },
    async start() {
      started = true;
      for (const [q, d, ms] of backlog.splice(0)) schedule(q, d, ms, 0);
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

/**
 * Jobs in PostgreSQL through pg-boss, over the application's node-postgres pool.
 * @param pool anything with `query(text, values)` (pg.Pool)
 */
export function pgBossRunner(pool: { query: (text: string, values?: unknown[]) => Promise<unknown> }, opts: RunnerOptions & { pollingIntervalSeconds?: number } = {}): JobRunner {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) as Promise<{ rows: unknown[] }> }, supervise: true, schedule: false });
  boss.on('error', (err) => opts.log?.error({ err }, 'pg-boss error'));
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let started = false;
  return {
    kind: 'pg-boss',
    work: (queue, handler) => void handlers.set(queue, handler),
    async send(queue, data, o) {
      try {
        await boss.send(queue, data, {
          startAfter: Math.ceil((o?.delayMs ?? 0) / 1000),
          retryLimit: opts.retryLimit ?? 3,
          retryDelay: Math.max(1, Math.round((opts.retryDelayMs ?? 1000) / 1000)),
          // The same job queued twice (e.g. re-enqueued by the recovery sweep) is kept once.
          singletonKey: o?.key,
        });
      } catch (err) {
        opts.log?.error({ err, queue, data }, 'job could not be queued; the recovery sweep will queue it again');
      }
    },
    async start() {
      await boss.start();
      started = true;
      for (const [queue, handler] of handlers) {
        await boss.createQueue(queue);
        await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5, batchSize: 1 }, async (jobs) => {
          const p = (async () => {
            for (const job of jobs) await handler(job.data);
          })();
          running.add(p);
          try {
            await p;
          } finally {
            running.delete(p);
          }
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      // Stop fetching, let the running handlers finish while the database is still open, then stop.
      for (const queue of handlers.keys()) await boss.offWork(queue);
      while (running.size) await Promise.allSettled([...running]);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
