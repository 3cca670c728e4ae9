/**
 * The IP site's world map (services/ipintel/ip-lookup-map.ts) shared by every API process through Redis,
 * used when `REDIS_URL` is set. Each process counts its lookups in memory and adds them every
 * `flushMs` to one Redis hash per hour (`ipmap:<hour>`, field "lat,lon,country", HINCRBY, kept 25 h),
 * then reads the last 24 hashes back; `cells()` answers from that copy, so it stays synchronous and
 * shows every process's lookups at most about `flushMs` late. Counts are exact: each lookup is
 * added once, by the process that answered it. A failed flush keeps the counts for the next one.
 */
import type { Redis } from 'ioredis';
import type { LookupMap, MapCell } from './ip-lookup-map.ts';

const HOUR = 3_600_000;
const key = (hour: number) => `ipmap:${hour}`;

/** A {@link LookupMap} on Redis; call `stop()` on shutdown (it flushes once more). */
export function sharedLookupMap(
  redis: Redis,
  opts: { flushMs?: number; onError?: (err: unknown) => void } = {},
): LookupMap & { flush(): Promise<void>; stop(): Promise<void> } {
  /** hour → field → count, not yet in Redis */
  let pending = new Map<number, Map<string, number>>();
  /** hour → field → count, as last read from Redis */
  let mirror = new Map<number, Map<string, number>>();
  let running: Promise<void> | null = null;

  const flushOnce = async () => {
    const now = Date.now();
    const sending = pending;
    pending = new Map();
    const hours = Array.from({ length: 24 }, (_, i) => Math.floor(now / HOUR) - i);
    const multi = redis.multi();
    for (const [hour, fields] of sending) {
      for (const [field, n] of fields) multi.hincrby(key(hour), field, n);
      multi.pexpire(key(hour), 25 * HOUR);
    }
    for (const h of hours) multi.hgetall(key(h));
    let res: Awaited<ReturnType<typeof multi.exec>>;
    try {
      res = await multi.exec();
    } catch (err) {
      // Give the counts back to the next flush.
      for (const [hour, fields] of sending) for (const [field, n] of fields) add(hour, field, n);
      throw err;
    }
    const reads = (res ?? []).slice(-hours.length);
    const next = new Map<number, Map<string, number>>();
    hours.forEach((h, i) => {
      const all = (reads[i]?.[1] ?? {}) as Record<string, string>;
      next.set(h, new Map(Object.entries(all).map(([f, v]) => [f, Number(v)])));
    });
    mirror = next;
  };
  const flush = () => {
    running ??= flushOnce().finally(() => (running = null));
    return running;
  };
  const add = (hour: number, field: string, n: number) => {
    let b = pending.get(hour);
    if (!b) {
      b = new Map();
      pending.set(hour, b);
    }
    b.set(field, (b.get(field) ?? 0) + n);
  };
  const timer = setInterval(() => {
    flush().catch((err: unknown) => opts.onError?.(err));
  }, opts.flushMs ?? 500);
  timer.unref();

  return {
    record(lat, lon, countryCode, now = Date.now()) {
      if (lat === null || lon === null) return;
      add(Math.floor(now / HOUR), `${Math.round(lat)},${Math.round(lon)},${countryCode ?? ''}`, 1);
    },
    cells(hours = 24, limit = 500, now = Date.now()) {
      const from = Math.floor(now / HOUR) - Math.min(24, Math.max(1, hours)) + 1;
      const sum = new Map<string, MapCell>();
      let total = 0;
      for (const [h, fields] of mirror) {
        if (h < from) continue;
        for (const [field, count] of fields) {
          const [la = '0', lo = '0', cc = ''] = field.split(',');
          const k = `${la},${lo}`;
          total += count;
          const s = sum.get(k);
          if (s) s.count += count;
          else sum.set(k, { lat: Number(la), lon: Number(lo), country_code: cc || null, count });
        }
      }
      return { cells: [...sum.values()].sort((a, b) => b.count - a.count).slice(0, limit), total };
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
