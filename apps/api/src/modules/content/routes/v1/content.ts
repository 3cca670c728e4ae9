/**
 * Public content calls (spec section 7 "News and content" and the quiet start-up calls):
 * /v1/web_init (with `code_outbox_url`, the development outbox page while codes go there), /v1/get_version,
 * /v1/banner_list, /v1/friend_link, /v1/get_news_class_list, /v1/get_news_list, /v1/get_news_info, /v1/get_doc, /v1/get_hot, /v1/news_search,
 * /v1/notice_list. Pages (downloads, resources, solutions, agreements) are in content-pages.ts,
 * feedback and traffic attribution in content-feedback.ts.
 *
 * Every call takes `lang` (zh-CN default, en; or the Accept-Language header): English lists hold
 * the items translated into English; a detail without English text answers in zh-CN with
 * `lang: 'zh-CN'`. Drafts (unpublished news) and items whose `published_at` is still ahead are never shown
 * (services/content/content-schedule.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isProduction } from '../../../../config-guard.ts';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { Id, PageQuery, paged } from '../../../../lib/schemas.ts';
import { Banner, FriendLink, NewsClass, NewsDetail, NewsItem, Notice, SiteInfo } from '../../schemas/content.ts';
import { LangField, resolveLang } from '../../services/content-lang.ts';
import {
  hotNews,
  listBanners,
  listFriendLinks,
  listNews,
  listNewsClasses,
  listNotices,
  newsDetail,
} from '../../services/public.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['content'];
const LangBody = z.object({ lang: LangField });

const routes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  const db = app.db;
  // The outbox page exists only outside production (app.ts); the sites point to it only while codes go there.
  const codeOutboxUrl =
    !isProduction(config) &&
    (config.OUTBOX_PAGE ?? 'on') === 'on' &&
    (config.SMS_PROVIDER === 'outbox' || config.EMAIL_PROVIDER === 'outbox')
      ? `${config.PUBLIC_API_URL.replace(/\/+$/, '')}/dev/outbox`
      : null;

  app.post(
    '/v1/web_init',
    { schema: { tags, summary: 'Site information at start-up', response: { 200: envelope(SiteInfo) } } },
    async () =>
      ok({
        site_name: config.SITE_NAME,
        site_name_en: config.SITE_NAME_EN,
        icp_number: config.ICP_NUMBER,
        police_record: config.POLICE_RECORD,
        support_phone: config.SUPPORT_PHONE,
        support_email: config.SUPPORT_EMAIL,
        version: config.version,
        code_outbox_url: codeOutboxUrl,
      }),
  );

  app.post(
    '/v1/get_version',
    { schema: { tags, summary: 'Platform version', response: { 200: envelope(z.object({ version: z.string() })) } } },
    async () => ok({ version: config.version }),
  );

  app.post(
    '/v1/banner_list',
    {
      schema: {
        tags,
        summary: 'Banners of a page position',
        ...form,
        body: LangBody.extend({ position: z.string().max(32).default('home') }),
        response: { 200: envelope(z.array(Banner)) },
      },
    },
    async (request) => ok(await listBanners(db, request.body.position, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/friend_link',
    {
      schema: {
        tags,
        summary: 'Friend links for the footer',
        ...form,
        body: LangBody,
        response: { 200: envelope(z.array(FriendLink)) },
      },
    },
    async (request) => ok(await listFriendLinks(db, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/get_news_class_list',
    {
      schema: {
        tags,
        summary: 'News classes',
        ...form,
        body: LangBody.extend({ type: z.coerce.number().int().min(1).max(2).optional() }),
        response: { 200: envelope(z.array(NewsClass)) },
      },
    },
    async (request) => ok(await listNewsClasses(db, request.body.type, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/get_news_list',
    {
      schema: {
        tags,
        summary: 'Paginated news list, newest first (page ≥ 1, page_size 1–50; a page past the end is empty)',
        ...form,
        body: PageQuery.extend({
          class_id: Id.optional(),
          type: z.coerce.number().int().min(1).max(2).optional(),
          lang: LangField,
        }),
        response: { 200: envelope(paged(NewsItem)) },
      },
    },
    async (request) => ok(await listNews(db, request.body, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/get_news_info',
    {
      schema: {
        tags,
        summary: 'One article (404 for an unknown id or a draft)',
        ...form,
        body: LangBody.extend({ id: Id }),
        response: { 200: envelope(NewsDetail) },
      },
    },
    async (request) => ok(await newsDetail(db, { id: request.body.id }, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/get_doc',
    {
      schema: {
        tags,
        summary: 'One document (type 2); the first one when no id is given',
        ...form,
        body: LangBody.extend({ id: Id.optional() }),
        response: { 200: envelope(NewsDetail) },
      },
    },
    async (request) =>
      ok(await newsDetail(db, { id: request.body.id, doc: true }, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/get_hot',
    {
      schema: {
        tags,
        summary: 'Hot articles (at most 8)',
        ...form,
        body: LangBody,
        response: {
          200: envelope(z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.number().int() }))),
        },
      },
    },
    async (request) => ok(await hotNews(db, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/news_search',
    {
      schema: {
        tags,
        summary: 'Search news and documents in one language (title, summary and body; Chinese and English words)',
        description:
          'Every whitespace-separated term must occur (case-insensitive substring, so Chinese words without spaces are found). Backed by a pg_trgm trigram index on the lower-cased text (docs/decisions/0006-content.md "News search"). Title matches rank first, then newest.',
        ...form,
        body: PageQuery.extend({
          keyword: z.string().trim().min(1, 'content.search_word').max(50),
          type: z.coerce.number().int().min(1).max(2).optional(),
          lang: LangField,
        }),
        response: { 200: envelope(paged(NewsItem)) },
      },
    },
    async (request) => ok(await listNews(db, request.body, resolveLang(request, request.body.lang))),
  );

  app.post(
    '/v1/notice_list',
    {
      schema: {
        tags,
        summary: 'Platform notices, newest first',
        ...form,
        body: PageQuery.extend({ lang: LangField }),
        response: { 200: envelope(paged(Notice)) },
      },
    },
    async (request) =>
      ok(await listNotices(db, request.body.page, request.body.page_size, resolveLang(request, request.body.lang))),
  );
};

export default routes;
