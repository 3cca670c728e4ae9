/**
 * Preview links (role editor; admin passes): `POST /ops/news/preview_link` (id) answers a signed link to the article
 * as the cloud site will show it, for a draft or a scheduled article (services/content/preview.ts; 7 days). Each link
 * handed out is audited (`news.preview_link`, with its expiry), since it shares text the public cannot see yet.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.ts';
import { requireOperator } from '../../lib/require-user.ts';
import { Id, UnixSeconds } from '../../schemas/common.ts';
import { createPreviewLink } from '../../services/content/preview.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/news/preview_link',
    {
      preHandler: app.requireOperatorRole('editor'),
      schema: {
        tags: ['ops-content'],
        summary: 'A signed 7-day preview link of an article (draft or scheduled), for the cloud site (audited)',
        security: [{ token: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        body: z.object({ id: Id }),
        response: {
          200: envelope(
            z.object({
              token: z.string(),
              path: z.string().describe('The cloud site path: /news/preview/{token}'),
              expires_at: UnixSeconds,
              state: z.enum(['draft', 'scheduled', 'live']).describe('What the public sees of the article now'),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await createPreviewLink(app.db, app.config.PREVIEW_SECRET, request.body.id, {
          operatorId: requireOperator(request).id,
          clientIp: request.ip,
        }),
      ),
  );
};

export default routes;
