/**
 * Metering of the IP API (issue "IP intelligence"). The monthly quota is enforced per account
 * with an atomic counter (Redis INCR when REDIS_URL is set, shared by all API processes; process
 * memory otherwise): a call adds its lookups before it is answered; a total past the quota is
 * refused and given back, so exactly `quota` lookups succeed even under concurrent calls. Usage per key per UTC
 * day is buffered in memory and flushed to `ip_usage_daily` every few seconds and on shutdown.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ipUsageDaily } from '../../../db/schema.ts';
import type { Counters } from '../../../lib/counters.ts';

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
let monthCache = { from: 0, until: -1, month: '', resetAt: new Date(0), monthStart: new Date(0) };
function monthOf(ms: number): { month: string; resetAt: Date; monthStart: Date } {
  if (ms < monthCache.from || ms >= monthCache.until) {
    const now = new Date(ms);
    const w = monthWindow(now);
    const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    monthCache = { from, until: w.resetAt.getTime(), ...w, monthStart: new Date(from) };
  }
  return monthCache;
}

/**
 * What {@link IpMeter.charge} answers: whether the lookups fit the quota, how many were granted (all or nothing,
 * or with `partial` as many as fit), the month's count after, when it resets and when the month began.
 */
export interface Charge {
  ok: boolean;
  granted: number;
  used: number;
  resetAt: Date;
  monthStart: Date;
}

export interface IpMeter {
  /**
   * Count `n` lookups for the account; returns whether they fit the quota and the count after. Without `partial` a
   * charge that does not fit whole is refused whole; with it, as many as fit are granted (`granted` ≥ 1 is ok) and the
   * rest given back, so concurrent partial charges never grant more than the quota between them. Answers
   * synchronously when the counters live in this process (no Redis) and with a promise otherwise.
   */
  charge(userId: number, n: number, quota: number, now?: Date, partial?: boolean): Charge | Promise<Charge>;
  /** Lookups used this month (no counting). */
  used(userId: number, now?: Date): Promise<number>;
  record(keyId: number, n: number, now?: Date): void;
  flush(): Promise<void>;
}

/**
 * Of `n` lookups that took the counts (count - n, count]: how many fit `quota` (with `partial` as many as fit,
 * otherwise all or none).
 */
function fits(n: number, quota: number, partial: boolean, count: number): number {
  return partial ? Math.max(0, Math.min(n, quota - (count - n))) : count <= quota ? n : 0;
}

/** The {@link Charge} of a call for `n` lookups of which `granted` fit, the month's count being `used` after. */
function chargeAnswer(n: number, granted: number, used: number, resetAt: Date, monthStart: Date): Charge {
  return { ok: granted > 0 || n === 0, granted, used, resetAt, monthStart };
}

export function createIpMeter(db: Db, counters: Counters): IpMeter {
  const pending = new Map<string, number>();
  return {
    charge(userId, n, quota, now, partial = false) {
      const ms = now === undefined ? Date.now() : now.getTime();
      const { month, resetAt, monthStart } = monthOf(ms);
      const key = `ipq:${userId}:${month}`;
      const windowMs = resetAt.getTime() - ms + 86_400_000;
      if (counters.hitNow) {
        const count = counters.hitNow(key, windowMs, n).count;
        const granted = fits(n, quota, partial, count);
        if (granted === n) return chargeAnswer(n, n, count, resetAt, monthStart);
        // Give back what did not fit, so refused lookups never consume quota.
        return chargeAnswer(n, granted, counters.hitNow(key, windowMs, granted - n).count, resetAt, monthStart);
      }
      return (async () => {
        const { count } = await counters.hit(key, windowMs, n);
        const granted = fits(n, quota, partial, count);
        if (granted === n) return chargeAnswer(n, n, count, resetAt, monthStart);
        return chargeAnswer(n, granted, (await counters.hit(key, windowMs, granted - n)).count, resetAt, monthStart);
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
        .onConflictDoUpdate({
          target: [ipUsageDaily.keyId, ipUsageDaily.day],
          set: { count: sql`${ipUsageDaily.count} + excluded.count` },
        });
    },
  };
}
