/**
 * Trial applications for operators (role reviewer; issue "Catalog and ordering"):
 * POST /ops/trial/list (paged, by status, searched, ordered), GET /ops/trial/export (the same as CSV, streamed),
 * POST /ops/trial/review (approve, or reject
 * with a reason; audited; the customer gets a site message), and POST /ops/trial/review_bulk (the same decision
 * on up to 100 applications, each decided and audited on its own).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { Id, paged, PageQuery } from '../../../../lib/schemas.ts';
import { TrialOut } from '../../schemas/ordering.ts';
import { listTrials, trialsCsv } from '../../../ops/index.ts';
import { reviewTrial } from '../../services/trials.ts';
import { BulkOutcome, BulkReview } from '../../../ops/index.ts';
import { decideEach } from '../../../ops/index.ts';
import { requireOperator } from '../../../../lib/require-user.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

/** The trial list's status, search and order (the list's body, the export's query). */
const TrialFilter = z.object({
  status: z.coerce
    .number()
    .int()
    .min(0)
    .max(4)
    .default(1)
    .describe('1 under review, 2 approved, 3 rejected, 4 claimed, 0 any'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Account, contact's name or phone, company (partial), or account id"),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireOperatorRole('reviewer');

  app.post(
    '/ops/trial/list',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Trial applications, paged, with status, search and order (under review, newest first by default)',
        security,
        ...form,
        body: PageQuery.extend(TrialFilter.shape),
        response: { 200: envelope(paged(TrialOut.extend({ user_id: z.number().int(), user_name: z.string() }))) },
      },
    },
    async (request) => ok(await listTrials(app.db, request.body)),
  );

  app.get(
    '/ops/trial/export',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Trial applications as CSV (the list's status, search and order; every matching row, streamed)",
        description:
          'UTF-8 with a byte-order mark; package and region by name. Chinese readers: Chinese header and names, status in words, Beijing times; otherwise columns id, submitted_at (ISO 8601, UTC), user_id, user_name, package, region, contact_name, contact_phone, company, purpose, status (1 under review, 2 approved, 3 rejected, 4 claimed), reviewed_at, reject_reason.',
        security,
        querystring: TrialFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'trial-applications', trialsCsv(app.db, request.query, messageLang(request))),
  );

  app.post(
    '/ops/trial/review',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Approve or reject a trial application under review',
        security,
        ...form,
        body: z
          .object({ id: Id, decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(200).optional() })
          .refine((b) => b.decision === 'approve' || !!b.reason, {
            path: ['reason'],
            message: 'ops.reject_reason_required',
          }),
        response: { 200: envelope(TrialOut) },
      },
    },
    async (request) => ok(await reviewTrial(app.db, requireOperator(request).id, request.body, request.ip)),
  );

  app.post(
    '/ops/trial/review_bulk',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Approve or reject several applications under review at once (each decided and audited on its own)',
        security,
        consumes: ['application/json'],
        body: BulkReview,
        response: { 200: envelope(BulkOutcome) },
      },
    },
    async (request) => {
      const operatorId = requireOperator(request).id;
      const { ids, decision, reason } = request.body;
      return ok(await decideEach(ids, (id) => reviewTrial(app.db, operatorId, { id, decision, reason }, request.ip)));
    },
  );
};

export default routes;
