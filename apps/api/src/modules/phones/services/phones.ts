/**
 * Cloud phones (spec section 7 "Cloud phone"; issue "Catalog and ordering"). Price of a purchase =
 * package monthly price × region price_pct × months × duration price_pct (rounded to the fen once
 * per phone) × quantity. Orders are paid from the wallet exactly like ECS (services/orders/orders.ts);
 * phones start `pending` and a `phone.create` job brings them to `running` (or `failed`, refunded).
 * Renewal, release and auto-renew of a bought phone: services/instances/phone-lifecycle.ts.
 */
import type { ApiParams, ApiReason } from '../../../lib/envelope.ts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { phonePackageView } from '../../catalog/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones, phoneDurations, phonePackages, phoneRegions } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { catalogText, type Lang } from '../../content/index.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import type { PhoneOut } from '../../orders/index.ts';
import type { OrderingDeps } from '../../instances/index.ts';
import { addMonths, assertAgreed, assertPriceSeen, payOrder, walletDto } from '../../orders/index.ts';
import { type BreakdownLine, discountWords } from '../../orders/index.ts';
import { breakdownDto } from '../../orders/index.ts';
import { assertVerified, walletOwnerId } from '../../wallet/index.ts';
import { bothNames } from '../../platform/index.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { localizePhones } from '../../orders/index.ts';
import { resourceId } from '../../../lib/resource-id.ts';

export const MAX_PHONE_QUANTITY = 50;
export const JOB_PHONE_CREATE = 'phone.create';
const bad = (reason: ApiReason, params?: ApiParams) => new ApiError(CODE.BAD_REQUEST, reason, params);

export const newPhoneId = () => resourceId('cp');

export function toPhoneOut(p: typeof cloudPhones.$inferSelect): z.infer<typeof PhoneOut> {
  return {
    phone_id: p.phoneId,
    name: p.name,
    status: p.status as z.infer<typeof PhoneOut>['status'],
    package_id: p.packageId,
    package_name: p.packageName,
    region_id: p.regionId,
    region_name: p.regionName,
    trial: p.trial,
    auto_renew: p.autoRenew,
    fail_reason: p.failReason,
    created_at: toSeconds(p.createdAt),
    expires_at: toSeconds(p.expiresAt),
  };
}

export async function listPhoneRegions(db: DbOrTx, lang: Lang) {
  const rows = await db
    .select()
    .from(phoneRegions)
    .where(eq(phoneRegions.enabled, true))
    .orderBy(asc(phoneRegions.sort), asc(phoneRegions.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: catalogText(lang, r.name, r.nameZh) }));
}

export async function listPhoneDurations(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(phoneDurations).orderBy(asc(phoneDurations.months));
  return rows.map((d) => ({ months: d.months, label: catalogText(lang, d.label, d.labelZh), price_pct: d.pricePct }));
}

export async function recommendList(db: DbOrTx, lang: Lang) {
  const rows = await db
    .select()
    .from(phonePackages)
    .where(and(eq(phonePackages.recommended, true), eq(phonePackages.enabled, true)))
    .orderBy(asc(phonePackages.sort), asc(phonePackages.id));
  return rows.map((p) => ({
    ...phonePackageView(p, lang),
    badge: p.badge ? catalogText(lang, p.badge, p.badgeZh) : '',
  }));
}

/**
 * Quote a cloud-phone purchase.
 * @throws ApiError 400 unknown package or region, unsupported duration, quantity out of range
 */
export async function quotePhone(
  db: DbOrTx,
  q: { pkg_id: number; region_id: number; duration_months: number; quantity: number },
  lang: Lang = 'en',
) {
  if (!Number.isInteger(q.quantity) || q.quantity < 1 || q.quantity > MAX_PHONE_QUANTITY)
    throw bad('order.quantity_range', { max: MAX_PHONE_QUANTITY });
  const [pkg] = await db
    .select()
    .from(phonePackages)
    .where(and(eq(phonePackages.id, q.pkg_id), eq(phonePackages.enabled, true)))
    .limit(1);
  if (!pkg) throw bad('phone.unknown_package');
  const [region] = await db
    .select()
    .from(phoneRegions)
    .where(and(eq(phoneRegions.id, q.region_id), eq(phoneRegions.enabled, true)))
    .limit(1);
  if (!region) throw bad('phone.region_unavailable');
  const [duration] = await db
    .select()
    .from(phoneDurations)
    .where(eq(phoneDurations.months, q.duration_months))
    .limit(1);
  if (!duration) throw bad('order.duration_unsupported');
  const unitMonthFen = Math.round((pkg.priceMonthFen * region.pricePct) / 100);
  const listFen = unitMonthFen * q.duration_months * q.quantity;
  const totalFen = Math.round((unitMonthFen * q.duration_months * duration.pricePct) / 100) * q.quantity;
  const breakdown: BreakdownLine[] = [{ kind: 'package', item: catalogText(lang, pkg.name, pkg.nameZh), fen: listFen }];
  if (totalFen !== listFen)
    breakdown.push({ kind: 'discount', item: discountWords(lang, duration.pricePct), fen: totalFen - listFen });
  return {
    pkg,
    region,
    totalFen,
    dto: {
      price: fenToYuan(totalFen),
      original_price: fenToYuan(listFen),
      discount: fenToYuan(listFen - totalFen),
      unit_price_month: fenToYuan(unitMonthFen),
      breakdown: breakdownDto(breakdown),
    },
  };
}

/** Buy cloud phones. @throws ApiError 400 (also `order.agreement_required` without `agree`), 402, 409 (price), 503 */
export async function createPhoneOrder(
  deps: OrderingDeps,
  user: { id: number; pid: number },
  b: {
    pkg_id: number;
    region_id: number;
    duration_months: number;
    quantity: number;
    auto_renew: boolean;
    price: number;
    agree?: boolean;
    client_token?: string;
  },
) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(deps.db, ownerId);
  const q = await quotePhone(deps.db, b);
  assertPriceSeen(b.price, q.totalFen);
  const { order, rows } = await deps.db.transaction(async (tx) => {
    const order = await payOrder(tx, {
      ownerId,
      createdBy: user.id,
      kind: 'phone_new',
      amountFen: q.totalFen,
      clientToken: b.client_token,
      memo: {
        key: 'ledger.phone_new',
        params: { package: bothNames(q.pkg.name, q.pkg.nameZh), quantity: b.quantity, months: b.duration_months },
      },
      detail: { package: q.pkg.id, region: q.region.code, quantity: b.quantity, months: b.duration_months },
    });
    if (order.replay)
      return {
        order,
        rows: await tx.select().from(cloudPhones).where(eq(cloudPhones.orderId, order.id)).orderBy(cloudPhones.id),
      };
    const rows = await tx
      .insert(cloudPhones)
      .values(
        Array.from({ length: b.quantity }, () => {
          // A new phone is named by its ID: the same in every language, unlike a package name.
          const phoneId = newPhoneId();
          return {
            phoneId,
            userId: ownerId,
            createdBy: user.id,
            orderId: order.id,
            name: phoneId,
            packageId: q.pkg.id,
            packageName: q.pkg.name,
            regionId: q.region.id,
            regionName: q.region.name,
            autoRenew: b.auto_renew,
            expiresAt: addMonths(new Date(), b.duration_months),
          };
        }),
      )
      .returning();
    return { order, rows };
  });
  if (!order.replay)
    for (const r of rows) await deps.jobs.send(JOB_PHONE_CREATE, { phoneId: r.phoneId }, { key: r.phoneId });
  return { ...walletDto(order), phones: rows.map(toPhoneOut) };
}

/** One page of the wallet's cloud phones, newest first, region and package names in `lang` (services/orders/catalog-names.ts). */
export async function listPhones(
  db: DbOrTx,
  user: { id: number; pid: number },
  f: { page: number; page_size: number },
  lang: MessageLang = 'en',
) {
  const where = eq(cloudPhones.userId, walletOwnerId(user));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cloudPhones)
      .where(where)
      .orderBy(desc(cloudPhones.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(cloudPhones).where(where),
  ]);
  const list = await localizePhones(db, lang, rows.map(toPhoneOut));
  return { list, total: Number(total?.n ?? 0), page: f.page, page_size: f.page_size };
}
