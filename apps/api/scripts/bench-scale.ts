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
 *   - every other customer: one ECS order, its top-up and purchase entries, and an instance for every second one;
 *   - 30 days of hourly monitoring rollups for every 50th instance and the large customer's first (the one charted).
 *   At 100,000 customers: 60,000 instances, 1.2 M ledger entries, 700,000 orders and 0.9 M hourly rollups in all.
 *   Each table is one INSERT … SELECT over generate_series with its indexes in place; the rollup triggers
 *   (bill_months, overview_days, state_counts) are off during a step's inserts and their totals added by one grouped insert each,
 *   the same sums the triggers make (so the reads answer the same as after row-by-row writes).
 * Reads (median of BENCH_SAMPLES, default 20, after one warm-up; a read whose warm-up took over 5 s is sampled 3
 * times): the large customer's purchase orders, monthly bills (list, CSV, one month's PDF), ledger pages 1 and 2 (the
 * second by the first's cursor), top-up
 * orders and instances; the operator's customer list (plain and searched by exact phone, e-mail prefix, name),
 * the large customer's detail, orders (pages 1 and 2, by cursor) and ledger, the day, week and month overviews, the
 * week and month monitoring charts of one instance and the customer CSV export (all customers).
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
import { partitionName } from '../src/modules/instances/services/metrics-storage.ts';

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
  /** Whether the kept totals (overview_days, bill_months) equal the sums of their rows after the seed. */
  rollups_match: boolean;
  rows: {
    users: number;
    product_orders: number;
    ledger_entries: number;
    instances: number;
    metrics_hourly: number;
    overview_days: number;
  };
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
/** The large customer's first instance, whose monitoring charts are timed. */
const CHART_INSTANCE = 'i-SB0000000001';
/** Every ROLLUP_EVERY-th instance (and the charted one) gets ROLLUP_HOURS of hourly monitoring rollups. */
const ROLLUP_EVERY = 50;
const ROLLUP_HOURS = 30 * 24;
/** The seeded tables' rollup triggers, switched off while a step is seeded and replaced by one grouped insert each. */
const ROLLUP_TRIGGERS: [table: string, trigger: string][] = [
  ['users', 'overview_days_users'],
  ['real_name_applications', 'overview_days_real_name'],
  ['product_orders', 'overview_days_product_orders'],
  ['ledger_entries', 'overview_days_ledger'],
  ['ledger_entries', 'ledger_bill_months'],
  ['real_name_applications', 'state_counts'],
  ['instances', 'state_counts'],
];

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
    {
      name: 'ops week overview',
      who: 'operator',
      method: 'POST',
      path: '/ops/overview/period',
      fields: { period: 'week' },
    },
    {
      name: 'ops month overview',
      who: 'operator',
      method: 'POST',
      path: '/ops/overview/period',
      fields: { period: 'month' },
    },
    {
      name: 'instance chart week',
      who: 'customer',
      method: 'POST',
      path: '/instance_center/instance_metrics',
      fields: { instance_id: CHART_INSTANCE, range: 'week' },
    },
    {
      name: 'instance chart month',
      who: 'customer',
      method: 'POST',
      path: '/instance_center/instance_metrics',
      fields: { instance_id: CHART_INSTANCE, range: 'month' },
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
  // Row triggers cost more than the inserts themselves (1.2 M ledger entries at 100k): they are off for this
  // transaction's inserts, and the totals they keep (bill_months, overview_days) get this step's rows added below
  // with one grouped insert each — the same sums the triggers would have made, so every read answers the same.
  const { rows: before } = await q(
    `select (select coalesce(max(id), 0) from ledger_entries)::int as ledger,
            (select coalesce(max(id), 0) from product_orders)::int as orders,
            (select coalesce(max(id), 0) from real_name_applications)::int as real_name,
            (select coalesce(max(id), 0) from instances)::int as instances`,
  );
  const b = before[0] as { ledger: number; orders: number; real_name: number; instances: number };
  for (const [table, trigger] of ROLLUP_TRIGGERS) await q(`alter table ${table} disable trigger ${trigger}`);
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
  // The totals the triggers keep, for this step's rows.
  await q(
    `insert into bill_months (user_id, month, product, cash_fen, give_fen, entries)
     select l.user_id, to_char(l.created_at at time zone 'Asia/Shanghai', 'YYYY-MM'),
            case when l.ref_type = 'ip_subscription' then 'ipintel' when po.kind like 'ecs%' then 'ecs'
                 when po.kind like 'phone%' then 'phone' else 'other' end,
            -sum(l.balance_delta_fen), -sum(l.give_delta_fen), count(*)
     from ledger_entries l
     left join product_orders po on l.ref_type = 'product_order' and po.order_num = l.ref_id
     where l.id > $1 and l.kind in ('purchase', 'refund')
     group by 1, 2, 3
     on conflict (user_id, month, product) do update
       set cash_fen = bill_months.cash_fen + excluded.cash_fen, give_fen = bill_months.give_fen + excluded.give_fen,
           entries = bill_months.entries + excluded.entries`,
    [b.ledger],
  );
  await q(
    `insert into overview_days (day, figure, product, stripe, n, fen)
     select overview_day_of(created_at), 'order', overview_product_of(kind), 0, count(*), sum(amount_fen)
       from product_orders where id > $1 group by 1, 3
     union all
     select overview_day_of(l.created_at), 'refund', overview_product_of(po.kind), 0, count(*),
            sum(l.balance_delta_fen + l.give_delta_fen)
       from ledger_entries l left join product_orders po on l.ref_type = 'product_order' and po.order_num = l.ref_id
       where l.id > $2 and l.kind = 'refund' group by 1, 3
     union all
     select overview_day_of(created_at), 'top_up', '', 0, count(*), sum(balance_delta_fen)
       from ledger_entries where id > $2 and kind in ('topup', 'bank_transfer') group by 1
     union all
     select overview_day_of(created_at), 'sign_up', '', 0, count(*), 0 from users where id > $3 group by 1
     union all
     select overview_day_of(reviewed_at), 'verified', '', 0, count(*), 0
       from real_name_applications where id > $4 and status = 2 and reviewed_at is not null group by 1
     on conflict (day, figure, product, stripe) do update
       set n = overview_days.n + excluded.n, fen = overview_days.fen + excluded.fen`,
    [b.orders, b.ledger, base + from, b.real_name],
  );
  await q(
    `insert into state_counts (tbl, status, stripe, n)
     select 'real_name_applications', status::text, 0, count(*) from real_name_applications where id > $1 group by 2
     union all
     select 'instances', status, 0, count(*) from instances where id > $2 group by 2
     on conflict (tbl, status, stripe) do update set n = state_counts.n + excluded.n`,
    [b.real_name, b.instances],
  );
  for (const [table, trigger] of ROLLUP_TRIGGERS) await q(`alter table ${table} enable trigger ${trigger}`);
  // Monitoring: 30 days of hourly rollups for every ROLLUP_EVERY-th new instance and the charted one (daily
  // partitions created as the monitoring job creates them).
  const hourNow = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  for (let d = Math.ceil(ROLLUP_HOURS / 24) + 1; d >= -2; d--) {
    const day = Math.floor(hourNow / 86_400_000) * 86_400_000 - d * 86_400_000;
    for (const table of ['instance_metrics', 'instance_metrics_hourly'] as const) {
      const name = partitionName(table, day);
      await q(
        `create table if not exists "${name}" partition of "${table}" for values from ('${new Date(day).toISOString()}') to ('${new Date(day + 86_400_000).toISOString()}')`,
      );
    }
  }
  await q(
    `insert into instance_metrics_hourly (instance_id, hour, samples, cpu_pct, cpu_max_pct, mem_used_mb, mem_total_mb,
       disk_read_bps, disk_write_bps, net_rx_bps, net_tx_bps)
     select i.id, $2::timestamptz - h * interval '1 hour', 60, 10 + (i.id + h) % 60, 90, 1024 + h % 256, 8192,
            1000 + h, 2000 + h, 3000 + h, 4000 + h
     from instances i, generate_series(1, $3::int) h
     where i.id > $1 and (i.id % ${ROLLUP_EVERY} = 0 or i.instance_id = $4)
     on conflict do nothing`,
    [b.instances, new Date(hourNow).toISOString(), ROLLUP_HOURS, CHART_INSTANCE],
  );
  await q('commit');
  await q('analyze');
}

/**
 * Whether the totals the triggers keep equal their rows, read straight from them: the overview's day totals and the
 * bills' month totals (the rows differing between the kept and the recounted sets; 0 when they match).
 */
async function rollupsMatch(c: pg.Client): Promise<boolean> {
  const { rows } = await c.query<{ n: number }>(`
    with kept as (
      select day, figure, product, sum(n) as n, sum(fen) as fen from overview_days group by 1, 2, 3
      having sum(n) <> 0 or sum(fen) <> 0),
    counted as (
      select overview_day_of(at) as day, figure, product, count(*) as n, sum(fen) as fen from (
        select created_at as at, 'order' as figure, overview_product_of(kind) as product, amount_fen as fen
          from product_orders
        union all select created_at, 'order', 'ip', price_fen from ip_subscriptions
        union all select l.created_at, 'refund', overview_product_of(po.kind), l.balance_delta_fen + l.give_delta_fen
          from ledger_entries l left join product_orders po on l.ref_type = 'product_order' and po.order_num = l.ref_id
          where l.kind = 'refund'
        union all select created_at, 'top_up', '', balance_delta_fen from ledger_entries
          where kind in ('topup', 'bank_transfer')
        union all select created_at, 'sign_up', '', 0 from users
        union all select reviewed_at, 'verified', '', 0 from real_name_applications
          where status = 2 and reviewed_at is not null) d
      group by 1, 2, 3),
    bills as (
      select user_id, month, product, cash_fen, give_fen, entries from bill_months where entries <> 0),
    billed as (
      select l.user_id, to_char(l.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
             case when l.ref_type = 'ip_subscription' then 'ipintel' when po.kind like 'ecs%' then 'ecs'
                  when po.kind like 'phone%' then 'phone' else 'other' end as product,
             -sum(l.balance_delta_fen) as cash_fen, -sum(l.give_delta_fen) as give_fen, count(*) as entries
      from ledger_entries l left join product_orders po on l.ref_type = 'product_order' and po.order_num = l.ref_id
      where l.kind in ('purchase', 'refund') group by 1, 2, 3),
    states as (
      select tbl, status, sum(n) as n from state_counts where tbl in ('instances', 'real_name_applications')
      group by 1, 2 having sum(n) <> 0),
    stated as (
      select 'instances' as tbl, status, count(*) as n from instances group by 2
      union all select 'real_name_applications', status::text, count(*) from real_name_applications group by 2)
    select ((select count(*) from ((table kept except table counted) union all (table counted except table kept)) x)
          + (select count(*) from ((table bills except table billed) union all (table billed except table bills)) y)
          + (select count(*) from ((table states except table stated) union all (table stated except table states)) z))::int
      as n`);
  return rows[0]!.n === 0;
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
                (select count(*) from instances)::int as instances,
                (select count(*) from instance_metrics_hourly)::int as metrics_hourly,
                (select count(*) from overview_days)::int as overview_days`,
      );
      const step: StepResult = {
        customers: n,
        seed_ms: seedMs,
        rollups_match: await rollupsMatch(c),
        rows: counts[0]!,
        reads: [],
      };
      if (!step.rollups_match) report.targets_met = false;
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
      `${step.rows.product_orders} orders, ${step.rows.ledger_entries} ledger entries, ${step.rows.instances} instances, ` +
      `${step.rows.metrics_hourly} hourly monitoring rollups, ${step.rows.overview_days} overview day rows; ` +
      `kept totals ${step.rollups_match ? 'equal' : 'DIFFER FROM'} their rows`,
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
