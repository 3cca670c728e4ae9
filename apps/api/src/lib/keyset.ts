/**
 * Keyset ("cursor") paging of the long lists: a page answers `next_cursor`, an opaque text naming the sort key of its
 * last row; asking with `cursor` reads the rows after that key on the list's index, so page 500 costs what page 1
 * costs (an OFFSET reads and drops every row before the page). The page numbers keep working beside it (offset, as
 * before); a request with a cursor ignores `page` for its position and answers the page number it was given.
 *
 * A cursor is the key's parts as JSON in base64url (`[1733600000123456, "SB0000000012"]`): opaque to the sites, which
 * only pass back what the API gave. Times travel as microseconds since the epoch (PostgreSQL's precision, so rows of
 * the same millisecond are not skipped) and are compared in SQL as `'epoch' + µs · 1 microsecond` (exact: integers
below 2^53).
 *
 * A cursor that is not one this API wrote (edited, truncated, of another list's shape) answers 400
 * `validation.cursor`, never a database error.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError, CODE } from './envelope.ts';

/** The `cursor` field of a list request: optional; base64url text, at most 256 characters. */
export const CursorField = z
  .string()
  .trim()
  .max(256, 'validation.cursor')
  .regex(/^[A-Za-z0-9_-]*$/, 'validation.cursor')
  .optional()
  .transform((v) => v || undefined)
  .describe(
    'Opaque position from a previous answer’s `next_cursor`: the page after it (keyset paging; `page` then only labels the page)',
  );

/** The `next_cursor` field of a list answer: the cursor of the page after this one, null on the last page. */
export const NextCursorField = z
  .string()
  .nullable()
  .describe('Pass as `cursor` to read the page after this one (null: this is the last page)');

/** What one part of a key is: an integer (ids, amounts in fen), a text, or a time (microseconds in the cursor). */
export type KeyKind = 'int' | 'text' | 'time';
type KeyValue<K extends KeyKind> = K extends 'text' ? string : K extends 'int' ? number : bigint;
type KeyValues<T extends readonly KeyKind[]> = { [I in keyof T]: KeyValue<T[I]> };

const bad = () => new ApiError(CODE.BAD_REQUEST, 'validation.cursor');

/**
 * The cursor naming the key `parts` (integers, texts, or times as microseconds since the epoch — bigint, or a Date,
 * whose microseconds are then 000).
 */
export function encodeCursor(parts: readonly (string | number | bigint | Date)[]): string {
  const json = parts.map((p) =>
    p instanceof Date ? String(BigInt(p.getTime()) * 1000n) : typeof p === 'bigint' ? String(p) : p,
  );
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

/**
 * The key a cursor names, checked against the list's `kinds` (times answered as bigint microseconds).
 * @throws ApiError 400 `validation.cursor` when it is not a cursor of that shape
 */
export function decodeCursor<const T extends readonly KeyKind[]>(cursor: string, kinds: T): KeyValues<T> {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parts) || parts.length !== kinds.length) throw bad();
  return kinds.map((k, i) => {
    const p = parts[i];
    if (k === 'text') {
      if (typeof p !== 'string' || p.length > 128) throw bad();
      return p;
    }
    if (k === 'int') {
      if (typeof p !== 'number' || !Number.isSafeInteger(p)) throw bad();
      return p;
    }
    if (typeof p !== 'string' || !/^-?\d{1,18}$/.test(p)) throw bad();
    return BigInt(p);
  }) as KeyValues<T>;
}

/** A time key's value in SQL from its cursor microseconds (exact below 2^53 µs, i.e. until the year 2255). */
export const timeKey = (us: bigint): SQL =>
  sql`(timestamptz 'epoch' + ${String(us)}::bigint * interval '1 microsecond')`;

/** A time column as microseconds since the epoch, exact, as text (for {@link encodeCursor} through BigInt). */
export const microsOf = (col: SQL | unknown): SQL<string> =>
  sql<string>`((extract(epoch from ${col}) * 1000000)::numeric(20,0))::text`;

/**
 * The page of a keyset read that asked for `pageSize + 1` rows (the extra row only tells whether more follow): its
 * first `pageSize` rows, and the cursor naming the last of them by `keyOf` (null when no row followed: the last page).
 */
export function keysetPage<T>(
  read: readonly T[],
  pageSize: number,
  keyOf: (row: T) => readonly (string | number | bigint | Date)[],
): { rows: T[]; nextCursor: string | null } {
  const rows = read.slice(0, pageSize);
  const last = rows.at(-1);
  return { rows, nextCursor: read.length > pageSize && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
