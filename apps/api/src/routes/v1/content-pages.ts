/**
 * Public pages' content: /v1/download_list (files with version, size, SHA-256, platform),
 * /v1/resource_class_list, /v1/resource_list (/resource), /v1/solution_list, /v1/solution_info
 * (/solution/{slug}: title, hero summary, structured `sections` and an optional extra HTML body),
 * /v1/agreement_list, /v1/get_agreement (/agreement/{type}). Each takes
 * `lang` (zh-CN default, en; or Accept-Language); untranslated text falls back to zh-CN.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreements, downloads, resourceClasses, resources, solutions } from '../../db/schema.ts';
import { withAvailableFiles } from '../../services/downloads.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { Id, paged, PageQuery, toSeconds } from '../../schemas/common.ts';
import {
  AgreementDetail,
  AgreementItem,
  Download,
  Resource,
  ResourceClass,
  SolutionDetail,
  SolutionItem,
} from '../../schemas/content.ts';
import { LangField, pick, resolveLang, type Lang } from '../../services/content-lang.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['content'];
const LangBody = z.object({ lang: LangField });
const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Unknown page');

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/v1/download_list',
    {
      schema: {
        tags,
        summary: 'Client downloads (version, size in bytes, SHA-256, platform)',
        ...form,
        body: LangBody.extend({ platform: z.string().max(20).optional() }),
        response: { 200: envelope(z.array(Download)) },
      },
    },
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      // An entry whose stored file is missing or damaged is not listed (services/downloads.ts).
      const rows = await withAvailableFiles(
        app.storage,
        await db
          .select()
          .from(downloads)
          .where(request.body.platform ? eq(downloads.platform, request.body.platform) : undefined)
          .orderBy(asc(downloads.sort), asc(downloads.id)),
      );
      return ok(
        rows.map((d) => ({
          id: d.id,
          name: pick(lang, d.name, d.nameEn),
          platform: d.platform,
          version: d.version,
          size_bytes: d.sizeBytes,
          sha256: d.sha256,
          url: d.url,
          notes: pick(lang, d.notes, d.notesEn),
          released_at: toSeconds(d.releasedAt),
        })),
      );
    },
  );

  app.post(
    '/v1/resource_class_list',
    {
      schema: {
        tags,
        summary: 'Resource classes (/resource)',
        ...form,
        body: LangBody,
        response: { 200: envelope(z.array(ResourceClass)) },
      },
    },
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db.select().from(resourceClasses).orderBy(asc(resourceClasses.sort), asc(resourceClasses.id));
      return ok(rows.map((c) => ({ id: c.id, name: pick(lang, c.name, c.nameEn) })));
    },
  );

  app.post(
    '/v1/resource_list',
    {
      schema: {
        tags,
        summary: 'Resources, optionally of one class (paginated)',
        ...form,
        body: PageQuery.extend({ class_id: Id.optional(), lang: LangField }),
        response: { 200: envelope(paged(Resource)) },
      },
    },
    async (request) => {
      const { page, page_size, class_id } = request.body;
      const lang = resolveLang(request, request.body.lang);
      const where: SQL | undefined = class_id ? eq(resources.classId, class_id) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(resources)
          .where(where)
          .orderBy(asc(resources.sort), asc(resources.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(resources).where(where),
      ]);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          class_id: r.classId,
          title: pick(lang, r.title, r.titleEn),
          description: pick(lang, r.description, r.descriptionEn),
          url: r.url,
          kind: r.kind,
        })),
        total: Number(total?.n ?? 0),
        page,
        page_size,
      });
    },
  );

  app.post(
    '/v1/solution_list',
    {
      schema: {
        tags,
        summary: 'Industry solution pages',
        ...form,
        body: LangBody,
        response: { 200: envelope(z.array(SolutionItem)) },
      },
    },
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db.select().from(solutions).orderBy(asc(solutions.sort), asc(solutions.id));
      return ok(
        rows.map((s) => ({
          slug: s.slug,
          title: pick(lang, s.title, s.titleEn),
          summary: pick(lang, s.summary, s.summaryEn),
        })),
      );
    },
  );

  app.post(
    '/v1/solution_info',
    {
      schema: {
        tags,
        summary: 'One solution page by slug (bangong, fangzhen, piliang, ruanjian, yingxiao, youxi, zhibo)',
        ...form,
        body: LangBody.extend({ slug: Slug }),
        response: { 200: envelope(SolutionDetail) },
      },
    },
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const [s] = await db.select().from(solutions).where(eq(solutions.slug, request.body.slug)).limit(1);
      if (!s) throw new ApiError(CODE.NOT_FOUND, 'The page does not exist');
      // The body's language: English when it has English sections (or, on older rows, an English HTML body).
      const shown: Lang = lang === 'en' && (s.sectionsEn || (!s.sections && s.contentHtmlEn)) ? 'en' : 'zh-CN';
      return ok({
        slug: s.slug,
        title: pick(shown, s.title, s.titleEn),
        summary: pick(shown, s.summary, s.summaryEn),
        sections: (shown === 'en' ? s.sectionsEn : s.sections) ?? null,
        content_html: shown === 'en' ? (s.contentHtmlEn ?? '') : s.contentHtml,
        lang: shown,
        updated_at: toSeconds(s.updatedAt),
      });
    },
  );

  app.post(
    '/v1/agreement_list',
    {
      schema: {
        tags,
        summary: 'Agreements and policies',
        ...form,
        body: LangBody,
        response: { 200: envelope(z.array(AgreementItem)) },
      },
    },
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db.select().from(agreements).orderBy(asc(agreements.sort), asc(agreements.id));
      return ok(
        rows.map((a) => ({
          type: a.type,
          title: pick(lang, a.title, a.titleEn),
          version: a.version,
          effective_at: toSeconds(a.effectiveAt),
        })),
      );
    },
  );

  app.post(
    '/v1/get_agreement',
    {
      schema: {
        tags,
        summary: 'One agreement by type (service, privacy, sla, acceptable-use, refund, real-name, cookies, …)',
        ...form,
        body: LangBody.extend({ type: Slug }),
        response: { 200: envelope(AgreementDetail) },
      },
    },
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const [a] = await db
        .select()
        .from(agreements)
        .where(and(eq(agreements.type, request.body.type)))
        .limit(1);
      if (!a) throw new ApiError(CODE.NOT_FOUND, 'The agreement does not exist');
      const shown: Lang = lang === 'en' && a.contentHtmlEn ? 'en' : 'zh-CN';
      return ok({
        type: a.type,
        title: pick(shown, a.title, a.titleEn),
        version: a.version,
        effective_at: toSeconds(a.effectiveAt),
        content_html: pick(shown, a.contentHtml, a.contentHtmlEn),
        lang: shown,
        updated_at: toSeconds(a.updatedAt),
      });
    },
  );
};

export default routes;
