/**
 * IP-intelligence plans and subscriptions (spec section 1; issue "IP intelligence"). An account
 * without a running subscription is on Free (50,000 lookups a month). Buying a plan pays from the
 * wallet through the ledger (gift money first) and starts a new period now; a plan bought while
 * another runs replaces it from now on, without refund (docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP plans"). `currentPlanCached`
 * (for the lookup API) remembers an account's plan for 10 s; a purchase clears it in this process.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ipPlans, ipSubscriptions, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { postLedger, spendSplit } from '../../wallet/index.ts';
import { beijingTime, notify } from '../../accounts/index.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { assertAgreed, assertPriceSeen } from '../../orders/index.ts';

export type IpPlan = typeof ipPlans.$inferSelect;

/** The code of the Free plan: the plan of every account without a running subscription; it cannot be bought. */
export const FREE_PLAN_CODE = 'free';

/** Plans seeded on first start (prices in fen). */
export const PLAN_SEED = [
  {
    code: FREE_PLAN_CODE,
    name: 'Free',
    nameZh: '免费版',
    monthlyQuota: 50_000,
    priceMonthFen: 0,
    priceYearFen: 0,
    apiAccess: true,
    dataDownload: false,
    sort: 0,
  },
  {
    code: 'standard',
    name: 'Standard',
    nameZh: '标准版',
    monthlyQuota: 1_000_000,
    priceMonthFen: 9_900,
    priceYearFen: 99_000,
    apiAccess: true,
    dataDownload: false,
    sort: 1,
  },
  {
    code: 'business',
    name: 'Business',
    nameZh: '商业版',
    monthlyQuota: 10_000_000,
    priceMonthFen: 49_900,
    priceYearFen: 499_000,
    apiAccess: true,
    dataDownload: true,
    sort: 2,
  },
  {
    code: 'enterprise',
    name: 'Enterprise',
    nameZh: '企业版',
    monthlyQuota: 100_000_000,
    priceMonthFen: 199_900,
    priceYearFen: 1_999_000,
    apiAccess: true,
    dataDownload: true,
    sort: 3,
  },
] as const;

/** A plan's name in both languages, as a message parameter (the English name where it has no Chinese one). */
export function planNameParam(plan: Pick<IpPlan, 'name' | 'nameZh'>): { en: string; 'zh-CN': string } {
  return { en: plan.name, 'zh-CN': plan.nameZh ?? plan.name };
}

/** Addresses per `POST /ip/v1/bulk` request by plan code; any other plan (Free, custom ones) gets {@link BULK_LIMIT_DEFAULT}. */
export const BULK_LIMITS: Readonly<Record<string, number>> = { standard: 500, business: 1000, enterprise: 1000 };
export const BULK_LIMIT_DEFAULT = 100;
/** The most addresses a bulk request of any plan may carry. */
export const BULK_LIMIT_MAX = 1000;

/** How many addresses one bulk request of `plan` may carry. */
export function bulkLimit(plan: Pick<IpPlan, 'code'>): number {
  return BULK_LIMITS[plan.code] ?? BULK_LIMIT_DEFAULT;
}

export async function listPlans(db: Db): Promise<IpPlan[]> {
  return db.select().from(ipPlans).orderBy(asc(ipPlans.sort), asc(ipPlans.id));
}

/** The account's plan now and when its period ends (null for Free). */
export async function currentPlan(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ plan: IpPlan; period: string | null; endsAt: Date | null }> {
  const [sub] = await db
    .select({ s: ipSubscriptions, p: ipPlans })
    .from(ipSubscriptions)
    .innerJoin(ipPlans, eq(ipPlans.id, ipSubscriptions.planId))
    .where(and(eq(ipSubscriptions.userId, userId), gt(ipSubscriptions.endsAt, now)))
    .orderBy(desc(ipSubscriptions.id))
    .limit(1);
  if (sub) return { plan: sub.p, period: sub.s.period, endsAt: sub.s.endsAt };
  const [free] = await db.select().from(ipPlans).where(eq(ipPlans.code, FREE_PLAN_CODE)).limit(1);
  if (!free) throw new Error('the free IP plan is missing from ip_plans');
  return { plan: free, period: null, endsAt: null };
}

/**
 * Buy a plan for a month or a year, paid from the wallet in one transaction, after the customer confirmed it:
 * `agree` (the service agreement ticked) and `price` (fen, the price the confirmation showed) must hold, or nothing
 * is charged.
 * @throws ApiError 400 `order.agreement_required`, unknown/free plan or 'wallet.insufficient' (the site opens the
 *   recharge dialog); 409 `order.price_changed` with data.price (yuan) when `price` is not the plan's price
 */
export async function buyPlan(
  db: Db,
  userId: number,
  b: { plan: string; period: 'month' | 'year'; price: number; agree?: boolean },
  now = new Date(),
) {
  assertAgreed(b.agree);
  const period = b.period;
  const [plan] = await db.select().from(ipPlans).where(eq(ipPlans.code, b.plan)).limit(1);
  if (!plan || plan.code === FREE_PLAN_CODE) throw new ApiError(CODE.BAD_REQUEST, 'ipplan.choose_paid');
  const priceFen = period === 'year' ? plan.priceYearFen : plan.priceMonthFen;
  assertPriceSeen(b.price, priceFen);
  const endsAt = new Date(now);
  if (period === 'year') endsAt.setUTCFullYear(endsAt.getUTCFullYear() + 1);
  else endsAt.setUTCMonth(endsAt.getUTCMonth() + 1);
  const result = await db.transaction(async (tx) => {
    const [u] = await tx.select({ give: users.giveBalanceFen }).from(users).where(eq(users.id, userId)).for('update');
    const split = spendSplit(priceFen, u?.give ?? 0);
    const [sub] = await tx
      .insert(ipSubscriptions)
      .values({ userId, planId: plan.id, period, priceFen, startsAt: now, endsAt })
      .returning();
    await postLedger(tx, {
      userId,
      kind: 'purchase',
      balanceDeltaFen: -split.cashFen,
      giveDeltaFen: -split.giveFen,
      refType: 'ip_subscription',
      refId: sub!.id,
      memo: {
        key: 'ledger.ip_plan',
        params: { plan: planNameParam(plan), period: { key: `ledger.period.${period}` } },
      },
    });
    await notify(tx, {
      userId,
      category: 'finance',
      event: `ip_plan:${sub!.id}`,
      key: 'message.ip_plan_bought',
      params: {
        plan: planNameParam(plan),
        period: { key: `ledger.period.${period}` },
        amount: fenToYuan(priceFen),
        date: beijingTime(endsAt),
      },
    });
    return { plan, period, priceFen, endsAt };
  });
  planCache.delete(userId);
  for (const tell of planChangeListeners) tell(userId);
  return result;
}

/** Told of every account whose plan changed in this process (plugins/app/shared-state.ts tells the others). */
export const planChangeListeners = new Set<(userId: number) => void>();

/** Told when an operator edited the plans (quota, API access…) in this process (shared-state.ts tells the others). */
export const planEditListeners = new Set<() => void>();

/** Call after an operator's edit of the plans is committed: drops every cached plan here and tells the other processes. */
export function plansEdited(): void {
  planCache.clear();
  for (const tell of planEditListeners) tell();
}

/** Drop the cached plan of `userId` (a change made by another process). */
export function forgetPlan(userId: number): void {
  planCache.delete(userId);
}

/** Drop every cached plan (after a missed broadcast). */
export function clearPlanCache(): void {
  planCache.clear();
}

const planCache = new Map<number, { value: Awaited<ReturnType<typeof currentPlan>>; at: number }>();

/**
 * The plan {@link currentPlanCached} holds for the account, or undefined when it has none younger than 10 s (or the
 * cached subscription has ended). Synchronous, so the lookup API's hot path needs no await when the cache answers.
 */
export function cachedPlan(userId: number, now = Date.now()): Awaited<ReturnType<typeof currentPlan>> | undefined {
  const hit = planCache.get(userId);
  return hit && now - hit.at < 10_000 && (!hit.value.endsAt || hit.value.endsAt.getTime() > now)
    ? hit.value
    : undefined;
}

/** {@link currentPlan} through a 10-second in-process cache. */
export async function currentPlanCached(
  db: Db,
  userId: number,
  now = Date.now(),
): Promise<Awaited<ReturnType<typeof currentPlan>>> {
  const hit = cachedPlan(userId, now);
  if (hit !== undefined) return hit;
  const value = await currentPlan(db, userId);
  if (planCache.size > 10_000) planCache.clear();
  planCache.set(userId, { value, at: now });
  return value;
}
