/**
 * The customer's audit trail (操作审计, issue "A programmable cloud"): every action of an account, its sub-accounts and
 * their AccessKeys, from the console or the public API — who, which key, what, on which resource, from where, the
 * result — kept {@link KEEP_DAYS} days, listed with filters and exported as CSV.
 *
 * What is an action: every public API call other than a GET, and every console call (POST of the sites' API by a
 * logged-in customer) whose route is a change ({@link isConsoleAction}: orders, starts, stops, releases, renewals,
 * refunds, additions, deletions, updates, key management …), not its reads (lists, details, price inquiries).
 * Rows are written after the answer (plugins/app/customer-audit.ts), so recording never slows or fails a call.
 */
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { customerAuditEvents } from '../../../db/schema.ts';
import { csvStream, keysetRows } from '../../../lib/csv-export.ts';
import { toSeconds } from '../../../lib/schemas.ts';

/** How long events are kept (Alibaba Cloud ActionTrail keeps 90 days). */
export const KEEP_DAYS = 90;

const CHANGE =
  /(order|create|start|stop|reboot|release|renew|refund|_add|_del|delete|update|reset|auto_renew|recharge|apply|bind|disable|enable)/;
const READ = /(list|inquiry_.*price|detail|status|get_|_info|overview)/;

/** Whether a console route (`POST /instance_center/instance_stop`) is an action worth recording. */
export function isConsoleAction(method: string, url: string): boolean {
  return method === 'POST' && CHANGE.test(url) && !READ.test(url);
}

export interface AuditEvent {
  ownerId: number;
  userId: number;
  accessKeyId: string | null;
  source: 'console' | 'api';
  action: string;
  resource: string | null;
  ip: string;
  status: number;
  ok: boolean;
  requestId: string;
}

let lastPrune = 0;

/** Record one event; drops events older than {@link KEEP_DAYS} at most once an hour per process. */
export async function recordAuditEvent(db: DbOrTx, e: AuditEvent, nowMs = Date.now()): Promise<void> {
  await db.insert(customerAuditEvents).values({ ...e, resource: e.resource?.slice(0, 100) ?? null });
  if (nowMs - lastPrune > 3_600_000) {
    lastPrune = nowMs;
    await db
      .delete(customerAuditEvents)
      .where(lt(customerAuditEvents.createdAt, new Date(nowMs - KEEP_DAYS * 86_400_000)));
  }
}

export interface AuditFilter {
  from?: number;
  to?: number;
  source?: 'console' | 'api';
  access_key_id?: string;
  resource?: string;
  action?: string;
}

function where(ownerId: number, f: AuditFilter, beforeId?: number): SQL | undefined {
  return and(
    eq(customerAuditEvents.ownerId, ownerId),
    f.from ? gte(customerAuditEvents.createdAt, new Date(f.from * 1000)) : undefined,
    f.to ? lt(customerAuditEvents.createdAt, new Date(f.to * 1000)) : undefined,
    f.source ? eq(customerAuditEvents.source, f.source) : undefined,
    f.access_key_id ? eq(customerAuditEvents.accessKeyId, f.access_key_id) : undefined,
    f.resource ? eq(customerAuditEvents.resource, f.resource) : undefined,
    f.action ? ilike(customerAuditEvents.action, `%${f.action.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    beforeId ? lt(customerAuditEvents.id, beforeId) : undefined,
  );
}

type Row = typeof customerAuditEvents.$inferSelect;
const out = (r: Row) => ({
  id: r.id,
  time: toSeconds(r.createdAt),
  user_id: r.userId,
  access_key_id: r.accessKeyId,
  source: r.source as 'console' | 'api',
  action: r.action,
  resource: r.resource,
  ip: r.ip,
  status: r.status,
  ok: r.ok,
  request_id: r.requestId,
});

/** A page of the account's events, newest first; `before` is the last id of the previous page. */
export async function listAuditEvents(
  db: DbOrTx,
  ownerId: number,
  f: AuditFilter & { before?: number; limit: number },
) {
  const rows = await db
    .select()
    .from(customerAuditEvents)
    .where(where(ownerId, f, f.before))
    .orderBy(desc(customerAuditEvents.id))
    .limit(f.limit + 1);
  const items = rows.slice(0, f.limit).map(out);
  return { items, next_before: rows.length > f.limit ? items[items.length - 1]!.id : null };
}

export const AUDIT_CSV_COLUMNS = [
  'id',
  'time',
  'user_id',
  'access_key_id',
  'source',
  'action',
  'resource',
  'ip',
  'status',
  'ok',
  'request_id',
] as const;

/** Every matching event as CSV, newest first (streamed in batches). */
export function auditCsv(db: DbOrTx, ownerId: number, f: AuditFilter) {
  return csvStream(
    AUDIT_CSV_COLUMNS,
    keysetRows<Row>(
      (after, limit) =>
        db
          .select()
          .from(customerAuditEvents)
          .where(where(ownerId, f, after?.id))
          .orderBy(desc(customerAuditEvents.id))
          .limit(limit),
      (r) => [
        r.id,
        r.createdAt.toISOString(),
        r.userId,
        r.accessKeyId ?? '',
        r.source,
        r.action,
        r.resource ?? '',
        r.ip,
        r.status,
        r.ok ? 'true' : 'false',
        r.requestId,
      ],
    ),
  );
}
