/**
 * Metering of the IP API (issue "IP intelligence"). The monthly quota is enforced per account
 * with an atomic counter (Redis INCR when REDIS_URL is set, shared by all API processes; process
 * memory otherwise): a call adds its lookups before it is answered; a total past the quota is
 * refused and given back, so exactly `quota` lookups succeed even under concurrent calls. Usage per key per UTC
 * day is buffered in memory and flushed to `ip_usage_daily` every few seconds and on shutdown.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ipUsageDaily } from '../db/schema.ts';
import type { Counters } from '../lib/counters.ts';

/** The UTC month "YYYY-MM" and the start of the next month. */
export function monthWindow(now = new Date()): { month: string; resetAt: Date } {
  const month = now.toISOString().slice(0, 7);
  return { month, resetAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** The UTC day "YYYY-MM-DD" of `ms`, remembered for the day (called on every metered request). */
let dayCache = { day: -1, text: '' };
function utcDay(ms: number): string {
  const day = Math.floor(ms / 86_400_000);
  if (day !== dayCache.day) dayCache = { day, text: new Date(ms).toISOString().slice(0, 10) };
  return dayCache.text;
}

/** {@link monthWindow} of `ms`, remembered for the month (called on every metered request). */
let monthCache = { from: 0, until: -1, month: '', resetAt: new Date(0) };
function monthOf(ms: number): { month: string; resetAt: Date } {
  if (ms < monthCache.from || ms >= monthCache.until) {
    const now = new Date(ms);
    const w = monthWindow(now);
    monthCache = { from: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), until: w.resetAt.getTime(), ...w };
  }
  return monthCache;
}

/** What {@link IpMeter.charge} answers: whether the lookups fit the quota, the month's count after, and when it resets. */
export interface Charge {
  ok: boolean;
  used: number;
  resetAt: Date;
}

export interface IpMeter {
  /**
   * Count `n` lookups for the account; returns whether they fit the quota and the count after. Answers synchronously
   * when the counters live in this process (no Redis) and with a promise otherwise.
   */
  charge(userId: number, n: number, quota: number, now?: Date): Charge | Promise<Charge>;
  /** Lookups used this month (no counting). */
  used(userId: number, now?: Date): Promise<number>;
  record(keyId: number, n: number, now?: Date): void;
  flush(): Promise<void>;
}

export function createIpMeter(db: Db, counters: Counters): IpMeter {
  const pending = new Map<string, number>();
  return {
    charge(userId, n, quota, now) {
      const ms = now === undefined ? Date.now() : now.getTime();
      const { month, resetAt } = monthOf(ms);
      const key = `ipq:${userId}:${month}`;
      const windowMs = resetAt.getTime() - ms + 86_400_000;
      if (counters.hitNow) {
        const count = counters.hitNow(key, windowMs, n).count;
        if (count <= quota) return { ok: true, used: count, resetAt };
        // Over the quota: give the charge back so refused calls never consume quota.
        return { ok: false, used: counters.hitNow(key, windowMs, -n).count, resetAt };
      }
      return (async () => {
        const hit = await counters.hit(key, windowMs, n);
        if (hit.count <= quota) return { ok: true, used: hit.count, resetAt };
        const back = await counters.hit(key, windowMs, -n);
        return { ok: false, used: back.count, resetAt };
      })();
    },
    async used(userId, now = new Date()) {
      return (await counters.peek(`ipq:${userId}:${monthWindow(now).month}`)).count;
    },
    record(keyId, n, now) {
      const k = `${keyId}|${utcDay(now === undefined ? Date.now() : now.getTime())}`;
      pending.set(k, (pending.get(k) ?? 0) + n);
    },
    async flush() {
      if (pending.size === 0) return;
      const rows = [...pending].map(([k, count]) => {
        const [keyId, day] = k.split('|');
        return { keyId: Number(keyId), day: day!, count };
      });
      pending.clear();
      await db
        .insert(ipUsageDaily)
        .values(rows)
        .onConflictDoUpdate({ target: [ipUsageDaily.keyId, ipUsageDaily.day], set: { count: sql`${ipUsageDaily.count} + excluded.count` } });
    },
  };
}
