/**
 * Database connection: real PostgreSQL (node-postgres pool) when `DATABASE_URL` is set, otherwise
 * the embedded PGlite engine with its data kept in a folder (default `<repo>/var/pglite`).
 * Both run the same drizzle schema and the same SQL migrations from `apps/api/drizzle`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** A drizzle database over either driver; queries are written once against this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Human-readable location for the start-up log (password stripped). */
  where: string;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Open the database and apply pending migrations.
 * @param opts.url a postgres:// URL, or undefined for PGlite
 * @param opts.pgliteDir folder for PGlite data; `memory://` keeps it in memory (tests)
 * @throws when the server cannot be reached or a migration fails
 */
export async function openDb(opts: { url?: string; pgliteDir: string; onPoolError?: (err: Error) => void }): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client dropped by the server (restart, failover, admin termination) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', opts.onPoolError ?? ((err) => console.error(`database: idle connection lost: ${err.message}`)));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const u = new URL(opts.url);
    return { db, kind: 'postgres', where: `${u.hostname}:${u.port || 5432}${u.pathname}`, close: () => pool.end() };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  // pg_trgm backs the news search trigram index (docs/decisions.md "News search").
  const client = new PGlite(opts.pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type is used as the common one.
  return { db: db as unknown as Db, kind: 'pglite', where: opts.pgliteDir, close: () => client.close() };
}
