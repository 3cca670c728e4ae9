/**
 * Customer look-up for operators (routes/ops/customers.ts): search by account id, e-mail, phone or name, a
 * customer's profile with balances, latest ledger entries and orders, and their ledger and orders page by page.
 * Read-only. Money is shown in yuan strings, times in unix seconds.
 *
 * @throws ApiError 404 for an unknown customer
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { ledgerEntries, productOrders, rechargeOrders, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { renderStored } from '../../platform/index.ts';

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

/**
 * Online top-ups and product orders of one account, newest first, each with its title as the customer's cost center
 * shows it (services/wallet/bills.ts): a product order's title key (its purchase memo's stored text on rows written
 * before keys), a top-up's "Online top-up (provider)" as its ledger entry reads.
 */
function ordersOf(db: DbOrTx, userId: number) {
  return unionAll(
    db
      .select({
        kind: sql<string>`'recharge'`.as('kind'),
        orderNum: rechargeOrders.orderNum,
        amountFen: rechargeOrders.amountFen,
        status: sql<number>`${rechargeOrders.status}::int`.as('status'),
        createdAt: rechargeOrders.createdAt,
        titleKey: sql<string | null>`'ledger.topup'`.as('title_key'),
        titleParams: sql<unknown>`jsonb_build_object('provider', ${rechargeOrders.provider})`.as('title_params'),
        titleText: sql<string | null>`null::text`.as('title_text'),
      })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, userId)),
    db
      .select({
        kind: productOrders.kind,
        orderNum: productOrders.orderNum,
        amountFen: productOrders.amountFen,
        status: sql<number>`${productOrders.status}::int`.as('status'),
        createdAt: productOrders.createdAt,
        titleKey: sql<string | null>`${productOrders.titleKey}`.as('title_key'),
        titleParams: sql<unknown>`${productOrders.titleParams}`.as('title_params'),
        titleText: sql<string | null>`(select l.memo from ${ledgerEntries} l
          where l.ref_type = 'product_order' and l.ref_id = ${productOrders.orderNum} and l.kind = 'purchase'
          limit 1)`.as('title_text'),
      })
      .from(productOrders)
      .where(eq(productOrders.userId, userId)),
  );
}
const orderView =
  (lang: MessageLang) =>
  (o: {
    kind: string;
    orderNum: string;
    amountFen: number;
    status: number;
    createdAt: Date | string;
    titleKey: string | null;
    titleParams: unknown;
    titleText: string | null;
  }) => ({
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
    ordersOf(db, u.id).orderBy(desc(sql`created_at`)).limit(20),
    db.select({ n: count() }).from(users).where(eq(users.pid, u.id)),
  ]);
  return {
    customer: summary(u),
    sub_accounts: Number(subs?.n ?? 0),
    ledger: ledger.map(ledgerView(lang)),
    orders: orders.map(orderView(lang)),
  };
}

/** One page of a customer's ledger, newest first, memos in `lang`. */
export async function customerLedger(
  db: DbOrTx,
  q: { page: number; page_size: number; user_id: number },
  lang: MessageLang = 'en',
) {
  const { page, page_size, user_id } = q;
  await userOr404(db, user_id);
  const where = eq(ledgerEntries.userId, user_id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { list: rows.map(ledgerView(lang)), total: Number(total?.n ?? 0), page, page_size };
}

/**
 * One page of a customer's top-up and product orders, newest first, titles in `lang`. A page past the end is an
 * empty list with the total.
 */
export async function customerOrders(
  db: DbOrTx,
  q: { page: number; page_size: number; user_id: number },
  lang: MessageLang = 'en',
) {
  const { page, page_size, user_id } = q;
  await userOr404(db, user_id);
  const [rows, [r], [p]] = await Promise.all([
    ordersOf(db, user_id)
      .orderBy(desc(sql`created_at`), desc(sql`order_num`))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ n: count() }).from(rechargeOrders).where(eq(rechargeOrders.userId, user_id)),
    db.select({ n: count() }).from(productOrders).where(eq(productOrders.userId, user_id)),
  ]);
  return { list: rows.map(orderView(lang)), total: Number(r?.n ?? 0) + Number(p?.n ?? 0), page, page_size };
}
