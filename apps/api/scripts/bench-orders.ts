/**
 * Benchmark of a burst of ECS orders (issue "Safe to deploy", finding 8): the real API server
 * (scripts/api-process.ts) on a fresh PostgreSQL database with the simulator's default creation time
 * (SIM_CREATE_DELAY_MS 6 s, each creation 3–9 s) and no failures; the demo customer places
 * BENCH_ORDERS (default 50) one-instance orders at once, and the time until every instance is
 * `running` is measured from the moment the orders are sent. Target: all running within 60 s.
 *
 * Usage: `pnpm --filter @lanyun/api bench:orders` (part of `pnpm bench`); needs PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test — a
 * database is created next to it and dropped afterwards). JOB_CONCURRENCY in the environment is
 * passed to the server (default 10). Prints a table and saves var/bench/orders.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { repoRoot } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { instances } from '../src/db/schema.ts';
import { DEMO_USER } from '../src/seed/index.ts';
import { verifyAndFund, createDatabase, ecsOrderFields, logIn, postForm, startApiProcess } from './api-process.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const TARGET_MS = 60_000;
const GIVE_UP_MS = 300_000;
const CREATE_DELAY_MS = 6_000;

const database = await createDatabase(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, 'lanyun_bench_');
const env: Record<string, string> = {
  SIM_CREATE_DELAY_MS: String(CREATE_DELAY_MS),
  SIM_FAILURE_RATE: '0',
  EXPIRY_SWEEP_MS: '0',
};
if (process.env.JOB_CONCURRENCY) env.JOB_CONCURRENCY = process.env.JOB_CONCURRENCY;
const api = await startApiProcess({ databaseUrl: database.url, env }).catch(async (err: unknown) => {
  await database.drop();
  throw err;
});
const handle = await openDb({
  url: database.url,
  pgliteDir: '',
  onPoolError: (err) => console.error(`bench database: idle connection lost: ${err.message}`),
});
try {
  const { token, userId } = await logIn(api.baseUrl, DEMO_USER.email, DEMO_USER.password);
  await verifyAndFund(handle.db, userId, ORDERS * 34_200);
  const fields = await ecsOrderFields(api.baseUrl);

  const t0 = Date.now();
  const answers = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      postForm(api.baseUrl, '/instance_center/inquiry_create_instance_order', fields(`bench-${i}`), token),
    ),
  );
  const acceptedMs = Date.now() - t0;
  const refused = answers.filter((a) => a.code !== 200);
  if (refused.length) throw new Error(`${refused.length} orders refused, e.g. ${refused[0]!.code} ${refused[0]!.msg}`);

  // Poll the database (not the API) so the measurement adds no load to the server under test.
  const runningAt = new Map<number, number>();
  while (runningAt.size < ORDERS && Date.now() - t0 < GIVE_UP_MS) {
    const rows = await handle.db
      .select({ id: instances.id, status: instances.status })
      .from(instances)
      .where(eq(instances.userId, userId));
    const now = Date.now() - t0;
    for (const r of rows) if (r.status === 'running' && !runningAt.has(r.id)) runningAt.set(r.id, now);
    const failed = rows.filter((r) => r.status === 'failed').length;
    if (failed) throw new Error(`${failed} creations failed`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const times = [...runningAt.values()].sort((a, b) => a - b);
  const allMs = runningAt.size === ORDERS ? times.at(-1)! : null;
  const s = (ms: number | null | undefined) => (ms == null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  const results = [
    { measure: 'orders answered (all paid, instances pending)', value: s(acceptedMs) },
    { measure: 'first instance running', value: s(times[0]) },
    { measure: 'half of the instances running', value: s(times[Math.floor(ORDERS / 2) - 1]) },
    { measure: `all ${ORDERS} instances running`, value: s(allMs) },
  ];
  console.table(results);
  const targets = [
    {
      target: `all ${ORDERS} running ≤ ${TARGET_MS / 1000} s (simulator ${CREATE_DELAY_MS / 1000} s per creation)`,
      value: s(allMs),
      met: allMs !== null && allMs <= TARGET_MS,
    },
  ];
  console.table(targets);
  const out = join(repoRoot(), 'var/bench/orders.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, orders: ORDERS, sim_create_delay_ms: CREATE_DELAY_MS, job_concurrency: Number(process.env.JOB_CONCURRENCY ?? 10), accepted_ms: acceptedMs, all_running_ms: allMs, running_ms: times, results, targets }, null, 2)}\n`,
  );
  console.log(`saved ${out}`);
} finally {
  await api.stop();
  await handle.close();
  await database.drop();
}
