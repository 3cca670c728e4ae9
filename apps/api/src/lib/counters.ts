/**
 * Fixed-window counters for rate limits that are not per-route (log-in attempts per account,
 * code sends per target, daily caps). Redis (INCR + PEXPIRE in one MULTI) when `REDIS_URL` is
 * set, so every API process shares them; a process-local map otherwise.
 */
import type { Redis } from 'ioredis';

export interface CounterHit {
  /** Hits in the current window, including this one. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface Counters {
  /**
   * Count `by` hits (default 1; negative to give back) on `key` in a window of `windowMs`, atomically: concurrent
   * callers each see a distinct count. A give-back (`by` < 0) on a key whose window has passed changes nothing and
   * answers count 0, so it never leaves a negative count that would grant extra hits in the next window.
   */
  hit(key: string, windowMs: number, by?: number): Promise<CounterHit>;
  /**
   * {@link Counters.hit} answered synchronously; present only when the store is in this process (no Redis), so a
   * hot path can skip a promise per call.
   */
  hitNow?(key: string, windowMs: number, by?: number): CounterHit;
  /** Current count without counting (0 when the window has passed). */
  peek(key: string): Promise<CounterHit>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const map = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.resetAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  const hitNow = (key: string, windowMs: number, by = 1): CounterHit => {
    let e = live(key);
    if (!e && by < 0) return { count: 0, resetMs: 0 };
    if (!e) {
      e = { count: 0, resetAt: now() + windowMs };
      map.set(key, e);
    }
    e.count += by;
    if (map.size > 100_000) for (const k of map.keys()) live(k);
    return { count: e.count, resetMs: e.resetAt - now() };
  };
  return {
    hitNow,
    async hit(key, windowMs, by = 1) {
      return hitNow(key, windowMs, by);
    },
    async peek(key) {
      const e = live(key);
      return e ? { count: e.count, resetMs: e.resetAt - now() } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      map.delete(key);
    },
  };
}

/** Give back on a live key only (DECRBY on a missing key would start a window at a negative count). */
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 then return {redis.call('INCRBY', KEYS[1], ARGV[1]), redis.call('PTTL', KEYS[1])} end return {0, 0}`;

export function redisCounters(redis: Redis, prefix = 'lanyun:ctr:'): Counters {
  return {
    async hit(key, windowMs, by = 1) {
      const k = prefix + key;
      if (by < 0) {
        const [count, ttl] = (await redis.eval(GIVE_BACK, 1, k, by)) as [number, number];
        return { count: Number(count), resetMs: ttl > 0 ? Number(ttl) : 0 };
      }
      const res = await redis.multi().incrby(k, by).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, c], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return { count: Number(c ?? 0), resetMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
