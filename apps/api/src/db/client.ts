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
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * The database or an open transaction of it (midday's `DatabaseOrTransaction`), over either driver: node-postgres's
 * and PGlite's databases and their transactions are all a `PgDatabase` with this schema, so a service that can run
 * inside or outside a transaction takes this and needs no cast.
 */
export type DbOrTx = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A drizzle database over either driver (the app's `app.db`); queries are written once against this type. */
export type Db = DbOrTx;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Human-readable location for the start-up log (password stripped). */
  where: string;
  /**
   * Run a trivial query (`SELECT 1`); rejects when the database does not answer within `timeoutMs`
   * (or the pool has no free connection by then). Used by /healthz.
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** node-postgres pool limits (config.ts DB_*; the defaults there are documented in docs/deployment.md). */
export interface PoolOptions {
  /** Server-side `statement_timeout` of every connection, ms (0 = none); a cancelled query fails with SQLSTATE 57014. */
  statementTimeoutMs?: number;
  /** Longest wait for a new connection and for a free pooled one, ms. */
  connectTimeoutMs?: number;
  /** Connections in the pool. */
  max?: number;
}

/** Defaults of {@link PoolOptions}, the same as config.ts's. */
export const POOL_DEFAULTS = { statementTimeoutMs: 15_000, connectTimeoutMs: 5_000, max: 10 } as const;

/** `host:port/database` of a postgres:// URL, without user or password (for logs and messages). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Reject with a timeout error after `ms` unless `p` settles first. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Open the database and apply pending migrations.
 * @param opts.url a postgres:// URL, or undefined for PGlite
 * @param opts.pgliteDir folder for PGlite data; `memory://` keeps it in memory (tests)
 * @param opts.pool node-postgres limits (statement timeout, connection timeout, size); PostgreSQL only
 * @throws when the server cannot be reached or a migration fails (startup-errors.ts turns it into one line)
 */
export async function openDb(opts: {
  url?: string;
  pgliteDir: string;
  onPoolError?: (err: Error) => void;
  pool?: PoolOptions;
  /** PGlite only: start from this data folder dump (`dumpDataDir`) instead of an empty database (test start-up). */
  pgliteTemplate?: Blob;
}): Promise<DbHandle> {
  if (opts.url) {
    const limits = { ...POOL_DEFAULTS, ...opts.pool };
    // statement_timeout cancels a query stuck behind a lock (or a runaway one) on the server, so it
    // gives its connection back; connectionTimeoutMillis bounds both a new connection and the wait
    // for a free one from a busy pool. Together they keep one locked table from stalling every call.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: limits.max,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    });
    // An idle client dropped by the server (restart, failover, admin termination) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', opts.onPoolError ?? ((err) => console.error(`database: idle connection lost: ${err.message}`)));
    const db = drizzlePg(pool, { schema });
    // Migrations on a connection of their own, without the statement timeout: building an index on a
    // large table may take longer than any request should.
    const migrator = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: limits.connectTimeoutMs });
    try {
      await migrator.connect();
      await migratePg(drizzlePg(migrator), { migrationsFolder });
    } catch (err) {
      await pool
        .end()
        .catch((e: Error) => console.error(`database: closing the pool after a failed start: ${e.message}`));
      throw err;
    } finally {
      await migrator
        .end()
        .catch((e: Error) => console.error(`database: closing the migration connection: ${e.message}`));
    }
    const ping = async (timeoutMs: number) => {
      await within(pool.query('SELECT 1'), timeoutMs, 'PostgreSQL');
    };
    return { db, kind: 'postgres', where: redactUrl(opts.url), ping, close: () => pool.end() };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  // pg_trgm backs the news search trigram index (docs/decisions/0006-content.md "News search").
  const template = opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {};
  const client = new PGlite(opts.pgliteDir, { extensions: { pg_trgm }, ...template });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Both drivers expose the same query builder (the common type is DbOrTx).
  const ping = async (timeoutMs: number) => {
    await within(client.query('SELECT 1'), timeoutMs, 'PGlite');
  };
  return { db, kind: 'pglite', where: opts.pgliteDir, ping, close: () => client.close() };
}
