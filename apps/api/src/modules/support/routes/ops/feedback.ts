/**
 * Feedback from the sites' feedback dialog, for operators (every role: it is support work):
 * POST /ops/feedback/list (paged, by status, searched, ordered), GET /ops/feedback/export (the same as CSV,
 * streamed) and /ops/feedback/handle (mark handled with a
 * note; audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { Id, paged, PageQuery, toSeconds } from '../../../../lib/schemas.ts';
import { FeedbackItem } from '../../../ops/index.ts';
import { type FeedbackRow, feedbackCsv, handleFeedback, listFeedback } from '../../services/feedback-admin.ts';
import { requireOperator } from '../../../../lib/require-user.ts';

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

/** The feedback list's status, search and order (the list's body, the export's query). */
const FeedbackFilter = z.object({
  status: z.coerce.number().int().min(1).max(2).optional().describe('1 new, 2 handled; all when omitted'),
  q: z.string().trim().max(100).optional().describe('Content, contact, category or account (partial)'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const anyRole = app.requireOperatorRole('editor', 'reviewer', 'finance', 'support');

  app.post(
    '/ops/feedback/list',
    {
      preHandler: anyRole,
      schema: {
        tags,
        summary: 'Feedback, paged, with status (1 new, 2 handled; all when omitted), search and order (newest first)',
        security,
        ...form,
        body: PageQuery.extend(FeedbackFilter.shape),
        response: { 200: envelope(paged(FeedbackItem)) },
      },
    },
    async (request) => {
      const { page, page_size } = request.body;
      const { rows, total } = await listFeedback(app.db, request.body);
      return ok({ list: rows.map(({ f, userName }) => view(f, userName)), total, page, page_size });
    },
  );

  app.get(
    '/ops/feedback/export',
    {
      preHandler: anyRole,
      schema: {
        tags,
        summary: "Feedback as CSV (the list's status, search and order; every matching item, streamed)",
        description:
          'UTF-8 with a byte-order mark. Chinese readers: Chinese header, status in words, Beijing times; otherwise columns id, received_at (ISO 8601, UTC), user_name, category, content, contact, page_url, status (1 new, 2 handled), handled_at, note, reply.',
        security,
        querystring: FeedbackFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'feedback', feedbackCsv(app.db, request.query, messageLang(request))),
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
