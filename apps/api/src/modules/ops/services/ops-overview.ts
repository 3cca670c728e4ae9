/**
 * The operator overview: the figures of one period — a day, a week (Monday to Sunday) or a calendar month, in
 * China Standard Time (UTC+8, the provider's business calendar; China keeps no summer time) — each a SQL aggregate
 * over the rows it sums, so every figure equals the sum of its rows:
 *   revenue         orders paid in the period at their amount (gross), by product: ECS (`ecs_*` product orders),
 *                   cloud phones (`phone_*`, free trials count as orders of ¥0) and IP plans (`ip_subscriptions`);
 *                   total = ECS + phones + IP plans, per day and over the period
 *   refunds         money returned in the period (`refund` ledger entries, dated when returned, cash and gift), by
 *                   the product of the refunded order; shown beside revenue, never subtracted from it; net = revenue −
 *                   refunds
 *   sign_ups        accounts created in the period
 *   verified        real-name applications approved in the period
 *   top_ups         wallet credits by online payment (`topup`) or confirmed bank transfer in the period
 *   ip_calls        IP API lookups by the plan the key's account held that day; the meter counts per UTC day
 *                   (`ip_usage_daily`), so these days begin at 08:00 China time
 *   instances, queues  ECS instances and cloud phones by state, and the pending work of each review queue, now
 * Every period figure but the IP calls is read from the daily totals `overview_days` (db/schema/overview.ts), kept by
 * triggers in the transaction of each row they count (migration `overview_days`), so a month reads at most
 * days × figures × stripes rows whatever the history; the IP calls are a range of `ip_usage_daily` (a row per key
 * and UTC day) joined to the plan held that day. The "now"
 * figures are the counters `state_counts` (db/schema/overview.ts) keeps per table and status, by triggers in the
 * transaction of each insert, status change and delete (migration `state_counts_triggers`): a few dozen rows whatever
 * the fleet's size. Money is integer fen inside and yuan strings at the API.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { FREE_PLAN_CODE } from '../../ipintel/index.ts';
import { rowsOf } from '../../../db/rows.ts';

const DAY_MS = 86_400_000;
const CST_OFFSET_MS = 8 * 3_600_000;

/** The overview's period kinds. */
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/** The products whose orders make revenue. */
export const PRODUCTS = ['ecs', 'phone', 'ip'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The China-time day containing `now`: [start, end) as Dates, and its date (YYYY-MM-DD). */
export function chinaDay(now: Date): { start: Date; end: Date; date: string } {
  const local = now.getTime() + CST_OFFSET_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return {
    start: new Date(dayStart - CST_OFFSET_MS),
    end: new Date(dayStart - CST_OFFSET_MS + DAY_MS),
    date: new Date(dayStart).toISOString().slice(0, 10),
  };
}

/** A period's bounds: [start, end) as instants, its first and last China-time dates and every date between. */
export interface PeriodRange {
  period: Period;
  start: Date;
  end: Date;
  from: string;
  to: string;
  dates: string[];
}

/**
 * The period of kind `period` containing the China-time date `date` (YYYY-MM-DD, a real calendar date): the day
 * itself, its Monday-to-Sunday week, or its calendar month.
 */
export function periodRange(period: Period, date: string): PeriodRange {
  const day = new Date(`${date}T00:00:00Z`);
  let first = day;
  let days = 1;
  if (period === 'week') {
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    first = new Date(day.getTime() - sinceMonday * DAY_MS);
    days = 7;
  } else if (period === 'month') {
    first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
    days = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
  }
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    period,
    start: new Date(first.getTime() - CST_OFFSET_MS),
    end: new Date(first.getTime() + days * DAY_MS - CST_OFFSET_MS),
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    dates,
  };
}

/** True when `date` is a YYYY-MM-DD calendar date that exists (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** A status and how many rows have it. */
export interface StateCount {
  status: string;
  count: number;
}

/** The figures kept per day in `overview_days` (db/schema/overview.ts). */
type Figure = 'order' | 'refund' | 'top_up' | 'sign_up' | 'verified';

/** Yuan amounts by product and their total (= ecs + phone + ip). */
export type ByProduct = Record<Product | 'total', string>;

/** One day of the period: revenue by product (yuan) and the money refunded that day. */
export interface OverviewDay extends ByProduct {
  date: string;
  refunds: string;
}

/** The overview of one period (see the module comment). */
export interface PeriodOverview {
  period: Period;
  from: string;
  to: string;
  days: OverviewDay[];
  revenue: ByProduct;
  orders: Record<Product | 'total', number>;
  refunds: { count: number; amount: string; ecs: string; phone: string };
  net: string;
  sign_ups: number;
  verified: number;
  top_ups: { count: number; amount: string };
  ip_calls: { plans: { code: string; name: string; name_zh: string | null; calls: number }[]; total: number };
  instances: { ecs: StateCount[]; phones: StateCount[] };
  queues: {
    real_name: number;
    trials: number;
    tickets: number;
    invoices: number;
    bank_transfers: number;
    feedback: number;
  };
}

/** The review queues of the overview and the status of their pending rows (as `state_counts` keeps it: text). */
const QUEUES: Record<keyof PeriodOverview['queues'], [table: string, status: string]> = {
  real_name: ['real_name_applications', '1'],
  trials: ['trial_applications', '1'],
  tickets: ['tickets', '1'],
  invoices: ['invoice_requests', 'pending'],
  bank_transfers: ['bank_transfers', '1'],
  feedback: ['feedback', '1'],
};

/**
 * The overview of the period of kind `period` containing the China-time date `date` (YYYY-MM-DD; default: today).
 * Reads the period's daily totals, its IP meter rows and the current state counts.
 */
export async function periodOverview(
  db: Db,
  period: Period,
  date = chinaDay(new Date()).date,
): Promise<PeriodOverview> {
  const r = periodRange(period, date);
  type Sum = { day: string; figure: Figure; product: string; n: string; fen: string };
  const [sums, ipCalls, plans, counts] = await Promise.all([
    // Every period figure but the IP calls: the period's daily totals (one range of overview_days' primary key).
    rowsOf<Sum>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, figure, product, sum(n)::text as n, sum(fen)::text as fen
          from overview_days where day >= ${r.from}::date and day <= ${r.to}::date
          group by day, figure, product`,
    ),
    rowsOf<{ plan: string; calls: string }>(
      db,
      sql`select coalesce(p.code, ${FREE_PLAN_CODE}) as plan, sum(u.count)::text as calls
          from ip_usage_daily u
          join api_keys k on k.id = u.key_id
          left join lateral (
            select s.plan_id from ip_subscriptions s
            where s.user_id = k.user_id
              and s.starts_at < ((u.day::date + 1)::timestamp at time zone 'UTC')
              and s.ends_at > (u.day::date::timestamp at time zone 'UTC')
            order by s.id desc limit 1
          ) s on true
          left join ip_plans p on p.id = s.plan_id
          where u.day >= ${r.from} and u.day <= ${r.to}
          group by 1`,
    ),
    rowsOf<{ code: string; name: string; name_zh: string | null }>(
      db,
      sql`select code, name, name_zh from ip_plans order by sort, id`,
    ),
    // The "now" counts: the counters kept per table and status (state_counts, summed over its stripes).
    rowsOf<{ tbl: string; status: string; n: string }>(
      db,
      sql`select tbl, status, sum(n)::text as n from state_counts group by tbl, status having sum(n) <> 0
          order by tbl, status`,
    ),
  ]);

  const blank = () => ({ ecs: 0, phone: 0, ip: 0 });
  const revenueByDay = new Map(r.dates.map((d) => [d, blank()]));
  const refundByDay = new Map(r.dates.map((d) => [d, 0]));
  const revenue = blank();
  const count = blank();
  const refunded = { ecs: 0, phone: 0, n: 0 };
  const people = { sign_up: 0, verified: 0 };
  const topUps = { n: 0, fen: 0 };
  for (const row of sums) {
    const fen = Number(row.fen);
    const n = Number(row.n);
    if (row.figure === 'order') {
      const product = row.product as Product;
      const day = revenueByDay.get(row.day);
      if (day) day[product] += fen;
      revenue[product] += fen;
      count[product] += n;
    } else if (row.figure === 'refund') {
      refundByDay.set(row.day, (refundByDay.get(row.day) ?? 0) + fen);
      refunded[row.product === 'ecs' ? 'ecs' : 'phone'] += fen;
      refunded.n += n;
    } else if (row.figure === 'top_up') {
      topUps.n += n;
      topUps.fen += fen;
    } else people[row.figure] += n;
  }
  const yuan = (v: { ecs: number; phone: number; ip: number }): ByProduct => ({
    ecs: fenToYuan(v.ecs),
    phone: fenToYuan(v.phone),
    ip: fenToYuan(v.ip),
    total: fenToYuan(v.ecs + v.phone + v.ip),
  });
  const totalFen = revenue.ecs + revenue.phone + revenue.ip;
  const refundFen = refunded.ecs + refunded.phone;
  const calls = new Map(ipCalls.map((c) => [c.plan, Number(c.calls)]));
  const planCalls = plans.map((p) => ({
    code: p.code,
    name: p.name,
    name_zh: p.name_zh,
    calls: calls.get(p.code) ?? 0,
  }));
  const states = (tbl: string) =>
    counts.filter((x) => x.tbl === tbl).map((x) => ({ status: x.status, count: Number(x.n) }));
  const q = (key: keyof PeriodOverview['queues']) =>
    Number(counts.find((x) => x.tbl === QUEUES[key][0] && x.status === QUEUES[key][1])?.n ?? 0);
  return {
    period,
    from: r.from,
    to: r.to,
    days: r.dates.map((d) => ({
      date: d,
      ...yuan(revenueByDay.get(d) ?? blank()),
      refunds: fenToYuan(refundByDay.get(d) ?? 0),
    })),
    revenue: yuan(revenue),
    orders: { ...count, total: count.ecs + count.phone + count.ip },
    refunds: {
      count: refunded.n,
      amount: fenToYuan(refundFen),
      ecs: fenToYuan(refunded.ecs),
      phone: fenToYuan(refunded.phone),
    },
    net: fenToYuan(totalFen - refundFen),
    sign_ups: people.sign_up,
    verified: people.verified,
    top_ups: { count: topUps.n, amount: fenToYuan(topUps.fen) },
    ip_calls: {
      plans: planCalls,
      total: planCalls.reduce((a, p) => a + p.calls, 0),
    },
    instances: { ecs: states('instances'), phones: states('cloud_phones') },
    queues: {
      real_name: q('real_name'),
      trials: q('trials'),
      tickets: q('tickets'),
      invoices: q('invoices'),
      bank_transfers: q('bank_transfers'),
      feedback: q('feedback'),
    },
  };
}
