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
/** Merged-row word 3: privacy value + 1 (0: none) in the low PRIVACY_BITS bits (mask PRIVACY_FIELD), the row's combination id above. */
export const PRIVACY_BITS = 7;
export const PRIVACY_FIELD = (1 << PRIVACY_BITS) - 1;
/** Combination ids must fit in the 25 bits above the privacy field (and stay below NOT_UNIFORM). */
const MAX_COMBOS = 2 ** (32 - PRIVACY_BITS) - 1;
/** `blocks` entry of a /24 block that several ranges share. */
const NOT_UNIFORM = 0xffffffff;

/**
 * The IPv4 geolocation, ASN and privacy tables merged at open time into one table whose ranges are the
 * intersections of theirs, so a lookup does one search instead of three. Each range is one 16-byte row
 * `[start, geo value, ASN value, privacy value + combination id]` (so the last probe of the search and the values
 * share a cache line), with a 2^20-bucket index (4 MiB) that leaves about four rows per bucket to search. A row's
 * bounds are exactly the intersection the separate searches give (every table's ranges are maximal, so a boundary
 * in the merged table is a value change in at least one of them).
 *
 * The combination id numbers the distinct `(geo, ASN, privacy)` value triples (0 … `combos` − 1; ≈ 817,000 on the
 * full database against 3.75 M rows), so a reader can keep one shared answer per triple in an array indexed by it
 * (`lookupRecord`): one read instead of one per table value. A third table, `blocks`, gives for each /24 block the
 * combination id of the range covering the whole block, when one does: DB-IP's ranges are nearly all /24-aligned,
 * so that holds for ≈ 97 % of random public addresses, and a record-only lookup there needs no search
 * ({@link blockCombo}).
 * Costs 16 bytes per merged range plus the 4 MiB index and the 64 MiB block table (≈ 128 MB on the full database,
 * outside the JS heap) and ≈ 0.2 s at open.
 * `find` leaves the bounds in `start` / `end`; not re-entrant.
 */
export class MergedV4Table {
  start = 0;
  end = 0;
  /** `[start, geo, asn, privacy + 1 | combination id << 7]` per range, ascending by start (read with the accessors). */
  readonly rows: Uint32Array;
  /** Number of distinct value triples (combination ids are 0 … combos − 1). */
  readonly combos: number;
  /** Per /24 block: the combination id of the range covering all of it, or NOT_UNIFORM. */
  private readonly blocks: Uint32Array;
  private readonly index: Uint32Array;
  private readonly n: number;

  constructor(tables: Array<{ starts: Uint32Array; values: Uint32Array } | null>) {
    const ts = tables.map((t) => t ?? { starts: Uint32Array.of(0), values: Uint32Array.of(NO_VALUE) });
    if (ts.length !== 3 || ts.some((t) => t.starts.length === 0 || t.starts[0] !== 0)) throw new RangeError('MergedV4Table needs three tables starting at 0.0.0.0');
    // Pass 1 counts the distinct starts, pass 2 writes the rows and numbers the value triples.
    let n = 0;
    walk(ts, () => n++);
    this.n = n;
    const rows = new Uint32Array(n * 4);
    const ids = new ComboIds(n);
    let k = 0;
    walk(ts, (start, pos) => {
      const gv = ts[0]!.values[pos[0]!]!;
      const av = ts[1]!.values[pos[1]!]!;
      const pv = ts[2]!.values[pos[2]!]!;
      const p1 = (pv + 1) >>> 0;
      if (p1 > PRIVACY_FIELD) throw new RangeError(`MergedV4Table: privacy value ${pv} out of range`);
      const id = ids.idOf(gv, av, p1);
      if (id >= MAX_COMBOS) throw new RangeError('MergedV4Table: too many value combinations');
      rows[k] = start;
      rows[k + 1] = gv;
      rows[k + 2] = av;
      rows[k + 3] = ((id << PRIVACY_BITS) | p1) >>> 0;
      k += 4;
    });
    this.rows = rows;
    this.combos = ids.size;
    const count = 1 << MERGED_BUCKET_BITS;
    const size = 1 << MERGED_SHIFT;
    const index = new Uint32Array(count + 1);
    let i = 0;
    for (let b = 0; b < count; b++) {
      const first = b * size;
      while (i < n && rows[i * 4]! < first) i++;
      index[b] = i;
    }
    index[count] = n;
    this.index = index;
    // Every range marks the /24 blocks it covers entirely; blocks split between ranges stay NOT_UNIFORM.
    const blocks = new Uint32Array(1 << 24).fill(NOT_UNIFORM);
    for (let r = 0; r < n; r++) {
      const first = Math.ceil(rows[4 * r]! / 256);
      const endExclusive = Math.floor((r + 1 < n ? rows[4 * r + 4]! : 2 ** 32) / 256);
      if (first < endExclusive) blocks.fill(rows[4 * r + 3]! >>> PRIVACY_BITS, first, endExclusive);
    }
    this.blocks = blocks;
  }

  /**
   * The combination id of the range that covers the whole /24 block of `a` (u32), or -1 when several ranges meet
   * inside the block (then use {@link row}).
   */
  blockCombo(a: number): number {
    const c = this.blocks[a >>> 8]!;
    return c === NOT_UNIFORM ? -1 : c;
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

  /** The geo value of the row at offset `o` (NO_VALUE when none). */
  geo(o: number): number {
    return this.rows[o + 1]!;
  }

  /** The ASN value of the row at offset `o` (NO_VALUE when none). */
  asn(o: number): number {
    return this.rows[o + 2]!;
  }

  /** The privacy value of the row at offset `o` (NO_VALUE when none). */
  privacy(o: number): number {
    const p1 = this.rows[o + 3]! & PRIVACY_FIELD;
    return p1 === 0 ? NO_VALUE : p1 - 1;
  }

  /** The combination id of the row at offset `o`: equal exactly when the rows' three values are equal. */
  combo(o: number): number {
    return this.rows[o + 3]! >>> PRIVACY_BITS;
  }
}

/**
 * Numbers distinct `(geo, asn, privacy + 1)` triples 0, 1, 2, … in order of first appearance: an open-addressing hash
 * table over typed arrays sized for `capacity` triples (a `Map` with number keys took about a second on the 3.75 M
 * rows of the full database; this takes a tenth of that). Temporary: about 24 bytes per row of capacity.
 */
class ComboIds {
  size = 0;
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly geo: Uint32Array;
  private readonly asn: Uint32Array;
  private readonly priv: Uint8Array;

  constructor(capacity: number) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.slots = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    this.geo = new Uint32Array(capacity);
    this.asn = new Uint32Array(capacity);
    this.priv = new Uint8Array(capacity);
  }

  /** The id of the triple, assigning the next one when it is new (at most `capacity` distinct triples). */
  idOf(gv: number, av: number, p1: number): number {
    const slots = this.slots;
    let h = (Math.imul(gv, 0x9e3779b1) ^ Math.imul(av ^ 0x5bd1e995, 0x85ebca6b) ^ Math.imul(p1 + 1, 0xc2b2ae35)) >>> 0;
    h = (h ^ (h >>> 15)) & this.mask;
    for (;;) {
      const id = slots[h]!;
      if (id < 0) break;
      if (this.geo[id] === gv && this.asn[id] === av && this.priv[id] === p1) return id;
      h = (h + 1) & this.mask;
    }
    const id = this.size++;
    slots[h] = id;
    this.geo[id] = gv;
    this.asn[id] = av;
    this.priv[id] = p1;
    return id;
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
