import { describe, expect, it } from 'vitest';
import { databaseInternals, openDatabaseBuffer } from './reader.ts';
import { MergedV4Table } from './merged-v4.ts';
import { V4RangeView } from './tables.ts';
import { randomContent } from './test-support/sample-db.ts';
import { seededRandom } from './test-support/random.ts';
import { serializeDatabase } from './writer.ts';

describe('MergedV4Table', () => {
  it('answers every address like the three separate searches, bounds included, and knows the /24 blocks inside one range', () => {
    const db = openDatabaseBuffer(serializeDatabase(randomContent(7)));
    const s = databaseInternals(db).sections;
    const views = [s.geo4, s.asn4, s.priv4].map((t) => new V4RangeView(t.starts, t.values, t.index));
    const merged = new MergedV4Table([s.geo4, s.asn4, s.priv4]);
    const rnd = seededRandom(3);
    // Random addresses plus every table boundary and its neighbours.
    const probes: number[] = Array.from({ length: 20_000 }, () => rnd(2 ** 16) * 2 ** 16 + rnd(2 ** 16));
    for (const t of [s.geo4, s.asn4, s.priv4])
      for (const b of t.starts) probes.push(b, Math.max(0, b - 1), Math.min(0xffffffff, b + 1));
    probes.push(0, 0xffffffff);
    let uniform = 0;
    let wide = 0;
    const wrong: string[] = [];
    const combos = new Map<string, number>();
    const ids = new Map<number, string>();
    for (const a of probes) {
      const o = merged.find(a);
      const want = views.map((v) => v.find(a));
      // Mismatches are collected and checked once (an expect per probe is slow for 30,000+ probes).
      if (merged.geo(o) !== want[0] || merged.asn(o) !== want[1] || merged.privacy(o) !== want[2])
        wrong.push(`values ${a}`);
      // One combination id per value triple, and the same triple always gets the same id.
      const key = want.join(',');
      const id = combos.get(key) ?? merged.combo(o);
      if (merged.combo(o) !== id || (ids.get(id) ?? key) !== key) wrong.push(`combo ${a}`);
      combos.set(key, id);
      ids.set(id, key);
      if (
        merged.start !== Math.max(...views.map((v) => v.start)) ||
        merged.end !== Math.min(...views.map((v) => v.end))
      )
        wrong.push(`bounds ${a}`);
      if (merged.row(a) !== o) wrong.push(`row ${a}`);
      // A /24 block has a combination of its own exactly when one range covers all its 256 addresses.
      const first = a - (a % 256);
      const covered = merged.start <= first && merged.end >= first + 255;
      const c = merged.blockCombo(a);
      if (c >= 0 !== covered) wrong.push(`block ${a}`);
      // Some probes lie in a /16 inside one range (answered from the per-/16 table).
      if (merged.start <= a - (a % 65536) && merged.end >= a - (a % 65536) + 65535) wide++;
      if (c >= 0) {
        uniform++;
        if (c !== merged.combo(o)) wrong.push(`block combo ${a}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(Math.max(...ids.keys())).toBeLessThan(merged.combos);
    expect(uniform).toBeGreaterThan(1000);
    expect(wide).toBeGreaterThan(100);
    expect(uniform).toBeLessThan(probes.length - 1000);
  });

  it('treats a missing table as no data everywhere', () => {
    const t = new MergedV4Table([{ starts: Uint32Array.of(0, 100), values: Uint32Array.of(1, 2) }, null, null]);
    const o = t.find(150);
    expect([t.geo(o), t.asn(o), t.privacy(o), t.start, t.end]).toEqual([2, 0xffffffff, 0xffffffff, 100, 0xffffffff]);
    expect(t.combos).toBe(2);
  });
});
