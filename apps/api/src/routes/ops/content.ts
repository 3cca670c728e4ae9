/**
 * Content editing for operators (role editor; admin passes): for each kind of
 * routes/ops/content-kinds.ts — news, news_class, notice, download, banner, solution, agreement,
 * resource_class, resource, friend_link —
 *   POST /ops/{kind}/list   (page, page_size, keyword; drafts included)
 *   POST /ops/{kind}/save   (no id: create; with id: replace every field)
 *   POST /ops/{kind}/delete (id)
 * and POST /ops/content/preview (the sanitized HTML of a body, as it would be stored).
 * Every save and delete writes the audit log (before/after) in the same transaction.
 */
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { news, newsClasses } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { sanitizeArticleHtml } from '../../lib/sanitize.ts';
import { Id, paged, PageQuery } from '../../schemas/common.ts';
import { audit } from '../../services/audit.ts';
import { CONTENT_KINDS, toColumns, toView, type ContentKind } from './content-kinds.ts';
import { RICH_TEXT_BODY_LIMIT } from '../../plugins/external/multipart.ts';

const tags = ['ops-content'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };

/** A database error's SQLSTATE, through drizzle's wrapper. */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const editor = app.requireOperatorRole('editor');

  app.post(
    '/ops/content/preview',
    {
      preHandler: editor,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: { tags, summary: 'The sanitized HTML of a rich-text body, exactly as saving would store it', security, ...form, body: z.object({ html: z.string().max(200_000) }), response: { 200: envelope(z.object({ html: z.string() })) } },
    },
    async (request) => ok({ html: sanitizeArticleHtml(request.body.html) }),
  );

  for (const k of CONTENT_KINDS) registerKind(k);

  function registerKind(k: ContentKind) {
    const t = k.table as any;
    const listBody = PageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      ...(k.kind === 'news' ? { class_id: Id.optional(), type: z.coerce.number().int().min(1).max(2).optional() } : {}),
    });
    app.post(
      `/ops/${k.kind}/list`,
      { preHandler: editor, schema: { tags, summary: `List ${k.label}s (drafts included)`, security, ...form, body: listBody, response: { 200: envelope(paged(k.view)) } } },
      async (request) => {
        const { page, page_size, keyword, class_id, type } = request.body as z.infer<typeof listBody> & { class_id?: number; type?: number };
        const conds: SQL[] = [];
        if (keyword) conds.push(ilike(k.keywordColumn(t) as any, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
        if (class_id) conds.push(eq(news.classId, class_id));
        if (type) conds.push(eq(news.type, type));
        const where = conds.length ? and(...conds) : undefined;
        const [rows, [total]] = await Promise.all([
          db.select().from(t).where(where).orderBy(...k.order(t)).limit(page_size).offset((page - 1) * page_size),
          db.select({ n: count() }).from(t).where(where),
        ]);
        return ok({ list: (rows as Record<string, unknown>[]).map(toView), total: Number(total?.n ?? 0), page, page_size });
      },
    );

    const saveBody = k.input.extend({ id: Id.optional().describe('Omit to create') });
    app.post(
      `/ops/${k.kind}/save`,
      { preHandler: editor, bodyLimit: RICH_TEXT_BODY_LIMIT, schema: { tags, summary: `Create or update a ${k.label} (rich text sanitized; audited)`, security, ...form, body: saveBody, response: { 200: envelope(k.view) } } },
      async (request) => {
        const { id, ...input } = request.body as { id?: number } & Record<string, unknown>;
        const values = toColumns(input);
        if (k.kind === 'news') {
          const [cls] = await db.select().from(newsClasses).where(eq(newsClasses.id, values.classId as number)).limit(1);
          if (!cls) throw new ApiError(CODE.BAD_REQUEST, 'class_id: no such news class');
          values.type = cls.type;
        }
        if ('updatedAt' in t) values.updatedAt = new Date();
        const operatorId = request.operator!.id;
        try {
          const saved = await db.transaction(async (tx) => {
            if (id === undefined) {
              const [row] = (await tx.insert(t).values(values).returning()) as Record<string, unknown>[];
              await audit(tx as unknown as Db, { operatorId, action: `${k.kind}.create`, targetType: k.kind, targetId: (row as any).id, after: toView(row as any), clientIp: request.ip });
              return row as Record<string, unknown>;
            }
            const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
            if (!before) throw new ApiError(CODE.NOT_FOUND, `No such ${k.label}`);
            const [row] = await tx.update(t).set(values).where(eq(t.id, id)).returning();
            await audit(tx as unknown as Db, { operatorId, action: `${k.kind}.update`, targetType: k.kind, targetId: id, before: toView(before as any), after: toView(row as any), clientIp: request.ip });
            return row as Record<string, unknown>;
          });
          return ok(toView(saved), 'Saved');
        } catch (err) {
          const state = sqlState(err);
          if (state === '23505') throw new ApiError(CODE.BAD_REQUEST, `Another ${k.label} already uses this ${k.kind === 'agreement' ? 'type' : 'slug'}`);
          if (state === '23503') throw new ApiError(CODE.BAD_REQUEST, 'class_id: no such class');
          throw err;
        }
      },
    );

    app.post(
      `/ops/${k.kind}/delete`,
      { preHandler: editor, schema: { tags, summary: `Delete a ${k.label} (audited)`, security, ...form, body: z.object({ id: Id }), response: { 200: envelope(z.null()) } } },
      async (request) => {
        const { id } = request.body;
        try {
          await db.transaction(async (tx) => {
            const [row] = (await tx.delete(t).where(eq(t.id, id)).returning()) as Record<string, unknown>[];
            if (!row) throw new ApiError(CODE.NOT_FOUND, `No such ${k.label}`);
            await audit(tx as unknown as Db, { operatorId: request.operator!.id, action: `${k.kind}.delete`, targetType: k.kind, targetId: id, before: toView(row as any), clientIp: request.ip });
          });
        } catch (err) {
          if (sqlState(err) === '23503') throw new ApiError(CODE.BAD_REQUEST, `This ${k.label} is still in use; move or delete what belongs to it first`);
          throw err;
        }
        return ok(null, 'Deleted');
      },
    );
  }
};

export default routes;
