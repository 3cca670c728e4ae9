/**
 * Monthly bills and the purchase-order list of the cost center (issue 19 "Bills, invoices, refunds";
 * routes/balance_recharge/bills.ts).
 *
 * A monthly bill is the sum of the ledger: every `purchase` and `refund` entry of the wallet, grouped by the
 * calendar month in Asia/Shanghai (BILL_TIME_ZONE) and by product — `ecs` (product orders ecs_*), `phone`
 * (phone_*), `ipintel` (IP plan subscriptions), `other` (anything else). A product's `amount` is what the entries
 * took from the wallet: −Σ(balance_delta_fen + give_delta_fen), split into `cash` (−Σ balance_delta_fen) and
 * `gift` (−Σ give_delta_fen); a refund lowers it. So a month's total always equals the sum of its ledger rows. The
 * sums are kept as the entries are written (table bill_months, updated by a trigger on ledger_entries in the same
 * transaction; migration 0025 backfilled the history), so a bill reads at most 4 rows a month whatever the history.
 *
 * The purchase-order list joins product orders (ECS, cloud phone: new, renewal, trial) and IP plan subscriptions,
 * newest first. Money is integer fen here; the route answers yuan.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import { decodeCursor, keysetPage, microsOf, timeKey } from '../../../lib/keyset.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { renderStored } from '../../platform/index.ts';
import { rowsOf } from '../../../db/rows.ts';

/** The time zone whose calendar months the bills follow. */
export const BILL_TIME_ZONE = 'Asia/Shanghai';
/** Products a bill line or a purchase order belongs to. */
export type BillProduct = 'ecs' | 'phone' | 'ipintel' | 'other';
export const BILL_PRODUCTS: readonly BillProduct[] = ['ecs', 'phone', 'ipintel', 'other'];

export interface BillLine {
  product: BillProduct;
  amountFen: number;
  cashFen: number;
  giftFen: number;
  entries: number;
}
export interface MonthlyBill {
  /** `YYYY-MM` in Asia/Shanghai. */
  month: string;
  totalFen: number;
  lines: BillLine[];
}

/**
 * The wallet's monthly bills, newest month first, at most `months` months that have entries; `month` (`YYYY-MM`)
 * limits the answer to that month.
 */
export async function monthlyBills(
  db: DbOrTx,
  ownerId: number,
  opts: { months?: number; month?: string } = {},
): Promise<MonthlyBill[]> {
  type Row = { month: string; product: BillProduct; cash_fen: string; give_fen: string; n: string };
  const months = opts.months ?? 24;
  // Per-month totals kept by the ledger's trigger (bill_months, migration 0025): at most one row per product.
  const rows = await rowsOf<Row>(
    db,
    sql`
    select b.month, b.product, b.cash_fen, b.give_fen, b.entries as n
    from bill_months b
    where b.user_id = ${ownerId} and b.entries > 0 ${opts.month ? sql`and b.month = ${opts.month}` : sql``}
    order by b.month desc, b.product
    limit ${months * BILL_PRODUCTS.length}`,
  );
  const byMonth = new Map<string, MonthlyBill>();
  for (const r of rows) {
    let bill = byMonth.get(r.month);
    if (!bill) {
      if (byMonth.size >= months) break;
      bill = { month: r.month, totalFen: 0, lines: [] };
      byMonth.set(r.month, bill);
    }
    const cashFen = Number(r.cash_fen);
    const giftFen = Number(r.give_fen);
    bill.lines.push({ product: r.product, amountFen: cashFen + giftFen, cashFen, giftFen, entries: Number(r.n) });
    bill.totalFen += cashFen + giftFen;
  }
  return [...byMonth.values()];
}

export interface PurchaseOrder {
  orderNum: string;
  product: BillProduct;
  /** ecs_new | ecs_renew | phone_new | phone_renew | phone_trial | phone_convert | disk_new | disk_expand | ip_plan */
  kind: string;
  amountFen: number;
  refundedFen: number;
  status: 'paid' | 'refunded' | 'partially_refunded';
  /** What was bought, in the requested language (the memo of its purchase for orders written before keys). */
  title: string;
  createdAt: Date;
}

/**
 * One page of the wallet's purchase orders (optionally of one product), newest first, titles in `lang` (an order's
 * title key, an IP plan's purchase memo key; the purchase memo's stored text for rows written before keys). The page
 * is chosen first (index on user and time) and only its orders' titles are looked up in the ledger; the total is
 * exact up to COUNT_CAP (lib/capped-count.ts), past it `totalCapped`. With `q.cursor` (a previous page's
 * `nextCursor`, lib/keyset.ts) the page is the orders after it, read on the same indexes whatever the depth;
 * `nextCursor` is null on the last page.
 * @throws ApiError 400 `validation.cursor` for a cursor this list did not write
 */
export async function listPurchaseOrders(
  db: DbOrTx,
  ownerId: number,
  q: { page: number; page_size: number; product?: Exclude<BillProduct, 'other'>; cursor?: string },
  lang: MessageLang = 'en',
): Promise<{ rows: PurchaseOrder[]; total: number; totalCapped: boolean; nextCursor: string | null }> {
  // After a cursor (time µs, source, id): each source reads only what follows it in the list's order (created_at
  // desc, source, id desc); `created_at <= t` is the index condition.
  const after = q.cursor ? decodeCursor(q.cursor, ['time', 'int', 'int']) : undefined;
  const past = (src: number, at: SQL, id: SQL) =>
    after
      ? sql`and ${at} <= ${timeKey(after[0])} and (${at} < ${timeKey(after[0])} or ${src} > ${after[1]}
            or (${src} = ${after[1]} and ${id} < ${after[2]}))`
      : sql``;
  type Row = {
    order_num: string;
    product: BillProduct;
    kind: string;
    amount_fen: string;
    refunded_fen: string;
    created_at: string | Date;
    title_key: string | null;
    title_params: unknown;
    src: number;
    ref_id: string;
    sort_id: number;
    at_us: string;
  };
  // Each source is cut to the page's reach on its own index (user, time) before the two are merged; one row more
  // than the page tells whether a next page exists.
  const reach = (after ? 1 : q.page) * q.page_size + 1;
  const kindLike = q.product === 'ecs' ? 'ecs%' : q.product === 'phone' ? 'phone%' : '%';
  const orders = sql`(select po.order_num, case when po.kind like 'ecs%' then 'ecs' when po.kind like 'phone%' then 'phone'
             else 'other' end as product,
           po.kind, po.amount_fen, po.refunded_fen, po.created_at, po.id as sort_id, 1 as src,
           po.title_key, po.title_params, po.order_num as ref_id, ${microsOf(sql`po.created_at`)} as at_us
    from product_orders po
    where po.user_id = ${ownerId} and po.kind like ${kindLike} ${past(1, sql`po.created_at`, sql`po.id`)}
    order by po.created_at desc, po.id desc limit ${reach})`;
  // Named like the orders' columns: the plans may be the only source (product = ipintel).
  const plans = sql`(select 'IP' || lpad(s.id::text, 8, '0') as order_num, 'ipintel' as product, 'ip_plan' as kind,
           s.price_fen as amount_fen, 0 as refunded_fen, s.created_at, s.id as sort_id, 2 as src,
           null::text as title_key, null::jsonb as title_params, s.id::text as ref_id,
           ${microsOf(sql`s.created_at`)} as at_us
    from ip_subscriptions s
    where s.user_id = ${ownerId} ${past(2, sql`s.created_at`, sql`s.id`)}
    order by s.created_at desc, s.id desc limit ${reach})`;
  const sources = q.product === 'ipintel' ? [plans] : q.product ? [orders] : [orders, plans];
  const union = sql.join(sources, sql` union all `);
  const countOrders = sql`select 1 from product_orders po where po.user_id = ${ownerId} and po.kind like ${kindLike}`;
  const countPlans = sql`select 1 from ip_subscriptions s where s.user_id = ${ownerId}`;
  const countRows =
    q.product === 'ipintel' ? countPlans : q.product ? countOrders : sql`${countOrders} union all ${countPlans}`;
  const [read, counted] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select o.order_num, o.product, o.kind, o.amount_fen, o.refunded_fen, o.created_at,
                 o.title_key, o.title_params, o.src, o.ref_id, o.sort_id, o.at_us
          from (${union}) o
          order by o.created_at desc, o.src, o.sort_id desc
          limit ${q.page_size + 1} offset ${after ? 0 : (q.page - 1) * q.page_size}`,
    ),
    cappedCount(db, countRows),
  ]);
  const { rows, nextCursor } = keysetPage(read, q.page_size, (r) => [
    BigInt(r.at_us),
    Number(r.src),
    Number(r.sort_id),
  ]);
  // Titles of this page only: an order without a title key and every IP plan read their purchase entry.
  const orderRefs = rows.filter((r) => Number(r.src) === 1 && !r.title_key).map((r) => r.ref_id);
  const planRefs = rows.filter((r) => Number(r.src) === 2).map((r) => r.ref_id);
  type Memo = { ref_type: string; ref_id: string; memo_key: string | null; memo_params: unknown; memo: string };
  const memos =
    orderRefs.length + planRefs.length === 0
      ? []
      : await rowsOf<Memo>(
          db,
          sql`select distinct on (l.ref_type, l.ref_id) l.ref_type, l.ref_id, l.memo_key, l.memo_params, l.memo
              from ledger_entries l
              where l.kind = 'purchase' and (
                (l.ref_type = 'product_order' and l.ref_id in (${sql.join(
                  [...orderRefs, ''].map((r) => sql`${r}`),
                  sql`, `,
                )}))
                or (l.ref_type = 'ip_subscription' and l.ref_id in (${sql.join(
                  [...planRefs, ''].map((r) => sql`${r}`),
                  sql`, `,
                )})))
              order by l.ref_type, l.ref_id, l.id`,
        );
  const memoOf = new Map(memos.map((m) => [`${m.ref_type}:${m.ref_id}`, m]));
  return {
    rows: rows.map((r) => {
      const amountFen = Number(r.amount_fen);
      const refundedFen = Number(r.refunded_fen);
      const m = memoOf.get(`${Number(r.src) === 1 ? 'product_order' : 'ip_subscription'}:${r.ref_id}`);
      const title =
        Number(r.src) === 1
          ? renderStored(lang, r.title_key, r.title_params, m?.memo ?? '')
          : renderStored(lang, m?.memo_key ?? null, m?.memo_params ?? null, m?.memo ?? '');
      return {
        orderNum: r.order_num,
        product: r.product,
        kind: r.kind,
        amountFen,
        refundedFen,
        status: refundedFen <= 0 ? 'paid' : refundedFen >= amountFen ? 'refunded' : 'partially_refunded',
        title,
        createdAt: new Date(r.created_at),
      };
    }),
    total: counted.total,
    totalCapped: counted.capped,
    nextCursor,
  };
}
