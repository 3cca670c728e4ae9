/**
 * Preview links (role editor; admin passes; services/content/preview-links.ts, docs/decisions/0057-preview-links.md):
 * - `POST /ops/news/preview_link` (id): a new signed 7-day link to the article as the cloud site will show it, for a
 *   draft or a scheduled article; recorded and audited (`news.preview_link`), since it shares text the public cannot
 *   see yet. The token is answered inside `path` only: the console's `/api` proxy takes a `data.token` of any answer
 *   for the operator's session token (site-kit api-proxy.server.ts), which logged the editor out.
 * - `POST /ops/news/preview_links` (id): the article's live links (not revoked, not expired), who made each and when.
 * - `POST /ops/news/preview_revoke` (id of the link): the link is refused from then on (`content.preview_revoked`);
 *   audited (`news.preview_revoke`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { Id, UnixSeconds } from '../../../../lib/schemas.ts';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../../services/preview-links.ts';

const tags = ['ops-content'];
const security = [{ token: [] }];
const consumes = ['multipart/form-data', 'application/json'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest) => ({
    operatorId: requireOperator(request).id,
    clientIp: request.ip,
  });

  app.post(
    '/ops/news/preview_link',
    {
      preHandler: app.requireOperatorRole('editor'),
      schema: {
        tags,
        summary:
          'A signed 7-day preview link of an article (draft or scheduled), for the cloud site (recorded, audited)',
        security,
        consumes,
        body: z.object({ id: Id }),
        response: {
          200: envelope(
            z.object({
              id: Id.describe('The link’s id (for /ops/news/preview_revoke)'),
              path: z.string().describe('The cloud site path: /news/preview/{token}'),
              expires_at: UnixSeconds,
              state: z.enum(['draft', 'scheduled', 'live']).describe('What the public sees of the article now'),
            }),
          ),
        },
      },
    },
    async (request) => ok(await createPreviewLink(app.db, app.config.PREVIEW_SECRET, request.body.id, actor(request))),
  );

  app.post(
    '/ops/news/preview_links',
    {
      preHandler: app.requireOperatorRole('editor'),
      schema: {
        tags,
        summary: 'The live preview links of an article (not revoked, not expired), oldest first',
        security,
        consumes,
        body: z.object({ id: Id.describe('The article’s id') }),
        response: {
          200: envelope(
            z.object({
              list: z.array(
                z.object({
                  id: Id,
                  path: z.string().describe('The cloud site path: /news/preview/{token}'),
                  created_at: UnixSeconds,
                  expires_at: UnixSeconds,
                  created_by: z.object({ email: z.string(), name: z.string() }),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listPreviewLinks(app.db, app.config.PREVIEW_SECRET, request.body.id)),
  );

  app.post(
    '/ops/news/preview_revoke',
    {
      preHandler: app.requireOperatorRole('editor'),
      schema: {
        tags,
        summary: 'Revoke a preview link: it is refused from then on (audited; revoking twice changes nothing)',
        security,
        consumes,
        body: z.object({ id: Id.describe('The link’s id') }),
        response: {
          200: envelope(z.object({ id: Id, news_id: Id, revoked_at: UnixSeconds })),
        },
      },
    },
    async (request) => ok(await revokePreviewLink(app.db, request.body.id, actor(request)), 'done.preview_revoked'),
  );
};

export default routes;
