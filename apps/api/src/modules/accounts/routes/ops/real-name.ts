/**
 * Real-name review for operators: POST /ops/real_name/list (applications, paged, by status, searched, ordered;
 * GET /ops/real_name/export the same as CSV, streamed, ID numbers masked), POST /ops/real_name/review (approve or reject with a reason; audited), POST /ops/real_name/review_bulk
 * (the same decision on up to 100 applications, each decided and audited on its own), and
 * GET /ops/upload/:id (the document images). Operators see the full ID number to check it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { Id, paged, PageQuery, UnixSeconds } from '../../../../lib/schemas.ts';
import { listRealNameApplications, realNameCsv } from '../../../ops/index.ts';
import { reviewRealName } from '../../services/real-name.ts';
import { BulkOutcome, BulkReview } from '../../../ops/index.ts';
import { decideEach } from '../../../ops/index.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { findUploadForReview, uploadAnswer } from '../../../platform/index.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const Item = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  type: z.number().int(),
  real_name: z.string().nullable(),
  id_number: z.string().nullable(),
  company_name: z.string().nullable(),
  credit_code: z.string().nullable(),
  id_front_img: z.number().int().nullable(),
  id_back_img: z.number().int().nullable(),
  licence_img: z.number().int().nullable(),
  status: z.number().int(),
  reject_reason: z.string().nullable(),
  provider_result: z
    .enum(['match', 'mismatch', 'unavailable'])
    .nullable()
    .describe("The identity provider's answer (null: not asked, e.g. enterprise)"),
  provider_note: z.string().nullable().describe("The provider's own code and message"),
  created_at: UnixSeconds,
  reviewed_at: UnixSeconds.nullable(),
});

/** The real-name list's status, search and order (the list's body, the export's query). */
const RealNameFilter = z.object({
  status: z.coerce.number().int().min(0).max(3).default(1).describe('1 under review, 2 verified, 3 rejected, 0 any'),
  q: z.string().trim().max(100).optional().describe('Account, real or company name (partial), or account id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/real_name/list',
    {
      preHandler: app.requireOperatorRole('reviewer'),
      schema: {
        tags,
        summary: 'Real-name applications, paged, with status, search and order (under review, newest first by default)',
        security,
        ...form,
        body: PageQuery.extend(RealNameFilter.shape),
        response: { 200: envelope(paged(Item)) },
      },
    },
    async (request) => ok(await listRealNameApplications(app.db, request.body)),
  );

  app.get(
    '/ops/real_name/export',
    {
      preHandler: app.requireOperatorRole('reviewer'),
      schema: {
        tags,
        summary: "Real-name applications as CSV (the list's status, search and order; every matching row, streamed)",
        description:
          'UTF-8 with a byte-order mark; ID numbers and credit codes masked. Chinese readers: Chinese header, type and status in words, Beijing times; otherwise columns id, submitted_at (ISO 8601, UTC), user_id, user_name, type (1 personal, 2 enterprise), name, number, status (1 under review, 2 verified, 3 rejected), reviewed_at, reject_reason.',
        security,
        querystring: RealNameFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'real-name-applications', realNameCsv(app.db, request.query, messageLang(request))),
  );

  app.post(
    '/ops/real_name/review',
    {
      preHandler: app.requireOperatorRole('reviewer'),
      schema: {
        tags,
        summary: 'Approve or reject an application under review (a rejection needs a reason)',
        security,
        ...form,
        body: z.object({
          id: Id,
          decision: z.enum(['approve', 'reject']),
          reason: z.string().trim().max(200).optional(),
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await reviewRealName(app.db, { operatorId: requireOperator(request).id, ...request.body, clientIp: request.ip });
      return ok(null, request.body.decision === 'approve' ? 'done.approved' : 'done.rejected');
    },
  );

  app.get(
    '/ops/upload/:id',
    { preHandler: app.requireOperatorRole('reviewer'), schema: { hide: true, params: z.object({ id: Id }) } },
    async (request, reply) => {
      const file = await findUploadForReview(app.db, request.params.id);
      if (!file) throw new ApiError(CODE.NOT_FOUND, 'upload.image_not_found');
      const answer = await uploadAnswer(app.storage, file, app.config.UPLOAD_URL_TTL_SECONDS);
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
      return reply.type(answer.mime).send(answer.body);
    },
  );

  app.post(
    '/ops/real_name/review_bulk',
    {
      preHandler: app.requireOperatorRole('reviewer'),
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
      return ok(
        await decideEach(ids, (id) =>
          reviewRealName(app.db, { operatorId, id, decision, reason, clientIp: request.ip }),
        ),
      );
    },
  );
};

export default routes;
