/**
 * Feedback from the sites' feedback dialog, for operators (every role: it is support work):
 * POST /ops/feedback/list (newest first, by status) and /ops/feedback/handle (mark handled with a
 * note; audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { Id, paged, PageQuery, toSeconds } from '../../schemas/common.ts';
import { FeedbackItem } from '../../schemas/ops.ts';
import { type FeedbackRow, handleFeedback, listFeedback } from '../../services/feedback-admin.ts';
import { requireOperator } from '../../lib/require-user.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const view = (f: FeedbackRow, userName: string | null) => ({
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
    {
      preHandler: anyRole,
      schema: {
        tags,
        summary: 'Feedback, newest first (status 1 new, 2 handled; all when omitted)',
        security,
        ...form,
        body: PageQuery.extend({ status: z.coerce.number().int().min(1).max(2).optional() }),
        response: { 200: envelope(paged(FeedbackItem)) },
      },
    },
    async (request) => {
      const { page, page_size, status } = request.body;
      const { rows, total } = await listFeedback(app.db, { page, page_size, status });
      return ok({ list: rows.map(({ f, userName }) => view(f, userName)), total, page, page_size });
    },
  );

  app.post(
    '/ops/feedback/handle',
    {
      preHandler: anyRole,
      schema: {
        tags,
        summary: 'Mark feedback handled, with a note (audited)',
        security,
        ...form,
        body: z.object({ id: Id, note: z.string().trim().max(500).default('') }),
        response: { 200: envelope(FeedbackItem) },
      },
    },
    async (request) => {
      const { id, note } = request.body;
      const row = await handleFeedback(app.db, id, note, {
        operatorId: requireOperator(request).id,
        clientIp: request.ip,
      });
      return ok(view(row, null), 'done.marked_handled');
    },
  );
};

export default routes;
