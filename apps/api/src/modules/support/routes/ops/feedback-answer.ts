/**
 * POST /ops/feedback/answer: an operator (any role) answers feedback from the feedback dialog; the answer is
 * stored, the feedback marked handled (audited) and e-mailed back to the customer (services/support/feedback.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { IdBody } from '../../../../lib/schemas.ts';
import { answerFeedback } from '../../services/feedback.ts';
import { operatorIdOf } from '../../services/tickets.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/feedback/answer',
    {
      preHandler: app.requireOperatorRole('editor', 'reviewer', 'finance', 'support'),
      schema: {
        tags: ['ops'],
        summary: 'Answer feedback: stored, marked handled (audited) and e-mailed to the customer',
        security: [{ token: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        body: IdBody.extend({
          reply: z.string().trim().min(1, 'feedback.answer_required').max(2000, 'feedback.answer_too_long'),
        }),
        response: {
          200: envelope(
            z.object({
              id: z.number().int(),
              status: z.number().int(),
              reply: z.string(),
              replied_to: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const row = await answerFeedback(
        { db: app.db, messaging: app.messaging, log: app.log },
        { operatorId: operatorIdOf(request), ...request.body, clientIp: request.ip },
      );
      return ok(
        { id: row.id, status: row.status, reply: row.reply ?? '', replied_to: row.repliedTo },
        row.repliedTo ? 'done.answer_sent' : 'done.answer_saved_no_mail',
      );
    },
  );
};

export default routes;
