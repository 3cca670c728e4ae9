import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { memoryCounters, type Counters } from '../../../lib/counters.ts';
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
    expect(await meter.charge(7, 2, 5, now)).toEqual({
      ok: true,
      granted: 2,
      used: 2,
      resetAt: new Date(Date.UTC(2026, 11, 1)),
      monthStart: new Date(Date.UTC(2026, 10, 1)),
    });
    expect((await meter.charge(7, 3, 5, now)).ok).toBe(true);
    expect(await meter.charge(7, 1, 5, now)).toMatchObject({ ok: false, used: 5 });
    expect((await meter.charge(8, 5, 5, now)).ok).toBe(true);
    expect(await meter.used(7, now)).toBe(5);
  });

  it('grants a partial charge as many lookups as fit, and none once the quota is used up', async () => {
    const meter = createIpMeter({} as Db, counters());
    const now = new Date(Date.UTC(2026, 10, 24, 12));
    expect(await meter.charge(9, 3, 5, now, true)).toMatchObject({ ok: true, granted: 3, used: 3 });
    expect(await meter.charge(9, 4, 5, now, true)).toMatchObject({ ok: true, granted: 2, used: 5 });
    expect(await meter.charge(9, 4, 5, now, true)).toMatchObject({ ok: false, granted: 0, used: 5 });
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => meter.charge(10, 3, 7, now, true)));
    expect(concurrent.reduce((n, c) => n + c.granted, 0)).toBe(7);
    expect(await meter.used(10, now)).toBe(7);
  });
});
