/**
 * Scheduled publishing: what the public may see of news articles, documents and notices. An article is public when
 * it is published (not a draft) and its `published_at` has come; a notice when its `published_at` has come. The
 * time is the database's `now()`, so every API process agrees (docs/decisions/0019-scheduled-publishing-search-engines-and-the-audit-export.md).
 *
 * The content clock (test stack only): with CONTENT_CLOCK_CONTROL=on (a production start refuses it, config-guard.ts)
 * the time is `now()` plus the offset in the one-row table `content_clock`, which the test-only route
 * `POST /dev/content-clock` sets (routes/dev/content-clock.ts). The offset lives in the database, so every API
 * process and every query — lists, detail, neighbours, hot list, site search and the sitemap built from them —
 * moves together. Without the setting the table is never read.
 */
import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { contentClock, news, notices } from '../../../db/schema.ts';
import type { Lang } from './content-lang.ts';
import { newsChanged } from './news-cache.ts';

let clockControlled = false;

/** Turns the content clock on or off for this process (app start-up, from CONTENT_CLOCK_CONTROL). */
export function setContentClockControl(on: boolean): void {
  clockControlled = on;
}

/** The time that decides what is public: `now()`, moved by the content clock's offset when it is controlled. */
export function contentNow(): SQL {
  if (!clockControlled) return sql`now()`;
  return sql`(now() + coalesce((select ${contentClock.offsetSeconds} from ${contentClock} where ${contentClock.id} = 1), 0) * interval '1 second')`;
}

/** Articles whose time has come and that are not drafts; English lists only hold translated articles. */
export function publicNews(lang: Lang = 'zh-CN'): SQL {
  const live = and(eq(news.published, true), lte(news.publishedAt, contentNow()))!;
  return lang === 'en' ? and(live, isNotNull(news.titleEn))! : live;
}

/** Notices whose time has come; English lists only hold translated notices. */
export function publicNotices(lang: Lang = 'zh-CN'): SQL {
  const live = lte(notices.publishedAt, contentNow());
  return lang === 'en' ? and(live, isNotNull(notices.titleEn))! : live;
}

/**
 * Sets the content clock's offset: seconds ahead of the database's `now()` (negative: behind). Test stack only: the
 * caller (routes/dev/content-clock.ts) exists only with CONTENT_CLOCK_CONTROL=on. Every process drops its copy of the
 * news list's first page (news-cache.ts).
 */
export async function setContentClockOffset(db: DbOrTx, offsetSeconds: number): Promise<void> {
  await db
    .insert(contentClock)
    .values({ id: 1, offsetSeconds })
    .onConflictDoUpdate({ target: contentClock.id, set: { offsetSeconds } });
  // What is public just changed: no process may answer the news list from its copy of before (news-cache.ts).
  newsChanged();
}
