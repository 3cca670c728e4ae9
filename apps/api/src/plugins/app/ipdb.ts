/**
 * The IP database the lookup routes read (packages/ipdb). The server starts listening at once and,
 * once the app is ready, loads — or on a first start builds — the database in the background; until it is ready the
 * lookup routes answer code 503. `app.ipdb.swap()` replaces the open database without a restart:
 * it is one reference assignment, so a lookup uses either the old or the new database, never a
 * mix, and requests in flight finish on the one they started with. A process that starts after an
 * operator swapped in a snapshot (`/ops/ipdb/swap`, recorded in the audit log) opens that snapshot
 * instead of IPDB_FILE (`lastSwapped`), so every process answers from the same data whenever it
 * started; when that snapshot is not on this host it logs why and loads IPDB_FILE. `app.ipLookupMap` aggregates
 * the coordinates of recent lookups for the IP site's world map (services/ipintel/ip-lookup-map.ts; in Redis,
 * shared by every process, when `REDIS_URL` is set: services/ipintel/lookup-map-shared.ts).
 */
import type { IpDatabase } from '@lanyun/ipdb';
import fp from 'fastify-plugin';
import { createLookupMap, type LookupMap, sharedLookupMap } from '../../modules/ipintel/index.ts';

export interface IpdbHolder {
  /** The open database, or null while it is loading / when loading failed. */
  current: IpDatabase | null;
  /** Why `current` is null: 'loading' or the load error's message. */
  status: string;
  /** When `current` was opened or swapped in (null before). */
  since: Date | null;
  /** Version of the operator-swapped snapshot in use, or null for the configured database (IPDB_FILE). */
  snapshot: string | null;
  swap(db: IpDatabase, snapshot?: string | null): void;
}

/** The snapshot last swapped in by an operator, opened; null when none was (services/platform/shared-state.ts). */
export type LastSwapped = () => Promise<{ version: string; database: IpDatabase } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    ipdb: IpdbHolder;
    ipLookupMap: LookupMap;
  }
}

export default fp(
  async (app, opts: { load?: (log: (msg: string) => void) => Promise<IpDatabase>; lastSwapped?: LastSwapped }) => {
    const holder: IpdbHolder = {
      current: null,
      status: opts.load ? 'loading' : 'IP database not configured',
      since: null,
      snapshot: null,
      swap(db, snapshot = null) {
        holder.current = db;
        holder.status = 'ready';
        holder.since = new Date();
        holder.snapshot = snapshot;
      },
    };
    app.decorate('ipdb', holder);
    if (app.redis) {
      // Several processes: the map's counts live in Redis (services/ipintel/lookup-map-shared.ts).
      const warn = (msg: string) => (err: unknown) => app.log.warn({ err }, msg);
      const shared = sharedLookupMap(app.redis, { onError: warn('world map: Redis flush failed') });
      app.decorate('ipLookupMap', shared);
      app.addHook('onClose', () => shared.stop().catch(warn('world map: last flush failed')));
    } else app.decorate('ipLookupMap', createLookupMap());
    if (opts.load) {
      const load = opts.load;
      const started = Date.now();
      const swapped = async () => {
        try {
          return (await opts.lastSwapped?.()) ?? null;
        } catch (err) {
          app.log.error({ err }, 'the IP database snapshot last swapped in did not open here: loading IPDB_FILE');
          return null;
        }
      };
      const start = () =>
        swapped()
          .then(async (last) => (last ? last : { version: null, database: await load((msg) => app.log.info(msg)) }))
          .then(({ version, database }) => {
            // An operator's swap made while this was loading stands.
            if (holder.current) return;
            holder.swap(database, version);
            app.log.info({ ms: Date.now() - started, snapshot: version, ...database.metadata }, 'IP database ready');
          })
          .catch((err: unknown) => {
            holder.status = err instanceof Error ? err.message : String(err);
            app.log.error({ err }, 'IP database failed to load');
          });
      // Once the app is ready, not while the plugins start: opening a database is seconds of synchronous work on a
      // busy host, which would trip the plugins' start-up timeout.
      app.addHook('onReady', (done) => {
        setTimeout(start, 0);
        done();
      });
    }
  },
  { name: 'ipdb', dependencies: ['redis'] },
);
