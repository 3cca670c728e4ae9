/** Schemas shared by several domains: pagination, ids, unix-second timestamps. */
import { z } from 'zod';

/** Page number (1-based) and page size (1–50, default 10) as the list calls take them. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

export const IdBody = z.object({ id: z.coerce.number().int().positive() });

/** Unix time in seconds (spec section 9: times are formatted from seconds). */
export const UnixSeconds = z.number().int().describe('Unix time in seconds');

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
}

export const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
