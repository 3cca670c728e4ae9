/**
 * Benchmark of the combined IP lookup endpoint (issue "IP intelligence", speed): `GET /ip/v1/lookup`
 * with a real key over loopback, against a bare Fastify route returning a constant, both measured
 * with autocannon at 10 connections in the same run on the same machine, in rounds of one run each back to back
 * (the order alternating from round to round). Each server runs in its own child process (the load generator stays
 * in this one). Targets: at least 60 % of the bare route's requests per second and a p99 latency no more than twice
 * its p99, judged on the median over the rounds of each round's ratio: on a shared machine the speed of both sides
 * can change by half between rounds, and a ratio taken within one round compares runs made under the same load.
 * Latencies are every response's time in microseconds, taken from autocannon's per-response event (its own
 * histogram counts whole milliseconds, which both routes stay under).
 *
 * Usage: `pnpm --filter @lanyun/api bench:ip` (part of `pnpm bench`); needs the IP database
 * (`pnpm --filter @lanyun/ipdb build:db`). Prints a table and saves var/bench/ip-api.json. Each round also
 * reports the server process's CPU time per request (`server_cpu_us_per_req`), which — unlike requests per second —
 * barely moves when other jobs load the shared machine; it is informational, the targets are the issue's.
 *
 * Bulk: `POST /ip/v1/bulk` with 1,000 distinct addresses (the Business/Enterprise limit), sent one after another
 * (BENCH_BULK_RUNS, default 200, after 5 warm-up calls, each with new addresses). Server time per request is the API
 * process's CPU time over the runs divided by their number (parsing, lookups, charging the quota, writing the answer
 * and the garbage collection it causes); the target is under 5 ms. The runs are many so that a full garbage
 * collection of the heap the lookup rounds leave (≈ 200 MB, 0.1–0.3 s of CPU, due at some point during the bulk
 * calls or after them) is shared by as many calls as in a long-running server: over 40 calls it added 0–5 ms per call
 * depending on whether it fell inside them. The wall time seen by the client (loopback, about 0.9 MB of JSON) is
 * reported beside it, against the same body posted to a bare Fastify route that answers a constant.
 * Environment: BENCH_SECONDS (default 5) per run, BENCH_ROUNDS (default 5); BENCH_CPU_PROFILE=<dir> writes V8 CPU
 * profiles of each server process's measured runs only (start-up and warm-up left out): <dir>/<bare|api>-lookup.cpuprofile
 * over the rounds and <dir>/<bare|api>-bulk.cpuprofile over the bulk calls (open them in Chrome DevTools or speedscope).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { defaultDatabaseFile, openDatabase, prepareAsnIndex } from '@lanyun/ipdb';
import { repoRoot } from '../src/config.ts';
import { apiNodeFlags } from '../src/speed/node-flags.ts';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BULK_RUNS = Number(process.env.BENCH_BULK_RUNS ?? 200);
const BULK_SIZE = 1000;
const BULK_WARMUP = 5;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;

/** Child: serve the bare route or the real API, then report the port (and a key) to the parent. */
async function serve(kind: string): Promise<void> {
  process.on('SIGINT', () => process.exit(0));
  // The parent asks for this process's CPU time around each round (CPU µs per request, robust to machine load).
  // With BENCH_CPU_PROFILE, it also starts and stops a CPU profile of itself around the measured runs.
  let profiler: Session | undefined;
  process.on('message', async (m: unknown) => {
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send!({ cpu: u.user + u.system });
    } else if (m === 'profile-start') {
      if (!profiler) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
      }
      await profiler.post('Profiler.start');
      process.send!({ profiling: true });
    } else if (typeof m === 'object' && m !== null && 'profileStop' in m && profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const file = String((m as { profileStop: string }).profileStop);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      process.send!({ profiled: file });
    }
  });
  if (kind === 'bare') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ code: 200, msg: 'ok', data: { ip: '8.8.8.8' } }));
    app.post('/bare', async () => ({ code: 200, msg: 'ok', data: { results: [] } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    process.send!({ port: typeof addr === 'object' && addr ? addr.port : 0 });
    return;
  }
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { openDb } = await import('../src/db/client.ts');
  const { seedIfEmpty } = await import('../src/seed/index.ts');
  const { postLedger } = await import('../src/modules/wallet/services/ledger.ts');
  const { buyPlan } = await import('../src/modules/ipintel/services/ip-plans.ts');
  const { createKey } = await import('../src/modules/ipintel/services/api-keys.ts');
  const { users } = await import('../src/db/schema.ts');
  const db = await openDb({ pgliteDir: 'memory://' });
  await seedIfEmpty(db.db);
  const ipdb = openDatabase(defaultDatabaseFile());
  // The ASN queries' index is otherwise built in the background on the first keyed call, inside a measured run.
  await prepareAsnIndex(ipdb);
  const app = await buildApp({
    // The speed machinery's switches pass through (SPEED_MACHINERY=off and the like: src/speed/README.md).
    config: loadConfig({
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('SPEED_'))),
    }),
    db,
    ownsDb: true,
    loadIpdb: async () => ipdb,
  });
  await app.ready(); // the IP database loads once the app is ready
  while (!app.ipdb.current) await new Promise((r) => setTimeout(r, 10));
  const [u] = await db.db
    .insert(users)
    .values({ email: 'bench@example.com', userName: 'bench@example.com', passwordHash: 'x' })
    .returning();
  await db.db.transaction((tx) =>
    postLedger(tx, {
      userId: u!.id,
      kind: 'adjustment',
      balanceDeltaFen: 10_000_000,
      refType: 'bench',
      refId: 1,
      memo: 'bench',
    }),
  );
  await buyPlan(db.db, u!.id, { plan: 'enterprise', period: 'month', price: 199_900, agree: true });
  const { key } = await createKey(db.db, u!.id, 'bench');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  process.send!({ port: typeof addr === 'object' && addr ? addr.port : 0, key });
}

function start(kind: string): Promise<{ child: ChildProcess; port: number; key?: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', kind], {
    // Both servers run with the API's production Node options (src/speed/node-flags.json, unless SPEED_NODE_FLAGS or SPEED_MACHINERY is off), as `pnpm start` runs it.
    execArgv: [...apiNodeFlags(), '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; key?: string }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** Random public IPv4 addresses (a fixed seed, so runs compare). */
function addresses(n: number): string[] {
  let s = 42;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return Array.from(
    { length: n },
    () =>
      `${1 + Math.floor(rnd() * 222)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}`,
  );
}

/** Send `msg` to the server child and wait for its answer that has the field `field`. */
function ask<T>(child: ChildProcess, msg: unknown, field: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown> | null) => {
      if (typeof m !== 'object' || m === null || !(field in m)) return;
      child.off('message', on);
      resolve(m[field] as T);
    };
    child.on('message', on);
    child.send(msg as string);
  });
}

/** CPU time (user + system, µs) the server child has used so far. */
const cpuOf = (child: ChildProcess) => ask<number>(child, 'cpu', 'cpu');

/** With BENCH_CPU_PROFILE: start the child's CPU profile (resumed for each measured run of a phase). */
async function profileStart(child: ChildProcess): Promise<void> {
  if (PROFILE_DIR) await ask(child, 'profile-start', 'profiling');
}
/** With BENCH_CPU_PROFILE: stop the child's CPU profile and save it as `<dir>/<name>.cpuprofile`. */
async function profileStop(child: ChildProcess, name: string): Promise<void> {
  if (PROFILE_DIR) await ask(child, { profileStop: join(PROFILE_DIR, `${name}.cpuprofile`) }, 'profiled');
}

/**
 * The `q`-quantile (0..1) of the first `n` values of `xs` (sorted in place), in the values' unit; 0 when empty.
 * Nearest rank, as hdr-histogram reports percentiles.
 */
function quantile(xs: Float64Array, n: number, q: number): number {
  if (n === 0) return 0;
  const sorted = xs.subarray(0, n).sort();
  return sorted[Math.min(n - 1, Math.ceil(q * n) - 1)]!;
}

async function run(child: ChildProcess, url: string, paths: string[], headers: Record<string, string> = {}) {
  let i = 0;
  const opts = {
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (req: { path?: string }) => ({ ...req, path: paths[i++ % paths.length] }) }],
  };
  await autocannon({ ...opts, duration: 1 }); // warm-up
  const cpu0 = await cpuOf(child);
  // Every response's latency in µs: autocannon's own histogram keeps whole milliseconds, and both routes answer in
  // well under one here, so its p99 would compare 0 with 0.
  let latencies = new Float64Array(1 << 18);
  let n = 0;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (n === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[n++] = ms * 1000;
    });
  });
  const cpu = (await cpuOf(child)) - cpu0;
  return {
    rps: Math.round(r.requests.average),
    p50_us: Math.round(quantile(latencies, n, 0.5)),
    p99_us: Math.round(quantile(latencies, n, 0.99)),
    errors: r.errors + r.non2xx,
    mean_kb: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10,
    server_cpu_us_per_req: Math.round((cpu / Math.max(1, r.requests.total)) * 10) / 10,
  };
}

/**
 * Sequential bulk calls of {@link BULK_SIZE} new addresses each: server CPU ms per call, and the client's wall-time
 * p50 / p99 in ms. Throws when a call is not a full answer (every result with data or no_data).
 */
async function bulkRuns(child: ChildProcess, name: string, url: string, headers: Record<string, string>) {
  const ips = addresses(BULK_SIZE * (BULK_RUNS + BULK_WARMUP) + 7).slice(7);
  const post = async (i: number) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ips: ips.slice(i * BULK_SIZE, (i + 1) * BULK_SIZE) }),
    });
    return (await res.json()) as { code: number; data: { results?: Array<{ error: { error: string } | null }> } };
  };
  for (let i = 0; i < BULK_WARMUP; i++) {
    const body = await post(i);
    if (body.code !== 200) throw new Error(`bulk answered ${body.code}`);
    const bad = body.data.results?.filter((r) => r.error !== null && r.error.error !== 'no_data').length ?? 0;
    if (bad > 0) throw new Error(`bulk: ${bad} results were errors other than no_data`);
  }
  const wall = new Float64Array(BULK_RUNS);
  await profileStart(child);
  const cpu0 = await cpuOf(child);
  for (let i = 0; i < BULK_RUNS; i++) {
    const t = performance.now();
    await post(BULK_WARMUP + i);
    wall[i] = performance.now() - t;
  }
  const cpuMs = ((await cpuOf(child)) - cpu0) / 1000 / BULK_RUNS;
  await profileStop(child, `${name}-bulk`);
  return {
    server_cpu_ms: Math.round(cpuMs * 100) / 100,
    wall_p50_ms: Math.round(quantile(wall, BULK_RUNS, 0.5) * 100) / 100,
    wall_p99_ms: Math.round(quantile(wall, BULK_RUNS, 0.99) * 100) / 100,
  };
}

async function main(): Promise<void> {
  const bare = await start('bare');
  const api = await start('api').catch((err: unknown) => {
    bare.child.kill();
    throw err;
  });
  try {
    const ips = addresses(5000);
    // Every benchmarked call must be a real answer (the envelope's code), not an error served fast.
    for (const ip of ips.slice(0, 20)) {
      const body = (await (
        await fetch(`http://127.0.0.1:${api.port}/ip/v1/lookup?ip=${ip}`, { headers: { 'x-api-key': api.key! } })
      ).json()) as { code: number; msg: string };
      if (body.code !== 200 && body.code !== 404) throw new Error(`lookup of ${ip} answered ${body.code} ${body.msg}`);
    }
    // Alternate short runs (bare first in even rounds, the API first in odd ones), so load from other jobs on the
    // shared machine falls on both sides alike, and judge each round's pair on its own.
    const bares: Awaited<ReturnType<typeof run>>[] = [];
    const apis: Awaited<ReturnType<typeof run>>[] = [];
    const runBare = () => run(bare.child, `http://127.0.0.1:${bare.port}`, ['/bare']);
    const runApi = () =>
      run(
        api.child,
        `http://127.0.0.1:${api.port}`,
        ips.map((ip) => `/ip/v1/lookup?ip=${ip}`),
        { 'x-api-key': api.key! },
      );
    // Profiles of the rounds (warm-up runs included, start-up left out).
    await profileStart(bare.child);
    await profileStart(api.child);
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        bares.push(await runBare());
        apis.push(await runApi());
      } else {
        apis.push(await runApi());
        bares.push(await runBare());
      }
    }
    await profileStop(bare.child, 'bare-lookup');
    await profileStop(api.child, 'api-lookup');
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const medianRound = (rs: typeof bares) => [...rs].sort((a, b) => a.rps - b.rps)[rs.length >> 1]!;
    const rps = median(apis.map((a, i) => a.rps / bares[i]!.rps));
    const p99 = median(apis.map((a, i) => a.p99_us / Math.max(bares[i]!.p99_us, 1)));
    const table = [
      { route: 'bare Fastify constant (median run)', ...medianRound(bares) },
      { route: 'GET /ip/v1/lookup, keyed (median run)', ...medianRound(apis) },
    ];
    console.table(table);
    console.table(
      apis.map((a, i) => ({
        round: i + 1,
        bare_rps: bares[i]!.rps,
        api_rps: a.rps,
        'rps %': Math.round((a.rps / bares[i]!.rps) * 100),
        bare_p99_us: bares[i]!.p99_us,
        api_p99_us: a.p99_us,
      })),
    );
    const bulkBare = await bulkRuns(bare.child, 'bare', `http://127.0.0.1:${bare.port}/bare`, {});
    const bulk = await bulkRuns(api.child, 'api', `http://127.0.0.1:${api.port}/ip/v1/bulk`, { 'x-api-key': api.key! });
    console.table([
      { route: `POST /bare, ${BULK_SIZE} addresses (constant answer)`, ...bulkBare },
      { route: `POST /ip/v1/bulk, ${BULK_SIZE} addresses`, ...bulk },
    ]);
    const targets = [
      { target: 'rps ≥ 60 % of bare (median of rounds)', value: `${(rps * 100).toFixed(0)} %`, met: rps >= 0.6 },
      { target: 'p99 ≤ 2 × bare p99 (median of rounds)', value: `${p99.toFixed(2)} ×`, met: p99 <= 2 },
      {
        target: `bulk of ${BULK_SIZE}: server time < 5 ms (CPU per request)`,
        value: `${bulk.server_cpu_ms} ms`,
        met: bulk.server_cpu_ms < 5,
      },
    ];
    console.table(targets);
    const out = join(repoRoot(), 'var/bench/ip-api.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), node: process.version, connections: CONNECTIONS, seconds: SECONDS, rounds: { bare: bares, api: apis }, results: table, bulk: { size: BULK_SIZE, runs: BULK_RUNS, bare: bulkBare, api: bulk }, targets }, null, 2)}\n`,
    );
    console.log(`saved ${out}`);
  } finally {
    bare.child.kill('SIGINT');
    api.child.kill('SIGINT');
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!);
else await main();
