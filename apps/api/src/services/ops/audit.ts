/**
 * The operator audit log (issue "Content and operations"): one append-only row per operator
 * action — who (`operatorId`), what (`action` such as `news.update`, `targetType`, `targetId`),
 * when (`created_at`), and the target's state before and after (JSON snapshots; null for a
 * create's `before` or a delete's `after`). Call it inside the transaction that makes the change,
 * so the change and its record commit together. The database refuses UPDATE/DELETE on the table.
 */
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema.ts';

export interface AuditEntry {
  /** The operator who acted; null when nobody is logged in (a failed log-in). */
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  /** Extra context (reason, amounts) not part of the target's state. */
  detail?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
  clientIp?: string;
}

/** JSON-safe copy of a row (Dates become ISO strings) for the before/after snapshots. */
export function snapshot(row: unknown): unknown {
  if (row === undefined || row === null) return null;
  return JSON.parse(JSON.stringify(row));
}

export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    detail: entry.detail ?? {},
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    clientIp: entry.clientIp ?? null,
  });
}

/** Why an operator log-in failed, as the audit log records it. */
export type LoginFailure = 'unknown account' | 'wrong password' | 'account disabled' | 'wrong code' | 'locked';

/**
 * Record a failed operator log-in (issue 18): action `operator.login_failed`, no acting operator, target the
 * operator tried (its id when the account exists, else the e-mail), `detail` = `{ email, reason }` with the e-mail
 * as typed (lower-cased). Pass the database itself, not a transaction that the failing request will roll back.
 */
export async function auditLoginFailure(
  db: DbOrTx,
  input: { email: string; reason: LoginFailure; operatorId?: number; clientIp: string },
): Promise<void> {
  await audit(db, {
    operatorId: null,
    action: 'operator.login_failed',
    targetType: 'operator',
    targetId: input.operatorId ?? input.email,
    detail: { email: input.email, reason: input.reason },
    clientIp: input.clientIp,
  });
}

/** Filters of the audit log list: an operator, an action or its prefix, a target, a time range (unix seconds). */
export interface AuditFilter {
  operator_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: number;
  to?: number;
}

/** One page of the audit log, newest first, with each operator's e-mail (routes/ops/audit.ts). */
export async function listAudit(db: DbOrTx, f: AuditFilter & { page: number; page_size: number }) {
  const conds: SQL[] = [];
  if (f.operator_id) conds.push(eq(auditLog.operatorId, f.operator_id));
  if (f.action) conds.push(like(auditLog.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.target_type) conds.push(eq(auditLog.targetType, f.target_type));
  if (f.target_id) conds.push(eq(auditLog.targetId, f.target_id));
  if (f.from !== undefined) conds.push(gte(auditLog.createdAt, new Date(f.from * 1000)));
  if (f.to !== undefined) conds.push(lt(auditLog.createdAt, new Date(f.to * 1000)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: auditLog, email: operators.email })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
