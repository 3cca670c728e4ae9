/**
 * Trial applications for operators (role reviewer; issue "Catalog and ordering"):
 * POST /ops/trial/list (by status, newest first) and POST /ops/trial/review (approve, or reject
 * with a reason; audited; the customer gets a site message), and POST /ops/trial/review_bulk (the same decision
 * on up to 100 applications, each decided and audited on its own).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { Id, paged, PageQuery } from '../../schemas/common.ts';
import { TrialOut } from '../../schemas/ordering.ts';
import { listTrials, reviewTrial } from '../../services/trials.ts';
import { BulkOutcome, BulkReview } from '../../schemas/ops.ts';
import { decideEach } from '../../services/ops/bulk-review.ts';
import { requireOperator } from '../../lib/require-user.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireOperatorRole('reviewer');

  app.post(
    '/ops/trial/list',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Trial applications (status 1 under review by default)',
        security,
        ...form,
        body: PageQuery.extend({ status: z.coerce.number().int().min(1).max(4).default(1) }),
        response: { 200: envelope(paged(TrialOut.extend({ user_id: z.number().int(), user_name: z.string() }))) },
      },
    },
    async (request) => ok(await listTrials(app.db, request.body)),
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
