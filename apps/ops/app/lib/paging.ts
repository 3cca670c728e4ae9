/** Paging arithmetic for the console's lists (the API pages with `page` from 1 and `page_size`). */

/** Number of pages for `total` items (at least 1, so an empty list shows "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` kept within 1…pageCount (e.g. after the last item of the last page was decided). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

/** The page number from a URL search parameter ("3" → 3; missing or invalid → 1). */
export function pageFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The page numbers to link around `page` of `pages`: the first, the last and `around` pages either side of the
 * current one, with `'gap'` where numbers are left out (`pageWindow(6, 20)` → 1, gap, 5, 6, 7, gap, 20).
 */
export function pageWindow(page: number, pages: number, around = 1): Array<number | 'gap'> {
  const out: Array<number | 'gap'> = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= around) out.push(p);
    else if (out.at(-1) !== 'gap') out.push('gap');
  }
  return out;
}

/**
 * The cursor that reads page `page` right after the page before it (keyset paging: the API reads the rows after
 * that page's last row on its index, so a deep page costs what page 1 costs): the `next_cursor` of page `page - 1`'s
 * answer when it is at hand (`before`, from the query cache), otherwise undefined and the page is read by number.
 * The address keeps `?page=` either way.
 */
export function cursorAfter(
  page: number,
  before: { next_cursor?: string | null; page?: number } | undefined,
): string | undefined {
  if (page <= 1 || !before || before.page !== page - 1) return undefined;
  return before.next_cursor ?? undefined;
}
