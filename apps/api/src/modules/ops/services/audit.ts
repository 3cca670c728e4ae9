import type { DbOrTx } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';

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
