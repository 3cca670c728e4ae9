/**
 * Invoice requests of the customer (issue 19 "Bills, invoices, refunds"): POST /invoice/request (keys cost-1-1 and
 * cost-2-2 for a sub-account), /invoice/list (cost-1-1) and GET /invoice/file/:id (the issued PDF, cost-1-1).
 * The cap — cash paid for products and not yet invoiced — is computed on the server in the request's
 * transaction (services/wallet/invoices.ts). Codes: 400 bad input (e.g. a tax number with a wrong check character),
 * 400 data.reason invoice.over_cap (data.invoiceable) or invoice.special_fields; 404 no such issued file.
 */
import { normalizeTaxNumber, taxNumberProblem } from '@lanyun/validators/tax-number';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../lib/require-user.ts';
import { InvoiceOut } from '../../schemas/invoice.ts';
import { YuanFen } from '../../schemas/ordering.ts';
import { Id } from '../../schemas/common.ts';
import { invoiceFileKey, listInvoices, requestInvoice } from '../../services/wallet/invoices.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['invoices'];
const security = [{ token: [] }];

export const TAX_NUMBER_MSG = 'invoice.tax_number';

const Text = (max: number) => z.string().trim().max(max).optional();
const RequestBody = z.object({
  kind: z.enum(['normal', 'special']).describe('normal 增值税普通发票, special 增值税专用发票'),
  title: z.string().trim().min(1).max(100),
  tax_number: z
    .string()
    .max(40)
    .refine((v) => taxNumberProblem(v) === null, { message: TAX_NUMBER_MSG })
    .transform(normalizeTaxNumber),
  bank_name: Text(100),
  bank_account: Text(40),
  address: Text(200),
  phone: Text(30),
  amount: YuanFen('amount', 100_000_000_00)
    .pipe(z.number().int().positive({ message: 'invoice.amount_positive' }))
    .describe('Yuan; at most the invoiceable amount (data.invoiceable of /invoice/list)'),
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
          'Request a VAT invoice for up to what was paid in cash and not yet invoiced (400 data.reason invoice.*)',
        security,
        ...form,
        body: RequestBody,
        response: { 200: envelope(InvoiceOut) },
      },
    },
    async (request) => {
      const b = request.body;
      const input = {
        kind: b.kind,
        title: b.title,
        taxNumber: b.tax_number,
        bankName: b.bank_name,
        bankAccount: b.bank_account,
        address: b.address,
        phone: b.phone,
        amountFen: b.amount,
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
        summary: 'The account’s invoice requests (newest first) and what it may still invoice (yuan)',
        security,
        ...form,
        body: z.object({}).optional(),
        response: { 200: envelope(z.object({ list: z.array(InvoiceOut), invoiceable: z.string() })) },
      },
    },
    async (request) => ok(await listInvoices(app.db, requireUser(request))),
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
