/**
 * Content editing for operators (role editor; admin passes): for each kind of
 * services/content/kinds.ts — news, news_class, notice, download, banner, solution, agreement,
 * resource_class, resource, friend_link —
 *   POST /ops/{kind}/list   (page, page_size, keyword; drafts included)
 *   POST /ops/{kind}/save   (no id: create; with id: replace every field)
 *   POST /ops/{kind}/delete (id)
 * and POST /ops/content/preview (the sanitized HTML of a body, as it would be stored).
 * Every save and delete writes the audit log (before/after) in the same transaction (services/content/admin.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { sanitizeArticleHtml } from '../../../../lib/sanitize.ts';
import { RICH_TEXT_BODY_LIMIT } from '../../../../plugins/external/multipart.ts';
import { Id, PageQuery, paged } from '../../../../lib/schemas.ts';
import { type ContentListQuery, deleteContent, listContent, saveContent } from '../../services/admin.ts';
import { CONTENT_KINDS, type ContentKind } from '../../services/kinds.ts';

const tags = ['ops-content'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const editor = app.requireOperatorRole('editor');

  app.post(
    '/ops/content/preview',
    {
      preHandler: editor,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The sanitized HTML of a rich-text body, exactly as saving would store it',
        security,
        ...form,
        body: z.object({ html: z.string().max(200_000) }),
        response: { 200: envelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ok({ html: sanitizeArticleHtml(request.body.html) }),
  );

  for (const k of CONTENT_KINDS) registerKind(k);

  function registerKind(k: ContentKind) {
    const listBody = PageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      ...(k.kind === 'news' ? { class_id: Id.optional(), type: z.coerce.number().int().min(1).max(2).optional() } : {}),
    });
    app.post(
      `/ops/${k.kind}/list`,
      {
        preHandler: editor,
        schema: {
          tags,
          summary: `List ${k.label}s (drafts included)`,
          security,
          ...form,
          body: listBody,
          response: { 200: envelope(paged(k.view)) },
        },
      },
      async (request) => ok(await listContent(db, k, request.body as ContentListQuery)),
    );

    const saveBody = k.input.extend({ id: Id.optional().describe('Omit to create') });
    app.post(
      `/ops/${k.kind}/save`,
      {
        preHandler: editor,
        bodyLimit: RICH_TEXT_BODY_LIMIT,
        schema: {
          tags,
          summary: `Create or update a ${k.label} (rich text sanitized; audited)`,
          security,
          ...form,
          body: saveBody,
          response: { 200: envelope(k.view) },
        },
      },
      async (request) => {
        const { id, ...input } = request.body as { id?: number } & Record<string, unknown>;
        const saved = await saveContent(db, k, id, input, {
          operatorId: requireOperator(request).id,
          clientIp: request.ip,
        });
        return ok(saved, 'done.saved');
      },
    );

    app.post(
      `/ops/${k.kind}/delete`,
      {
        preHandler: editor,
        schema: {
          tags,
          summary: `Delete a ${k.label} (audited)`,
          security,
          ...form,
          body: z.object({ id: Id }),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await deleteContent(db, k, request.body.id, { operatorId: requireOperator(request).id, clientIp: request.ip });
        return ok(null, 'done.deleted');
      },
    );
  }
};

export default routes;
