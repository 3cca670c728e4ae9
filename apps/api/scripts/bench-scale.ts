/**
 * Read costs at scale: the real API process on a fresh PostgreSQL database seeded step by step (default 1,000,
 * 10,000 and 100,000 customers), each list, search, detail, overview, bill and export read timed over HTTP.
 *
 * Shape of a step of N customers (SQL with generate_series, after the migrations and the demo seed, every constraint
 * kept; balances equal the ledger):
 *   - N customers (`c<i>@scale.test`, phone 13<i padded>, password Demo12345); every 4th verified, with an approved
 *     real-name application; every 3rd with a company;
 *   - customer 1 is the large one: 6·N product orders (every 5th a cloud phone; one every 100 s up to now), 10·N ledger
 *     entries (a top-up, then the purchase of one of its orders, one pair every 120 s up to now), N/10 ECS instances;
 *   - every other customer: one ECS order, its top-up and purchase entries, and an instance for every second one.
 *   At 100,000 customers: 60,000 instances, 1.2 M ledger entries and 700,000 orders in all.
 * Reads (median of BENCH_SAMPLES, default 20, after one warm-up; a read whose warm-up took over 5 s is sampled 3
 * times): the large customer's purchase orders, monthly bills (list, CSV, one month's PDF), ledger pages 1 and 2 (the
 * second by the first's cursor), top-up
 * orders and instances; the operator's customer list (plain and searched by exact phone, e-mail prefix, name),
 * the large customer's detail, orders (pages 1 and 2, by cursor) and ledger, the day overview and the customer CSV export (all customers).
 * Targets: ≤ 50 ms median per read; growth from the 10k step to the 100k step ≤ 2×; a streamed CSV export ≤ 2 s
 * per 100,000 rows (the customer export; exempt from the 50 ms).
 *
 * Usage: `pnpm bench:scale` (root) or `pnpm --filter @lanyun/api bench:scale`. Environment: SCALE_STEPS
 * (customers per step, comma-separated, ascending; default 1000,10000,100000), BENCH_SAMPLES, BENCH_DATABASE_URL (a
 * server's admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test — a new database is made
 * next to it and dropped afterwards, SCALE_KEEP_DB=1 keeps it). Prints a table per step and writes
 * var/bench/scale.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { DEMO_OPERATOR, DEMO_USER } from '../src/seed/index.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { createDatabase, logIn, startApiProcess } from './api-process.ts';

/** A read's median must not pass this, ms. */
export const TARGET_MEDIAN_MS = 50;
/** From the 10k step to the 100k step a read may grow at most this much. */
export const TARGET_GROWTH = 2;
/** A streamed CSV export may take this long per 100,000 rows, ms. */
export const TARGET_EXPORT_MS_PER_100K = 2000;

/** One timed read: `name`, who reads it, and how to ask for it. */
interface Read {
  name: string;
  who: 'customer' | 'operator';
  method: 'GET' | 'POST';
  path: string;
  fields?: Record<string, string>;
  /** The machine's floor (a health check), shown but held to no target. */
  floor?: boolean;
  /** A streamed export: held to the per-row target instead of the 50 ms. */
  exportRows?: (n: number) => number;
  /** Read the page after the first by its cursor: the first page's `next_cursor` is added to `fields` first. */
  nextPage?: boolean;
}

/** What one read measured at one step. */
export interface ReadResult {
  name: string;
  who: 'customer' | 'operator';
  samples: number;
  median_ms: number;
  /** HTTP status and envelope code of the last answer (envelope code 0 for a non-JSON answer such as CSV or PDF). */
  status: number;
  code: number;
  ok: boolean;
  /** The median's target, ms (0 for the floor, which has none). */
  target_ms: number;
  /** The machine's floor (a health check): held to no target. */
  floor: boolean;
}

/** One step: its size and its reads. */
export interface StepResult {
  customers: number;
  seed_ms: number;
  rows: { users: number; product_orders: number; ledger_entries: number; instances: number };
  reads: ReadResult[];
}

/** The whole run, as written to var/bench/scale.json. */
export interface ScaleReport {
  steps: StepResult[];
  /** Median at the last step over the median at the 10k step, per read (when both were measured). */
  growth: Record<string, number>;
  targets_met: boolean;
}

const BIG_EMAIL = 'c1@scale.test';

function readsFor(bigId: number, phoneOf: (i: number) => string): Read[] {
  const month = new Date(Date.now() - 60 * 86400_000).toISOString().slice(0, 7);
  const page = { page: '1', page_size: '20' };
  return [
    // The floor: what any answer costs on this machine now (exempt from the targets; read the others against it).
    { name: 'floor: /healthz', who: 'customer', method: 'GET', path: '/healthz', floor: true },
    {
      name: 'purchase orders p1',
      who: 'customer',
      method: 'POST',
      path: '/balance_recharge/purchase_order_list',
      fields: page,
    },
    {
      name: 'bills list (24 mo)',
      who: 'customer',
      method: 'POST',
      path: '/balance_recharge/bill_list',
      fields: { months: '24' },
    },
    { name: 'bills CSV', who: 'customer', method: 'GET', path: '/balance_recharge/bills.csv' },
    { name: 'bill PDF (1 month)', who: 'customer', method: 'GET', path: `/balance_recharge/bill.pdf?month=${month}` },
    { name: 'ledger p1', who: 'customer', method: 'POST', path: '/balance_recharge/ledger_list', fields: page },
    {
      name: 'ledger p2 (cursor)',
      who: 'customer',
      method: 'POST',
      path: '/balance_recharge/ledger_list',
      fields: page,
      nextPage: true,
    },
    { name: 'top-up orders p1', who: 'customer', method: 'POST', path: '/balance_recharge/order_list', fields: page },
    {
      name: 'instances p1',
      who: 'customer',
      method: 'POST',
      path: '/instance_overview/user_instance_list',
      fields: page,
    },
    { name: 'ops customers p1', who: 'operator', method: 'POST', path: '/ops/customers/list', fields: page },
    {
      name: 'ops search phone',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/list',
      fields: { ...page, q: phoneOf(7) },
    },
    {
      name: 'ops search e-mail',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/list',
      fields: { ...page, q: 'c77@scale' },
    },
    {
      name: 'ops search name',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/list',
      fields: { ...page, q: '客户777' },
    },
    {
      name: 'ops customer detail',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/detail',
      fields: { id: String(bigId) },
    },
    {
      name: 'ops customer orders',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/orders',
      fields: { ...page, user_id: String(bigId) },
    },
    {
      name: 'ops customer orders p2 (cursor)',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/orders',
      fields: { ...page, user_id: String(bigId) },
      nextPage: true,
    },
    {
      name: 'ops customer ledger',
      who: 'operator',
      method: 'POST',
      path: '/ops/customers/ledger',
      fields: { ...page, user_id: String(bigId) },
    },
    {
      name: 'ops day overview',
      who: 'operator',
      method: 'POST',
      path: '/ops/overview/period',
      fields: { period: 'day' },
    },
    { name: 'ops customers CSV', who: 'operator', method: 'GET', path: '/ops/customers/export', exportRows: (n) => n },
  ];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Time one request (the whole body read), ms; answers the status and the envelope code (0 when not JSON). */
async function timed(base: string, r: Read, token: string): Promise<{ ms: number; status: number; code: number }> {
  const t0 = performance.now();
  let res: Response;
  if (r.method === 'GET') {
    res = await fetch(base + r.path, { headers: { channel: 'pc', token } });
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(r.fields ?? {})) form.append(k, v);
    res = await fetch(base + r.path, { method: 'POST', body: form, headers: { channel: 'pc', token } });
  }
  const body = await res.text();
  const ms = performance.now() - t0;
  let code = 0;
  if (body.startsWith('{')) code = (JSON.parse(body) as { code?: number }).code ?? 0;
  return { ms, status: res.status, code };
}

/** `r` with the cursor of the page after its first (its first page's `next_cursor`) added to its fields. */
async function withNextCursor(base: string, r: Read, token: string): Promise<Read> {
  const form = new FormData();
  for (const [k, v] of Object.entries(r.fields ?? {})) form.append(k, v);
  const res = await fetch(base + r.path, { method: 'POST', body: form, headers: { channel: 'pc', token } });
  const body = (await res.json()) as { data?: { next_cursor?: string | null } };
  const cursor = body.data?.next_cursor;
  return cursor ? { ...r, fields: { ...r.fields, cursor } } : r;
}

/**
 * Seed the customers `from`+1 … `to` (and grow the large customer, customer 1, to its share of `to`), in one
 * transaction of plain SQL. `t0` is the time of the oldest history row.
 */
async function seedStep(c: pg.Client, from: number, to: number, base: number, hash: string, t0: Date): Promise<void> {
  const bigFrom = 6 * from;
  const bigTo = 6 * to;
  const q = (sql: string, params: unknown[] = []) => c.query(sql, params);
  await q('begin');
  // Customers (ids base+1 …); customer i=1 is the large one.
  await q(
    `insert into users (id, email, phone, user_name, name, company, password_hash, authentication_status,
       authentication_type, created_at)
     select $1::int + i, 'c' || i || '@scale.test', '13' || lpad(i::text, 9, '0'), 'user' || i,
            (array['张','王','李','赵','陈'])[1 + i % 5] || '客户' || i,
            case when i % 3 = 0 then '岚云测试科技' || i else '' end, $2,
            case when i % 4 = 0 then 2 else 0 end, case when i % 4 = 0 then 1 else 0 end,
            $5::timestamptz + (i % 700) * interval '1 day'
     from generate_series($3::int, $4::int) i`,
    [base, hash, from + 1, to, t0],
  );
  await q(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  await q(
    `insert into real_name_applications (user_id, type, real_name, id_number, status, reviewed_at, created_at)
     select $1::int + i, 1, (array['张','王','李','赵','陈'])[1 + i % 5] || '实名' || i,
            '110101199001' || lpad((i % 1000000)::text, 6, '0'), 2,
            $4::timestamptz + (i % 700) * interval '1 day', $4::timestamptz + (i % 700) * interval '1 day'
     from generate_series($2::int, $3::int) i where i % 4 = 0`,
    [base, from + 1, to, t0],
  );
  // Orders: the large customer's k = bigFrom+1 … bigTo, one per other customer.
  await q(
    `insert into product_orders (order_num, user_id, created_by, kind, amount_fen, detail, created_at)
     select 'SB' || lpad(k::text, 10, '0'), $1::int + 1, $1::int + 1,
            case when k % 5 = 0 then 'phone_new' else 'ecs_new' end, 10000, '{}'::jsonb,
            now() - ($3::int - k) * interval '100 seconds'
     from generate_series($2::int, $3::int) k`,
    [base, bigFrom + 1, bigTo],
  );
  await q(
    `insert into product_orders (order_num, user_id, created_by, kind, amount_fen, detail, created_at)
     select 'SC' || lpad(i::text, 10, '0'), $1::int + i, $1::int + i, 'ecs_new', 10000, '{}'::jsonb,
            $4::timestamptz + (i % 700) * interval '1 day' + interval '1 hour'
     from generate_series(greatest($2::int, 2), $3::int) i`,
    [base, from + 1, to, t0],
  );
  // Ledger: for each purchase a top-up just before it; balances return to 0 after each pair
  // (the large customer's entries last, so they are the newest ids, as an active customer's are)
  await q(
    `insert into ledger_entries (user_id, kind, balance_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id,
       memo, created_at)
     select $1::int + i, e.kind, e.delta, e.after, 0, e.ref_type, e.ref_id, e.memo, e.at
     from generate_series(greatest($2::int, 2), $3::int) i,
     lateral (values
       ('topup', 10000, 10000, 'recharge_order', 'RC' || lpad(i::text, 10, '0'), 'Online top-up',
        $4::timestamptz + (i % 700) * interval '1 day' + interval '30 minutes'),
       ('purchase', -10000, 0, 'product_order', 'SC' || lpad(i::text, 10, '0'), 'ECS purchase',
        $4::timestamptz + (i % 700) * interval '1 day' + interval '1 hour')
     ) e(kind, delta, after, ref_type, ref_id, memo, at)`,
    [base, from + 1, to, t0],
  );
  await q(
    `insert into ledger_entries (user_id, kind, balance_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id,
       memo, created_at)
     select $1::int + 1, e.kind, e.delta, e.after, 0, e.ref_type, e.ref_id, e.memo, e.at
     from generate_series($2::int, $3::int) j,
     lateral (values
       ('topup', 10000, 10000, 'recharge_order', 'RB' || lpad(j::text, 10, '0'), 'Online top-up',
        now() - ($3::int - j) * interval '120 seconds' - interval '50 seconds'),
       ('purchase', -10000, 0, 'product_order', 'SB' || lpad(j::text, 10, '0'), 'ECS purchase',
        now() - ($3::int - j) * interval '120 seconds')
     ) e(kind, delta, after, ref_type, ref_id, memo, at)`,
    [base, 5 * from + 1, 5 * to],
  );
  // Instances: the large customer's first N/10 orders, and every second other customer's order.
  const instanceCols = `instance_id, user_id, created_by, order_id, name, status, region_code, region_name, zone_id,
    zone_code, zone_name, instance_type_id, instance_type, vcpu, memory_gb, image_id, image_name, system_disk,
    bandwidth_mbps, login_type, unit_month_fen, duration_months, expires_at, created_at`;
  const instanceVals = `'i-' || po.order_num, po.user_id, po.user_id, po.id, 'server-' || po.id, 'running',
    'cn-hangzhou', '华东1（杭州）', 1, 'cn-hangzhou-a', '杭州 可用区A', 1, 'ecs.g7.large', 2, 8, 1, 'Debian 12',
    '{"type":"cloud_essd","gb":40}'::jsonb, 1, 'password', 10000, 1, now() + interval '30 days', po.created_at`;
  await q(
    `insert into instances (${instanceCols})
     select ${instanceVals} from product_orders po
     where po.order_num in (select 'SB' || lpad(k::text, 10, '0') from generate_series($1::int, $2::int) k)`,
    [Math.floor(from / 10) + 1, Math.floor(to / 10)],
  );
  await q(
    `insert into instances (${instanceCols})
     select ${instanceVals} from product_orders po
     where po.order_num in (select 'SC' || lpad(i::text, 10, '0') from generate_series(greatest($1::int, 2), $2::int) i
                            where i % 2 = 0)`,
    [from + 1, to],
  );
  await q('commit');
  await q('analyze');
}

/** Log the demo operator in (password and the demo TOTP code); answers the session token. */
async function opsLogIn(base: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  for (const epoch of [now, now + 30, now + 60]) {
    const form = new FormData();
    form.append('email', DEMO_OPERATOR.email);
    form.append('password', DEMO_OPERATOR.password);
    form.append('code', await currentTotp(DEMO_OPERATOR.totpSecret, epoch));
    const res = await fetch(`${base}/ops/login`, { method: 'POST', body: form, headers: { channel: 'pc' } });
    const body = (await res.json()) as { code: number; data?: { token?: string } };
    if (body.code === 200 && body.data?.token) return body.data.token;
  }
  throw new Error('the demo operator could not log in');
}

/**
 * Run the bench: seed each step of `steps` customers in turn and time every read. `samples` per read (after one
 * warm-up). Answers the report (also written to var/bench/scale.json unless `write` is false).
 */
export async function runScaleBench(opts: {
  steps: number[];
  samples?: number;
  adminUrl?: string;
  keepDb?: boolean;
  write?: boolean;
  log?: (line: string) => void;
}): Promise<ScaleReport> {
  const log = opts.log ?? console.log;
  const samples = opts.samples ?? 20;
  const db = await createDatabase(
    opts.adminUrl ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    'lanyun_scale_',
  );
  // The API migrates and seeds the demo content on its first start.
  const api = await startApiProcess({
    databaseUrl: db.url,
    env: { RATE_LIMIT_ALLOWLIST: '127.0.0.1', JOB_RUNNER: 'in-process', EXPIRY_SWEEP_MS: '3600000' },
    timeoutMs: 180_000,
  });
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const report: ScaleReport = { steps: [], growth: {}, targets_met: true };
  try {
    const { rows: demo } = await c.query<{ password_hash: string }>(
      'select password_hash from users where lower(email) = $1',
      [DEMO_USER.email],
    );
    const hash = demo[0]!.password_hash;
    const { rows: maxRow } = await c.query<{ m: number }>('select coalesce(max(id), 0)::int as m from users');
    const base = maxRow[0]!.m;
    const t0 = new Date(Date.now() - 700 * 86400_000);
    const phoneOf = (i: number) => `13${String(i).padStart(9, '0')}`;
    let done = 0;
    let customer = '';
    let operator = '';
    for (const n of opts.steps) {
      const s0 = performance.now();
      await seedStep(c, done, n, base, hash, t0);
      const seedMs = Math.round(performance.now() - s0);
      done = n;
      customer ||= (await logIn(api.baseUrl, BIG_EMAIL, DEMO_USER.password)).token;
      operator ||= await opsLogIn(api.baseUrl);
      const { rows: counts } = await c.query<StepResult['rows']>(
        `select (select count(*) from users)::int as users, (select count(*) from product_orders)::int as product_orders,
                (select count(*) from ledger_entries)::int as ledger_entries,
                (select count(*) from instances)::int as instances`,
      );
      const step: StepResult = { customers: n, seed_ms: seedMs, rows: counts[0]!, reads: [] };
      for (const listed of readsFor(base + 1, phoneOf)) {
        const token = listed.who === 'customer' ? customer : operator;
        const r = listed.nextPage ? await withNextCursor(api.baseUrl, listed, token) : listed;
        const warm = await timed(api.baseUrl, r, token);
        const times: number[] = [];
        let last = warm;
        const k = warm.ms > 5000 ? 3 : samples;
        for (let i = 0; i < k; i++) {
          last = await timed(api.baseUrl, r, token);
          times.push(last.ms);
        }
        const ok = last.status === 200 && (last.code === 0 || last.code === 200);
        const target = r.exportRows
          ? (TARGET_EXPORT_MS_PER_100K * Math.max(r.exportRows(n), 1)) / 100_000
          : TARGET_MEDIAN_MS;
        step.reads.push({
          name: r.name,
          who: r.who,
          samples: k,
          median_ms: Math.round(median(times) * 100) / 100,
          status: last.status,
          code: last.code,
          ok,
          target_ms: r.floor ? 0 : Math.max(target, r.exportRows ? TARGET_MEDIAN_MS : 0),
          floor: r.floor === true,
        });
      }
      report.steps.push(step);
      printStep(step, report.steps, log);
    }
  } finally {
    await c.end();
    await api.stop();
    if (!opts.keepDb) await db.drop();
  }
  const at10k = report.steps.find((s) => s.customers === 10_000);
  const last = report.steps.at(-1)!;
  for (const r of last.reads) {
    if (r.floor) continue;
    const before = at10k?.reads.find((x) => x.name === r.name);
    if (before && at10k !== last) report.growth[r.name] = Math.round((r.median_ms / before.median_ms) * 100) / 100;
    if (!r.ok || r.median_ms > r.target_ms) report.targets_met = false;
    if ((report.growth[r.name] ?? 0) > TARGET_GROWTH) report.targets_met = false;
  }
  if (opts.write !== false) {
    const file = join(repoRoot(), 'var/bench/scale.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`written ${file}`);
  }
  return report;
}

function printStep(step: StepResult, all: StepResult[], log: (line: string) => void) {
  const at10k = all.find((s) => s.customers === 10_000);
  log(
    `\n${step.customers} customers (seeded in ${(step.seed_ms / 1000).toFixed(1)} s): ${step.rows.users} users, ` +
      `${step.rows.product_orders} orders, ${step.rows.ledger_entries} ledger entries, ${step.rows.instances} instances`,
  );
  log(`${'read'.padEnd(22)} ${'median ms'.padStart(10)} ${'target'.padStart(8)} ${'10k→now'.padStart(8)}  met`);
  for (const r of step.reads) {
    const before = at10k && at10k !== step ? at10k.reads.find((x) => x.name === r.name) : undefined;
    const growth = before ? r.median_ms / before.median_ms : undefined;
    const met = r.floor || (r.ok && r.median_ms <= r.target_ms && (growth === undefined || growth <= TARGET_GROWTH));
    log(
      `${r.name.padEnd(22)} ${r.median_ms.toFixed(1).padStart(10)} ${String(Math.round(r.target_ms)).padStart(8)} ${
        growth === undefined ? '-'.padStart(8) : `${growth.toFixed(2)}x`.padStart(8)
      }  ${met ? 'yes' : 'NO'}${r.ok ? '' : ` (HTTP ${r.status}, code ${r.code})`}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const steps = (process.env.SCALE_STEPS ?? '1000,10000,100000').split(',').map((s) => Number(s.trim()));
  if (steps.some((n) => !Number.isInteger(n) || n < 2) || steps.some((n, i) => i > 0 && n <= steps[i - 1]!))
    throw new Error('SCALE_STEPS: ascending whole numbers of customers, each at least 2');
  const report = await runScaleBench({
    steps,
    samples: Number(process.env.BENCH_SAMPLES ?? 20),
    adminUrl: process.env.BENCH_DATABASE_URL,
    keepDb: process.env.SCALE_KEEP_DB === '1',
  });
  console.log(report.targets_met ? '\nevery target met' : '\nsome targets NOT met');
}
