/**
 * What the console's server-paged lists and their CSV exports share (services/ops/review-lists.ts,
 * finance-lists.ts, ticket-list.ts): the partial search on text columns and ids, a page with its total, the keyset
 * order of an export, and the CSV cells in the reader's words (Chinese words and Beijing times for a Chinese reader,
 * codes and ISO 8601 UTC otherwise; lib/csv-export.ts streams them).
 */
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import { asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keysetRows } from '../../../lib/csv-export.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { beijingTime } from '../../../lib/time.ts';

/** A page request: page number from 1, rows per page. */
export type Paging = { page: number; page_size: number };

/** `%text%` with LIKE's wildcards (`\`, `%`, `_`) escaped: a partial match of `text` for ILIKE. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Matches of the search `q` (trimmed; none when empty): a partial, case-insensitive match on any of `text`, or, when
 * `q` is up to 9 digits, equality with any of `ids`.
 */
export function listSearch(q: string | undefined, text: PgColumn[], ids: PgColumn[]): SQL | undefined {
  const typed = q?.trim();
  if (!typed) return undefined;
  const like = containsPattern(typed);
  const any = text.map((c) => ilike(c, like));
  if (/^\d{1,9}$/.test(typed)) any.push(...ids.map((c) => eq(c, Number(typed))));
  return or(...any);
}

/**
 * The ORDER BY of a sort on `key` then `id` (`key` omitted: on `id` alone), and the keyset condition "after this
 * row" for exports, given the row's id and key value (`key` may be left out when sorting on `id` alone).
 */
export function keysetOrder(ascending: boolean, id: PgColumn, key: PgColumn = id) {
  const dir = ascending ? asc : desc;
  const same = key === id;
  return {
    orderBy: same ? [dir(id)] : [dir(key), dir(id)],
    key,
    after: (row: { id: number; key?: unknown }): SQL =>
      same
        ? ascending
          ? sql`${id} > ${row.id}`
          : sql`${id} < ${row.id}`
        : ascending
          ? sql`(${key}, ${id}) > (${row.key}, ${row.id})`
          : sql`(${key}, ${id}) < (${row.key}, ${row.id})`,
  };
}

/**
 * One page of a list: `rows(limit, offset)` reads the page and `total` counts every match (both run at once);
 * `shape` turns the rows into the answer's items.
 */
export async function pageOf<R, O>(
  f: Paging,
  rows: (limit: number, offset: number) => PromiseLike<R[]>,
  total: PromiseLike<Array<{ n: number }>>,
  shape: (rows: R[]) => O[] | Promise<O[]>,
): Promise<{ list: O[]; total: number; page: number; page_size: number }> {
  const [page, [counted]] = await Promise.all([rows(f.page_size, (f.page - 1) * f.page_size), total]);
  return { list: await shape(page), total: Number(counted?.n ?? 0), page: f.page, page_size: f.page_size };
}

/**
 * Every row of an export in keyset batches (lib/csv-export.ts `keysetRows`): `batch(after, limit)` reads up to `limit`
 * rows past the condition `after` (undefined for the first batch), built from the last row read by `afterRow`.
 */
export function keysetExport<R>(
  batch: (after: SQL | undefined, limit: number) => PromiseLike<R[]>,
  afterRow: (row: R) => SQL,
  cells: (row: R) => unknown[],
): AsyncGenerator<unknown[]> {
  return keysetRows(
    (last: R | undefined, limit) => Promise.resolve(batch(last ? afterRow(last) : undefined, limit)),
    cells,
  );
}

/** A CSV cell in the reader's words: `csv.<group>.<code>` for a Chinese reader, the code otherwise. */
export function csvWord(lang: MessageLang, group: string, code: string | number): string {
  const key = `csv.${group}.${code}`;
  return lang === 'zh-CN' && isApiReason(key) ? renderApiMessage(lang, key) : String(code);
}

/** A CSV time: Beijing time for a Chinese reader, ISO 8601 UTC otherwise; '' for none. */
export const csvTime = (lang: MessageLang, d: Date | null) =>
  d ? (lang === 'zh-CN' ? beijingTime(d) : d.toISOString()) : '';

/** The CSV header line of `key` (comma-separated in the catalogue) in the reader's language. */
export const csvHeader = (lang: MessageLang, key: Parameters<typeof renderApiMessage>[1]) =>
  renderApiMessage(lang, key).split(',');
