/**
 * Invoice requests for finance operators (issue 19 "Bills, invoices, refunds"): POST /ops/invoice/list and
 * /ops/invoice/decide — issue with the invoice PDF (stored through the storage provider) or reject with a reason.
 * Every decision is audited in its transaction (services/invoices.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { requireOperator } from '../../lib/require-user.ts';
import { acceptsFiles } from '../../plugins/external/multipart.ts';
import { Id, PageQuery, paged } from '../../schemas/common.ts';
import { InvoiceOut, OpsInvoiceOut } from '../../schemas/invoice.ts';
import { audit } from '../../services/audit.ts';
import { decideInvoice, listInvoicesForOps } from '../../services/invoices.ts';

const tags = ['ops'];
const security = [{ token: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/invoice/list',
    {
      preHandler: app.requireOperatorRole('finance'),
      schema: {
        tags,
        summary: 'Invoice requests by status (pending by default), oldest first',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        body: PageQuery.extend({ status: z.enum(['pending', 'issued', 'rejected']).default('pending') }),
        response: { 200: envelope(paged(OpsInvoiceOut)) },
      },
    },
    async (request) =>
      ok(await listInvoicesForOps(app.db, request.body.status, request.body.page, request.body.page_size)),
  );

  app.post(
    '/ops/invoice/decide',
    {
      preHandler: app.requireOperatorRole('finance'),
      config: { ...acceptsFiles(1) },
      schema: {
        tags,
        summary: 'Issue (with the invoice PDF in `file`) or reject (with `reason`) a pending invoice request',
        security,
        consumes: ['multipart/form-data'],
        body: z.object({
          id: Id,
          decision: z.enum(['issue', 'reject']),
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
        { db: app.db, storage: app.storage },
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
            after: { status: after.status, file_key: after.fileKey },
          }),
      );
      return ok(out);
    },
  );
};

export default routes;
