/**
 * Load benchmark of the console's hot calls (issue "Outgrowing one machine"): the real API on a fresh PostgreSQL
 * database with Redis, started as the reference deployment (scripts/cluster.mjs: nginx in front of the API
 * processes), measured with autocannon at 10 and 50 connections against a bare Fastify route returning a constant
 * (its own process, measured in the same run, before and after each phase):
 *   - log-in (`/v1/phone_login`, argon2id at the production cost: documented, exempt from the targets; each request
 *     another of 100 accounts from another simulated address, X-Forwarded-For, so the log-in throttle sees clients);
 *   - profile (`/personal_center/user_info`), instance list (`/instance_overview/user_instance_list`, 5 instances),
 *     ECS price quote (`/v1/inquiry_create_instance_price`), top-up order status (`/v1/order_pay_status`),
 *     news list (`/v1/get_news_list`, first page of 10), all with the demo customer's session.
 * Phases: 1 API process straight and through nginx, then 2 API processes through nginx.
 * Targets (1 process straight, 10 connections): each read ≥ 25 % of the bare route's requests/s, p99 ≤ 20 ms.
 * A response counts only when its envelope says code 200 (anything else is an error, shown per row).
 * The quote's 120-a-minute limit per client does not apply to the bench's address: RATE_LIMIT_ALLOWLIST=127.0.0.1,
 * which the production guard refuses (docs/decisions/0030-the-console-benchmark-and-the-rate-limits.md).
 *
 * Usage: `pnpm --filter @lanyun/api bench:console` (part of `pnpm bench`); needs PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test — a database is created next to it and dropped
 * afterwards), Redis (REDIS_URL, default redis://127.0.0.1:6379; keys under a random prefix) and nginx
 * (/usr/sbin/nginx or NGINX_BIN). Prints tables and saves var/bench/console.json.
 * Each row also gives the CPU a request cost, µs, read from /proc (scripts/proc-cpu.ts): the API processes (through
 * nginx, without nginx's own), PostgreSQL with Redis, and autocannon; it moves less with the machine than requests/s.
 * Environment: BENCH_SECONDS (default 5) per run; BENCH_CALLS=<name,name> measures only those calls (e.g.
 * `profile,instance list`); BENCH_STRAIGHT_ONLY=1 runs only the rows the targets read; BENCH_CPU_PROFILE=<dir> writes V8 CPU profiles of the API
 * processes there (read them in Chrome DevTools or speedscope).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { repoRoot } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEMO_USER, seedIfEmpty } from '../src/seed/index.ts';
import { postLedger } from '../src/modules/wallet/services/ledger.ts';
import { createDatabase, ecsOrderFields, logIn, postForm } from './api-process.ts';
import { apiNodeFlags } from '../src/speed/node-flags.ts';
import { startCluster, type ClusterProcess } from './cluster-process.ts';
import { cpuByName, cpuOf } from './proc-cpu.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50] as const;
const TARGET_SHARE = 0.25;
const TARGET_P99_MS = 20;
const LOGIN_ACCOUNTS = 100;
const LOGIN_PASSWORD = 'Bench-login-42';
/** BENCH_STRAIGHT_ONLY=1: only the 1-process straight runs (the targets' rows), without nginx. */
const STRAIGHT_ONLY = process.env.BENCH_STRAIGHT_ONLY === '1';

/** Child: the bare route; reports its port to the parent. */
async function serveBare(): Promise<void> {
  process.on('SIGINT', () => process.exit(0));
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  // The calls send form bodies (FORM): a bare Fastify has no parser for them and would answer 415, an error fast.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/bare', async () => ({ code: 200, msg: 'ok', data: { id: 1, name: 'bare' } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  process.send!({ port: typeof addr === 'object' && addr ? addr.port : 0 });
}

function startBare(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve-bare'], {
    execArgv: [...apiNodeFlags(), '--import', 'tsx'], // as the API processes (src/speed/node-flags.json)
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((res, rej) => {
    child.once('message', (m: { port: number }) => res({ child, url: `http://127.0.0.1:${m.port}` }));
    child.once('exit', (code) => rej(new Error(`bare server exited with ${code}`)));
  });
}

/** One benchmarked call: an autocannon request, `exempt` when the targets do not apply to it. */
interface Call {
  name: string;
  exempt?: boolean;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Varies each request (log-in: another account from another address). */
  vary?: (i: number) => { body: string; headers: Record<string, string> };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', channel: 'pc' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const answeredOk = (body: string) => body.startsWith('{"code":200,');

interface Run {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
  /** CPU per request, µs: the server processes (`pids`), PostgreSQL with Redis, and this process (autocannon). */
  server_us: number;
  db_us: number;
  client_us: number;
}

const DB_PROCESSES = ['postgres', 'redis-server'];

/**
 * One autocannon run of `call` against `base` at `connections`; a response with another code is an error. `pids` are
 * the processes serving it, whose CPU per request the run reports (with the database's and the client's).
 */
async function measure(
  base: string,
  call: Call,
  connections: number,
  pids: readonly number[],
  seconds = SECONDS,
): Promise<Run> {
  let bad = 0;
  /** The first few distinct errors, printed after the run, so an error count says what went wrong. */
  const seen: string[] = [];
  const keep = (what: string) => {
    if (seen.length < 3 && !seen.includes(what)) seen.push(what);
  };
  let i = 0;
  const headers = { ...FORM, ...call.headers };
  const request: autocannon.Request = {
    method: call.method,
    path: call.path,
    headers,
    ...(call.body !== undefined ? { body: call.body } : {}),
    onResponse: (status: number, body: string) => {
      if (answeredOk(body)) return;
      bad++;
      keep(`HTTP ${status} ${body.slice(0, 160)}`);
    },
  };
  if (call.vary) {
    const vary = call.vary;
    request.setupRequest = (req: autocannon.Request) => {
      const v = vary(i++);
      return { ...req, body: v.body, headers: { ...headers, ...v.headers } };
    };
  }
  const cpu0 = { server: cpuOf(pids), db: cpuByName(DB_PROCESSES), client: process.cpuUsage() };
  const r = await new Promise<autocannon.Result>((res, rej) => {
    const instance = autocannon({ url: base, connections, duration: seconds, requests: [request] }, (err, result) =>
      err ? rej(err) : res(result),
    );
    instance.on('reqError', (err: Error & { code?: string }) => keep(`socket ${err.code ?? ''} ${err.message}`));
  });
  const client = process.cpuUsage(cpu0.client);
  const per = (us: number) => Math.round(us / Math.max(1, r.requests.total));
  for (const what of seen) console.log(`  ${call.name} @${connections} via ${base}: ${what}`);
  return {
    server_us: per(cpuOf(pids) - cpu0.server),
    db_us: per(cpuByName(DB_PROCESSES) - cpu0.db),
    client_us: per(client.user + client.system),
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    errors: bad + r.errors + r.timeouts + (r.requests.total === 0 ? 1 : 0),
  };
}

/** One request of `call` through `fetch` (the `i`-th variant of a varying call); its status and body text. */
async function send(base: string, call: Call, i: number): Promise<{ status: number; text: string }> {
  const v = call.vary?.(i);
  const res = await fetch(base + call.path, {
    method: call.method,
    headers: { ...FORM, ...call.headers, ...v?.headers },
    body: call.method === 'POST' ? (v?.body ?? call.body ?? '') : undefined,
  });
  return { status: res.status, text: await res.text() };
}

/** Answer once through `fetch` and require code 200, so no call is benchmarked answering an error fast. */
async function check(base: string, call: Call): Promise<void> {
  const { status, text } = await send(base, call, 0);
  if (!answeredOk(text)) throw new Error(`${call.name} answered ${status} ${text.slice(0, 200)}`);
}

/**
 * Wait until the work a run left queued is done: autocannon stops at the run's end, but the log-ins it sent are still
 * hashing (argon2id, Node's 4 worker threads; 50 connections leave up to 50 hashes, seconds of CPU). One more log-in
 * queues behind them, so its answer means they are done; without this the next call's run shares the CPU with them
 * (seen: the instance list at 50 connections fell from ≈ 8,000 to 703 req/s after the log-in run).
 */
async function drain(base: string, call: Call): Promise<void> {
  if (!call.vary) return;
  // Twice: through nginx to 2 processes, round-robin sends the second to the other process.
  for (const i of [1_000_000, 1_000_001]) await send(base, call, i);
}

/** The data the calls read: the demo customer with funds, 5 instances and a top-up order; 100 log-in accounts. */
async function prepare(databaseUrl: string, api: string): Promise<Call[]> {
  const handle = await openDb({
    url: databaseUrl,
    pgliteDir: '',
    onPoolError: (err) => console.error(`bench database: idle connection lost: ${err.message}`),
  });
  try {
    const { token, userId } = await logIn(api, DEMO_USER.email, DEMO_USER.password);
    await handle.db.update(users).set({ authenticationStatus: 2, authenticationType: 1 }).where(eq(users.id, userId));
    await handle.db.transaction((tx) =>
      postLedger(tx, {
        userId,
        kind: 'adjustment',
        balanceDeltaFen: 10 * 34_200,
        refType: 'bench',
        refId: userId,
        memo: 'bench funds',
      }),
    );
    const fields = await ecsOrderFields(api);
    for (let n = 0; n < 5; n++) {
      const a = await postForm(api, '/instance_center/inquiry_create_instance_order', fields(`bench-${n}`), token);
      if (a.code !== 200) throw new Error(`order refused: ${a.code} ${a.msg}`);
    }
    const topUp = await postForm(api, '/balance_recharge/charge_order_add', { price: '100.00', pay_type: '2' }, token);
    if (topUp.code !== 200) throw new Error(`top-up order refused: ${topUp.code} ${topUp.msg}`);
    const passwordHash = await hashPassword(LOGIN_PASSWORD);
    await handle.db.insert(users).values(
      Array.from({ length: LOGIN_ACCOUNTS }, (_, n) => ({
        email: `bench-${n}@example.com`,
        userName: `bench-${n}@example.com`,
        passwordHash,
      })),
    );
    const quote = { ...fields('bench-quote') };
    delete (quote as Partial<typeof quote>).client_token;
    const auth = { token };
    return [
      {
        name: 'log-in (argon2id)',
        exempt: true,
        method: 'POST',
        path: '/v1/phone_login',
        vary: (i) => ({
          body: form({ account: `bench-${i % LOGIN_ACCOUNTS}@example.com`, password: LOGIN_PASSWORD }),
          headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        }),
      },
      { name: 'profile', method: 'POST', path: '/personal_center/user_info', headers: auth, body: '' },
      {
        name: 'instance list',
        method: 'POST',
        path: '/instance_overview/user_instance_list',
        headers: auth,
        body: form({ page: '1', page_size: '10' }),
      },
      {
        name: 'ECS price quote',
        method: 'POST',
        path: '/v1/inquiry_create_instance_price',
        headers: auth,
        body: form(quote),
      },
      {
        name: 'top-up order status',
        method: 'GET',
        path: `/v1/order_pay_status?order_num=${encodeURIComponent(topUp.data.order_num as string)}`,
        headers: auth,
      },
      {
        name: 'news list',
        method: 'POST',
        path: '/v1/get_news_list',
        headers: auth,
        body: form({ page: '1', page_size: '10' }),
      },
    ];
  } finally {
    await handle.close();
  }
}

/** A row of the results table: a call's run without its request count, and its share of the bare route's. */
type Row = { call: string; via: string; connections: number; '% bare': number } & Omit<Run, 'requests'>;

async function main(): Promise<void> {
  const database = await createDatabase(
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    'lanyun_bench_',
  );
  const prof = process.env.BENCH_CPU_PROFILE;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `lanyun-bench-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IPDB_AUTO_SNAPSHOT: 'off',
    EXPIRY_SWEEP_MS: '0',
    SIM_CREATE_DELAY_MS: '50',
    SIM_FAILURE_RATE: '0',
    CLUSTER_START_TIMEOUT_MS: '300000',
    ...(prof ? { API_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${resolve(prof)}` } : {}),
  };
  const bare = await startBare();
  let cluster: ClusterProcess | undefined;
  const rows: Row[] = [];
  const bareRuns: { phase: string; connections: number; rps: number; p99_ms: number }[] = [];
  try {
    const bareCall: Call = { name: 'bare', method: 'POST', path: '/bare', body: '' };
    const barePids = [bare.child.pid!];
    const pick = ({ requests: _requests, ...row }: Run): Omit<Run, 'requests'> => row;
    /**
     * Measure every call through each of `targets` (the API processes `pids` behind `base`) at each connection count,
     * bare before and after.
     */
    const phase = async (name: string, targets: { via: string; base: string; pids: number[] }[], calls: Call[]) => {
      const before: Run[] = [];
      for (const c of CONNECTIONS) before.push(await measure(bare.url, bareCall, c, barePids));
      const measured: Omit<Row, '% bare'>[] = [];
      for (const t of targets) {
        for (const call of calls) await check(t.base, call);
        for (const c of CONNECTIONS) {
          for (const call of calls) {
            await measure(t.base, call, c, t.pids, 1); // warm-up
            await drain(t.base, call);
            const r = await measure(t.base, call, c, t.pids);
            await drain(t.base, call);
            measured.push({ call: call.name, via: t.via, connections: c, ...pick(r) });
            console.log(
              `${name} ${t.via} ${call.name} @${c}: ${r.rps} req/s, p99 ${r.p99_ms} ms, ${r.errors} errors; CPU µs/request: API ${r.server_us}, database ${r.db_us}, client ${r.client_us}`,
            );
          }
        }
      }
      for (const [i, c] of CONNECTIONS.entries()) {
        const after = await measure(bare.url, bareCall, c, barePids);
        const rps = Math.round((before[i]!.rps + after.rps) / 2);
        bareRuns.push({ phase: name, connections: c, rps, p99_ms: Math.max(before[i]!.p99_ms, after.p99_ms) });
        rows.push({
          call: 'bare Fastify route',
          via: `${name} (mean)`,
          connections: c,
          rps,
          '% bare': 100,
          p50_ms: after.p50_ms,
          p99_ms: Math.max(before[i]!.p99_ms, after.p99_ms),
          errors: before[i]!.errors + after.errors,
          server_us: Math.round((before[i]!.server_us + after.server_us) / 2),
          db_us: Math.round((before[i]!.db_us + after.db_us) / 2),
          client_us: Math.round((before[i]!.client_us + after.client_us) / 2),
        });
        for (const m of measured.filter((x) => x.connections === c))
          rows.push({ ...m, '% bare': Math.round((m.rps / rps) * 100) });
      }
    };
    // Migrated and seeded here, so the processes start quickly even on a busy machine.
    const seeded = await openDb({
      url: database.url,
      pgliteDir: '',
      onPoolError: (err) => console.error(`bench database: idle connection lost: ${err.message}`),
    });
    await seedIfEmpty(seeded.db);
    await seeded.close();
    cluster = await startCluster({ apis: 1, env, timeoutMs: 360_000 });
    const only = process.env.BENCH_CALLS?.split(',').map((s) => s.trim());
    const calls = (await prepare(database.url, cluster.apis[0]!)).filter((c) => !only || only.includes(c.name));
    await phase(
      '1 process',
      [
        { via: 'straight', base: cluster.apis[0]!, pids: cluster.apiPids },
        ...(STRAIGHT_ONLY ? [] : [{ via: 'nginx → 1', base: cluster.nginx, pids: cluster.apiPids }]),
      ],
      calls,
    );
    await cluster.stop();
    if (!STRAIGHT_ONLY) {
      cluster = await startCluster({ apis: 2, env, timeoutMs: 360_000 });
      await phase('2 processes', [{ via: 'nginx → 2', base: cluster.nginx, pids: cluster.apiPids }], calls);
      await cluster.stop();
    }
    cluster = undefined;

    console.table(rows);
    const targets = calls
      .filter((c) => !c.exempt)
      .flatMap((c) => {
        const r = rows.find((x) => x.call === c.name && x.via === 'straight' && x.connections === 10)!;
        return [
          {
            target: `${c.name}: req/s ≥ ${TARGET_SHARE * 100} % of bare (10 conn.)`,
            value: `${r['% bare']} %`,
            met: r['% bare'] >= TARGET_SHARE * 100 && r.errors === 0,
          },
          {
            target: `${c.name}: p99 ≤ ${TARGET_P99_MS} ms (10 conn.)`,
            value: `${r.p99_ms} ms`,
            met: r.p99_ms <= TARGET_P99_MS,
          },
        ];
      });
    console.table(targets);
    const scaling = (STRAIGHT_ONLY ? [] : calls).flatMap((c) =>
      CONNECTIONS.map((n) => {
        const one = rows.find((x) => x.call === c.name && x.via === 'nginx → 1' && x.connections === n)!;
        const two = rows.find((x) => x.call === c.name && x.via === 'nginx → 2' && x.connections === n)!;
        return {
          call: c.name,
          connections: n,
          'nginx → 1 req/s': one.rps,
          'nginx → 2 req/s': two.rps,
          '2 vs 1': Math.round((two.rps / Math.max(1, one.rps)) * 100) / 100,
        };
      }),
    );
    if (!STRAIGHT_ONLY) console.table(scaling);
    const out = join(repoRoot(), 'var/bench/console.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: CONNECTIONS, bare: bareRuns, results: rows, targets, scaling }, null, 2)}\n`,
    );
    console.log(`saved ${out}`);
  } finally {
    bare.child.kill('SIGINT');
    await cluster?.stop();
    await database.drop();
  }
}

if (process.argv[2] === 'serve-bare') await serveBare();
else await main();
