/**
 * Feedback from the sites' feedback dialog, for operators (every role: it is support work):
 * POST /ops/feedback/list (newest first, by status) and /ops/feedback/handle (mark handled with a
 * note; audited).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { feedback, users } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { Id, paged, PageQuery, toSeconds } from '../../schemas/common.ts';
import { FeedbackItem } from '../../schemas/ops.ts';
import { audit } from '../../services/audit.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

type Row = typeof feedback.$inferSelect;
const view = (f: Row, userName: string | null) => ({
  id: f.id,
  user_id: f.userId,
  user_name: userName,
  category: f.category,
  content: f.content,
  contact: f.contact,
  page_url: f.pageUrl,
  status: f.status,
  note: f.note,
  created_at: toSeconds(f.createdAt),
  handled_at: f.handledAt ? toSeconds(f.handledAt) : null,
  reply: f.reply,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const anyRole = app.requireOperatorRole('editor', 'reviewer', 'finance', 'support');

  app.post(
    '/ops/feedback/list',
    { preHandler: anyRole, schema: { tags, summary: 'Feedback, newest first (status 1 new, 2 handled; all when omitted)', security, ...form, body: PageQuery.extend({ status: z.coerce.number().int().min(1).max(2).optional() }), response: { 200: envelope(paged(FeedbackItem)) } } },
    async (request) => {
      const { page, page_size, status } = request.body;
      const where = status ? eq(feedback.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db.select({ f: feedback, userName: users.userName }).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(where).orderBy(desc(feedback.id)).limit(page_size).offset((page - 1) * page_size),
        app.db.select({ n: count() }).from(feedback).where(where),
      ]);
      return ok({ list: rows.map(({ f, userName }) => view(f, userName)), total: Number(total?.n ?? 0), page, page_size });
    },
  );

  app.post(
    '/ops/feedback/handle',
    { preHandler: anyRole, schema: { tags, summary: 'Mark feedback handled, with a note (audited)', security, ...form, body: z.object({ id: Id, note: z.string().trim().max(500).default('') }), response: { 200: envelope(FeedbackItem) } } },
    async (request) => {
      const { id, note } = request.body;
      const operatorId = request.operator!.id;
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
        if (!before) throw new ApiError(CODE.NOT_FOUND, 'No such feedback');
        const [after] = await tx.update(feedback).set({ status: 2, note: note || null, handledBy: operatorId, handledAt: new Date() }).where(and(eq(feedback.id, id))).returning();
        await audit(tx as unknown as Db, { operatorId, action: 'feedback.handle', targetType: 'feedback', targetId: id, before: { status: before.status, note: before.note }, after: { status: 2, note: after!.note }, clientIp: request.ip });
        return after!;
      });
      return ok(view(row, null), 'Marked handled');
    },
  );
};

export default routes;
