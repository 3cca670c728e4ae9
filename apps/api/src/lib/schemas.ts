/** Schemas shared by several domains: pagination, ids, unix-second timestamps. */
import { z } from 'zod';
import { CursorField, NextCursorField } from './keyset.ts';

/** Page number (1-based) and page size (1–50, default 10) as the list calls take them. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

/** Largest value of a PostgreSQL `integer` column (serial ids, counts): 2^31 − 1. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A row id from a form field, JSON or the path: a positive integer that fits PostgreSQL `integer`
 * (1 … {@link PG_INT_MAX}). Larger values answer 400 here instead of a database error (500).
 */
export const Id = z.coerce
  .number({ error: 'validation.id' })
  .int()
  .positive()
  .max(PG_INT_MAX, 'validation.id_too_large');

/** Comma-separated ids ("3,7,12"), at most `max` of them, each an {@link Id}; parsed to numbers. */
export const IdList = (max = 100) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'validation.ids')
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= max, `At most ${max} ids at once`)
    .refine((ids) => ids.every((n) => n >= 1 && n <= PG_INT_MAX), 'validation.id_too_large');

export const IdBody = z.object({ id: Id });

/** Unix time in seconds (spec section 9: times are formatted from seconds). */
export const UnixSeconds = z.number().int().describe('Unix time in seconds');

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/**
 * {@link paged} for a list whose total is counted only up to lib/capped-count.ts's cap: `total_capped` true means
 * there are more than `total` rows (the sites show "10,000+").
 */
export function cappedPaged<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    total_capped: z.boolean().describe('True when there are more rows than `total` (counted up to 10,000)'),
  });
}

/** {@link PageQuery} with the optional `cursor` of keyset paging (lib/keyset.ts). */
export const CursorPageQuery = PageQuery.extend({ cursor: CursorField });

/**
 * {@link cappedPaged} for a list that also pages by cursor (lib/keyset.ts): `next_cursor` reads the page after this
 * one at the cost of one page, however deep; null on the last page.
 */
export function cursorPaged<T extends z.ZodType>(item: T) {
  return cappedPaged(item).extend({ next_cursor: NextCursorField });
}

export const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
