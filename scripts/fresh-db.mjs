// A fresh, empty PostgreSQL database for a run of the whole platform (browser tests, benchmarks): drops `name`
// if it exists (closing its connections) and creates it on the server of `adminUrl`, then returns its URL.
import pg from 'pg';

/** Recreates database `name` on the server of `adminUrl` (default the machine's `test` database); returns its URL. */
export async function freshDatabase(name, adminUrl = 'postgres://postgres@127.0.0.1:5432/test') {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
