/** Tests for range builders, the IPv6 coarse/fine split, bucket indexes and the read-side views. */
import { describe, expect, it } from 'vitest';
import { bucketIndex, FINE_FLAG, NO_VALUE, splitV6Table, V4RangeBuilder, V6RangeBuilder } from './ranges.ts';
import { V4RangeView, V6RangeView } from './tables.ts';
import { seededRandom } from './test-support/random.ts';

const big = (w: ArrayLike<number>): bigint =>
  (BigInt(w[0]!) << 96n) | (BigInt(w[1]!) << 64n) | (BigInt(w[2]!) << 32n) | BigInt(w[3]!);
const words = (v: bigint): Uint32Array => Uint32Array.from([96n, 64n, 32n, 0n], (s) => Number((v >> s) & 0xffffffffn));

describe('V4RangeBuilder', () => {
  it('inserts gaps, coalesces equal neighbours and closes the space', () => {
    const b = new V4RangeBuilder();
    b.addNetwork(0x01000000, 24, 0); // 1.0.0.0/24
    b.addNetwork(0x01000100, 24, 0); // 1.0.1.0/24, same value → merged
    b.addNetwork(0x01000200, 24, 1);
    b.add(0x08080800, 0x080808ff, 2);
    const t = b.finish();
    expect(Array.from(t.starts)).toEqual([0, 0x01000000, 0x01000200, 0x01000300, 0x08080800, 0x08080900]);
    expect(Array.from(t.values)).toEqual([NO_VALUE, 0, 1, NO_VALUE, 2, NO_VALUE]);
  });

  it('clips overlapping input and counts it', () => {
    const b = new V4RangeBuilder();
    b.add(0, 99, 0);
    b.add(50, 150, 1);
    b.add(100, 120, 2); // fully covered → dropped
    const t = b.finish();
    expect(Array.from(t.starts)).toEqual([0, 100, 151]);
    expect(Array.from(t.values)).toEqual([0, 1, NO_VALUE]);
    expect(b.overlaps).toBe(2);
  });

  it('handles a range that ends at 255.255.255.255', () => {
    const b = new V4RangeBuilder();
    b.addNetwork(0x80000000, 1, 7);
    const t = b.finish();
    expect(Array.from(t.starts)).toEqual([0, 0x80000000]);
    expect(Array.from(t.values)).toEqual([NO_VALUE, 7]);
  });
});

describe('V4RangeView', () => {
  it('matches a linear scan for random addresses, including range bounds', () => {
    const rnd = seededRandom(7);
    const b = new V4RangeBuilder();
    let a = 0;
    while (a < 0xfff00000) {
      a += 1 + rnd(0x200000);
      const len = rnd(0x100000);
      if (rnd(4) !== 0) b.add(a, Math.min(a + len, 0xffffffff), rnd(50));
      a += len + 1;
    }
    const t = b.finish();
    const view = new V4RangeView(t.starts, t.values, bucketIndex(t.starts, 1));
    for (let k = 0; k < 5000; k++) {
      const ip = rnd(2 ** 32);
      let i = 0;
      while (i + 1 < t.starts.length && t.starts[i + 1]! <= ip) i++;
      expect(view.find(ip)).toBe(t.values[i]);
      expect(view.start).toBe(t.starts[i]);
      expect(view.end).toBe(i + 1 < t.starts.length ? t.starts[i + 1]! - 1 : 0xffffffff);
    }
  });
});

describe('V6RangeBuilder + splitV6Table + V6RangeView', () => {
  function randomTable(seed: number) {
    const rnd = seededRandom(seed);
    const b = new V6RangeBuilder();
    let a = 0x2000n << 112n;
    const ranges: Array<[bigint, bigint, number]> = [];
    for (let k = 0; k < 400; k++) {
      // Mostly /32../64 sized blocks, sometimes tiny ones inside a /64 (fine segments).
      const tiny = rnd(5) === 0;
      a += tiny ? BigInt(1 + rnd(1000)) : BigInt(1 + rnd(1 << 20)) << 64n;
      if (!tiny) a &= ~((1n << 64n) - 1n);
      const len = tiny ? BigInt(rnd(500)) : (BigInt(1 + rnd(1 << 16)) << 64n) - 1n;
      const v = rnd(30);
      ranges.push([a, a + len, v]);
      b.add(words(a), words(a + len), v);
      a += len + 1n;
    }
    b.add(words((1n << 128n) - 256n), words((1n << 128n) - 1n), 99); // touches the top
    ranges.push([(1n << 128n) - 256n, (1n << 128n) - 1n, 99]);
    return { full: b.finish(), ranges, rnd };
  }

  const lookupBrute = (ranges: Array<[bigint, bigint, number]>, ip: bigint): number => {
    for (const [s, e, v] of ranges) if (ip >= s && ip <= e) return v;
    return NO_VALUE;
  };

  it('produces fine segments and answers like a brute-force scan', () => {
    const { full, ranges, rnd } = randomTable(11);
    const split = splitV6Table(full);
    expect(split.fineOffsets.length).toBeGreaterThan(10); // the table has sub-/64 boundaries
    expect(split.coarseValues.some((v) => v !== NO_VALUE && (v & FINE_FLAG) !== 0)).toBe(true);
    const view = new V6RangeView(
      split.coarseStarts,
      split.coarseValues,
      bucketIndex(split.coarseStarts, 2),
      split.fineOffsets,
      split.fineStarts,
      split.fineValues,
    );
    const probes: bigint[] = [];
    for (const [s, e] of ranges) probes.push(s, e, s - 1n, e + 1n, s + (e - s) / 2n);
    for (let k = 0; k < 2000; k++)
      probes.push((0x2000n << 112n) + (BigInt(rnd(2 ** 30)) << 80n) + BigInt(rnd(2 ** 30)));
    for (const ip of probes) {
      if (ip < 0n || ip >= 1n << 128n) continue;
      const w = words(ip);
      const v = view.find(w[0]!, w[1]!, w[2]!, w[3]!);
      expect(v, ip.toString(16)).toBe(lookupBrute(ranges, ip));
      const start = big(view.start);
      const end = big(view.end);
      expect(start <= ip && ip <= end).toBe(true);
      // Bounds are maximal: the neighbours outside differ (or are outside the space).
      if (start > 0n) expect(lookupBrute(ranges, start - 1n)).not.toBe(v);
      if (end < (1n << 128n) - 1n) expect(lookupBrute(ranges, end + 1n)).not.toBe(v);
    }
  });

  it('coalesces and fills gaps like the IPv4 builder', () => {
    const b = new V6RangeBuilder();
    b.addNetwork(words(0x20010db8n << 96n), 32, 1);
    b.addNetwork(words((0x20010db8n << 96n) + (1n << 96n)), 32, 1);
    const t = b.finish();
    expect(t.values.length).toBe(3);
    expect(big(t.starts.subarray(4, 8))).toBe(0x20010db8n << 96n);
    expect(big(t.starts.subarray(8, 12))).toBe(0x20010dban << 96n);
    expect(Array.from(t.values)).toEqual([NO_VALUE, 1, NO_VALUE]);
  });
});

describe('bucketIndex', () => {
  it('counts entries below each top-16-bit bucket', () => {
    const starts = Uint32Array.from([0, 0x00010000, 0x00010005, 0x00030000, 0xffff0000]);
    const idx = bucketIndex(starts, 1);
    expect(idx.length).toBe(65537);
    expect(Array.from(idx.subarray(0, 5))).toEqual([0, 1, 3, 3, 4]);
    expect(idx[65535]).toBe(4);
    expect(idx[65536]).toBe(5);
  });
});
