import { describe, expect, it } from 'vitest';
import { memoryCounters } from './counters.ts';

describe('memoryCounters', () => {
  it('counts hits in a window and resets after it', async () => {
    let t = 1_000;
    const c = memoryCounters(() => t);
    expect((await c.hit('a', 60_000)).count).toBe(1);
    expect(await c.hit('a', 60_000)).toEqual({ count: 2, resetMs: 60_000 });
    expect((await c.hit('b', 60_000)).count).toBe(1);
    t += 30_000;
    expect(await c.peek('a')).toEqual({ count: 2, resetMs: 30_000 });
    t += 30_000;
    expect((await c.peek('a')).count).toBe(0);
    expect((await c.hit('a', 60_000)).count).toBe(1);
    await c.reset('a');
    expect((await c.peek('a')).count).toBe(0);
  });

  it('answers hitNow synchronously on the same counts as hit', async () => {
    let t = 1_000;
    const c = memoryCounters(() => t);
    expect(c.hitNow!('q', 10_000, 3)).toEqual({ count: 3, resetMs: 10_000 });
    expect((await c.hit('q', 10_000, 2)).count).toBe(5);
    expect(c.hitNow!('q', 10_000, -5).count).toBe(0);
    t += 10_000;
    expect(c.hitNow!('q', 10_000, 1).count).toBe(1);
  });
});
