/**
 * Decorates the instance with the drizzle database (`app.db`) opened by the caller, and closes it
 * when the server closes if the app owns it.
 */
import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbHandle['kind'];
  }
}

export default fp(
  async (app, opts: { handle: DbHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
