/** The operator audit log: one row per operator action that changes data (issue "Content and operations"). */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export async function audit(
  db: Db,
  entry: { operatorId: number; action: string; targetType: string; targetId: string | number; detail?: Record<string, unknown>; clientIp?: string },
): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    detail: entry.detail ?? {},
    clientIp: entry.clientIp ?? null,
  });
}
