/**
 * Background jobs (issue "Catalog and ordering"; resume and concurrency: issue "Safe to deploy"):
 * one small interface with two runners, and work claims that tell live work from work a crash left.
 *
 * - `pgBossRunner` — pg-boss on PostgreSQL: jobs are rows in the `pgboss` schema, so several API
 *   processes share the work and a queued job survives a restart. Delivery is at least once, so
 *   handlers must be idempotent (ours are conditional status updates under a work claim).
 * - `inProcessRunner` — timers in this process, for PGlite (which pg-boss cannot use: it needs
 *   a server with several connections). Jobs pending at shutdown are dropped; the ordering plugin
 *   re-enqueues unfinished instances at start.
 *
 * Each runner runs up to `concurrency` jobs of one queue at once in this process (JOB_CONCURRENCY,
 * default 10): a creation waits seconds on the compute backend, so one at a time made the 50th
 * instance of a burst wait minutes. A handler that throws is retried (`retryLimit` times,
 * `retryDelayMs` apart); the last failure is logged. `stop()` stops taking jobs and waits for the
 * running ones.
 *
 * Work claims (`advisoryClaims` on PostgreSQL, `memoryClaims` on PGlite) mark the instance or phone a
 * job is working on. On PostgreSQL they are session advisory locks on one connection of the process,
 * so the server drops them the moment the process dies: work in a transitional state that nobody
 * claims and no queued job will pick up was interrupted, and is enqueued again at once
 * (modules/instances/services/lifecycle.ts `recoverUnfinished`).
 */
import PgBoss from 'pg-boss';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface SendOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** What the job works on, e.g. the instance id; lets `waiting()` tell which work is already queued. */
  key?: string;
}

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Register the handler of a queue; call before `start`. */
  work(queue: string, handler: JobHandler): void;
  /**
   * Enqueue a job, optionally to run after `delayMs`. Never throws: the work was already committed,
   * so a failure is logged and the recovery pass queues it again.
   */
  send(queue: string, data: Record<string, unknown>, opts?: SendOptions): Promise<void>;
  /**
   * `queue|key` of every keyed job waiting to run — queued, delayed or waiting for a retry — in any
   * process sharing the runner (not the running ones: a claim marks those).
   */
  waiting(): Promise<Set<string>>;
  /**
   * Per queue with a handler: jobs queued, delayed or waiting for a retry, and the age of the oldest in seconds (in any
   * process sharing the runner). Read by the metrics endpoint (lib/metrics.ts).
   */
  queueStats(): Promise<{ queue: string; waiting: number; oldestAgeSeconds: number }[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RunnerOptions {
  retryLimit?: number;
  retryDelayMs?: number;
  /** Jobs of one queue this process runs at once (default 10). */
  concurrency?: number;
  log?: { error: (obj: object, msg: string) => void };
}

export const DEFAULT_CONCURRENCY = 10;
const waitingKey = (queue: string, key: string) => `${queue}|${key}`;

interface QueuedJob {
  queue: string;
  data: Record<string, unknown>;
  key?: string;
  attempt: number;
  /** When it was first sent (epoch ms); kept across retries. */
  sentAt: number;
}

/** Jobs run by timers in this process (PGlite). */
export function inProcessRunner(opts: RunnerOptions = {}): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const timers = new Map<NodeJS.Timeout, QueuedJob>();
  const ready = new Map<string, QueuedJob[]>();
  const active = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const retryLimit = opts.retryLimit ?? 3;
  const retryDelayMs = opts.retryDelayMs ?? 1000;
  const concurrency = Math.max(1, opts.concurrency ?? DEFAULT_CONCURRENCY);
  let started = false;
  let stopped = false;
  const backlog: [QueuedJob, number][] = [];

  /** Start jobs of `queue` while it has free slots. */
  const pump = (queue: string) => {
    const handler = handlers.get(queue);
    const list = ready.get(queue);
    while (!stopped && handler && list?.length && (active.get(queue) ?? 0) < concurrency) {
      const job = list.shift()!;
      active.set(queue, (active.get(queue) ?? 0) + 1);
      const p = handler(job.data)
        .catch((err: unknown) => {
          if (job.attempt < retryLimit) schedule({ ...job, attempt: job.attempt + 1 }, retryDelayMs);
          else opts.log?.error({ err, queue, data: job.data }, 'job failed');
        })
        .finally(() => {
          running.delete(p);
          active.set(queue, (active.get(queue) ?? 1) - 1);
          pump(queue);
        });
      running.add(p);
    }
  };
  const schedule = (job: QueuedJob, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      ready.set(job.queue, [...(ready.get(job.queue) ?? []), job]);
      pump(job.queue);
    }, delayMs);
    timers.set(timer, job);
  };

  return {
    kind: 'in-process',
    work: (queue, handler) => void handlers.set(queue, handler),
    async send(queue, data, o) {
      const job: QueuedJob = { queue, data, key: o?.key, attempt: 0, sentAt: Date.now() };
      if (!started) backlog.push([job, o?.delayMs ?? 0]);
      else schedule(job, o?.delayMs ?? 0);
    },
    async waiting() {
      const jobs = [...timers.values(), ...[...ready.values()].flat(), ...backlog.map(([j]) => j)];
      return new Set(jobs.filter((j) => j.key).map((j) => waitingKey(j.queue, j.key!)));
    },
    async queueStats() {
      const now = Date.now();
      const jobs = [...timers.values(), ...[...ready.values()].flat(), ...backlog.map(([j]) => j)];
      return [...handlers.keys()].map((queue) => {
        const mine = jobs.filter((j) => j.queue === queue);
        const oldest = mine.reduce((min, j) => Math.min(min, j.sentAt), now);
        return { queue, waiting: mine.length, oldestAgeSeconds: (now - oldest) / 1000 };
      });
    },
    async start() {
      started = true;
      for (const [job, ms] of backlog.splice(0)) schedule(job, ms);
    },
    async stop() {
      stopped = true;
      for (const t of timers.keys()) clearTimeout(t);
      timers.clear();
      ready.clear();
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

/**
 * Jobs in PostgreSQL through pg-boss, over the application's node-postgres pool. One fetch loop per
 * queue takes as many jobs as it has free slots (`concurrency`), completes or fails each on its own,
 * and wakes when a slot frees or this process sends a job to the queue.
 * @param pool anything with `query(text, values)` (pg.Pool)
 */
export function pgBossRunner(
  pool: Queryable,
  opts: RunnerOptions & { pollingIntervalSeconds?: number } = {},
): JobRunner {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) as Promise<{ rows: unknown[] }> },
    supervise: true,
    schedule: false,
  });
  boss.on('error', (err) => opts.log?.error({ err }, 'pg-boss error'));
  const concurrency = Math.max(1, opts.concurrency ?? DEFAULT_CONCURRENCY);
  const pollMs = (opts.pollingIntervalSeconds ?? 0.5) * 1000;
  const handlers = new Map<string, JobHandler>();
  const active = new Map<string, number>();
  const wakers = new Map<string, () => void>();
  /** Queues woken while their loop was fetching: they fetch again instead of sleeping. */
  const woken = new Set<string>();
  const running = new Set<Promise<void>>();
  const loops: Promise<void>[] = [];
  let started = false;
  let stopping = false;
  const wake = (queue: string) => {
    const w = wakers.get(queue);
    if (w) w();
    else woken.add(queue);
  };

  const run = (queue: string, handler: JobHandler, job: PgBoss.Job<Record<string, unknown>>) => {
    active.set(queue, (active.get(queue) ?? 0) + 1);
    const p = handler(job.data)
      .then(
        () => boss.complete(queue, job.id),
        (err: unknown) => boss.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) }),
      )
      .then(
        () => undefined,
        (err: unknown) =>
          opts.log?.error(
            { err, queue, job: job.id },
            'pg-boss: job outcome could not be recorded; it will expire and run again',
          ),
      )
      .finally(() => {
        running.delete(p);
        active.set(queue, (active.get(queue) ?? 1) - 1);
        wake(queue);
      });
    running.add(p);
  };

  const loop = async (queue: string, handler: JobHandler) => {
    while (!stopping) {
      woken.delete(queue);
      const free = concurrency - (active.get(queue) ?? 0);
      let fetched = 0;
      if (free > 0) {
        try {
          const jobs = (await boss.fetch<Record<string, unknown>>(queue, { batchSize: free })) ?? [];
          fetched = jobs.length;
          for (const job of jobs) run(queue, handler, job);
        } catch (err) {
          opts.log?.error({ err, queue }, 'pg-boss: fetching jobs failed');
        }
      }
      // A full batch means more may be waiting: fetch again at once if slots are still free.
      if (stopping || (fetched > 0 && fetched === free && (active.get(queue) ?? 0) < concurrency)) continue;
      if (woken.has(queue) && (active.get(queue) ?? 0) < concurrency) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          wakers.delete(queue);
          resolve();
        }
        wakers.set(queue, done);
      });
    }
  };

  return {
    kind: 'pg-boss',
    work: (queue, handler) => void handlers.set(queue, handler),
    async send(queue, data, o) {
      try {
        await boss.send(queue, data, {
          startAfter: Math.ceil((o?.delayMs ?? 0) / 1000),
          retryLimit: opts.retryLimit ?? 3,
          retryDelay: Math.max(1, Math.round((opts.retryDelayMs ?? 1000) / 1000)),
          singletonKey: o?.key,
        });
        if (!o?.delayMs) wake(queue);
      } catch (err) {
        opts.log?.error({ err, queue, data }, 'job could not be queued; the recovery pass will queue it again');
      }
    },
    async waiting() {
      const res = (await pool.query(
        `SELECT name, singleton_key FROM pgboss.job WHERE state IN ('created', 'retry') AND singleton_key IS NOT NULL AND name = ANY($1)`,
        [[...handlers.keys()]],
      )) as {
        rows: { name: string; singleton_key: string }[];
      };
      return new Set(res.rows.map((r) => waitingKey(r.name, r.singleton_key)));
    },
    async queueStats() {
      const names = [...handlers.keys()];
      const res = (await pool.query(
        `SELECT name, count(*)::int AS waiting, coalesce(extract(epoch FROM now() - min(created_on)), 0)::float8 AS age
           FROM pgboss.job WHERE state IN ('created', 'retry') AND name = ANY($1) GROUP BY name`,
        [names],
      )) as { rows: { name: string; waiting: number; age: number }[] };
      const byName = new Map(res.rows.map((r) => [r.name, r]));
      return names.map((queue) => ({
        queue,
        waiting: byName.get(queue)?.waiting ?? 0,
        oldestAgeSeconds: byName.get(queue)?.age ?? 0,
      }));
    },
    async start() {
      await boss.start();
      started = true;
      // Every queue exists before any handler runs: jobs left from before a restart start at once and take the pool's
      // connections, so a queue created after them could wait past the connect timeout and fail the start.
      for (const queue of handlers.keys()) await boss.createQueue(queue);
      for (const [queue, handler] of handlers) loops.push(loop(queue, handler));
    },
    async stop() {
      if (!started) return;
      started = false;
      // Stop fetching, let the running handlers finish while the database is still open, then stop.
      stopping = true;
      for (const queue of handlers.keys()) wake(queue);
      await Promise.allSettled(loops);
      while (running.size) await Promise.allSettled([...running]);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** `queue|key` as listed by `JobRunner.waiting()`. */
export { waitingKey };

/**
 * Claims on the things jobs work on, identified by a namespace (e.g. instances, phones) and a row id.
 * A claim is held by at most one job of all the processes sharing the database.
 */
export interface WorkClaims {
  /** Claim (ns, id) for the calling job; false when another job (here or in another process) holds it. */
  tryClaim(ns: number, id: number): Promise<boolean>;
  /** Give a claim back (errors are swallowed: a lost connection gave it back already). */
  release(ns: number, id: number): Promise<void>;
  /** The ids of `ns` claimed by a live process (this one included). */
  held(ns: number): Promise<Set<number>>;
  close(): Promise<void>;
}

/**
 * Run `fn` holding the claim on (ns, id) in `claims`; return at once, without running it, when another job holds it.
 * The claim is given back when `fn` ends, thrown or not (the error goes on to the caller).
 */
export async function withClaim(claims: WorkClaims, ns: number, id: number, fn: () => Promise<void>): Promise<void> {
  if (!(await claims.tryClaim(ns, id))) return;
  try {
    await fn();
  } finally {
    await claims.release(ns, id);
  }
}

/** The text a failed job stores as the row's `fail_reason`: the error's message, at most 300 characters. */
export const failReason = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** Claims held in this process only (PGlite: one process owns the database). */
export function memoryClaims(): WorkClaims {
  const mine = new Set<string>();
  return {
    async tryClaim(ns, id) {
      const k = `${ns}:${id}`;
      if (mine.has(k)) return false;
      mine.add(k);
      return true;
    },
    async release(ns, id) {
      mine.delete(`${ns}:${id}`);
    },
    async held(ns) {
      return new Set(
        [...mine].filter((k) => k.startsWith(`${ns}:`)).map((k) => Number(k.slice(String(ns).length + 1))),
      );
    },
    async close() {
      mine.clear();
    },
  };
}

interface PoolClientLike extends Queryable {
  release(destroy?: boolean | Error): void;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/**
 * Claims as PostgreSQL session advisory locks (`pg_try_advisory_lock(ns, id)`), all on one connection
 * this process checks out of `pool` and keeps; the server releases them when that connection ends —
 * also when the process is killed. `held` reads `pg_locks` for the current database.
 * If the connection is lost its claims are gone: a recovery pass may then enqueue work that is still
 * running here, and the duplicate job waits for nothing but the conditional status update.
 */
export function advisoryClaims(
  pool: Queryable & { connect(): Promise<PoolClientLike> },
  log?: RunnerOptions['log'],
): WorkClaims {
  const mine = new Set<string>();
  let client: Promise<PoolClientLike> | null = null;
  // A connection goes back to the pool once: pg-pool throws on a second release, and a connection can report an
  // error after close() released it (the database dropped or the server restarted) or report two errors.
  const released = new WeakSet<PoolClientLike>();
  const releaseOnce = (c: PoolClientLike, how: boolean | Error) => {
    if (released.has(c)) return;
    released.add(c);
    c.release(how);
  };
  const connection = (): Promise<PoolClientLike> => {
    if (client) return client;
    const opened: Promise<PoolClientLike> = pool.connect().then((c) => {
      c.on('error', (err) => {
        if (released.has(c)) return;
        log?.error({ err }, 'work claims: connection lost; its claims are released');
        if (client === opened) client = null;
        releaseOnce(c, err);
      });
      return c;
    });
    client = opened;
    opened.catch(() => {
      if (client === opened) client = null;
    });
    return opened;
  };
  // One query at a time on the claims connection (node-postgres deprecates queuing on a client).
  let tail: Promise<unknown> = Promise.resolve();
  const query = <T>(text: string, values: unknown[]): Promise<T> => {
    const run = tail.then(async () => (await connection()).query(text, values) as Promise<T>);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    async tryClaim(ns, id) {
      const k = `${ns}:${id}`;
      if (mine.has(k)) return false;
      mine.add(k);
      try {
        const res = await query<{ rows: { ok: boolean }[] }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [ns, id]);
        if (res.rows[0]?.ok) return true;
      } catch (err) {
        mine.delete(k);
        throw err;
      }
      mine.delete(k);
      return false;
    },
    async release(ns, id) {
      try {
        await query('SELECT pg_advisory_unlock($1, $2)', [ns, id]);
      } catch {
        // the connection is gone, and with it the lock
      } finally {
        mine.delete(`${ns}:${id}`);
      }
    },
    async held(ns) {
      const res = (await pool.query(
        `SELECT objid::int AS id FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid = $1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [ns],
      )) as { rows: { id: number }[] };
      const ids = new Set(res.rows.map((r) => Number(r.id)));
      for (const k of mine) if (k.startsWith(`${ns}:`)) ids.add(Number(k.slice(String(ns).length + 1)));
      return ids;
    },
    async close() {
      await tail;
      const c = client;
      client = null;
      mine.clear();
      // Destroy rather than return the connection: returned to the pool, it would keep its locks.
      if (c)
        await c.then(
          (x) => releaseOnce(x, true),
          () => undefined,
        );
    },
  };
}
