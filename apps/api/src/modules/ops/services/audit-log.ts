/**
 * Reading the operator audit log (services/ops/audit.ts writes it): the filters of /ops/audit/list and /ops/audit/export
 * — operator, action or its prefix (`news.`, `real_name.approve`), target type and id, time range in unix seconds
 * (from inclusive, to exclusive) — and the CSV export, streamed in batches so a log of any size is exported without
 * holding it in memory.
 *
 * CSV (RFC 4180 through csv-stringify): UTF-8 with a byte-order mark (so spreadsheet programs read Chinese text),
 * one header line, then one line per entry, newest first: id, time (ISO 8601, UTC), operator_id, operator_email,
 * action, target_type, target_id, client_ip, detail, before, after (the last three as JSON). Cells starting with
 * `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` (csv-stringify `escape_formulas`), so an entry's text cannot
 * run as a spreadsheet formula.
 */
import type { Readable } from 'node:stream';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { auditLog, operators } from '../../../db/schema.ts';
import { cappedCount } from '../../../lib/capped-count.ts';
import { csvStream, keysetRows } from '../../../lib/csv-export.ts';
import { decodeCursor, keysetPage } from '../../../lib/keyset.ts';

/** The audit log's filters (all optional). */
export interface AuditFilter {
  operator_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** Unix seconds, inclusive. */
  from?: number;
  /** Unix seconds, exclusive. */
  to?: number;
}

/** The WHERE clause of `f` (undefined: every entry). */
export function auditWhere(f: AuditFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.operator_id) conds.push(eq(auditLog.operatorId, f.operator_id));
  if (f.action) conds.push(like(auditLog.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.target_type) conds.push(eq(auditLog.targetType, f.target_type));
  if (f.target_id) conds.push(eq(auditLog.targetId, f.target_id));
  if (f.from !== undefined) conds.push(gte(auditLog.createdAt, new Date(f.from * 1000)));
  if (f.to !== undefined) conds.push(lt(auditLog.createdAt, new Date(f.to * 1000)));
  return conds.length ? and(...conds) : undefined;
}

/**
 * One page of the audit log matching `f`, newest first, with each operator's e-mail (routes/ops/audit.ts). The total
 * is exact up to COUNT_CAP (lib/capped-count.ts), past it `totalCapped`. With `f.cursor` (a previous page's
 * `nextCursor`, lib/keyset.ts) the page is the entries after it (`id <` its id) instead of an offset; `nextCursor`
 * is null on the last page.
 * @throws ApiError 400 `validation.cursor` for a cursor this list did not write
 */
export async function listAudit(db: DbOrTx, f: AuditFilter & { page: number; page_size: number; cursor?: string }) {
  const where = auditWhere(f);
  const after = f.cursor ? decodeCursor(f.cursor, ['int'])[0] : undefined;
  const [read, counted] = await Promise.all([
    db
      .select({ a: auditLog, email: operators.email })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(after === undefined ? where : and(where, lt(auditLog.id, after)))
      .orderBy(desc(auditLog.id))
      .limit(f.page_size + 1)
      .offset(after === undefined ? (f.page - 1) * f.page_size : 0),
    cappedCount(db, db.select({ one: sql`1` }).from(auditLog).where(where).getSQL()),
  ]);
  const { rows, nextCursor } = keysetPage(read, f.page_size, (r) => [r.a.id]);
  return { rows, total: counted.total, totalCapped: counted.capped, nextCursor };
}

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'time',
  'operator_id',
  'operator_email',
  'action',
  'target_type',
  'target_id',
  'client_ip',
  'detail',
  'before',
  'after',
] as const;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log matching `f` as a CSV stream, newest first (keyset on id; see the module comment). */
export function auditCsv(db: Db, f: AuditFilter): Readable {
  const where = auditWhere(f);
  const batch = (before: number | undefined, limit: number) =>
    db
      .select({ a: auditLog, email: operators.email })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(and(where, before === undefined ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(limit);
  type Row = Awaited<ReturnType<typeof batch>>[number];
  const rows = keysetRows(
    (after: Row | undefined, limit) => batch(after?.a.id, limit),
    ({ a, email }) => [
      a.id,
      a.createdAt.toISOString(),
      a.operatorId ?? '',
      email ?? '',
      a.action,
      a.targetType,
      a.targetId,
      a.clientIp ?? '',
      json(a.detail),
      json(a.before),
      json(a.after),
    ],
  );
  return csvStream(AUDIT_CSV_COLUMNS, rows);
}
