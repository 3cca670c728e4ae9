import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters } from '../src/lib/counters.ts';

// The Redis-backed counters (used for rate limits and quotas when REDIS_URL is set), against the
// machine's Redis (REDIS_URL or 127.0.0.1:6379).
let redis: Redis;
const prefix = `lanyun-test:${randomBytes(4).toString('hex')}:`;
beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('redisCounters', () => {
  it('counts, expires with the window, gives back and resets', async () => {
    const c = redisCounters(redis, prefix);
    expect((await c.hit('a', 60_000)).count).toBe(1);
    const second = await c.hit('a', 60_000, 4);
    expect(second.count).toBe(5);
    expect(second.resetMs).toBeGreaterThan(59_000);
    expect((await c.hit('a', 60_000, -2)).count).toBe(3);
    expect((await c.peek('a')).count).toBe(3);
    await c.reset('a');
    expect((await c.peek('a')).count).toBe(0);
    await c.hit('short', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect((await c.peek('short')).count).toBe(0);
  });

  it('lets exactly the limit through when many processes race', async () => {
    const c = redisCounters(redis, prefix);
    const results = await Promise.all(Array.from({ length: 50 }, () => c.hit('race', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe.each([
  ['memory', () => memoryCounters()],
  ['redis', () => redisCounters(redis, prefix)],
])('%s counters give back only on a live window', (_, make) => {
  it('leaves a missing or expired key alone instead of starting a window below zero', async () => {
    const c = make();
    expect((await c.hit('gone', 60_000, -1)).count).toBe(0);
    expect((await c.peek('gone')).count).toBe(0);
    await c.hit('brief', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect((await c.hit('brief', 60_000, -1)).count).toBe(0);
    // The next window starts from zero: the full limit, not one more.
    expect((await c.hit('brief', 60_000)).count).toBe(1);
  });
});
