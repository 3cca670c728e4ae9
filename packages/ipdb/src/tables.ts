/**
 * Read-side views over the range tables of an LYIPDB file (layout in README.md "Range tables").
 *
 * Each `find` narrows the binary search with the top-16-bit bucket index, returns the table value
 * (a record/ASN index, or {@link NO_VALUE}) and leaves the covering range's first and last address
 * in `start` / `end` (a u32 for IPv4, 4 words for IPv6); the range is maximal: its neighbours
 * hold different values. Views are not re-entrant: read `start` / `end` before the next `find`.
 */
import { FINE_FLAG, NO_VALUE } from './ranges.ts';

export { NO_VALUE } from './ranges.ts';

/** IPv4 table: u32 starts, u32 values, bucket index. */
export class V4RangeView {
  start = 0;
  end = 0;
  private readonly n: number;
  constructor(
    private readonly starts: Uint32Array,
    private readonly values: Uint32Array,
    private readonly index: Uint32Array,
  ) {
    this.n = values.length;
  }

  /** Value of the range containing `a` (u32); sets `start`/`end`. */
  find(a: number): number {
    const starts = this.starts;
    const b = a >>> 16;
    let lo = this.index[b]!;
    let hi = this.index[b + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (starts[mid]! <= a) lo = mid + 1;
      else hi = mid;
    }
    const i = lo - 1;
    this.start = starts[i]!;
    this.end = i + 1 < this.n ? starts[i + 1]! - 1 : 0xffffffff;
    return this.values[i]!;
  }
}

/** IPv6 two-level table: coarse /64 starts (2 words), values, bucket index, fine segments. */
export class V6RangeView {
  readonly start = new Uint32Array(4);
  readonly end = new Uint32Array(4);
  private readonly n: number;
  private readonly tmpStart = new Uint32Array(4);
  private readonly tmpEnd = new Uint32Array(4);
  private readonly probe = new Uint32Array(4);
  /** Set by findRaw: the range's lower / upper bound is a coarse↔fine /64 boundary. */
  private edgeLow = false;
  private edgeHigh = false;

  constructor(
    private readonly starts: Uint32Array,
    private readonly values: Uint32Array,
    private readonly index: Uint32Array,
    private readonly fineOffsets: Uint32Array,
    private readonly fineStarts: Uint32Array,
    private readonly fineValues: Uint32Array,
  ) {
    this.n = values.length;
  }

  /**
   * Value of the range containing the address (4 words); sets `start`/`end` to the maximal range
   * with that value (ranges split only by the coarse/fine layout are joined back).
   */
  find(w0: number, w1: number, w2: number, w3: number): number {
    const v = this.findRaw(w0, w1, w2, w3, this.start, this.end);
    let low = this.edgeLow;
    let high = this.edgeHigh;
    const p = this.probe;
    while (low && !isZero(this.start)) {
      p.set(this.start);
      decrement(p);
      if (this.findRaw(p[0]!, p[1]!, p[2]!, p[3]!, this.tmpStart, this.tmpEnd) !== v) break;
      this.start.set(this.tmpStart);
      low = this.edgeLow;
    }
    while (high && !isAllOnes(this.end)) {
      p.set(this.end);
      increment(p);
      if (this.findRaw(p[0]!, p[1]!, p[2]!, p[3]!, this.tmpStart, this.tmpEnd) !== v) break;
      this.end.set(this.tmpEnd);
      high = this.edgeHigh;
    }
    return v;
  }

  /** Value of the range containing the address (4 words), without computing its bounds (`start` / `end` are left unchanged). */
  value(w0: number, w1: number, w2: number, w3: number): number {
    return this.findRaw(w0, w1, w2, w3, this.tmpStart, this.tmpEnd);
  }

  private findRaw(w0: number, w1: number, w2: number, w3: number, start: Uint32Array, end: Uint32Array): number {
    const starts = this.starts;
    const b = w0 >>> 16;
    let lo = this.index[b]!;
    let hi = this.index[b + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s0 = starts[2 * mid]!;
      if (s0 < w0 || (s0 === w0 && starts[2 * mid + 1]! <= w1)) lo = mid + 1;
      else hi = mid;
    }
    const i = lo - 1;
    const v = this.values[i]!;
    start[0] = starts[2 * i]!;
    start[1] = starts[2 * i + 1]!;
    if (v !== NO_VALUE && (v & FINE_FLAG) !== 0) {
      const seg = (v & ~FINE_FLAG) >>> 0;
      const fs = this.fineStarts;
      const fbegin = this.fineOffsets[seg]!;
      const fend = this.fineOffsets[seg + 1]!;
      let flo = fbegin;
      let fhi = fend;
      while (flo < fhi) {
        const mid = (flo + fhi) >>> 1;
        const s2 = fs[2 * mid]!;
        if (s2 < w2 || (s2 === w2 && fs[2 * mid + 1]! <= w3)) flo = mid + 1;
        else fhi = mid;
      }
      const k = flo - 1;
      start[2] = fs[2 * k]!;
      start[3] = fs[2 * k + 1]!;
      end[0] = start[0]!;
      end[1] = start[1]!;
      if (k + 1 < fend) {
        setMinusOne(end, 2, fs[2 * k + 2]!, fs[2 * k + 3]!);
      } else {
        end[2] = 0xffffffff;
        end[3] = 0xffffffff;
      }
      this.edgeLow = k === fbegin;
      this.edgeHigh = k === fend - 1;
      return this.fineValues[k]!;
    }
    start[2] = 0;
    start[3] = 0;
    end[2] = 0xffffffff;
    end[3] = 0xffffffff;
    if (i + 1 < this.n) {
      setMinusOne(end, 0, starts[2 * i + 2]!, starts[2 * i + 3]!);
    } else {
      end[0] = 0xffffffff;
      end[1] = 0xffffffff;
    }
    this.edgeLow = i > 0 && isFine(this.values[i - 1]!);
    this.edgeHigh = i + 1 < this.n && isFine(this.values[i + 1]!);
    return v;
  }
}

function isFine(v: number): boolean {
  return v !== NO_VALUE && (v & FINE_FLAG) !== 0;
}

function isZero(w: Uint32Array): boolean {
  return w[0] === 0 && w[1] === 0 && w[2] === 0 && w[3] === 0;
}

function isAllOnes(w: Uint32Array): boolean {
  return w[0] === 0xffffffff && w[1] === 0xffffffff && w[2] === 0xffffffff && w[3] === 0xffffffff;
}

/** In-place 128-bit decrement (caller ensures w ≠ 0). */
function decrement(w: Uint32Array): void {
  for (let k = 3; k >= 0; k--) {
    if (w[k] !== 0) {
      w[k] = w[k]! - 1;
      return;
    }
    w[k] = 0xffffffff;
  }
}

/** In-place 128-bit increment (caller ensures w ≠ 2^128 − 1). */
function increment(w: Uint32Array): void {
  for (let k = 3; k >= 0; k--) {
    if (w[k] !== 0xffffffff) {
      w[k] = w[k]! + 1;
      return;
    }
    w[k] = 0;
  }
}

/** Writes the 64-bit value (hi, lo) − 1 into out[at], out[at+1]. (hi, lo) is never 0 here. */
function setMinusOne(out: Uint32Array, at: number, hi: number, lo: number): void {
  if (lo === 0) {
    out[at] = hi - 1;
    out[at + 1] = 0xffffffff;
  } else {
    out[at] = hi;
    out[at + 1] = lo - 1;
  }
}

/** Compares two 4-word addresses: -1, 0 or 1. */
export function compare4(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let k = 0; k < 4; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Bits of the address that select a bucket of {@link MergedV4Table}'s index (2^20 buckets of 4,096 addresses). */
const MERGED_BUCKET_BITS = 20;
const MERGED_SHIFT = 32 - MERGED_BUCKET_BITS;
/** `uniform` word 1 of a bucket that is not covered by a single range. */
const NOT_UNIFORM = 0xffffffff;
/** Packing of the ASN and privacy values in `uniform` word 1: ASN value + 1 (0: none) in the low 25 bits, privacy flags + 1 (0: none) above. */
const ASN_BITS = 25;
const ASN_MASK = (1 << ASN_BITS) - 1;

/**
 * The IPv4 geolocation, ASN and privacy tables merged at open time into one table whose ranges are the
 * intersections of theirs, so a lookup does one search instead of three. Each range is one 16-byte row
 * `[start, geo value, ASN value, privacy value]` (so the last probe of the search and the values share a cache
 * line), with a 2^20-bucket index (4 MiB) that leaves about four rows per bucket to search. A row's bounds are
 * exactly the intersection the separate searches give (every table's ranges are maximal, so a boundary in the
 * merged table is a value change in at least one of them).
 *
 * For record-only lookups (no bounds needed) a second per-bucket table, `uniform` (8 MiB), holds the values of the
 * range covering the whole bucket when one does (≈ 60 % of the 4,096-address buckets on the full database): one
 * 8-byte read instead of the index and a row, each a likely cache miss on random addresses (`uniformAt`).
 * Costs 16 bytes per merged range plus 12 MiB of indexes (≈ 72 MB on the full database) and ≈ 0.1 s at open.
 * `find` leaves the bounds in `start` / `end`; not re-entrant.
 */
export class MergedV4Table {
  start = 0;
  end = 0;
  /** `[start, geo, asn, priv]` per range, ascending by start. */
  readonly rows: Uint32Array;
  /** Per bucket `[geo, packed asn + priv]` when one range covers it, else `[·, NOT_UNIFORM]`. */
  readonly uniform: Uint32Array;
  private readonly index: Uint32Array;
  private readonly n: number;

  constructor(tables: Array<{ starts: Uint32Array; values: Uint32Array } | null>) {
    const ts = tables.map((t) => t ?? { starts: Uint32Array.of(0), values: Uint32Array.of(NO_VALUE) });
    if (ts.length !== 3 || ts.some((t) => t.starts.length === 0 || t.starts[0] !== 0)) throw new RangeError('MergedV4Table needs three tables starting at 0.0.0.0');
    // Pass 1 counts the distinct starts, pass 2 writes the rows.
    let n = 0;
    walk(ts, () => n++);
    this.n = n;
    const rows = new Uint32Array(n * 4);
    let k = 0;
    walk(ts, (start, pos) => {
      rows[k] = start;
      rows[k + 1] = ts[0]!.values[pos[0]!]!;
      rows[k + 2] = ts[1]!.values[pos[1]!]!;
      rows[k + 3] = ts[2]!.values[pos[2]!]!;
      k += 4;
    });
    this.rows = rows;
    const count = 1 << MERGED_BUCKET_BITS;
    const size = 1 << MERGED_SHIFT;
    const index = new Uint32Array(count + 1);
    const uniform = new Uint32Array(count * 2);
    let i = 0;
    for (let b = 0; b < count; b++) {
      const first = b * size;
      while (i < n && rows[i * 4]! < first) i++;
      index[b] = i;
      // The row covering the bucket's first address; the bucket is uniform when no other row starts inside it.
      const cover = i < n && rows[i * 4] === first ? i : i - 1;
      const av = rows[cover * 4 + 2]!;
      const pv = rows[cover * 4 + 3]!;
      const packable = (av === NO_VALUE || av < ASN_MASK - 1) && (pv === NO_VALUE || pv < 126);
      if (packable && (cover + 1 >= n || rows[(cover + 1) * 4]! >= first + size)) {
        uniform[2 * b] = rows[cover * 4 + 1]!;
        uniform[2 * b + 1] = (((pv === NO_VALUE ? 0 : pv + 1) << ASN_BITS) | (av === NO_VALUE ? 0 : av + 1)) >>> 0;
      } else {
        uniform[2 * b + 1] = NOT_UNIFORM;
      }
    }
    index[count] = n;
    this.index = index;
    this.uniform = uniform;
  }

  /** Offset in `rows` of the range containing `a` (u32); sets `start` / `end`. */
  find(a: number): number {
    const o = this.row(a);
    const rows = this.rows;
    this.start = rows[o]!;
    this.end = o + 4 < rows.length ? rows[o + 4]! - 1 : 0xffffffff;
    return o;
  }

  /** Offset in `rows` of the range containing `a` (u32), without setting `start` / `end`. */
  row(a: number): number {
    const rows = this.rows;
    const b = a >>> MERGED_SHIFT;
    let lo = this.index[b]!;
    let hi = this.index[b + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (rows[mid * 4]! <= a) lo = mid + 1;
      else hi = mid;
    }
    return (lo - 1) * 4;
  }

  /** The bucket (0 … 2^20 − 1) of address `a`: its top 20 bits. */
  bucketOf(a: number): number {
    return a >>> MERGED_SHIFT;
  }

  /** The first address of bucket `b`. */
  bucketStart(b: number): number {
    return (b << MERGED_SHIFT) >>> 0;
  }

  /**
   * When one range covers the whole bucket of `a`, the offset in `uniform` of the bucket's entry (read it with
   * {@link uniformAsn} / {@link uniformPrivacy}; `uniform[offset]` is the geo value); otherwise -1 (use {@link row}).
   */
  uniformAt(a: number): number {
    const o = (a >>> MERGED_SHIFT) << 1;
    return this.uniform[o + 1] === NOT_UNIFORM ? -1 : o;
  }

  /** The ASN value of the uniform entry at `o` (NO_VALUE when none). */
  uniformAsn(o: number): number {
    const v = this.uniform[o + 1]! & ASN_MASK;
    return v === 0 ? NO_VALUE : v - 1;
  }

  /** The privacy value of the uniform entry at `o` (NO_VALUE when none). */
  uniformPrivacy(o: number): number {
    const v = this.uniform[o + 1]! >>> ASN_BITS;
    return v === 0 ? NO_VALUE : v - 1;
  }
}

/** Calls `emit(start, positions)` for every start in the union of the tables' starts, ascending. */
function walk(ts: Array<{ starts: Uint32Array }>, emit: (start: number, pos: number[]) => void): void {
  const pos = ts.map(() => 0);
  let cur = 0;
  for (;;) {
    emit(cur, pos);
    let next = Infinity;
    for (let t = 0; t < ts.length; t++) {
      const s = ts[t]!.starts;
      if (pos[t]! + 1 < s.length && s[pos[t]! + 1]! < next) next = s[pos[t]! + 1]!;
    }
    if (next === Infinity) return;
    for (let t = 0; t < ts.length; t++) {
      const s = ts[t]!.starts;
      if (pos[t]! + 1 < s.length && s[pos[t]! + 1] === next) pos[t]!++;
    }
    cur = next;
  }
}
