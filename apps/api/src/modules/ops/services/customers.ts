/**
 * Customer look-up for operators (routes/ops/customers.ts): search by account id, e-mail, phone or name, a
 * customer's profile with balances, latest ledger entries and orders, and their ledger and orders page by page.
 * Read-only. Money is shown in yuan strings, times in unix seconds.
 *
 * @throws ApiError 404 for an unknown customer
 */
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { ledgerEntries, productOrders, rechargeOrders, users } from '../../../db/schema.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import { decodeCursor, keysetPage, microsOf, timeKey } from '../../../lib/keyset.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { renderStored } from '../../platform/index.ts';
import { rowsOf } from '../../../db/rows.ts';

type UserRow = typeof users.$inferSelect;
const summary = (u: UserRow) => ({
  id: u.id,
  user_name: u.userName,
  name: u.name,
  email: u.email,
  phone: u.phone,
  pid: u.pid,
  balance: fenToYuan(u.balanceFen),
  give_balance: fenToYuan(u.giveBalanceFen),
  authentication_status: u.authenticationStatus,
  authentication_type: u.authenticationType,
  disabled: u.disabled,
  created_at: toSeconds(u.createdAt),
});

type LedgerRow = typeof ledgerEntries.$inferSelect;
const ledgerView = (lang: MessageLang) => (e: LedgerRow) => ({
  id: e.id,
  kind: e.kind,
  balance_delta: fenToYuan(e.balanceDeltaFen),
  give_delta: fenToYuan(e.giveDeltaFen),
  balance_after: fenToYuan(e.balanceAfterFen),
  give_after: fenToYuan(e.giveAfterFen),
  ref_type: e.refType,
  ref_id: e.refId,
  memo: renderStored(lang, e.memoKey, e.memoParams, e.memo),
  operator_id: e.operatorId,
  created_at: toSeconds(e.createdAt),
});

type OrderRow = {
  kind: string;
  orderNum: string;
  amountFen: number;
  status: number;
  createdAt: Date | string;
  titleKey: string | null;
  titleParams: unknown;
  titleText: string | null;
  /** The row's keyset position: created_at in microseconds, order number. */
  key: OrderKey;
};
/** An order list's sort key: created_at (microseconds since the epoch), order number; newest first. */
type OrderKey = readonly [bigint, string];

/**
 * One page (`limit` rows after `offset`) of an account's online top-ups and product orders, newest first, each with its
 * title as the customer's cost center shows it (services/wallet/bills.ts): a product order's title key (its purchase
 * memo's stored text on rows written before keys), a top-up's "Online top-up (provider)" as its ledger entry reads.
 * Each kind is cut to the page's reach on its own index (user, time) before the two are merged, and only the page's
 * orders without a title key look their purchase entry up in the ledger (index on ref_type, ref_id).
 */
async function ordersOf(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
  after?: OrderKey,
): Promise<OrderRow[]> {
  const reach = limit + offset;
  // After a cursor: rows older than its (time, order number); `created_at <= t` is the index condition, the
  // tie on the same microsecond is filtered.
  const past = (at: SQL, num: SQL) =>
    after ? sql`and ${at} <= ${timeKey(after[0])} and (${at} < ${timeKey(after[0])} or ${num} < ${after[1]})` : sql``;
  type Raw = {
    kind: string;
    order_num: string;
    amount_fen: string | number;
    status: number;
    created_at: Date | string;
    title_key: string | null;
    title_params: unknown;
    at_us: string;
  };
  const rows = await rowsOf<Raw>(
    db,
    sql`
    select * from (
      (select 'recharge' as kind, r.order_num, r.amount_fen, r.status::int as status, r.created_at,
              'ledger.topup' as title_key, jsonb_build_object('provider', r.provider) as title_params,
              ${microsOf(sql`r.created_at`)} as at_us
       from ${rechargeOrders} r where r.user_id = ${userId} ${past(sql`r.created_at`, sql`r.order_num`)}
       order by r.created_at desc, r.order_num desc limit ${reach})
      union all
      (select p.kind, p.order_num, p.amount_fen, p.status::int, p.created_at, p.title_key, p.title_params,
              ${microsOf(sql`p.created_at`)}
       from ${productOrders} p where p.user_id = ${userId} ${past(sql`p.created_at`, sql`p.order_num`)}
       order by p.created_at desc, p.order_num desc limit ${reach})
    ) o
    order by o.created_at desc, o.order_num desc
    limit ${limit} offset ${offset}`,
  );
  const untitled = rows.filter((r) => r.kind !== 'recharge' && !r.title_key).map((r) => r.order_num);
  const memos = untitled.length
    ? await db
        .select({ refId: ledgerEntries.refId, memo: ledgerEntries.memo })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.refType, 'product_order'),
            inArray(ledgerEntries.refId, untitled),
            eq(ledgerEntries.kind, 'purchase'),
          ),
        )
    : [];
  const memoOf = new Map(memos.map((m) => [m.refId, m.memo]));
  return rows.map((r) => ({
    kind: r.kind,
    orderNum: r.order_num,
    amountFen: Number(r.amount_fen),
    status: Number(r.status),
    createdAt: r.created_at,
    titleKey: r.title_key,
    titleParams: r.title_params,
    titleText: r.kind === 'recharge' ? null : (memoOf.get(r.order_num) ?? null),
    key: [BigInt(r.at_us), r.order_num] as OrderKey,
  }));
}
const orderView = (lang: MessageLang) => (o: OrderRow) => ({
  kind: o.kind,
  order_num: o.orderNum,
  title: renderStored(lang, o.titleKey, o.titleParams, o.titleText ?? ''),
  amount: fenToYuan(Number(o.amountFen)),
  status: Number(o.status),
  created_at: toSeconds(new Date(o.createdAt)),
});

async function userOr404(db: DbOrTx, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw new ApiError(CODE.NOT_FOUND, 'ops.customer_not_found');
  return u;
}

/**
 * A customer: profile and balances, number of sub-accounts, the 20 latest ledger entries (memos in `lang`) and
 * orders.
 */
export async function customerDetail(db: DbOrTx, id: number, lang: MessageLang = 'en') {
  const u = await userOr404(db, id);
  const [ledger, orders, [subs]] = await Promise.all([
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, u.id)).orderBy(desc(ledgerEntries.id)).limit(20),
    ordersOf(db, u.id, 20, 0),
    db.select({ n: count() }).from(users).where(eq(users.pid, u.id)),
  ]);
  return {
    customer: summary(u),
    sub_accounts: Number(subs?.n ?? 0),
    ledger: ledger.map(ledgerView(lang)),
    orders: orders.map(orderView(lang)),
  };
}

/**
 * One page of a customer's ledger, newest first, memos in `lang`; the total is exact up to COUNT_CAP
 * (lib/capped-count.ts), past it `total_capped`. With `cursor` (a previous page's `next_cursor`, lib/keyset.ts) the
 * page is the entries after it (`id <` its id on ledger_user_id_idx) instead of an offset; `next_cursor` is null on
 * the last page.
 * @throws ApiError 400 `validation.cursor` for a cursor this list did not write
 */
export async function customerLedger(
  db: DbOrTx,
  q: { page: number; page_size: number; user_id: number; cursor?: string },
  lang: MessageLang = 'en',
) {
  const { page, page_size, user_id } = q;
  const after = q.cursor ? decodeCursor(q.cursor, ['int'])[0] : undefined;
  await userOr404(db, user_id);
  const where = eq(ledgerEntries.userId, user_id);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(after === undefined ? where : and(where, lt(ledgerEntries.id, after)))
      .orderBy(desc(ledgerEntries.id))
      .limit(page_size + 1)
      .offset(after === undefined ? (page - 1) * page_size : 0),
    cappedCount(db, db.select({ one: sql`1` }).from(ledgerEntries).where(where).getSQL()),
  ]);
  const { rows: list, nextCursor: next_cursor } = keysetPage(rows, page_size, (r) => [r.id]);
  return {
    list: list.map(ledgerView(lang)),
    total: counted.total,
    total_capped: counted.capped,
    page,
    page_size,
    next_cursor,
  };
}

/**
 * One page of a customer's top-up and product orders, newest first, titles in `lang`. A page past the end is an
 * empty list with the total; the total is exact up to COUNT_CAP (lib/capped-count.ts), past it `total_capped`. With
 * `cursor` (a previous page's `next_cursor`) the page is the orders after it by (created_at, order number), read on
 * each source's (user, created_at) index whatever the depth; `next_cursor` is null on the last page.
 * @throws ApiError 400 `validation.cursor` for a cursor this list did not write
 */
export async function customerOrders(
  db: DbOrTx,
  q: { page: number; page_size: number; user_id: number; cursor?: string },
  lang: MessageLang = 'en',
) {
  const { page, page_size, user_id } = q;
  const after = q.cursor ? decodeCursor(q.cursor, ['time', 'text']) : undefined;
  await userOr404(db, user_id);
  const [rows, counted] = await Promise.all([
    ordersOf(db, user_id, page_size + 1, after ? 0 : (page - 1) * page_size, after),
    cappedCount(
      db,
      sql`select 1 from ${rechargeOrders} where user_id = ${user_id}
          union all select 1 from ${productOrders} where user_id = ${user_id}`,
    ),
  ]);
  const { rows: list, nextCursor: next_cursor } = keysetPage(rows, page_size, (r) => r.key);
  return {
    list: list.map(orderView(lang)),
    total: counted.total,
    total_capped: counted.capped,
    page,
    page_size,
    next_cursor,
  };
}
