/**
 * The customer's instance list (`/instance_overview/user_instance_list`): one page of the wallet's instances, newest
 * first, with the total counted up to 10,000 (lib/capped-count.ts; `total_capped` past it); the first page without
 * filters may come from this process's copy (list-copies.ts).
 */
import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { instances } from '../../../db/schema.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { perDb } from '../../../lib/per-db.ts';
import { localizeInstances } from '../../orders/index.ts';
import { walletOwnerId } from '../../wallet/index.ts';
import { OUT_COLUMNS, toInstanceOut, type User } from './instances.ts';
import { cachedInstanceList } from './list-copies.ts';

/** The page of instances matching `where`, newest first. */
const pageQuery = (db: DbOrTx, where: SQL | undefined, limit: number, offset: number) =>
  db.select({ row: OUT_COLUMNS }).from(instances).where(where).orderBy(desc(instances.id)).limit(limit).offset(offset);

/** The unfiltered list (placeholders userId, limit, offset), prepared per database handle. */
const plainListQuery = perDb((db: DbOrTx) =>
  db
    .select({ row: OUT_COLUMNS })
    .from(instances)
    .where(and(eq(instances.userId, sql.placeholder('userId')), ne(instances.status, 'released')))
    .orderBy(desc(instances.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('lanyun_instance_list'),
);

/**
 * One page of the wallet's instances (released ones only when asked by status), newest first, region and zone names
 * in `lang` (services/orders/catalog-names.ts). With `copyMs` > 0 the first page without filters is answered from this
 * process's copy when younger than that (services/instances/list-copies.ts).
 */
export async function listInstances(
  db: DbOrTx,
  user: User,
  f: { page: number; page_size: number; status?: string; region_code?: string; keyword?: string },
  lang: MessageLang = 'en',
  copyMs = 0,
) {
  const ownerId = walletOwnerId(user);
  // The first page without filters may come from this process's copy (services/instances/list-copies.ts).
  if (f.page === 1 && !f.status && !f.region_code && !f.keyword && copyMs > 0)
    return cachedInstanceList(db, ownerId, `${lang}:${f.page_size}`, copyMs, () => readInstancePage(db, user, f, lang));
  return readInstancePage(db, user, f, lang);
}

/** {@link listInstances} from the database. */
async function readInstancePage(
  db: DbOrTx,
  user: User,
  f: { page: number; page_size: number; status?: string; region_code?: string; keyword?: string },
  lang: MessageLang,
) {
  const conds: SQL[] = [
    eq(instances.userId, walletOwnerId(user)),
    f.status ? eq(instances.status, f.status) : ne(instances.status, 'released'),
  ];
  if (f.region_code) conds.push(eq(instances.regionCode, f.region_code));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(instances.name, like), ilike(instances.instanceId, like), ilike(instances.publicIp, like))!);
  }
  const where = and(...conds);
  // The page and the total side by side: the page walks instances_user_id_idx (user, id) newest first, the total
  // reads at most COUNT_CAP + 1 of its entries. The unfiltered list (what the console shows and polls) is a prepared
  // statement: its SQL is built once per database handle and planned once per pooled connection.
  const plain = !f.status && !f.region_code && !f.keyword;
  const [rows, counted] = await Promise.all([
    plain
      ? plainListQuery(db).execute({
          userId: walletOwnerId(user),
          limit: f.page_size,
          offset: (f.page - 1) * f.page_size,
        })
      : pageQuery(db, where, f.page_size, (f.page - 1) * f.page_size),
    cappedCount(db, db.select({ one: sql`1` }).from(instances).where(where).getSQL()),
  ]);
  const list = await localizeInstances(
    db,
    lang,
    rows.map((r) => toInstanceOut(r.row)),
  );
  return { list, total: counted.total, total_capped: counted.capped, page: f.page, page_size: f.page_size };
}
