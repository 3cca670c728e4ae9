/**
 * Invoice requests for finance operators (issue 19 "Bills, invoices, refunds"): POST /ops/invoice/list (paged, filtered, sorted), GET
 * /ops/invoice/export (CSV, streamed) and /ops/invoice/decide — issue with the invoice PDF (stored through the storage
 * provider), reject with a reason, or reverse an issued invoice with its red-letter (红字) invoice PDF (required
 * before a refunded order's refund or re-invoicing goes on; `reversal_pending` lists the ones waiting).
 * Every decision is audited in its transaction (services/wallet/invoices.ts). GET /ops/invoice/file/:id downloads an
 * issued invoice's PDF again (a redirect to a short-lived signed address on object storage, else the bytes; not
 * audited, like the other downloads of the console).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { acceptsFiles } from '../../../../plugins/external/multipart.ts';
import { Id, PageQuery, paged } from '../../../../lib/schemas.ts';
import { InvoiceOut, OpsInvoiceOut } from '../../schemas/invoice.ts';
import { audit } from '../../../ops/index.ts';
import { decideInvoice, issuedInvoiceFileKey } from '../../services/invoices.ts';
import { uploadAnswer } from '../../../platform/index.ts';
import { invoicesCsv, listInvoicesForOps } from '../../services/finance-lists.ts';

const tags = ['ops'];
const security = [{ token: [] }];

/** The invoice list's status, search and sort (the list's body, the export's query). */
const InvoiceFilter = z.object({
  status: z.enum(['pending', 'issued', 'rejected', 'voided', 'reversal_pending', 'reversed', 'all']).default('pending'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Account name, invoice title or tax number (partial), or account id'),
  sort: z.enum(['id', 'amount']).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
/** The service's filter of a parsed request ('all': no status condition). */
const filterOf = <T extends z.infer<typeof InvoiceFilter>>(f: T) => ({
  ...f,
  status: f.status === 'all' ? undefined : f.status,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/invoice/list',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Invoice requests, paged, with status, search and sort (pending, oldest first by default)',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        body: PageQuery.extend(InvoiceFilter.shape),
        response: { 200: envelope(paged(OpsInvoiceOut)) },
      },
    },
    async (request) => ok(await listInvoicesForOps(app.db, filterOf(request.body))),
  );

  app.get(
    '/ops/invoice/export',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: "Invoice requests as CSV (the list's status, search and sort; every matching row, streamed)",
        description:
          'UTF-8 with a byte-order mark. Chinese readers: Chinese header, kinds and statuses in words, Beijing times; otherwise columns id, requested_at (ISO 8601, UTC), user_id, user_name, kind, title, tax_number, amount (yuan), status, decided_at, reject_reason.',
        security,
        querystring: InvoiceFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'invoice-requests', invoicesCsv(app.db, filterOf(request.query), messageLang(request))),
  );

  app.post(
    '/ops/invoice/decide',
    {
      preHandler: app.requireOperatorRole('finance'),
      config: { ...acceptsFiles(1) },
      schema: {
        tags,
        summary:
          'Issue (with the invoice PDF in `file`) or reject (with `reason`) a pending invoice request, or reverse an issued one (with the red-letter PDF in `file`)',
        security,
        consumes: ['multipart/form-data'],
        body: z.object({
          id: Id,
          decision: z.enum(['issue', 'reject', 'reverse']),
          reason: z.string().trim().max(200).optional(),
          file: z.any().optional().describe('The invoice PDF (issue)'),
        }),
        response: { 200: envelope(InvoiceOut) },
      },
    },
    async (request) => {
      const operatorId = requireOperator(request).id;
      const { id, decision, reason, file } = request.body;
      const out = await decideInvoice(
        { db: app.db, storage: app.storage, log: request.log },
        operatorId,
        { id, decision, reason, file: Buffer.isBuffer(file) ? file : undefined },
        (tx, before, after) =>
          audit(tx, {
            operatorId,
            action: `invoice.${decision}`,
            targetType: 'invoice_request',
            targetId: id,
            detail: { user_id: after.userId, amount_fen: after.amountFen, reason: after.rejectReason },
            before: { status: before.status },
            after: {
              status: after.status,
              file_key: decision === 'reverse' ? after.reversalFileKey : after.fileKey,
            },
          }),
      );
      return ok(out);
    },
  );

  app.get(
    '/ops/invoice/file/:id',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'An issued invoice’s PDF (404 invoice.no_file when pending, rejected or unknown)',
        description:
          'A 302 to a signed address valid `UPLOAD_URL_TTL_SECONDS` when the files are on object storage, else the PDF itself as an attachment.',
        security,
        params: z.object({ id: Id }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const key = await issuedInvoiceFileKey(app.db, request.params.id);
      const answer = await uploadAnswer(
        app.storage,
        { storageKey: key, mime: 'application/pdf' },
        app.config.UPLOAD_URL_TTL_SECONDS,
      );
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${request.params.id}.pdf"`)
        .send(answer.body);
    },
  );
};

export default routes;
