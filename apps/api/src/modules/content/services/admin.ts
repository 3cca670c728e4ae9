/**
 * Operators' content editing (routes/ops/content.ts): list, save (create or replace) and delete one row of a content
 * kind (services/content/kinds.ts). Every save and delete writes the audit log (before/after) in the same transaction.
 * Rows are shown as snake_case views with times in unix seconds (`toView`).
 */
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { news, newsClasses } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { audit } from '../../ops/index.ts';
import { type ContentKind, toColumns, toView } from './kinds.ts';
import { newsChanged } from './news-cache.ts';

/** Whether a write to kind `k` can change the public news list (its articles or their classes). */
const listsNews = (k: ContentKind) => k.kind === 'news' || k.kind === 'news_class';

/** A database error's SQLSTATE, through drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

type Row = Record<string, unknown>;

/** Filters of a list call; `class_id` and `type` apply to news only. */
export interface ContentListQuery {
  page: number;
  page_size: number;
  keyword?: string;
  class_id?: number;
  type?: number;
}

/** One page of a kind's rows (drafts included), in the kind's order; `keyword` matches its keyword column. */
export async function listContent(db: DbOrTx, k: ContentKind, q: ContentListQuery) {
  const conds: SQL[] = [];
  if (q.keyword) conds.push(ilike(k.keywordColumn, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (k.kind === 'news' && q.class_id) conds.push(eq(news.classId, q.class_id));
  if (k.kind === 'news' && q.type) conds.push(eq(news.type, q.type));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(k.table)
      .where(where)
      .orderBy(...k.order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(k.table).where(where),
  ]);
  return { list: (rows as Row[]).map(toView), total: Number(total?.n ?? 0), page: q.page, page_size: q.page_size };
}

/**
 * Create (no `id`) or replace every field of a row; audited as `{kind}.create` / `{kind}.update`.
 * @param input the parsed save body without `id` (snake_case; rich text already sanitized by the kind's schema)
 * @throws ApiError 400 for an unknown news class, a duplicate slug/type, or a missing referenced class
 * @throws ApiError 404 for an unknown `id`
 */
export async function saveContent(
  db: Db,
  k: ContentKind,
  id: number | undefined,
  input: Row,
  by: { operatorId: number; clientIp: string },
): Promise<Row> {
  const values = toColumns(input);
  if (k.kind === 'news') {
    const [cls] = await db
      .select()
      .from(newsClasses)
      .where(eq(newsClasses.id, values.classId as number))
      .limit(1);
    if (!cls) throw new ApiError(CODE.BAD_REQUEST, 'content.no_such_news_class');
    values.type = cls.type;
  }
  if (k.hasUpdatedAt) values.updatedAt = new Date();
  const base = { operatorId: by.operatorId, targetType: k.kind, clientIp: by.clientIp };
  try {
    return await db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = (await tx.insert(k.table).values(values).returning()) as Row[];
        if (!row) throw new Error(`${k.kind}: insert returned no row`);
        await audit(tx, { ...base, action: `${k.kind}.create`, targetId: row.id as number, after: toView(row) });
        return toView(row);
      }
      const [before] = (await tx.select().from(k.table).where(eq(k.id, id)).for('update')) as Row[];
      if (!before) throw new ApiError(CODE.NOT_FOUND, 'content.not_found', { kind: { key: `kind.${k.kind}` } });
      const [row] = (await tx.update(k.table).set(values).where(eq(k.id, id)).returning()) as Row[];
      if (!row) throw new ApiError(CODE.NOT_FOUND, 'content.not_found', { kind: { key: `kind.${k.kind}` } });
      await audit(tx, {
        ...base,
        action: `${k.kind}.update`,
        targetId: id,
        before: toView(before),
        after: toView(row),
      });
      return toView(row);
    });
  } catch (err) {
    const state = sqlState(err);
    if (state === '23505') {
      throw new ApiError(
        CODE.BAD_REQUEST,
        k.kind === 'agreement' ? 'content.duplicate_type' : 'content.duplicate_slug',
        { kind: { key: `kind.${k.kind}` } },
      );
    }
    if (state === '23503') throw new ApiError(CODE.BAD_REQUEST, 'content.no_such_class');
    throw err;
  } finally {
    if (listsNews(k)) newsChanged();
  }
}

/**
 * Delete a row; audited as `{kind}.delete` with its last state.
 * @throws ApiError 404 for an unknown `id`; 400 when other rows still refer to it
 */
export async function deleteContent(db: Db, k: ContentKind, id: number, by: { operatorId: number; clientIp: string }) {
  try {
    await db.transaction(async (tx) => {
      const [row] = (await tx.delete(k.table).where(eq(k.id, id)).returning()) as Row[];
      if (!row) throw new ApiError(CODE.NOT_FOUND, 'content.not_found', { kind: { key: `kind.${k.kind}` } });
      await audit(tx, {
        operatorId: by.operatorId,
        action: `${k.kind}.delete`,
        targetType: k.kind,
        targetId: id,
        before: toView(row),
        clientIp: by.clientIp,
      });
    });
  } catch (err) {
    if (sqlState(err) === '23503') {
      throw new ApiError(CODE.BAD_REQUEST, 'content.in_use', { kind: { key: `kind.${k.kind}` } });
    }
    throw err;
  } finally {
    if (listsNews(k)) newsChanged();
  }
}
