/**
 * Customer look-up for operators (roles reviewer and finance; admin passes):
 * POST /ops/customers/search (by account id, e-mail, phone or name), /ops/customers/detail
 * (profile, balances, latest ledger entries and orders), /ops/customers/ledger and
 * /ops/customers/orders (paged). Read-only: changes go through the audited calls
 * (real-name review, bank transfers, ledger adjustment).
 */
import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, productOrders, rechargeOrders, users } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { fenToYuan } from '../../lib/money.ts';
import { Id, paged, PageQuery, toSeconds } from '../../schemas/common.ts';
import { CustomerOrder, CustomerSummary, LedgerItem } from '../../schemas/ops.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

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
const ledgerView = (e: LedgerRow) => ({
  id: e.id,
  kind: e.kind,
  balance_delta: fenToYuan(e.balanceDeltaFen),
  give_delta: fenToYuan(e.giveDeltaFen),
  balance_after: fenToYuan(e.balanceAfterFen),
  give_after: fenToYuan(e.giveAfterFen),
  ref_type: e.refType,
  ref_id: e.refId,
  memo: e.memo,
  operator_id: e.operatorId,
  created_at: toSeconds(e.createdAt),
});

/** Online top-ups and product orders of one account, newest first. */
function ordersOf(db: Db, userId: number) {
  return unionAll(
    db
      .select({
        kind: sql<string>`'recharge'`.as('kind'),
        orderNum: rechargeOrders.orderNum,
        amountFen: rechargeOrders.amountFen,
        status: sql<number>`${rechargeOrders.status}::int`.as('status'),
        createdAt: rechargeOrders.createdAt,
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
      })
      .from(productOrders)
      .where(eq(productOrders.userId, userId)),
  );
}
const orderView = (o: {
  kind: string;
  orderNum: string;
  amountFen: number;
  status: number;
  createdAt: Date | string;
}) => ({
  kind: o.kind,
  order_num: o.orderNum,
  amount: fenToYuan(Number(o.amountFen)),
  status: Number(o.status),
  created_at: toSeconds(new Date(o.createdAt)),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const staff = app.requireOperatorRole('reviewer', 'finance');

  async function userOr404(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!u) throw new ApiError(CODE.NOT_FOUND, 'No such customer');
    return u;
  }

  app.post(
    '/ops/customers/search',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Find customers by account id, e-mail, phone or name (at most 20)',
        security,
        ...form,
        body: z.object({ q: z.string().trim().min(1).max(254) }),
        response: { 200: envelope(z.array(CustomerSummary)) },
      },
    },
    async (request) => {
      const q = request.body.q;
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const conds: SQL[] = [ilike(users.email, like), ilike(users.userName, like), ilike(users.name, like)];
      const digits = q.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
      if (/^\d+$/.test(digits)) {
        if (digits.length <= 9) conds.push(eq(users.id, Number(digits)));
        conds.push(ilike(users.phone, `%${digits}%`));
      }
      const rows = await db
        .select()
        .from(users)
        .where(or(...conds))
        .orderBy(desc(users.id))
        .limit(20);
      return ok(rows.map(summary));
    },
  );

  app.post(
    '/ops/customers/detail',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A customer: profile, balances, the 20 latest ledger entries and orders',
        security,
        ...form,
        body: z.object({ id: Id }),
        response: {
          200: envelope(
            z.object({
              customer: CustomerSummary,
              sub_accounts: z.number().int(),
              ledger: z.array(LedgerItem),
              orders: z.array(CustomerOrder),
            }),
          ),
        },
      },
    },
    async (request) => {
      const u = await userOr404(request.body.id);
      const [ledger, orders, [subs]] = await Promise.all([
        db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, u.id)).orderBy(desc(ledgerEntries.id)).limit(20),
        ordersOf(db, u.id).orderBy(desc(sql`created_at`)).limit(20),
        db.select({ n: count() }).from(users).where(eq(users.pid, u.id)),
      ]);
      return ok({
        customer: summary(u),
        sub_accounts: Number(subs?.n ?? 0),
        ledger: ledger.map(ledgerView),
        orders: orders.map(orderView),
      });
    },
  );

  app.post(
    '/ops/customers/ledger',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A customer’s ledger, newest first',
        security,
        ...form,
        body: PageQuery.extend({ user_id: Id }),
        response: { 200: envelope(paged(LedgerItem)) },
      },
    },
    async (request) => {
      const { page, page_size, user_id } = request.body;
      await userOr404(user_id);
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
      return ok({ list: rows.map(ledgerView), total: Number(total?.n ?? 0), page, page_size });
    },
  );

  app.post(
    '/ops/customers/orders',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A customer’s top-up and product orders, newest first',
        security,
        ...form,
        body: PageQuery.extend({ user_id: Id }),
        response: { 200: envelope(paged(CustomerOrder)) },
      },
    },
    async (request) => {
      const { page, page_size, user_id } = request.body;
      await userOr404(user_id);
      const [rows, [r], [p]] = await Promise.all([
        ordersOf(db, user_id)
          .orderBy(desc(sql`created_at`))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(rechargeOrders).where(eq(rechargeOrders.userId, user_id)),
        db.select({ n: count() }).from(productOrders).where(eq(productOrders.userId, user_id)),
      ]);
      return ok({ list: rows.map(orderView), total: Number(r?.n ?? 0) + Number(p?.n ?? 0), page, page_size });
    },
  );
};

export default routes;
