/**
 * Decorates the instance with the drizzle database (`app.db`) opened by the caller, and closes it
 * when the server closes if the app owns it.
 */
import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../../db/client.ts';
import { setMetricsSources } from '../../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbHandle['kind'];
  }
}

/** The counters a node-postgres pool keeps. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

export default fp(
  async (app, opts: { handle: DbHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    // The pool's use for the metrics endpoint (node-postgres; PGlite has no pool).
    const pool = (opts.handle.db as unknown as { $client: Partial<PoolCounts> }).$client;
    if (opts.handle.kind === 'postgres' && typeof pool.totalCount === 'number')
      setMetricsSources({
        pool: () => ({
          total: pool.totalCount ?? 0,
          idle: pool.idleCount ?? 0,
          waiting: pool.waitingCount ?? 0,
          max: pool.options?.max ?? 0,
        }),
      });
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
