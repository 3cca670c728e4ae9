/**
 * Invoice requests of the customer: POST /invoice/request (keys cost-1-1 and cost-2-2 for a sub-account),
 * /invoice/list (cost-1-1) and GET /invoice/file/:id (the issued PDF, cost-1-1).
 * A request names one order and asks for everything it may still invoice (cash paid − refunded − invoiced); the
 * title and tax number are the account's verified identity (services/wallet/invoices.ts). Codes: 400 data.reason
 * invoice.need_verification | personal_special | special_fields | order_refunded | reversal_pending | nothing_left;
 * 404 invoice.order_not_found or no such issued file.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { InvoiceOrderOut, InvoiceOut, InvoiceTitleOut } from '../../schemas/invoice.ts';
import { Id } from '../../../../lib/schemas.ts';
import { invoiceFileKey, listInvoices, requestInvoice } from '../../services/invoices.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['invoices'];
const security = [{ token: [] }];

const Text = (max: number) => z.string().trim().max(max).optional();
const RequestBody = z.object({
  order_num: z.string().trim().min(1).max(64).describe('The order to invoice (order_num of /invoice/list orders)'),
  kind: z
    .enum(['normal', 'special'])
    .default('normal')
    .describe('normal 普通发票 (electronic; the only kind for a personal title), special 增值税专用发票'),
  bank_name: Text(100),
  bank_account: Text(40),
  address: Text(200),
  phone: Text(30),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoice/request',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1'), app.requirePermission('cost-2-2')],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Request the invoice of an order, titled with the verified identity, for what it may still invoice (400 data.reason invoice.*)',
        security,
        ...form,
        body: RequestBody,
        response: { 200: envelope(InvoiceOut) },
      },
    },
    async (request) => {
      const b = request.body;
      const input = {
        orderNum: b.order_num,
        kind: b.kind,
        bankName: b.bank_name,
        bankAccount: b.bank_account,
        address: b.address,
        phone: b.phone,
      };
      return ok(await requestInvoice(app.db, requireUser(request), input), 'invoice.requested');
    },
  );

  app.post(
    '/invoice/list',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      schema: {
        tags,
        summary:
          'The account’s invoice requests (newest first), its orders with what each may still invoice (yuan), and its verified title',
        security,
        ...form,
        body: z.object({}).optional(),
        response: {
          200: envelope(
            z.object({
              list: z.array(InvoiceOut),
              invoiceable: z.string(),
              orders: z.array(InvoiceOrderOut),
              title: InvoiceTitleOut,
            }),
          ),
        },
      },
    },
    async (request) => ok(await listInvoices(app.db, requireUser(request), messageLang(request))),
  );

  app.get(
    '/invoice/file/:id',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-1-1')],
      schema: { hide: true, params: z.object({ id: Id }) },
    },
    async (request, reply) => {
      const key = await invoiceFileKey(app.db, requireUser(request), request.params.id);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store');
      return app.storage.get(key);
    },
  );
};

export default routes;
