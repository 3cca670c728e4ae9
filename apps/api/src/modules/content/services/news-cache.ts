/**
 * The first page of the public news list (`/v1/get_news_list` without a keyword), kept in each API process for at
 * most {@link NEWS_CACHE_MS} per filter (language, type, class, page size): the list every visitor of the news pages
 * and the console's home asks for. A copy is dropped at once when an operator saves or deletes a news article or
 * class (services/content/admin.ts calls {@link newsChanged}: here, and in the other processes through the
 * shared-state broadcast, which calls {@link forgetNews}); the time limit bounds what no write announces: an article
 * whose scheduled `published_at` arrives, and the view counts, which the list shows up to that long behind.
 * Other pages and searches are read from the database each time. Pages are kept answers (speed/kept-answers.ts): the
 * serializer writes a copy's answer once.
 */
import { keepAnswer } from '../../../speed/kept-answers.ts';

/** How long a copy of a first page is answered, ms. */
export const NEWS_CACHE_MS = 1_000;

/** Called after this process changed news (the shared-state plugin publishes it to the other processes). */
export const newsChangeListeners = new Set<() => void>();

// One map per database handle (the test harness runs several apps, each on its own database, in one process).
let cache = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

/** Drop every copy (a news write here or in another process, or a broadcast reconnect). */
export function forgetNews(): void {
  cache = new WeakMap();
}

/** A news write here: drop the copies and tell the other processes. */
export function newsChanged(): void {
  forgetNews();
  for (const fn of newsChangeListeners) fn();
}

/**
 * The copy of `key` for `db` when younger than {@link NEWS_CACHE_MS}, else `read()` (kept when it succeeds; a failed
 * read is not kept, so an error is never answered from here).
 */
export function cachedNewsPage<T extends object>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const now = Date.now();
  const hit = perDb.get(key);
  if (hit && now - hit.at < NEWS_CACHE_MS) return hit.value as Promise<T>;
  const value = read().then(keepAnswer);
  const entry = { at: now, value };
  const map = perDb;
  map.set(key, entry);
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}
