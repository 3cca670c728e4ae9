/**
 * The cost center's bills and orders (issue 19 "Bills, invoices, refunds"):
 * POST /balance_recharge/bill_list (monthly bills by product, from the ledger, Asia/Shanghai months; cost-1-1),
 * GET /balance_recharge/bills.csv and /balance_recharge/bill.pdf?month=YYYY-MM (cost-1-1),
 * POST /balance_recharge/purchase_order_list (ECS, cloud phone and IP plan orders; cost-2-1) and
 * POST /balance_recharge/bank_transfer_list (the wallet's declared bank transfers with their status; cost-2-1).
 * Money is yuan at the API (services/wallet/bills.ts keeps fen).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { fenToYuan } from '../../../../lib/money.ts';
import { messageLang, prefersChinese } from '../../../../lib/lang.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { CursorPageQuery, cursorPaged, PageQuery, paged, toSeconds, UnixSeconds } from '../../../../lib/schemas.ts';
import { billPdf, billsCsv } from '../../services/bill-documents.ts';
import { listPurchaseOrders, monthlyBills } from '../../services/bills.ts';
import { listBankTransfersOf } from '../../services/wallet-history.ts';
import { walletOwnerId } from '../../services/wallet.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['wallet'];
const security = [{ token: [] }];

const Product = z.enum(['ecs', 'phone', 'ipintel', 'other']);
const Month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
  .describe('Calendar month in Asia/Shanghai, YYYY-MM');

const BillOut = z.object({
  month: z.string(),
  total: z.string().describe('Yuan: spending less refunds in the month'),
  lines: z.array(
    z.object({
      product: Product,
      amount: z.string(),
      cash: z.string(),
      gift: z.string(),
      entries: z.number().int().describe('Ledger entries summed'),
    }),
  ),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const font = { path: app.config.BILL_PDF_FONT, name: app.config.BILL_PDF_FONT_NAME };

  app.post(
    '/balance_recharge/bill_list',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      schema: {
        tags,
        summary: 'Monthly bills (newest first): totals by product from the ledger, in Asia/Shanghai months',
        security,
        ...form,
        body: z.object({ months: z.coerce.number().int().min(1).max(60).default(12) }).default({ months: 12 }),
        response: { 200: envelope(z.object({ list: z.array(BillOut) })) },
      },
    },
    async (request) => {
      const bills = await monthlyBills(db, walletOwnerId(requireUser(request)), { months: request.body.months });
      return ok({
        list: bills.map((b) => ({
          month: b.month,
          total: fenToYuan(b.totalFen),
          lines: b.lines.map((l) => ({
            product: l.product,
            amount: fenToYuan(l.amountFen),
            cash: fenToYuan(l.cashFen),
            gift: fenToYuan(l.giftFen),
            entries: l.entries,
          })),
        })),
      });
    },
  );

  app.get(
    '/balance_recharge/bills.csv',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      schema: {
        tags,
        summary: 'Monthly bills as CSV (month, product, amount, cash, gift, entries; yuan), the last 24 months',
        security,
        querystring: z.object({ month: Month.optional() }),
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const bills = await monthlyBills(db, walletOwnerId(requireUser(request)), { month });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bills${month ? `-${month}` : ''}.csv"`);
      return billsCsv(bills, messageLang(request));
    },
  );

  app.get(
    '/balance_recharge/bill.pdf',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'One month’s bill as PDF (labels in the request’s language)',
        security,
        querystring: z.object({ month: Month }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { month } = request.query;
      const [bill] = await monthlyBills(db, walletOwnerId(user), { month });
      const pdf = await billPdf(bill ?? { month, totalFen: 0, lines: [] }, {
        account: user.userName,
        lang: prefersChinese(request.headers['accept-language']) ? 'zh' : 'en',
        font,
      });
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="bill-${month}.pdf"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );

  app.post(
    '/balance_recharge/purchase_order_list',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-2-1')],
      schema: {
        tags,
        summary: 'Purchase orders (ECS, cloud phone, IP plans), newest first',
        security,
        ...form,
        body: CursorPageQuery.extend({ product: z.enum(['ecs', 'phone', 'ipintel']).optional() }),
        response: {
          200: envelope(
            cursorPaged(
              z.object({
                order_num: z.string(),
                product: Product,
                kind: z
                  .string()
                  .describe(
                    'ecs_new | ecs_renew | phone_new | phone_renew | phone_trial | phone_convert | disk_new | disk_expand | ip_plan',
                  ),
                title: z.string().describe('What was bought, in the request’s language'),
                amount: z.string(),
                refunded: z.string(),
                status: z.enum(['paid', 'refunded', 'partially_refunded']),
                created_at: UnixSeconds,
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { page, page_size, product, cursor } = request.body;
      const { rows, total, totalCapped, nextCursor } = await listPurchaseOrders(
        db,
        walletOwnerId(requireUser(request)),
        { page, page_size, product, cursor },
        messageLang(request),
      );
      return ok({
        list: rows.map((o) => ({
          order_num: o.orderNum,
          product: o.product,
          kind: o.kind,
          title: o.title,
          amount: fenToYuan(o.amountFen),
          refunded: fenToYuan(o.refundedFen),
          status: o.status,
          created_at: toSeconds(o.createdAt),
        })),
        total,
        total_capped: totalCapped,
        page,
        page_size,
        next_cursor: nextCursor,
      });
    },
  );

  app.post(
    '/balance_recharge/bank_transfer_list',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-2-1')],
      schema: {
        tags,
        summary: 'The wallet’s declared bank transfers, newest first: status 1 pending, 2 credited, 3 rejected',
        security,
        ...form,
        body: PageQuery,
        response: {
          200: envelope(
            paged(
              z.object({
                id: z.number().int(),
                amount: z.string(),
                payer_name: z.string(),
                reference: z.string(),
                status: z.number().int(),
                note: z.string().nullable(),
                created_at: UnixSeconds,
                decided_at: UnixSeconds.nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { page, page_size } = request.body;
      const { rows, total } = await listBankTransfersOf(db, walletOwnerId(requireUser(request)), {
        page,
        page_size,
      });
      return ok({
        list: rows.map((t) => ({
          id: t.id,
          amount: fenToYuan(t.amountFen),
          payer_name: t.payerName,
          reference: t.reference,
          status: t.status,
          note: t.note,
          created_at: toSeconds(t.createdAt),
          decided_at: t.decidedAt ? toSeconds(t.decidedAt) : null,
        })),
        total,
        page,
        page_size,
      });
    },
  );
};

export default routes;
