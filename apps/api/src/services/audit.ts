/**
 * The operator audit log (issue "Content and operations"): one append-only row per operator
 * action — who (`operatorId`), what (`action` such as `news.update`, `targetType`, `targetId`),
 * when (`created_at`), and the target's state before and after (JSON snapshots; null for a
 * create's `before` or a delete's `after`). Call it inside the transaction that makes the change,
 * so the change and its record commit together. The database refuses UPDATE/DELETE on the table.
 */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  operatorId: number;
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

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
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
