/**
 * The operator dashboard's figures for one day (China Standard Time, UTC+8, the provider's business day), each a
 * SQL aggregate over the rows it sums, so a figure always equals the sum of its rows:
 *   sign_ups        accounts created that day
 *   top_ups         wallet credits by online payment (`topup`) or confirmed bank transfer that day: count, amount
 *   orders          product orders created that day (ECS and cloud phones, new and renewals, trials included)
 *   revenue         amount of that day's orders still paid (status 2; refunded orders, status 5, excluded)
 *   refunds         that day's orders refunded since (count, amount)
 *   pending         real-name and trial applications under review now
 *   instances       ECS instances and cloud phones by status now
 * Money is integer fen inside and yuan strings at the API.
 */
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  cloudPhones,
  instances,
  ledgerEntries,
  productOrders,
  realNameApplications,
  trialApplications,
  users,
} from '../../db/schema.ts';
import { fenToYuan } from '../../lib/money.ts';

const DAY_MS = 86_400_000;
const CST_OFFSET_MS = 8 * 3_600_000;

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

/** A status and how many rows have it. */
export interface StateCount {
  status: string;
  count: number;
}

/** The dashboard's figures (see the module comment). */
export interface DayOverview {
  date: string;
  sign_ups: number;
  top_ups: { count: number; amount: string };
  orders: { count: number; revenue: string; refunds: number; refunded: string };
  pending: { real_name: number; trials: number };
  instances: { ecs: StateCount[]; phones: StateCount[] };
}

/** The figures of the China-time day containing `now`. */
export async function dayOverview(db: Db, now = new Date()): Promise<DayOverview> {
  const { start, end, date } = chinaDay(now);
  const inDay = (col: AnyPgColumn) => and(gte(col, start), lt(col, end));
  const fen = (col: unknown) => sql<string>`coalesce(sum(${col}), 0)`;
  const [[signUps], [topUps], [orders], [refunds], [realName], [trials], ecs, phones] = await Promise.all([
    db.select({ n: count() }).from(users).where(inDay(users.createdAt)),
    db
      .select({ n: count(), fen: fen(ledgerEntries.balanceDeltaFen) })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.kind, ['topup', 'bank_transfer']), inDay(ledgerEntries.createdAt))),
    db
      .select({
        n: count(),
        fen: fen(sql`case when ${productOrders.status} = 2 then ${productOrders.amountFen} else 0 end`),
      })
      .from(productOrders)
      .where(inDay(productOrders.createdAt)),
    db
      .select({ n: count(), fen: fen(productOrders.amountFen) })
      .from(productOrders)
      .where(and(eq(productOrders.status, 5), inDay(productOrders.createdAt))),
    db.select({ n: count() }).from(realNameApplications).where(eq(realNameApplications.status, 1)),
    db.select({ n: count() }).from(trialApplications).where(eq(trialApplications.status, 1)),
    db
      .select({ status: instances.status, n: count() })
      .from(instances)
      .groupBy(instances.status)
      .orderBy(instances.status),
    db
      .select({ status: cloudPhones.status, n: count() })
      .from(cloudPhones)
      .groupBy(cloudPhones.status)
      .orderBy(cloudPhones.status),
  ]);
  const n = (v: { n: number | string } | undefined) => Number(v?.n ?? 0);
  return {
    date,
    sign_ups: n(signUps),
    top_ups: { count: n(topUps), amount: fenToYuan(Number(topUps?.fen ?? 0)) },
    orders: {
      count: n(orders),
      revenue: fenToYuan(Number(orders?.fen ?? 0)),
      refunds: n(refunds),
      refunded: fenToYuan(Number(refunds?.fen ?? 0)),
    },
    pending: { real_name: n(realName), trials: n(trials) },
    instances: {
      ecs: ecs.map((r) => ({ status: r.status, count: Number(r.n) })),
      phones: phones.map((r) => ({ status: r.status, count: Number(r.n) })),
    },
  };
}
