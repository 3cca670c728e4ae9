/**
 * Public content calls (spec section 7 "News and content" and the quiet start-up calls):
 * /v1/web_init, /v1/get_version, /v1/banner_list, /v1/friend_link, /v1/get_news_class_list,
 * /v1/get_news_list, /v1/get_news_info, /v1/get_doc, /v1/get_hot, /v1/notice_list, /v1/download_list.
 */
import { and, asc, desc, eq, gt, lt, count, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banners, downloads, friendLinks, news, newsClasses, notices } from '../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../lib/envelope.ts';
import { IdBody, PageQuery, paged, toSeconds } from '../schemas/common.ts';
import { Banner, Download, FriendLink, NewsClass, NewsDetail, NewsItem, Notice, SiteInfo } from '../schemas/content.ts';
import type { AppConfig } from '../config.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['content'];

type NewsRow = typeof news.$inferSelect;
const toNewsItem = (n: NewsRow) => ({
  id: n.id,
  class_id: n.classId,
  type: n.type,
  title: n.title,
  summary: n.summary,
  cover_url: n.coverUrl,
  views: n.views,
  created_at: toSeconds(n.publishedAt),
});

const routes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.db;

  app.post('/v1/web_init', { schema: { tags, summary: 'Site information at start-up', response: { 200: envelope(SiteInfo) } } }, async () =>
    ok({
      site_name: config.SITE_NAME,
      site_name_en: config.SITE_NAME_EN,
      icp_number: config.ICP_NUMBER,
      police_record: config.POLICE_RECORD,
      support_phone: config.SUPPORT_PHONE,
      support_email: config.SUPPORT_EMAIL,
      version: config.version,
    }),
  );

  app.post('/v1/get_version', { schema: { tags, summary: 'Platform version', response: { 200: envelope(z.object({ version: z.string() })) } } }, async () =>
    ok({ version: config.version }),
  );

  app.post(
    '/v1/banner_list',
    { schema: { tags, summary: 'Banners of a page position', ...form, body: z.object({ position: z.string().max(32).default('home') }), response: { 200: envelope(z.array(Banner)) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.position, request.body.position), eq(banners.enabled, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
      return ok(rows.map((b) => ({ id: b.id, title: b.title, subtitle: b.subtitle, link: b.link, image_url: b.imageUrl, bg_color: b.bgColor })));
    },
  );

  app.post('/v1/friend_link', { schema: { tags, summary: 'Friend links for the footer', response: { 200: envelope(z.array(FriendLink)) } } }, async () => {
    const rows = await db.select().from(friendLinks).orderBy(asc(friendLinks.sort), asc(friendLinks.id));
    return ok(rows.map((f) => ({ id: f.id, name: f.name, url: f.url })));
  });

  app.post('/v1/get_news_class_list', { schema: { tags, summary: 'News classes', response: { 200: envelope(z.array(NewsClass)) } } }, async () => {
    const rows = await db.select().from(newsClasses).orderBy(asc(newsClasses.sort), asc(newsClasses.id));
    return ok(rows.map((c) => ({ id: c.id, name: c.name, type: c.type })));
  });

  app.post(
    '/v1/get_news_list',
    {
      schema: {
        tags,
        summary: 'Paginated news list, newest first',
        ...form,
        body: PageQuery.extend({ class_id: z.coerce.number().int().positive().optional(), type: z.coerce.number().int().min(1).max(2).optional() }),
        response: { 200: envelope(paged(NewsItem)) },
      },
    },
    async (request) => {
      const { page, page_size, class_id, type } = request.body;
      const conds: SQL[] = [];
      if (class_id) conds.push(eq(news.classId, class_id));
      if (type) conds.push(eq(news.type, type));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(page_size).offset((page - 1) * page_size),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return ok({ list: rows.map(toNewsItem), total: Number(total?.n ?? 0), page, page_size });
    },
  );

  /** Load one article with its neighbours in the same class; counts a view. */
  async function detail(where: SQL | undefined) {
    const [row] = await db.select().from(news).where(where).orderBy(asc(news.id)).limit(1);
    if (!row) throw new ApiError(CODE.NOT_FOUND, 'The article does not exist');
    await db.update(news).set({ views: row.views + 1 }).where(eq(news.id, row.id));
    const sameClass = eq(news.classId, row.classId);
    const [[prev], [next]] = await Promise.all([
      db.select({ id: news.id, title: news.title }).from(news).where(and(sameClass, lt(news.publishedAt, row.publishedAt))).orderBy(desc(news.publishedAt)).limit(1),
      db.select({ id: news.id, title: news.title }).from(news).where(and(sameClass, gt(news.publishedAt, row.publishedAt))).orderBy(asc(news.publishedAt)).limit(1),
    ]);
    return { ...toNewsItem(row), views: row.views + 1, content_html: row.contentHtml, prev: prev ?? null, next: next ?? null };
  }

  app.post('/v1/get_news_info', { schema: { tags, summary: 'One article', ...form, body: IdBody, response: { 200: envelope(NewsDetail) } } }, async (request) =>
    ok(await detail(eq(news.id, request.body.id))),
  );

  app.post(
    '/v1/get_doc',
    { schema: { tags, summary: 'One document (type 2); the first one when no id is given', ...form, body: z.object({ id: z.coerce.number().int().positive().optional() }), response: { 200: envelope(NewsDetail) } } },
    async (request) => ok(await detail(request.body.id ? and(eq(news.id, request.body.id), eq(news.type, 2)) : eq(news.type, 2))),
  );

  app.post('/v1/get_hot', { schema: { tags, summary: 'Hot articles', response: { 200: envelope(z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.number().int() }))) } } }, async () => {
    const rows = await db.select().from(news).orderBy(desc(news.hot), desc(news.views), desc(news.publishedAt)).limit(8);
    return ok(rows.map((n) => ({ id: n.id, title: n.title, created_at: toSeconds(n.publishedAt) })));
  });

  app.post('/v1/notice_list', { schema: { tags, summary: 'Platform notices, newest first', ...form, body: PageQuery, response: { 200: envelope(paged(Notice)) } } }, async (request) => {
    const { page, page_size } = request.body;
    const [rows, [total]] = await Promise.all([
      db.select().from(notices).orderBy(desc(notices.publishedAt)).limit(page_size).offset((page - 1) * page_size),
      db.select({ n: count() }).from(notices),
    ]);
    return ok({ list: rows.map((n) => ({ id: n.id, title: n.title, content_html: n.contentHtml, created_at: toSeconds(n.publishedAt) })), total: Number(total?.n ?? 0), page, page_size });
  });

  app.post('/v1/download_list', { schema: { tags, summary: 'Client downloads', response: { 200: envelope(z.array(Download)) } } }, async () => {
    const rows = await db.select().from(downloads).orderBy(asc(downloads.sort), asc(downloads.id));
    return ok(rows.map((d) => ({ id: d.id, name: d.name, platform: d.platform, version: d.version, size_bytes: d.sizeBytes, sha256: d.sha256, url: d.url })));
  });
};

export default routes;
