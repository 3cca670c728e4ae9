/**
 * Totals of long lists, counted only up to a cap: a list's page costs what the page costs, but an exact count reads
 * every matching row (a customer with a million ledger entries pays for all of them on each view). Up to
 * {@link COUNT_CAP} rows the total is exact; past it the answer is the cap with `capped` set, and the sites show
 * "10,000+" (docs/decisions/0074-scale-reads.md).
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Lists count exactly up to this many rows. */
export const COUNT_CAP = 10_000;

/**
 * The number of rows `rows` (a SELECT, any columns) answers, read no further than {@link COUNT_CAP} + 1 rows.
 * @returns `total` (at most COUNT_CAP) and `capped` (true when there are more than COUNT_CAP rows)
 */
export async function cappedCount(db: DbOrTx, rows: SQL): Promise<{ total: number; capped: boolean }> {
  const list = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${rows} limit ${COUNT_CAP + 1}) capped`,
  );
  const n = Number(list[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}
