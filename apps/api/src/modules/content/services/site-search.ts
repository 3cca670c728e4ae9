/**
 * Site search (`/v1/site_search`, the cloud site's `/search?q=`) and the article search behind `/v1/news_search`.
 *
 * Matching: the keyword is split on whitespace into at most 5 terms; every term must occur in the item's lower-cased
 * text as a substring (`LIKE '%term%'`), so a Chinese word is found inside a longer sentence without word breaking.
 * Articles and documents match their generated `search_zh` / `search_en` text (title, summary and body without
 * tags) under a pg_trgm GIN index, on PostgreSQL and on PGlite alike (PGlite loads the pg_trgm extension,
 * db/client.ts); notices, solutions and resources are small tables matched on the fly.
 *
 * Ranking within a kind: a title hit on the first term first, then newest. The combined list merges the kinds by the
 * same key, so a page is exact: each kind supplies its first `page × page_size` hits and the merge cuts the page.
 * Each hit carries a plain-text snippet around the first match (no HTML: the site highlights the terms itself).
 */
import { and, asc, count, desc, eq, getTableColumns, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { news, notices, resources, solutions } from '../../../db/schema.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { pick, type Lang } from './content-lang.ts';
import { publicNews, publicNotices } from './content-schedule.ts';

/** What a hit is: an article (news, type 1), a document (type 2), a notice, a solution page or a resource. */
export type SearchKind = 'news' | 'doc' | 'notice' | 'solution' | 'resource';
export const SEARCH_KINDS: readonly SearchKind[] = ['news', 'doc', 'notice', 'solution', 'resource'];

/** One hit as the API returns it. `url` is the site path (or a resource's own address); `created_at` Unix seconds. */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  snippet: string;
  url: string;
  created_at: number;
}

/** The keyword's search terms: lower-cased, whitespace-separated, unique, at most 5. */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 5);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `text` contains `term` (a LIKE with its wildcards escaped). */
export const contains = (text: SQL | typeof news.searchZh | typeof news.searchEn, term: string) =>
  like(text, `%${escapeLike(term)}%`);
const lowerText = (...parts: SQL[]) =>
  sql`lower(${sql.join(
    parts.map((p) => sql`coalesce(${p}, '')`),
    sql` || ' ' || `,
  )})`;
const stripTags = (col: unknown) => sql`regexp_replace(coalesce(${col}, ''), '<[^>]*>', ' ', 'g')`;
/** A timestamp cut to whole seconds: the grain of `created_at` in the answer, so SQL and the merge order alike. */
const seconds = (col: unknown) => sql`date_trunc('second', ${col})`;
/** 0 when the title contains `term`, else 1: title hits sort first. */
export const titleFirst = (title: unknown, term: string) =>
  sql<number>`case when lower(coalesce(${title}, '')) like ${`%${escapeLike(term)}%`} then 0 else 1 end`;

/** Plain text of an HTML fragment (tags dropped, entities of the sanitizer's output decoded, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** About `width` characters of `text` around the first occurrence of any term (case-insensitive), with ellipses. */
export function snippetAround(text: string, terms: string[], width = 120): string {
  const lower = text.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const first = at.length ? Math.min(...at) : 0;
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(text.length, start + width);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** The columns of a news row without the generated search text. */
export const { searchZh: _zh, searchEn: _en, ...newsCols } = getTableColumns(news);
export type NewsRow = Omit<typeof news.$inferSelect, 'searchZh' | 'searchEn'>;

/**
 * One page of the public articles and documents in `lang` (published, time come; services/content/content-schedule.ts) and
 * their total: the news list (`/v1/news_list`, no terms) and the article search (terms) alike. Every term must occur
 * in the language's search text; with terms, title hits on the first term rank first; then newest (whole seconds,
 * the grain of `created_at` in the answer), then the higher id. `type` 1 news, 2 documents, or both; `classId` one
 * class or all.
 */
export async function newsPage(
  db: DbOrTx,
  q: { terms: string[]; lang: Lang; type?: number; classId?: number; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const column = q.lang === 'en' ? news.searchEn : news.searchZh;
  const conds: SQL[] = [publicNews(q.lang), ...q.terms.map((w) => contains(column, w))];
  if (q.type) conds.push(eq(news.type, q.type));
  if (q.classId) conds.push(eq(news.classId, q.classId));
  const where = and(...conds);
  const order: SQL[] = q.terms[0] ? [titleFirst(q.lang === 'en' ? news.titleEn : news.title, q.terms[0])] : [];
  const [rows, [total]] = await Promise.all([
    db
      .select(newsCols)
      .from(news)
      .where(where)
      .orderBy(...order, desc(seconds(news.publishedAt)), desc(news.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

interface Ranked extends SearchHit {
  titleHit: number;
}

/** The order of hits: title hits first, then newest (whole seconds), then the higher id. */
const byRank = (a: Ranked, b: Ranked) => a.titleHit - b.titleHit || b.created_at - a.created_at || b.id - a.id;

async function newsHits(db: DbOrTx, terms: string[], lang: Lang, type: 1 | 2, limit: number) {
  const { rows, total } = await newsPage(db, { terms, lang, type, limit, offset: 0 });
  const hits = rows.map((n): Ranked => {
    const title = pick(lang, n.title, n.titleEn);
    const body = plainText(`${pick(lang, n.summary, n.summaryEn)} ${pick(lang, n.contentHtml, n.contentHtmlEn)}`);
    return {
      kind: type === 1 ? 'news' : 'doc',
      id: n.id,
      title,
      snippet: snippetAround(body, terms),
      url: `/news/detail/${n.id}`,
      created_at: toSeconds(n.publishedAt),
      titleHit: title.toLowerCase().includes(terms[0] ?? '') ? 0 : 1,
    };
  });
  return { hits, total };
}

async function noticeHits(db: DbOrTx, terms: string[], lang: Lang, limit: number) {
  const text =
    lang === 'en'
      ? lowerText(sql`${notices.titleEn}`, stripTags(notices.contentHtmlEn))
      : lowerText(sql`${notices.title}`, stripTags(notices.contentHtml));
  const where = and(publicNotices(lang), ...terms.map((w) => contains(text, w)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(
        titleFirst(lang === 'en' ? notices.titleEn : notices.title, terms[0] ?? ''),
        desc(seconds(notices.publishedAt)),
        desc(notices.id),
      )
      .limit(limit),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  const hits = rows.map((n): Ranked => {
    const title = pick(lang, n.title, n.titleEn);
    return {
      kind: 'notice',
      id: n.id,
      title,
      snippet: snippetAround(plainText(pick(lang, n.contentHtml, n.contentHtmlEn)), terms),
      url: `/notice#notice-${n.id}`,
      created_at: toSeconds(n.publishedAt),
      titleHit: title.toLowerCase().includes(terms[0] ?? '') ? 0 : 1,
    };
  });
  return { hits, total: Number(total?.n ?? 0) };
}

async function solutionHits(db: DbOrTx, terms: string[], lang: Lang, limit: number) {
  const text =
    lang === 'en'
      ? lowerText(
          sql`${solutions.titleEn}`,
          sql`${solutions.summaryEn}`,
          stripTags(solutions.contentHtmlEn),
          sql`${solutions.sectionsEn}::text`,
        )
      : lowerText(
          sql`${solutions.title}`,
          sql`${solutions.summary}`,
          stripTags(solutions.contentHtml),
          sql`${solutions.sections}::text`,
        );
  const conds: SQL[] = terms.map((w) => contains(text, w));
  if (lang === 'en') conds.push(sql`${solutions.titleEn} is not null`);
  const rows = await db
    .select()
    .from(solutions)
    .where(and(...conds))
    .orderBy(asc(solutions.sort), asc(solutions.id));
  const hits = rows.map((s): Ranked => {
    const title = pick(lang, s.title, s.titleEn);
    const sections = lang === 'en' ? s.sectionsEn : s.sections;
    const body = plainText(
      `${pick(lang, s.summary, s.summaryEn)} ${pick(lang, s.contentHtml, s.contentHtmlEn)} ${sectionText(sections)}`,
    );
    return {
      kind: 'solution',
      id: s.id,
      title,
      snippet: snippetAround(body, terms),
      url: `/solution/${s.slug}`,
      created_at: toSeconds(s.updatedAt),
      titleHit: title.toLowerCase().includes(terms[0] ?? '') ? 0 : 1,
    };
  });
  return { hits: hits.sort(byRank).slice(0, limit), total: hits.length };
}

/** Every string inside a solution's structured sections, joined (for the snippet). */
function sectionText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(sectionText).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(sectionText).join(' ');
  return '';
}

async function resourceHits(db: DbOrTx, terms: string[], lang: Lang, limit: number) {
  const text =
    lang === 'en'
      ? lowerText(sql`${resources.titleEn}`, sql`${resources.descriptionEn}`)
      : lowerText(sql`${resources.title}`, sql`${resources.description}`);
  const conds: SQL[] = terms.map((w) => contains(text, w));
  if (lang === 'en') conds.push(sql`${resources.titleEn} is not null`);
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(
        titleFirst(lang === 'en' ? resources.titleEn : resources.title, terms[0] ?? ''),
        desc(seconds(resources.createdAt)),
        desc(resources.id),
      )
      .limit(limit),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  const hits = rows.map((r): Ranked => {
    const title = pick(lang, r.title, r.titleEn);
    return {
      kind: 'resource',
      id: r.id,
      title,
      snippet: snippetAround(pick(lang, r.description, r.descriptionEn), terms),
      url: r.url,
      created_at: toSeconds(r.createdAt),
      titleHit: title.toLowerCase().includes(terms[0] ?? '') ? 0 : 1,
    };
  });
  return { hits, total: Number(total?.n ?? 0) };
}

/**
 * Search the public content in `lang` for `keyword`: all kinds, or only `kind`. Answers one page of hits (title hits
 * first, then newest), the total, and the number of hits of every kind (for the result tabs).
 */
export async function siteSearch(
  db: DbOrTx,
  q: { keyword: string; lang: Lang; kind?: SearchKind; page: number; pageSize: number },
): Promise<{ list: SearchHit[]; total: number; counts: Record<SearchKind, number> }> {
  const terms = searchTerms(q.keyword);
  const limit = q.page * q.pageSize;
  const parts = await Promise.all([
    newsHits(db, terms, q.lang, 1, limit),
    newsHits(db, terms, q.lang, 2, limit),
    noticeHits(db, terms, q.lang, limit),
    solutionHits(db, terms, q.lang, limit),
    resourceHits(db, terms, q.lang, limit),
  ]);
  const counts = Object.fromEntries(SEARCH_KINDS.map((k, i) => [k, parts[i]!.total])) as Record<SearchKind, number>;
  const chosen = q.kind ? [parts[SEARCH_KINDS.indexOf(q.kind)]!] : parts;
  const merged = chosen.flatMap((p) => p.hits).sort(byRank);
  const total = chosen.reduce((n, p) => n + p.total, 0);
  const list = merged.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map(({ titleHit: _t, ...hit }) => hit);
  return { list, total, counts };
}
