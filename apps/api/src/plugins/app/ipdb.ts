/**
 * The IP database the lookup routes read (packages/ipdb). The server starts listening at once and
 * loads — or on a first start builds — the database in the background; until it is ready the
 * lookup routes answer code 503. `app.ipdb.swap()` replaces the open database without a restart.
 */
import type { IpDatabase } from '@lanyun/ipdb';
import fp from 'fastify-plugin';

export interface IpdbHolder {
  /** The open database, or null while it is loading / when loading failed. */
  current: IpDatabase | null;
  /** Why `current` is null: 'loading' or the load error's message. */
  status: string;
  swap(db: IpDatabase): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ipdb: IpdbHolder;
  }
}

export default fp(
  async (app, opts: { load?: (log: (msg: string) => void) => Promise<IpDatabase> }) => {
    const holder: IpdbHolder = {
      current: null,
      status: opts.load ? 'loading' : 'IP database not configured',
      swap(db) {
        holder.current = db;
        holder.status = 'ready';
      },
    };
    app.decorate('ipdb', holder);
    if (opts.load) {
      const started = Date.now();
      opts
        .load((msg) => app.log.info(msg))
        .then((db) => {
          holder.swap(db);
          app.log.info({ ms: Date.now() - started, ...db.metadata }, 'IP database ready');
        })
        .catch((err: unknown) => {
          holder.status = err instanceof Error ? err.message : String(err);
          app.log.error({ err }, 'IP database failed to load');
        });
    }
  },
  { name: 'ipdb' },
);
