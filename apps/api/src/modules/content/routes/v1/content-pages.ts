/**
 * Public pages' content: /v1/download_list (files with version, size, SHA-256, platform),
 * /v1/resource_class_list, /v1/resource_list (/resource), /v1/solution_list, /v1/solution_info
 * (/solution/{slug}: title, hero summary, structured `sections` and an optional extra HTML body),
 * /v1/agreement_list, /v1/get_agreement (/agreement/{type}). Each takes
 * `lang` (zh-CN default, en; or Accept-Language); untranslated text falls back to zh-CN.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { Id, PageQuery, paged } from '../../../../lib/schemas.ts';
import {
  AgreementDetail,
  AgreementItem,
  Download,
  Resource,
  ResourceClass,
  SolutionDetail,
  SolutionItem,
} from '../../schemas/content.ts';
import { LangField, resolveLang } from '../../services/content-lang.ts';
import {
  agreementDetail,
  listAgreements,
  listDownloads,
  listResourceClasses,
  listResources,
  listSolutions,
  solutionDetail,
} from '../../services/pages.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['content'];
const LangBody = z.object({ lang: LangField });
const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'form.page');

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
    async (request) =>
      ok(
        await listDownloads(
          { db, storage: app.storage, log: request.log },
          request.body.platform,
          resolveLang(request, request.body.lang),
        ),
      ),
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
    async (request) => ok(await listResourceClasses(db, resolveLang(request, request.body.lang))),
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
    async (request) => ok(await listResources(db, request.body, resolveLang(request, request.body.lang))),
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
    async (request) => ok(await listSolutions(db, resolveLang(request, request.body.lang))),
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
    async (request) => ok(await solutionDetail(db, request.body.slug, resolveLang(request, request.body.lang))),
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
    async (request) => ok(await listAgreements(db, resolveLang(request, request.body.lang))),
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
    async (request) => ok(await agreementDetail(db, request.body.type, resolveLang(request, request.body.lang))),
  );
};

export default routes;
