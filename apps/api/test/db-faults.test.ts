/**
 * Database faults (PostgreSQL; skipped on PGlite, which has no pool, no locks across connections and
 * no server to lose): a locked table exhausts the pool only for the statement timeout, so an
 * unrelated call still answers; the stuck calls answer HTTP 503 with a clean envelope; /healthz says
 * which part is down.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const postgres = (process.env.TEST_DB ?? 'pglite') === 'postgres';
const STATEMENT_TIMEOUT_MS = 300;

describe.runIf(postgres)('database faults (PostgreSQL)', () => {
  let t: TestServer;
  let dbName: string;
  let adminUrl: string;
  beforeAll(async () => {
    t = await startTestServer({
      env: {
        DB_POOL_MAX: '3',
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DB_CONNECT_TIMEOUT_MS: '3000',
        HEALTHZ_TIMEOUT_MS: '1000',
      },
    });
    const where = t.db.where; // host:port/name
    dbName = where.slice(where.lastIndexOf('/') + 1);
    adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  });
  afterAll(() => t?.close());

  const post = (path: string, signal?: AbortSignal) =>
    fetch(t.baseUrl + path, { method: 'POST', headers: { channel: 'pc' }, signal });

  it('a locked table: its calls answer 503 after the statement timeout, and an unrelated call still answers fast', async () => {
    const locker = new pg.Client({ connectionString: new URL(`/${dbName}`, adminUrl).toString() });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE banners IN ACCESS EXCLUSIVE MODE');
      // Twice the pool's size: every connection waits on the lock, the rest queue for one.
      const stuck = Array.from({ length: 6 }, () => post('/v1/banner_list', AbortSignal.timeout(10_000)));
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      const news = await post('/v1/get_news_list', AbortSignal.timeout(8_000));
      const elapsed = Date.now() - started;
      expect(news.status).toBe(200);
      expect(((await news.json()) as { code: number }).code).toBe(200);
      // Without timeouts it would wait for the lock (forever here); with them, for at most two rounds of the statement timeout.
      expect(elapsed).toBeLessThan(3_000);

      for (const res of await Promise.all(stuck)) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({
          code: 500,
          msg: 'Service temporarily unavailable, please try again shortly',
          data: { reason: 'server.unavailable' },
        });
        expect(text).not.toMatch(/stack|canceling statement|at \w+ \(/);
      }
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
    // Once the lock is gone the same call works again.
    expect(((await (await post('/v1/banner_list')).json()) as { code: number }).code).toBe(200);
  });

  it('/healthz: 200 while the database answers, 503 naming it while it refuses connections, 200 again after', async () => {
    const ok = await fetch(`${t.baseUrl}/healthz`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { db: string } }).data.db).toBe('postgres');

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [dbName],
      );
      const down = await fetch(`${t.baseUrl}/healthz`);
      expect(down.status).toBe(503);
      expect(((await down.json()) as { data: { db: string } }).data.db).toBe('down');
      // An ordinary call meanwhile: a clean 503, not a 500 (a page the process does not keep a copy of).
      const call = await fetch(`${t.baseUrl}/v1/get_news_list`, {
        method: 'POST',
        headers: { channel: 'pc', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'page=2',
      });
      expect(call.status).toBe(503);
      expect(((await call.json()) as { code: number; msg: string }).msg).toBe(
        'Service temporarily unavailable, please try again shortly',
      );
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const back = await fetch(`${t.baseUrl}/healthz`);
    expect(back.status).toBe(200);
  });
});
