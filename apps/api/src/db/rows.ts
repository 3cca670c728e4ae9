/**
 * The rows of a raw SQL statement (`db.execute`), the same on both drivers: node-postgres and PGlite answer
 * `{ rows }` (older PGlite versions: the array itself).
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** The rows `query` answers, typed as `T` (the caller names the columns' shapes: bigint and numeric come as text). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return ((res as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[];
}
