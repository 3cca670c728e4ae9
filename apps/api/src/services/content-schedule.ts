/**
 * Scheduled publishing: what the public may see of news articles, documents and notices. An article is public when
 * it is published (not a draft) and its `published_at` has come; a notice when its `published_at` has come. The
 * time is the database's `now()`, so every API process agrees and a test moves an item in or out of view by
 * changing its `published_at` (docs/decisions.md "Scheduled publishing").
 */
import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { news, notices } from '../db/schema.ts';
import type { Lang } from './content-lang.ts';

/** Articles whose time has come and that are not drafts; English lists only hold translated articles. */
export function publicNews(lang: Lang = 'zh-CN'): SQL {
  const live = and(eq(news.published, true), lte(news.publishedAt, sql`now()`))!;
  return lang === 'en' ? and(live, isNotNull(news.titleEn))! : live;
}

/** Notices whose time has come; English lists only hold translated notices. */
export function publicNotices(lang: Lang = 'zh-CN'): SQL {
  const live = lte(notices.publishedAt, sql`now()`);
  return lang === 'en' ? and(live, isNotNull(notices.titleEn))! : live;
}
