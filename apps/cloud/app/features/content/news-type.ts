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
