/**
 * `POST /v1/news_preview` (token, lang): the article a preview link names, drafts and scheduled articles included,
 * shaped as /v1/get_news_info plus `preview` (its state and the link's expiry). No view is counted. Refusals:
 * 403 `content.preview_invalid` (malformed or tampered), 403 `content.preview_expired`, 404 when the article is gone
 * (services/content/preview.ts). The cloud site's /news/preview/{token} page marks it noindex.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { UnixSeconds } from '../../../../lib/schemas.ts';
import { NewsDetail } from '../../schemas/content.ts';
import { LangField, resolveLang } from '../../services/content-lang.ts';
import { newsPreview } from '../../services/preview.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/news_preview',
    {
      schema: {
        tags: ['content'],
        summary: 'An unpublished or scheduled article through its signed preview link (403 when invalid or expired)',
        consumes: ['multipart/form-data', 'application/json'],
        body: z.object({ token: z.string().max(200), lang: LangField }),
        response: {
          200: envelope(
            NewsDetail.extend({
              preview: z.object({ state: z.enum(['draft', 'scheduled', 'live']), expires_at: UnixSeconds }),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      const lang = resolveLang(request, request.body.lang);
      return ok(await newsPreview(app.db, app.config.PREVIEW_SECRET, request.body.token, lang, nowSeconds()));
    },
  );
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default routes;
