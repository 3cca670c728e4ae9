import { describe, expect, it } from 'vitest';
import { MergedV6Table, type V6TableParts } from './merged-v6.ts';
import { bucketIndex, NO_VALUE, splitV6Table, V6RangeBuilder } from './ranges.ts';
import { databaseInternals, openDatabaseBuffer } from './reader.ts';
import { compare4, V6RangeView } from './tables.ts';
import { RANDOM_V6_PREFIXES, randomContent, samplePrivacyDatabase } from './test-support/sample-db.ts';
import { seededRandom } from './test-support/random.ts';
import { serializeDatabase } from './writer.ts';

const words = (x: bigint): number[] => [96n, 64n, 32n, 0n].map((s) => Number((x >> s) & 0xffffffffn));

/** A view with the file's 16-bit bucket index over a table, to compare with. */
const viewOf = (t: V6TableParts): V6RangeView =>
  new V6RangeView(t.starts, t.values, bucketIndex(t.starts, 2), t.fineOffsets, t.fineStarts, t.fineValues);

/**
 * A two-level table of `n` ranges packed into a few /32s of 2a02::/16 (so the merged index needs nodes below the
 * root), a fifth of them inside single /64s (fine segments).
 */
function denseTable(seed: number, n: number, values: number): V6TableParts {
  const rnd = seededRandom(seed);
  const b = new V6RangeBuilder();
  let a = 0x2a020000n << 96n;
  for (let k = 0; k < n; k++) {
    const tiny = rnd(5) === 0;
    // Now and then a wide gap, so that index buckets without a range start occur below the root too.
    const gap = rnd(50) === 0 ? 1 << 20 : 1 << 12;
    a += tiny ? BigInt(1 + rnd(1000)) : BigInt(1 + rnd(gap)) << 64n;
    if (!tiny) a &= ~((1n << 64n) - 1n);
    const len = tiny ? BigInt(rnd(500)) : (BigInt(1 + rnd(1 << 10)) << 64n) - 1n;
    b.add(words(a), words(a + len), rnd(values));
    a += len + 1n;
  }
  const s = splitV6Table(b.finish());
  return {
    starts: s.coarseStarts,
    values: s.coarseValues,
    fineOffsets: s.fineOffsets,
    fineStarts: s.fineStarts,
    fineValues: s.fineValues,
  };
}

/**
 * Addresses where the merged table's answer differs from the three separate searches: values, the combination id
 * (one per value triple), or bounds (the intersection of the three maximal ranges). `value` must equal `find`.
 */
function mismatches(tables: V6TableParts[], probes: number[][]): string[] {
  const merged = new MergedV6Table(tables);
  const views = tables.map(viewOf);
  const wrong: string[] = [];
  const ids = new Map<string, number>();
  for (const w of probes) {
    const [w0, w1, w2, w3] = w as [number, number, number, number];
    const c = merged.find(w0, w1, w2, w3);
    const want = views.map((v) => v.find(w0, w1, w2, w3));
    const got = [merged.geo(c), merged.asn(c), merged.privacy(c)];
    if (got.join() !== want.join()) wrong.push(`values ${w}: ${got} ≠ ${want}`);
    const key = want.join();
    if ((ids.get(key) ?? c) !== c) wrong.push(`combination ${w}`);
    ids.set(key, c);
    if (merged.value(w0, w1, w2, w3) !== c) wrong.push(`value ${w}`);
    const lo = views.map((v) => v.start).reduce((x, y) => (compare4(x, y) >= 0 ? x : y));
    const hi = views.map((v) => v.end).reduce((x, y) => (compare4(x, y) <= 0 ? x : y));
    if (compare4(lo, merged.start) !== 0 || compare4(hi, merged.end) !== 0) wrong.push(`bounds ${w}`);
  }
  expect(Math.max(...ids.values())).toBeLessThan(merged.combos);
  return wrong;
}

/** Every coarse and fine boundary of the tables and the addresses just below it, plus random ones. */
function boundaryProbes(tables: V6TableParts[], random: () => number[], count: number): number[][] {
  const probes: number[][] = [];
  for (const t of tables) {
    for (let i = 0; i < t.values.length; i++) {
      const hi = t.starts[2 * i]!;
      const lo = t.starts[2 * i + 1]!;
      probes.push([hi, lo, 0, 0]);
      if (lo > 0) probes.push([hi, lo - 1, 0xffffffff, 0xffffffff]);
      const v = t.values[i]!;
      if (v !== NO_VALUE && v >= 0x80000000) {
        const seg = v - 0x80000000;
        for (let k = t.fineOffsets[seg]!; k < t.fineOffsets[seg + 1]!; k++) {
          const f2 = t.fineStarts[2 * k]!;
          const f3 = t.fineStarts[2 * k + 1]!;
          probes.push([hi, lo, f2, f3]);
          if (f3 > 0) probes.push([hi, lo, f2, f3 - 1]);
        }
      }
    }
  }
  for (let k = 0; k < count; k++) probes.push(random());
  return probes;
}

describe('MergedV6Table', () => {
  it('answers like the three separate searches on a random database, bounds included', async () => {
    for (const db of [openDatabaseBuffer(serializeDatabase(randomContent(7))), await samplePrivacyDatabase()]) {
      const s = databaseInternals(db).sections;
      const tables = [s.geo6, s.asn6, s.priv6];
      const rnd = seededRandom(3);
      const random = () => [
        ((RANDOM_V6_PREFIXES[rnd(RANDOM_V6_PREFIXES.length)]! << 16) >>> 0) + rnd(65536),
        rnd(2 ** 32),
        rnd(3) === 0 ? 0 : rnd(2 ** 32),
        rnd(2 ** 32),
      ];
      expect(mismatches(tables, boundaryProbes(tables, random, 20_000))).toEqual([]);
    }
  });

  it('answers like the separate searches where thousands of ranges share a /16 (index nodes below the root)', () => {
    const tables = [denseTable(1, 20_000, 5000), denseTable(2, 3000, 300), denseTable(3, 400, 63)];
    const merged = new MergedV6Table(tables);
    // The root alone is 2 + 2 · 65,536 words: more means nodes below it.
    expect(merged.index.length).toBeGreaterThan(2 + 2 * 65536);
    const rnd = seededRandom(4);
    // The ranges fill about the first 2^29 /64s of 2a02::/32.
    const random = () => [
      0x2a020000 + (rnd(8) === 0 ? rnd(64) : 0),
      rnd(2 ** 29),
      rnd(4) === 0 ? 0 : rnd(2 ** 32),
      rnd(2 ** 32),
    ];
    expect(mismatches(tables, boundaryProbes(tables, random, 20_000))).toEqual([]);
  });

  it('treats a missing table as no data everywhere', () => {
    const geo = denseTable(5, 50, 10);
    const t = new MergedV6Table([geo, null, null]);
    const view = viewOf(geo);
    const w = words((0x2a020000n << 96n) + (5n << 64n));
    const c = t.find(w[0]!, w[1]!, w[2]!, w[3]!);
    expect([t.geo(c), t.asn(c), t.privacy(c)]).toEqual([view.find(w[0]!, w[1]!, w[2]!, w[3]!), NO_VALUE, NO_VALUE]);
    expect(Array.from(t.start)).toEqual(Array.from(view.start));
  });
});
