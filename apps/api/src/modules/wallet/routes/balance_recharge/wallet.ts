/**
 * Wallet calls (spec sections 5, 7, 8; issue "Wallet"): POST /balance_recharge/charge_order_add,
 * GET /v1/order_pay_status, the bank-transfer details and declaration, and the cost center's
 * lists (orders, ledger, CSV export). Money is yuan at the API, fen inside.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageFor, messageLang } from '../../../../lib/lang.ts';
import { fenToYuan, yuanToFen } from '../../../../lib/money.ts';
import { CursorField } from '../../../../lib/keyset.ts';
import { cursorPaged, PageQuery, paged, toSeconds, UnixSeconds } from '../../../../lib/schemas.ts';
import { createRechargeOrder, orderStatus, walletOwnerId } from '../../services/wallet.ts';
import { declareBankTransfer, ledgerForExport, listLedger, listRechargeOrders } from '../../services/wallet-history.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { ledgerCsv, ledgerEntry } from '../../services/ledger-entries.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['wallet'];
const security = [{ token: [] }];

const Yuan = z
  .string({ error: 'form.amount' })
  .trim()
  .min(1, 'form.amount')
  .or(z.number().transform(String))
  .transform((v, ctx) => {
    try {
      return yuanToFen(String(v));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'form.amount_format' });
      return z.NEVER;
    }
  });

const LedgerEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.string().describe('Cash change, yuan (negative for spending)'),
  give_amount: z.string().describe('Gift-balance change, yuan'),
  balance_after: z.string(),
  give_balance_after: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  memo: z.string(),
  created_at: UnixSeconds,
});

const LedgerFilter = PageQuery.extend({
  kind: z.enum(['topup', 'bank_transfer', 'gift', 'purchase', 'refund', 'adjustment']).optional(),
  from: z.coerce.number().int().optional().describe('Unix seconds, inclusive'),
  to: z.coerce.number().int().optional().describe('Unix seconds, exclusive'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const topUpGuard = [app.requireUser, app.requirePermission('cost-3-1')];

  app.post(
    '/balance_recharge/charge_order_add',
    {
      preHandler: topUpGuard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a top-up order; payUrl is the QR content (code 503: real-name verification required)',
        security,
        ...form,
        body: z.object({
          price: Yuan,
          pay_type: z.coerce
            .number()
            .int()
            .refine((t) => t === 1 || t === 2, 'form.pay_type'),
        }),
        response: {
          200: envelope(
            z.object({ payUrl: z.string(), order_num: z.string(), price: z.string(), expires_at: UnixSeconds }),
          ),
        },
      },
    },
    async (request) => {
      const order = await createRechargeOrder({ db, payments: app.payments }, requireUser(request), {
        amountFen: request.body.price,
        payType: request.body.pay_type as 1 | 2,
      });
      return ok({
        payUrl: order.payUrl,
        order_num: order.order_num,
        price: fenToYuan(request.body.price),
        expires_at: order.expires_at,
      });
    },
  );

  app.get(
    '/v1/order_pay_status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Payment status of a top-up order: pay_status '1' pending, '2' paid, '3' expired, '4' failed",
        security,
        querystring: z.object({ order_num: z.string().trim().min(1).max(40) }),
        response: { 200: envelope(z.object({ order_num: z.string(), pay_status: z.string(), price: z.string() })) },
      },
    },
    async (request) => {
      const s = await orderStatus(db, requireUser(request), request.query.order_num, app.config.ACCOUNT_CACHE_MS);
      return ok({ order_num: s.order_num, pay_status: s.pay_status, price: fenToYuan(s.amount_fen) });
    },
  );

  app.post(
    '/balance_recharge/bank_info',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The provider account for public bank transfers',
        security,
        response: {
          200: envelope(
            z.object({ account_name: z.string(), bank: z.string(), account_number: z.string(), remark: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const zh = messageLang(request) === 'zh-CN';
      return ok({
        account_name: zh ? app.config.BANK_ACCOUNT_NAME_ZH : app.config.BANK_ACCOUNT_NAME,
        bank: zh ? app.config.BANK_NAME_ZH : app.config.BANK_NAME,
        account_number: app.config.BANK_ACCOUNT_NUMBER,
        remark: messageFor(request, 'wallet.transfer_remark', { id: walletOwnerId(requireUser(request)) }),
      });
    },
  );

  app.post(
    '/balance_recharge/bank_transfer_add',
    {
      preHandler: topUpGuard,
      schema: {
        tags,
        summary: 'Declare a bank transfer; it is credited when finance confirms receipt',
        security,
        ...form,
        body: z.object({
          amount: Yuan,
          payer_name: z.string().trim().min(1, 'form.payer_name').max(100),
          reference: z.string().trim().max(100).default(''),
        }),
        response: { 200: envelope(z.object({ id: z.number().int(), status: z.number().int() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { amount, payer_name, reference } = request.body;
      const row = await declareBankTransfer(db, {
        ownerId: walletOwnerId(user),
        createdBy: user.id,
        amountFen: amount,
        payerName: payer_name,
        reference,
      });
      return ok(row, 'done.transfer_recorded');
    },
  );

  app.post(
    '/balance_recharge/order_list',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-2-1')],
      schema: {
        tags,
        summary: 'Top-up orders of the wallet, newest first',
        security,
        ...form,
        body: PageQuery.extend({ status: z.coerce.number().int().min(1).max(4).optional() }),
        response: {
          200: envelope(
            paged(
              z.object({
                order_num: z.string(),
                price: z.string(),
                pay_type: z.number().int(),
                pay_status: z.string(),
                created_at: UnixSeconds,
                paid_at: UnixSeconds.nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { page, page_size, status } = request.body;
      const { rows, total } = await listRechargeOrders(db, walletOwnerId(requireUser(request)), {
        page,
        page_size,
        status,
      });
      return ok({
        list: rows.map((o) => ({
          order_num: o.orderNum,
          price: fenToYuan(o.amountFen),
          pay_type: o.payType,
          pay_status: String(o.status),
          created_at: toSeconds(o.createdAt),
          paid_at: o.paidAt ? toSeconds(o.paidAt) : null,
        })),
        total,
        page,
        page_size,
      });
    },
  );

  app.post(
    '/balance_recharge/ledger_list',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      schema: {
        tags,
        summary: 'Ledger entries of the wallet, newest first',
        security,
        ...form,
        body: LedgerFilter.extend({ cursor: CursorField }),
        response: { 200: envelope(cursorPaged(LedgerEntry)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.body;
      const { rows, total, totalCapped, nextCursor } = await listLedger(
        db,
        walletOwnerId(requireUser(request)),
        request.body,
      );
      const lang = messageLang(request);
      return ok({
        list: rows.map((e) => ledgerEntry(e, lang)),
        total,
        total_capped: totalCapped,
        page,
        page_size,
        next_cursor: nextCursor,
      });
    },
  );

  app.get(
    '/balance_recharge/ledger.csv',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      schema: {
        tags,
        summary: 'The ledger as CSV (same filters, at most 10,000 rows; header and memos in the request’s language)',
        security,
        querystring: LedgerFilter.omit({ page: true, page_size: true }),
      },
    },
    async (request, reply) => {
      const rows = await ledgerForExport(db, walletOwnerId(requireUser(request)), request.query);
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="ledger.csv"');
      return ledgerCsv(rows, messageLang(request));
    },
  );
};

export default routes;
