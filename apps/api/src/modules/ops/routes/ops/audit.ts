/**
 * The audit log for operators: POST /ops/audit/list, newest first, filtered by operator, action
 * (prefix, e.g. `news.` or `real_name.approve`), target and time, and GET /ops/audit/export, the same
 * filters as a CSV file (streamed; services/ops/audit-log.ts). Every operator role may read it;
 * there is no call that changes it, and the database refuses UPDATE and DELETE on the table.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { CursorPageQuery, cursorPaged, Id, toSeconds } from '../../../../lib/schemas.ts';
import { AuditItem } from '../../schemas/ops.ts';
import { auditCsv, listAudit } from '../../services/audit-log.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Seconds = z.coerce.number().int().min(0).max(4_102_444_800);

/** The audit log's filters (the list's body, the export's query). */
const AuditFilter = z.object({
  operator_id: Id.optional(),
  action: z.string().trim().max(60).optional().describe('Action or its prefix, e.g. "news." or "bank_transfer.credit"'),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(60).optional(),
  from: Seconds.optional().describe('Unix seconds, inclusive'),
  to: Seconds.optional().describe('Unix seconds, exclusive'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const readers = app.requireOperatorRole('editor', 'reviewer', 'finance', 'support');

  app.get(
    '/ops/audit/export',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: "The audit log as CSV (the list's filters; every matching entry, newest first, streamed)",
        description:
          'UTF-8 with a byte-order mark; columns id, time (ISO 8601, UTC), operator_id, operator_email, action, target_type, target_id, client_ip, detail, before, after (JSON). Cells that would start a spreadsheet formula are prefixed with an apostrophe.',
        security,
        querystring: AuditFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'audit-log', auditCsv(app.db, request.query)),
  );

  app.post(
    '/ops/audit/list',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'Audit log, newest first (who, what, when, before and after); read-only',
        security,
        ...form,
        body: CursorPageQuery.extend(AuditFilter.shape),
        response: { 200: envelope(cursorPaged(AuditItem)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.body;
      const { rows, total, totalCapped, nextCursor } = await listAudit(app.db, request.body);
      return ok({
        list: rows.map(({ a, email }) => ({
          id: a.id,
          operator_id: a.operatorId,
          operator_email: email,
          action: a.action,
          target_type: a.targetType,
          target_id: a.targetId,
          detail: (a.detail ?? {}) as Record<string, unknown>,
          before: a.before ?? null,
          after: a.after ?? null,
          client_ip: a.clientIp,
          created_at: toSeconds(a.createdAt),
        })),
        total,
        total_capped: totalCapped,
        page,
        page_size,
        next_cursor: nextCursor,
      });
    },
  );
};

export default routes;
