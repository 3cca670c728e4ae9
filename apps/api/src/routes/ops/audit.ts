/**
 * The audit log for operators: POST /ops/audit/list, newest first, filtered by operator, action
 * (prefix, e.g. `news.` or `real_name.approve`), target and time. Every operator role may read it;
 * there is no call that changes it, and the database refuses UPDATE and DELETE on the table.
 */
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, operators } from '../../db/schema.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { Id, paged, PageQuery, toSeconds } from '../../schemas/common.ts';
import { AuditItem } from '../../schemas/ops.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Seconds = z.coerce.number().int().min(0).max(4_102_444_800);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/audit/list',
    {
      preHandler: app.requireOperatorRole('editor', 'reviewer', 'finance', 'support'),
      schema: {
        tags,
        summary: 'Audit log, newest first (who, what, when, before and after); read-only',
        security,
        ...form,
        body: PageQuery.extend({
          operator_id: Id.optional(),
          action: z.string().trim().max(60).optional().describe('Action or its prefix, e.g. "news." or "bank_transfer.credit"'),
          target_type: z.string().trim().max(40).optional(),
          target_id: z.string().trim().max(60).optional(),
          from: Seconds.optional().describe('Unix seconds, inclusive'),
          to: Seconds.optional().describe('Unix seconds, exclusive'),
        }),
        response: { 200: envelope(paged(AuditItem)) },
      },
    },
    async (request) => {
      const { page, page_size, operator_id, action, target_type, target_id, from, to } = request.body;
      const conds: SQL[] = [];
      if (operator_id) conds.push(eq(auditLog.operatorId, operator_id));
      if (action) conds.push(like(auditLog.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      if (target_type) conds.push(eq(auditLog.targetType, target_type));
      if (target_id) conds.push(eq(auditLog.targetId, target_id));
      if (from !== undefined) conds.push(gte(auditLog.createdAt, new Date(from * 1000)));
      if (to !== undefined) conds.push(lt(auditLog.createdAt, new Date(to * 1000)));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ a: auditLog, email: operators.email })
          .from(auditLog)
          .leftJoin(operators, eq(operators.id, auditLog.operatorId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db.select({ n: count() }).from(auditLog).where(where),
      ]);
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
        total: Number(total?.n ?? 0),
        page,
        page_size,
      });
    },
  );
};

export default routes;
