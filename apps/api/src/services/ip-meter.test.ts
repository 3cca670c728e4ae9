import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { memoryCounters, type Counters } from '../lib/counters.ts';
import { createIpMeter } from './ip-meter.ts';

/** The in-process counters without their synchronous method: the path taken with Redis. */
function asyncOnly(c: Counters): Counters {
  return { hit: c.hit, peek: c.peek, reset: c.reset };
}

describe.each([
  ['in-process counters (answers synchronously)', () => memoryCounters()],
  ['counters behind a promise (as with Redis)', () => asyncOnly(memoryCounters())],
])('createIpMeter with %s', (_name, counters) => {
  it('lets charges through up to the quota exactly, refuses the rest and gives them back', async () => {
    const meter = createIpMeter({} as Db, counters());
    const now = new Date(Date.UTC(2026, 10, 24, 12));
    expect(await meter.charge(7, 2, 5, now)).toEqual({ ok: true, used: 2, resetAt: new Date(Date.UTC(2026, 11, 1)) });
    expect((await meter.charge(7, 3, 5, now)).ok).toBe(true);
    expect(await meter.charge(7, 1, 5, now)).toMatchObject({ ok: false, used: 5 });
    expect((await meter.charge(8, 5, 5, now)).ok).toBe(true);
    expect(await meter.used(7, now)).toBe(5);
  });
});
