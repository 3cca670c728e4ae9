/**
 * A migrated, empty PostgreSQL database made once per test run and copied by every API test file on PostgreSQL
 * (`CREATE DATABASE x TEMPLATE tpl`, a file copy on the server, instead of running every migration per file, which
 * takes seconds on a busy machine). Its name is keyed by a hash of the migrations (`lanyun_tpl_<hash>`), so a new
 * migration makes a new one and test runs of different checkouts on the same server do not disturb each other.
 * The template is marked IS_TEMPLATE and refuses connections (a connected session would make the copy fail).
 * Used as the api-postgres project's globalSetup (made before the test files start) and by harness.ts
 * ({@link templateDatabase}: `freshPostgres` falls back to an empty database, migrated by `openDb`, when it is missing).
 * Server: TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../src/db/client.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The test server's administrative URL (a database the test user may connect to and create databases from). */
export const adminUrl = (): string => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Name of the template database for the current migrations (`lanyun_tpl_` and 16 hex digits). */
export function templateName(): string {
  const hash = createHash('sha256');
  const dir = path.join(apiDir, 'drizzle');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  return `lanyun_tpl_${hash.digest('hex').slice(0, 16)}`;
}

/** Run `fn` with a client on the administrative database. */
async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The template's name when it exists on the server, otherwise undefined. */
export async function templateDatabase(): Promise<string | undefined> {
  const name = templateName();
  const found = await withAdmin((c) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]),
  );
  return found.rowCount ? name : undefined;
}

/**
 * Make the template unless it exists: a database under a temporary name is migrated, closed, marked as a template,
 * then renamed, so a file never copies a half-migrated one. When another run made it meanwhile, the
 * temporary database is dropped.
 * @throws when the server cannot be reached or a migration fails
 */
export async function ensureTemplate(): Promise<string> {
  const name = templateName();
  if (await templateDatabase()) return name;
  const tmp = `${name}_${process.pid}`;
  const u = new URL(adminUrl());
  u.pathname = `/${tmp}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${tmp}`));
  try {
    const handle = await openDb({ url: u.toString(), pgliteDir: '', onPoolError: () => {} });
    await handle.close();
    await withAdmin(async (c) => {
      await c.query(`ALTER DATABASE ${tmp} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await c.query(`ALTER DATABASE ${tmp} RENAME TO ${name}`);
    });
  } catch (err) {
    await withAdmin(async (c) => {
      await c.query(`ALTER DATABASE ${tmp} WITH IS_TEMPLATE false`).catch(() => {});
      await c.query(`DROP DATABASE IF EXISTS ${tmp} WITH (FORCE)`);
    });
    // Another run renamed its own copy first: theirs is as good as ours.
    if (await templateDatabase()) return name;
    throw err;
  }
  return name;
}

/** vitest globalSetup of the api-postgres project. */
export default async function setup(): Promise<void> {
  await ensureTemplate();
}
