/**
 * Public content calls (spec section 7 "News and content" and the quiet start-up calls):
 * /v1/web_init, /v1/get_version, /v1/banner_list, /v1/friend_link, /v1/get_news_class_list,
 * /v1/get_news_list, /v1/get_news_info, /v1/get_doc, /v1/get_hot, /v1/news_search,
 * /v1/notice_list. Pages (downloads, resources, solutions, agreements) are in content-pages.ts,
 * feedback and traffic attribution in content-feedback.ts.
 *
 * Every call takes `lang` (zh-CN default, en; or the Accept-Language header): English lists hold
 * the items translated into English; a detail without English text answers in zh-CN with
 * `lang: 'zh-CN'`. Drafts (unpublished news) and items whose `published_at` is still ahead are never shown
 * (services/content-schedule.ts).
 */
import { and, asc, count, desc, eq, getTableColumns, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banners, friendLinks, news, newsClasses, notices } from '../../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { Id, paged, PageQuery, toSeconds } from '../../schemas/common.ts';
import { Banner, FriendLink, NewsClass, NewsDetail, NewsItem, Notice, SiteInfo } from '../../schemas/content.ts';
import { LangField, pick, resolveLang, type Lang } from '../../services/content-lang.ts';
import { publicNews, publicNotices } from '../../services/content-schedule.ts';
import { searchNews, searchTerms } from '../../services/site-search.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['content'];
const LangBody = z.object({ lang: LangField });

type NewsRow = typeof news.$inferSelect;
const toNewsItem = (n: NewsRow, lang: Lang) => ({
  id: n.id,
  class_id: n.classId,
  type: n.type,
  title: pick(lang, n.title, n.titleEn),
  summary: pick(lang, n.summary, n.summaryEn),
  cover_url: n.coverUrl,
  views: n.views,
  created_at: toSeconds(n.publishedAt),
});

/** Published articles whose time has come, visible in `lang` (English lists only hold translated articles). */
const visible = (lang: Lang): SQL => publicNews(lang);
/** The columns of a news row without the generated search text. */
const { searchZh: _zh, searchEn: _en, ...newsCols } = getTableColumns(news);

const routes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  const db = app.db;

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
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.position, request.body.position), eq(banners.enabled, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
      return ok(
        rows.map((b) => ({
          id: b.id,
          title: pick(lang, b.title, b.titleEn),
          subtitle: pick(lang, b.subtitle, b.subtitleEn),
          link: b.link,
          image_url: b.imageUrl,
          bg_color: b.bgColor,
        })),
      );
    },
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
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db.select().from(friendLinks).orderBy(asc(friendLinks.sort), asc(friendLinks.id));
      return ok(rows.map((f) => ({ id: f.id, name: pick(lang, f.name, f.nameEn), url: f.url })));
    },
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
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db
        .select()
        .from(newsClasses)
        .where(request.body.type ? eq(newsClasses.type, request.body.type) : undefined)
        .orderBy(asc(newsClasses.sort), asc(newsClasses.id));
      return ok(rows.map((c) => ({ id: c.id, name: pick(lang, c.name, c.nameEn), type: c.type })));
    },
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
    async (request) => {
      const { page, page_size, class_id, type } = request.body;
      const lang = resolveLang(request, request.body.lang);
      const conds: SQL[] = [visible(lang)];
      if (class_id) conds.push(eq(news.classId, class_id));
      if (type) conds.push(eq(news.type, type));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db
          .select(newsCols)
          .from(news)
          .where(where)
          .orderBy(desc(news.publishedAt), desc(news.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return ok({
        list: rows.map((r) => toNewsItem(r as NewsRow, lang)),
        total: Number(total?.n ?? 0),
        page,
        page_size,
      });
    },
  );

  /** Load one published article with its neighbours in the same class and language; counts a view. */
  async function detail(where: SQL, lang: Lang) {
    const [row] = await db.select(newsCols).from(news).where(and(where, publicNews())).orderBy(asc(news.id)).limit(1);
    if (!row) throw new ApiError(CODE.NOT_FOUND, 'The article does not exist');
    const shown: Lang = lang === 'en' && row.titleEn && row.contentHtmlEn ? 'en' : 'zh-CN';
    await db
      .update(news)
      .set({ views: sql`${news.views} + 1` })
      .where(eq(news.id, row.id));
    const sameClass = and(eq(news.classId, row.classId), visible(shown));
    const title = shown === 'en' ? sql<string>`coalesce(${news.titleEn}, ${news.title})` : news.title;
    const [[prev], [next], [cls]] = await Promise.all([
      db
        .select({ id: news.id, title })
        .from(news)
        .where(and(sameClass, lt(news.publishedAt, row.publishedAt)))
        .orderBy(desc(news.publishedAt))
        .limit(1),
      db
        .select({ id: news.id, title })
        .from(news)
        .where(and(sameClass, gt(news.publishedAt, row.publishedAt)))
        .orderBy(asc(news.publishedAt))
        .limit(1),
      db.select().from(newsClasses).where(eq(newsClasses.id, row.classId)).limit(1),
    ]);
    return {
      ...toNewsItem(row as NewsRow, shown),
      views: row.views + 1,
      content_html: shown === 'en' ? row.contentHtmlEn! : row.contentHtml,
      class_name: cls ? pick(shown, cls.name, cls.nameEn) : '',
      lang: shown,
      translations: row.titleEn && row.contentHtmlEn ? (['zh-CN', 'en'] as Lang[]) : (['zh-CN'] as Lang[]),
      updated_at: toSeconds(row.updatedAt),
      prev: prev ?? null,
      next: next ?? null,
    };
  }

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
    async (request) => ok(await detail(eq(news.id, request.body.id), resolveLang(request, request.body.lang))),
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
      ok(
        await detail(
          request.body.id ? and(eq(news.id, request.body.id), eq(news.type, 2))! : eq(news.type, 2),
          resolveLang(request, request.body.lang),
        ),
      ),
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
    async (request) => {
      const lang = resolveLang(request, request.body.lang);
      const rows = await db
        .select(newsCols)
        .from(news)
        .where(visible(lang))
        .orderBy(desc(news.hot), desc(news.views), desc(news.publishedAt))
        .limit(8);
      return ok(
        rows.map((n) => ({ id: n.id, title: pick(lang, n.title, n.titleEn), created_at: toSeconds(n.publishedAt) })),
      );
    },
  );

  app.post(
    '/v1/news_search',
    {
      schema: {
        tags,
        summary: 'Search news and documents in one language (title, summary and body; Chinese and English words)',
        description:
          'Every whitespace-separated term must occur (case-insensitive substring, so Chinese words without spaces are found). Backed by a pg_trgm trigram index on the lower-cased text (docs/decisions.md "News search"). Title matches rank first, then newest.',
        ...form,
        body: PageQuery.extend({
          keyword: z.string().trim().min(1, 'Enter a search word').max(50),
          type: z.coerce.number().int().min(1).max(2).optional(),
          lang: LangField,
        }),
        response: { 200: envelope(paged(NewsItem)) },
      },
    },
    async (request) => {
      const { page, page_size, keyword, type } = request.body;
      const lang = resolveLang(request, request.body.lang);
      const { rows, total } = await searchNews(db, {
        terms: searchTerms(keyword),
        lang,
        type,
        limit: page_size,
        offset: (page - 1) * page_size,
      });
      return ok({
        list: rows.map((r) => toNewsItem(r as NewsRow, lang)),
        total,
        page,
        page_size,
      });
    },
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
    async (request) => {
      const { page, page_size } = request.body;
      const lang = resolveLang(request, request.body.lang);
      const where = publicNotices(lang);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(where)
          .orderBy(desc(notices.publishedAt), desc(notices.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(notices).where(where),
      ]);
      return ok({
        list: rows.map((n) => ({
          id: n.id,
          title: pick(lang, n.title, n.titleEn),
          content_html: pick(lang, n.contentHtml, n.contentHtmlEn),
          created_at: toSeconds(n.publishedAt),
        })),
        total: Number(total?.n ?? 0),
        page,
        page_size,
      });
    },
  );
};

export default routes;
