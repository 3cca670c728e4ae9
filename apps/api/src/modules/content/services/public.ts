/**
 * The public content reads behind routes/v1/content.ts: banners, friend links, news classes, news lists and search,
 * one article with its neighbours, hot articles and notices. Every function takes the resolved `lang`
 * (services/content/content-lang.ts): English lists hold only translated items, a detail without English text answers in
 * zh-CN. Drafts and items whose `published_at` is still ahead are never returned (services/content/content-schedule.ts).
 * Times are unix seconds; rows come back in the API's snake_case shape.
 */
import { and, asc, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { banners, friendLinks, news, newsClasses, notices } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { sanitizeForDisplay } from '../../../lib/sanitize.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { type Lang, pick } from './content-lang.ts';
import { publicNews, publicNotices } from './content-schedule.ts';
import { cachedNewsPage } from './news-cache.ts';
import { type NewsRow, newsCols, newsPage, searchTerms } from './site-search.ts';

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

/** The enabled banners of a page position, in their sort order. */
export async function listBanners(db: DbOrTx, position: string, lang: Lang) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.position, position), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    title: pick(lang, b.title, b.titleEn),
    subtitle: pick(lang, b.subtitle, b.subtitleEn),
    link: b.link,
    image_url: b.imageUrl,
    bg_color: b.bgColor,
  }));
}

/** Every friend link for the footer, in their sort order. */
export async function listFriendLinks(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(friendLinks).orderBy(asc(friendLinks.sort), asc(friendLinks.id));
  return rows.map((f) => ({
    id: f.id,
    name: pick(lang, f.name, f.nameEn),
    url: f.url,
    lang: (lang === 'en' && f.nameEn ? 'en' : 'zh-CN') as Lang,
  }));
}

/** The news classes, of one type (1 news, 2 documents) or all. */
export async function listNewsClasses(db: DbOrTx, type: number | undefined, lang: Lang) {
  const rows = await db
    .select()
    .from(newsClasses)
    .where(type ? eq(newsClasses.type, type) : undefined)
    .orderBy(asc(newsClasses.sort), asc(newsClasses.id));
  return rows.map((c) => ({ id: c.id, name: pick(lang, c.name, c.nameEn), type: c.type }));
}

/** Filters of a news list; with `keyword` it is a search. */
export interface NewsQuery {
  page: number;
  page_size: number;
  class_id?: number;
  type?: number;
  /**
   * Every whitespace-separated term (the first five) must occur in the language's search text (title, summary and
   * body, lower-cased; a pg_trgm index backs it); title matches rank first, then newest.
   */
  keyword?: string;
}

/**
 * One page of the published articles visible in `lang`, newest first (a search ranks title matches first). The first
 * page without a keyword comes from the process's copy when it is under a second old (services/content/news-cache.ts).
 */
export async function listNews(db: DbOrTx, q: NewsQuery, lang: Lang) {
  if (q.page === 1 && !q.keyword)
    return cachedNewsPage(db, `${lang}|${q.type ?? ''}|${q.class_id ?? ''}|${q.page_size}`, () =>
      readNews(db, q, lang),
    );
  return readNews(db, q, lang);
}

async function readNews(db: DbOrTx, q: NewsQuery, lang: Lang) {
  const { rows, total } = await newsPage(db, {
    terms: q.keyword ? searchTerms(q.keyword) : [],
    lang,
    type: q.type,
    classId: q.class_id,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { list: rows.map((r) => toNewsItem(r, lang)), total, page: q.page, page_size: q.page_size };
}

/**
 * One published article with its neighbours in the same class and language, counting a view. `id` picks it; `doc`
 * keeps to documents (type 2), the first one when no id is given. With `preview` (services/content/preview.ts, after
 * the link's token is checked) a draft or scheduled article is returned too, without counting a view or linking
 * neighbours.
 * @throws ApiError 404 for an unknown id, a draft, or a news article asked for as a document
 */
export async function newsDetail(
  db: DbOrTx,
  pickBy: { id?: number; doc?: boolean },
  lang: Lang,
  opts: { preview?: boolean } = {},
) {
  const conds: SQL[] = opts.preview ? [] : [publicNews()];
  if (pickBy.id) conds.push(eq(news.id, pickBy.id));
  if (pickBy.doc) conds.push(eq(news.type, 2));
  const [row] = await db
    .select(newsCols)
    .from(news)
    .where(and(...conds))
    .orderBy(asc(news.id))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'content.article_not_found');
  const shown: Lang = lang === 'en' && row.titleEn && row.contentHtmlEn ? 'en' : 'zh-CN';
  if (opts.preview) return { ...(await articleOf(db, row, shown)), prev: null, next: null };
  await db
    .update(news)
    .set({ views: sql`${news.views} + 1` })
    .where(eq(news.id, row.id));
  const sameClass = and(eq(news.classId, row.classId), publicNews(shown));
  const title = shown === 'en' ? sql<string>`coalesce(${news.titleEn}, ${news.title})` : news.title;
  const [[prev], [next], detail] = await Promise.all([
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
    articleOf(db, row, shown),
  ]);
  return { ...detail, views: row.views + 1, prev: prev ?? null, next: next ?? null };
}

/** An article's detail fields in the language `shown` (its class named), without neighbours. */
async function articleOf(db: DbOrTx, row: NewsRow, shown: Lang) {
  const [cls] = await db.select().from(newsClasses).where(eq(newsClasses.id, row.classId)).limit(1);
  return {
    ...toNewsItem(row, shown),
    // Sanitized again as served: a row written around the API is cleaned too (lib/sanitize.ts).
    content_html: sanitizeForDisplay(shown === 'en' && row.contentHtmlEn ? row.contentHtmlEn : row.contentHtml),
    class_name: cls ? pick(shown, cls.name, cls.nameEn) : '',
    lang: shown,
    translations: row.titleEn && row.contentHtmlEn ? (['zh-CN', 'en'] as Lang[]) : (['zh-CN'] as Lang[]),
    updated_at: toSeconds(row.updatedAt),
  };
}

/** The hot articles visible in `lang` (at most 8): flagged hot first, then most viewed, then newest. */
export async function hotNews(db: DbOrTx, lang: Lang) {
  const rows = await db
    .select(newsCols)
    .from(news)
    .where(publicNews(lang))
    .orderBy(desc(news.hot), desc(news.views), desc(news.publishedAt))
    .limit(8);
  return rows.map((n) => ({ id: n.id, title: pick(lang, n.title, n.titleEn), created_at: toSeconds(n.publishedAt) }));
}

/** One page of the platform notices visible in `lang`, newest first. */
export async function listNotices(db: DbOrTx, page: number, page_size: number, lang: Lang) {
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
  return {
    list: rows.map((n) => ({
      id: n.id,
      title: pick(lang, n.title, n.titleEn),
      content_html: sanitizeForDisplay(pick(lang, n.contentHtml, n.contentHtmlEn)),
      created_at: toSeconds(n.publishedAt),
    })),
    total: Number(total?.n ?? 0),
    page,
    page_size,
  };
}
