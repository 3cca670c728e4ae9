/**
 * One instance seen from its detail page (issue "Real compute"): the instance, password reset through
 * the compute backend (the guest agent on libvirt), serial console tickets and monitoring series.
 *
 * - Password reset: only a running instance; the new password follows spec section 5
 *   (`@lanyun/validators/password`), goes straight to the backend and is never stored or logged; the
 *   reset is written to the audit log (`instance.password_reset`, no password).
 * - Console tickets: a random token (returned once; only its SHA-256 is stored), valid
 *   CONSOLE_TICKET_TTL_MS and usable once — `redeemConsoleTicket` claims it with a conditional update,
 *   so two sockets presenting one ticket cannot both open. Each opened session is audited
 *   (`instance.console_opened`).
 * - Metrics: hour = every sample; day = 5-minute averages (both from the raw samples); week = the hourly rollups and
 *   the current hour's samples; month (30 days, past the raw samples' 7 days) = 6-hour averages of the hourly rollups
 *   (weighted by their samples) and the current hour's samples.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type SQL, and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { instancePasswordRule } from '@lanyun/validators/password';
import type { Db } from '../../../db/client.ts';
import { consoleTickets, instanceMetrics, instanceMetricsHourly, instances } from '../../../db/schema.ts';
import { hourStart } from './metrics-storage.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { audit } from '../../ops/index.ts';
import { ComputeError, type ComputeBackend } from '../../../providers/compute/types.ts';
import { toInstanceOut } from './instances.ts';
import { walletOwnerId } from '../../wallet/index.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { localizeInstances } from '../../orders/index.ts';

type User = { id: number; pid: number };
type InstanceRow = typeof instances.$inferSelect;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The owner's instance row (released ones too) or 404. */
export async function ownedInstance(db: Pick<Db, 'select'>, user: User, instanceId: string): Promise<InstanceRow> {
  const [row] = await db
    .select()
    .from(instances)
    .where(and(eq(instances.instanceId, instanceId), eq(instances.userId, walletOwnerId(user))))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
  return row;
}

/**
 * The detail page's instance: the list's fields (region and zone names in `lang`) plus the host name (operators see
 * the host on their console). @throws ApiError 404 for an instance the user does not own
 */
export async function instanceDetail(db: Db, user: User, instanceId: string, lang: MessageLang = 'en') {
  const r = await ownedInstance(db, user, instanceId);
  const [out] = await localizeInstances(db, lang, [toInstanceOut(r)]);
  return {
    ...out!,
    hostname: r.instanceId,
    released_at: r.releasedAt ? Math.floor(r.releasedAt.getTime() / 1000) : null,
  };
}

/**
 * Set the instance's root password. @throws ApiError 400 (password rule), 404, 409 (not running),
 * 503 when the backend could not (its reason: e.g. the guest agent is not up yet)
 */
export async function resetInstancePassword(
  deps: { db: Db; compute: ComputeBackend },
  user: User,
  instanceId: string,
  password: string,
  clientIp?: string,
) {
  const problem = instancePasswordRule(password);
  if (problem) throw new ApiError(CODE.BAD_REQUEST, problem.reason, problem.params);
  const r = await ownedInstance(deps.db, user, instanceId);
  if (r.status !== 'running' || !r.backendRef)
    throw new ApiError(CODE.CONFLICT, 'instance.reset_needs_running', {}, { status: r.status });
  try {
    await deps.compute.resetPassword(r.backendRef, password);
  } catch (err) {
    if (err instanceof ComputeError) throw new ApiError(CODE.PRECONDITION, err.reason ?? 'instance.reset_failed');
    throw err;
  }
  await audit(deps.db, {
    operatorId: null,
    action: 'instance.password_reset',
    targetType: 'instance',
    targetId: r.instanceId,
    detail: { user_id: user.id },
    clientIp,
  });
}

/** A console ticket for a running instance: `{ticket, expires_in}` (seconds). @throws 404, 409 */
export async function createConsoleTicket(db: Db, user: User, instanceId: string, ttlMs: number) {
  const r = await ownedInstance(db, user, instanceId);
  if (r.status !== 'running')
    throw new ApiError(CODE.CONFLICT, 'instance.console_needs_running', {}, { status: r.status });
  const ticket = randomBytes(24).toString('base64url');
  await db
    .insert(consoleTickets)
    .values({ tokenHash: sha256(ticket), instanceId: r.id, userId: user.id, expiresAt: new Date(Date.now() + ttlMs) });
  return { ticket, expires_in: Math.ceil(ttlMs / 1000) };
}

/**
 * Use a ticket once: the instance it opens (its backendRef) and who asked, or null when the ticket is
 * unknown, used or expired, or the instance stopped meanwhile. Audits the opened session.
 */
export async function redeemConsoleTicket(
  db: Db,
  ticket: string,
  clientIp?: string,
): Promise<{ backendRef: string; instanceId: string; userId: number } | null> {
  const [t] = await db
    .update(consoleTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(consoleTickets.tokenHash, sha256(ticket)),
        isNull(consoleTickets.usedAt),
        gt(consoleTickets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!t) return null;
  const [r] = await db.select().from(instances).where(eq(instances.id, t.instanceId));
  if (r?.status !== 'running' || !r.backendRef) return null;
  await audit(db, {
    operatorId: null,
    action: 'instance.console_opened',
    targetType: 'instance',
    targetId: r.instanceId,
    detail: { user_id: t.userId },
    clientIp,
  });
  return { backendRef: r.backendRef, instanceId: r.instanceId, userId: t.userId };
}

/**
 * Revoke every console ticket of `userId` not used yet (log-out): a ticket issued before opens nothing afterwards.
 * Consoles already open stay open until closed. Returns how many tickets were revoked.
 */
export async function revokeConsoleTickets(db: Db, userId: number): Promise<number> {
  const revoked = await db
    .update(consoleTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(consoleTickets.userId, userId), isNull(consoleTickets.usedAt)))
    .returning({ tokenHash: consoleTickets.tokenHash });
  return revoked.length;
}

/**
 * Ranges of the charts: how far back, the bucket width (0 = every sample) and where the points come from — raw samples
 * (`instance_metrics`, kept 7 days) for the short ranges, hourly rollups (`instance_metrics_hourly`, kept 90 days) for
 * the long ones.
 */
export const METRIC_RANGES = {
  hour: { ms: 3_600_000, bucketS: 0, source: 'raw' },
  day: { ms: 86_400_000, bucketS: 300, source: 'raw' },
  week: { ms: 7 * 86_400_000, bucketS: 3600, source: 'rollup' },
  month: { ms: 30 * 86_400_000, bucketS: 6 * 3600, source: 'rollup' },
} as const;

/** One chart point as the database answers it (numbers may come back as strings from node-postgres). */
type PointRow = {
  t: number;
  cpu: number;
  memUsed: number;
  memTotal: number;
  dr: number;
  dw: number;
  rx: number;
  tx: number;
};

/** Raw samples of instance row `id` since `since`, averaged per `bucketS` seconds (0 = every sample). */
function rawPoints(db: Db, id: number, since: Date, bucketS: number): Promise<PointRow[]> {
  const m = instanceMetrics;
  const t =
    bucketS === 0
      ? sql<number>`extract(epoch from ${m.at})::bigint`
      : sql<number>`(floor(extract(epoch from ${m.at}) / ${sql.raw(String(bucketS))}) * ${sql.raw(String(bucketS))})::bigint`;
  return db
    .select({
      t,
      cpu: sql<number>`round(avg(${m.cpuPct})::numeric, 1)::float8`,
      memUsed: sql<number>`round(avg(${m.memUsedMb}))::int`,
      memTotal: sql<number>`max(${m.memTotalMb})::int`,
      dr: sql<number>`round(avg(${m.diskReadBps}))::bigint`,
      dw: sql<number>`round(avg(${m.diskWriteBps}))::bigint`,
      rx: sql<number>`round(avg(${m.netRxBps}))::bigint`,
      tx: sql<number>`round(avg(${m.netTxBps}))::bigint`,
    })
    .from(m)
    .where(and(eq(m.instanceId, id), gte(m.at, since)))
    .groupBy(t)
    .orderBy(asc(t));
}

/**
 * Hourly rollups of instance row `id` in [since, until): one point per hour (`bucketS` 3600: the rollup rows as they
 * are), or per `bucketS` seconds averaged over the hours in it, each hour weighted by its samples (CPU and memory
 * averages, rates in bytes/s; the memory total the largest).
 */
function rollupPoints(db: Db, id: number, since: Date, until: Date, bucketS: number): Promise<PointRow[]> {
  const h = instanceMetricsHourly;
  const where = and(eq(h.instanceId, id), gte(h.hour, since), lt(h.hour, until));
  if (bucketS <= 3600)
    return db
      .select({
        t: sql<number>`extract(epoch from ${h.hour})::bigint`,
        cpu: sql<number>`${h.cpuPct}::float8`,
        memUsed: h.memUsedMb,
        memTotal: h.memTotalMb,
        dr: h.diskReadBps,
        dw: h.diskWriteBps,
        rx: h.netRxBps,
        tx: h.netTxBps,
      })
      .from(h)
      .where(where)
      .orderBy(asc(h.hour));
  const t = sql<number>`(floor(extract(epoch from ${h.hour}) / ${sql.raw(String(bucketS))}) * ${sql.raw(String(bucketS))})::bigint`;
  const weighted = (col: SQL) => sql`(sum(${col}::float8 * ${h.samples}) / nullif(sum(${h.samples}), 0))`;
  return db
    .select({
      t,
      cpu: sql<number>`round(${weighted(sql`${h.cpuPct}`)}::numeric, 1)::float8`,
      memUsed: sql<number>`round(${weighted(sql`${h.memUsedMb}`)})::int`,
      memTotal: sql<number>`max(${h.memTotalMb})::int`,
      dr: sql<number>`round(${weighted(sql`${h.diskReadBps}`)})::bigint`,
      dw: sql<number>`round(${weighted(sql`${h.diskWriteBps}`)})::bigint`,
      rx: sql<number>`round(${weighted(sql`${h.netRxBps}`)})::bigint`,
      tx: sql<number>`round(${weighted(sql`${h.netTxBps}`)})::bigint`,
    })
    .from(h)
    .where(where)
    .groupBy(t)
    .orderBy(asc(t));
}

/**
 * Monitoring series of an instance over `range`: points `{t (unix s), cpu_pct, mem_used_mb, mem_total_mb, disk_read_bps, …}`.
 * A rollup range (week, month) reads the hourly rollups of the whole hours (kept 90 days, so the month outlives the raw
 * samples' 7 days) and the raw samples of the current hour (not rolled up yet) as its last point. `now` (ms) is the
 * chart's end. @throws ApiError 404 for an instance the user does not own.
 */
export async function instanceMetricsSeries(
  db: Db,
  user: User,
  instanceId: string,
  range: keyof typeof METRIC_RANGES,
  now = Date.now(),
) {
  const r = await ownedInstance(db, user, instanceId);
  const { ms, bucketS, source } = METRIC_RANGES[range];
  const since = new Date(now - ms);
  let rows: PointRow[];
  if (source === 'raw') rows = await rawPoints(db, r.id, since, bucketS);
  else {
    const currentHour = new Date(hourStart(now));
    const [hours, current] = await Promise.all([
      rollupPoints(db, r.id, new Date(hourStart(since.getTime())), currentHour, bucketS),
      rawPoints(db, r.id, currentHour, 3600),
    ]);
    rows = [...hours, ...current];
  }
  return {
    range,
    points: rows.map((p) => ({
      t: Number(p.t),
      cpu_pct: Number(p.cpu),
      mem_used_mb: Number(p.memUsed),
      mem_total_mb: Number(p.memTotal),
      disk_read_bps: Number(p.dr),
      disk_write_bps: Number(p.dw),
      net_rx_bps: Number(p.rx),
      net_tx_bps: Number(p.tx),
    })),
  };
}
