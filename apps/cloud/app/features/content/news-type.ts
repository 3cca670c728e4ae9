/**
 * Resolves the `/news/{type}` route parameter (spec §2: "links also use /news/doc and /news/info").
 * 'info' lists news (type 1), 'doc' lists documents (type 2), a number selects one news class.
 */

/** News class type: 1 news/info, 2 documents/help. */
export type NewsKind = 1 | 2;

/** The list a /news/{type} URL asks for. */
export type NewsFilter = { kind: NewsKind; classId?: undefined } | { kind?: undefined; classId: number };

/** Parses the route param; null for anything else (→ 404). */
export function parseNewsType(param: string | undefined): NewsFilter | null {
  if (param === 'info') return { kind: 1 };
  if (param === 'doc') return { kind: 2 };
  if (param && /^[1-9]\d{0,9}$/.test(param)) return { classId: Number(param) };
  return null;
}

/** The URL segment for a news kind: 1 → "info", 2 → "doc". */
export function newsSlug(kind: NewsKind): 'info' | 'doc' {
  return kind === 2 ? 'doc' : 'info';
}

/** Reads a positive page number from a query value; 1 when missing or invalid. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * True when `page` lies past the last page of a list of `total` items (page 1 always exists, even for an empty
 * list): such a URL answers 404 instead of an empty page canonical to itself.
 */
export function pastLastPage(page: number, total: number, pageSize: number): boolean {
  return page > Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Where a page past the last one goes when the URL names its language (`?lang=`: the language switch, or an hreflang
 * alternate): the other language may have fewer items, so page 3 of the Chinese list can be past the end of the
 * English one. Such a URL moves to the last page of the list in that language (its path and parameters kept, `page`
 * dropped for page 1); null when the page exists or the URL names no language (then a page past the last is a 404).
 */
export function lastPageHref(url: URL, page: number, total: number, pageSize: number): string | null {
  if (!pastLastPage(page, total, pageSize) || !url.searchParams.has('lang')) return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const params = new URLSearchParams(url.search);
  if (last === 1) params.delete('page');
  else params.set('page', String(last));
  return `${url.pathname}?${params.toString()}`;
}
