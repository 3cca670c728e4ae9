/**
 * The merged IPv6 table a database builds at open from its IPv6 geolocation, ASN and privacy tables (layout and
 * costs in README.md "Lookup path"): one search instead of three, over an index that narrows it to a few rows, and a
 * number per distinct value combination for shared record-only answers.
 *
 * The building code (the merge walk and the index) shares this module with the lookup code on purpose: moved to a
 * module of its own, with the layout constants and 128-bit helpers imported from there, the IPv6 record lookup
 * measured ≈ 10 % slower (120–129 against 103–116 ns in alternating runs).
 */
import { ComboIds } from './combo-ids.ts';
import { FINE_FLAG, GrowableU32, NO_VALUE } from './ranges.ts';
import { JoinedV6Search, setMinusOne } from './u128.ts';

/** The parts of a two-level IPv6 table (README.md "IPv6 tables") the merge reads. */
export interface V6TableParts {
  /** Coarse starts: 2 words per entry, the upper 64 bits of the start. */
  starts: Uint32Array;
  /** Coarse values: a table value, NO_VALUE, or FINE_FLAG | fine segment. */
  values: Uint32Array;
  fineOffsets: Uint32Array;
  /** Fine starts: 2 words per entry, the lower 64 bits of the start within its /64. */
  fineStarts: Uint32Array;
  fineValues: Uint32Array;
}

/** Words per merged coarse row: `[start upper word, start lower word, value]`. */
const ROW = 3;
/** Index entry flag: the entry points at a child node instead of holding a row range. */
const CHILD = 0x80000000;
/**
 * Index entry flag: no row starts in the bucket, so the row before it covers all of it; the entry is
 * `[EMPTY | that row + 1, the row's value]`, and a value lookup reads no row.
 */
const EMPTY = 0x40000000;
/** A bucket holding more row starts than this gets a child node (when bits remain below /64). */
const LEAF_ROWS = 16;
/** A child node gets about one bucket per this many rows of its parent bucket. */
const ROWS_PER_BUCKET = 8;
/** Widest node: 2^16 buckets (the root has exactly that). */
const MAX_BITS = 16;
/** Privacy values must fit ComboIds' byte (value + 1 < 256). */
const MAX_PRIVACY = 254;

/** One input table (a missing one is replaced by a single no-data range). */
type Input = V6TableParts;

/**
 * The IPv6 geolocation, ASN and privacy tables merged at open into one two-level table (the same coarse /64 rows
 * plus fine segments as the file's tables) whose ranges are the intersections of theirs, with values that are
 * combination ids: the distinct `(geo, ASN, privacy)` triples numbered 0 … `combos` − 1 (`geo`, `asn`, `privacy`
 * give a combination's values). So a lookup does one search instead of three, and a reader can keep one shared
 * answer per combination.
 *
 * The coarse rows are found through a radix index over the upper 64 bits instead of the file's 16-bit bucket index
 * (which leaves up to 760,000 rows in one bucket of the busiest /16s): the root node splits the address space by
 * its top 16 bits, and every bucket holding more than {@link LEAF_ROWS} row starts gets a child node over the next
 * bits, sized to about {@link ROWS_PER_BUCKET} rows per bucket (at most 16 bits). A node is `[bit position, bits]`
 * followed by two words per bucket: the bucket's row range `[first, end)`; `EMPTY | first` and the value of the row
 * covering the bucket when no row starts in it; or `CHILD | node offset` and 0. A lookup walks a few nodes (the
 * upper ones stay in the CPU cache), then reads nothing more for an empty bucket (82 % of the benchmark's addresses)
 * or searches at most {@link LEAF_ROWS} rows. Rows are 3 words (start and value in one cache line).
 *
 * Costs 12 bytes per merged coarse row plus the index (15 MB on the full database: 4.43 M rows, 51 MB) and the
 * combination triples (9 bytes each), outside the JS heap. `find` leaves the bounds in `start` / `end`; not
 * re-entrant.
 */
export class MergedV6Table extends JoinedV6Search {
  /** Number of distinct value triples (combination ids are 0 … combos − 1). */
  readonly combos: number;
  /** `[start upper word, start lower word, combination id or FINE_FLAG | segment]` per coarse range, ascending. */
  readonly rows: Uint32Array;
  /** Coarse rows. */
  readonly count: number;
  /** Radix index nodes (see the class doc). */
  readonly index: Uint32Array;
  private readonly fineOffsets: Uint32Array;
  private readonly fineStarts: Uint32Array;
  /** Combination id per fine entry. */
  private readonly fineValues: Uint32Array;
  private readonly comboGeo: Uint32Array;
  private readonly comboAsn: Uint32Array;
  private readonly comboPriv: Uint8Array;

  /**
   * Merges the geolocation, ASN and privacy tables (`null`: no data anywhere). Throws RangeError when a table does
   * not start at `::`, a privacy value is above 254 or the ids do not fit in 31 bits.
   */
  constructor(tables: Array<Input | null>) {
    super();
    const none: Input = {
      starts: Uint32Array.of(0, 0),
      values: Uint32Array.of(NO_VALUE),
      fineOffsets: Uint32Array.of(0),
      fineStarts: new Uint32Array(0),
      fineValues: new Uint32Array(0),
    };
    const ts = tables.map((t) => t ?? none);
    if (ts.length !== 3 || ts.some((t) => t.values.length === 0 || t.starts[0] !== 0 || t.starts[1] !== 0))
      throw new RangeError('MergedV6Table needs three tables starting at ::');
    const union = new CoarseUnion(ts);
    let n = 1;
    while (union.next()) n++;
    const rows = new Uint32Array(n * ROW);
    // About one distinct triple per ten rows on the full database: room for n / 8 before the first doubling.
    const ids = new ComboIds(n >>> 3);
    const fo = new GrowableU32();
    const fs = new GrowableU32();
    const fv = new GrowableU32();
    fo.push(0);
    const idOf = (gv: number, av: number, pv: number): number => {
      if (pv !== NO_VALUE && pv > MAX_PRIVACY) throw new RangeError(`MergedV6Table: privacy value ${pv} out of range`);
      const id = ids.idOf(gv, av, pv === NO_VALUE ? 0 : pv + 1);
      if (id >= FINE_FLAG) throw new RangeError('MergedV6Table: too many value combinations');
      return id;
    };
    const [g, a, p] = ts as [Input, Input, Input];
    const u = new CoarseUnion(ts);
    for (let k = 0; k < n * ROW; k += ROW) {
      if (k > 0) u.next();
      const gv = g.values[u.i0]!;
      const av = a.values[u.i1]!;
      const pv = p.values[u.i2]!;
      rows[k] = u.hi;
      rows[k + 1] = u.lo;
      if (!isFine(gv) && !isFine(av) && !isFine(pv)) {
        rows[k + 2] = idOf(gv, av, pv);
        continue;
      }
      rows[k + 2] = (FINE_FLAG | (fo.length - 1)) >>> 0;
      const segStart = fv.length;
      mergeSegment(ts, [gv, av, pv], (h, l, sg, sa, sp) => {
        const id = idOf(sg, sa, sp);
        if (fv.length > segStart && fv.data[fv.length - 1] === id) return;
        fs.push(h);
        fs.push(l);
        fv.push(id);
      });
      fo.push(fv.length);
    }
    this.rows = rows;
    this.count = n;
    this.fineOffsets = fo.toArray();
    this.fineStarts = fs.toArray();
    this.fineValues = fv.toArray();
    this.combos = ids.size;
    const triples = ids.trimmed();
    this.comboGeo = triples.geo;
    this.comboAsn = triples.asn;
    this.comboPriv = triples.priv;
    this.index = buildIndex(rows, n);
  }

  /** The geo value of combination `c` (NO_VALUE when none). */
  geo(c: number): number {
    return this.comboGeo[c]!;
  }

  /** The ASN value of combination `c` (NO_VALUE when none). */
  asn(c: number): number {
    return this.comboAsn[c]!;
  }

  /** The privacy value of combination `c` (NO_VALUE when none). */
  privacy(c: number): number {
    const p1 = this.comboPriv[c]!;
    return p1 === 0 ? NO_VALUE : p1 - 1;
  }

  /** The combination id of the address (4 words), without its bounds (`start` / `end` are left unchanged). */
  value(w0: number, w1: number, w2: number, w3: number): number {
    const ix = this.index;
    // The radix walk of leaf(), inlined: the root's bucket is the top 16 bits.
    let e = 2 + 2 * (w0 >>> 16);
    let first = ix[e]!;
    while (first >= CHILD) {
      const o = first - CHILD;
      const pos = ix[o]!;
      const bits = ix[o + 1]!;
      let b: number;
      if (pos >= 32) b = (w1 << (pos - 32)) >>> (32 - bits);
      else if (pos + bits <= 32) b = (w0 << pos) >>> (32 - bits);
      else b = ((w0 << pos) | (w1 >>> (32 - pos))) >>> (32 - bits);
      e = o + 2 + 2 * b;
      first = ix[e]!;
    }
    const v = first >= EMPTY ? ix[e + 1]! : this.rows[this.search(first, ix[e + 1]!, w0, w1) * ROW + 2]!;
    return (v & FINE_FLAG) === 0 ? v : this.fineValues[this.fineEntry((v & ~FINE_FLAG) >>> 0, w2, w3)]!;
  }

  /** The coarse row whose range holds the upper 64 bits `(w0, w1)`. */
  private coarseRow(w0: number, w1: number): number {
    const ix = this.index;
    const e = this.leaf(w0, w1);
    const first = ix[e]!;
    return first >= EMPTY ? first - EMPTY - 1 : this.search(first, ix[e + 1]!, w0, w1);
  }

  /** Offset of the index entry of the leaf bucket holding the upper 64 bits `(w0, w1)`: the radix walk. */
  private leaf(w0: number, w1: number): number {
    const ix = this.index;
    let o = 0;
    for (;;) {
      const pos = ix[o]!;
      const bits = ix[o + 1]!;
      let b: number;
      if (pos >= 32) b = (w1 << (pos - 32)) >>> (32 - bits);
      else if (pos + bits <= 32) b = (w0 << pos) >>> (32 - bits);
      else b = ((w0 << pos) | (w1 >>> (32 - pos))) >>> (32 - bits);
      const e = o + 2 + 2 * b;
      const first = ix[e]!;
      if (first < CHILD) return e;
      o = first - CHILD;
    }
  }

  /** The last row of `[lo − 1, hi)` starting at or below `(w0, w1)` (rows `[lo, hi)` are a leaf bucket's). */
  private search(lo: number, hi: number, w0: number, w1: number): number {
    const rows = this.rows;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s0 = rows[mid * ROW]!;
      if (s0 < w0 || (s0 === w0 && rows[mid * ROW + 1]! <= w1)) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** The fine entry of segment `seg` holding the lower 64 bits `(w2, w3)`. */
  private fineEntry(seg: number, w2: number, w3: number): number {
    const fs = this.fineStarts;
    let lo = this.fineOffsets[seg]!;
    let hi = this.fineOffsets[seg + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s2 = fs[2 * mid]!;
      if (s2 < w2 || (s2 === w2 && fs[2 * mid + 1]! <= w3)) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** The combination of the row or fine entry holding the address; its bounds in `start` / `end`, edge flags set. */
  protected findRaw(w0: number, w1: number, w2: number, w3: number, start: Uint32Array, end: Uint32Array): number {
    const rows = this.rows;
    const i = this.coarseRow(w0, w1);
    const v = rows[i * ROW + 2]!;
    start[0] = rows[i * ROW]!;
    start[1] = rows[i * ROW + 1]!;
    if ((v & FINE_FLAG) !== 0) {
      const seg = (v & ~FINE_FLAG) >>> 0;
      const fs = this.fineStarts;
      const fbegin = this.fineOffsets[seg]!;
      const fend = this.fineOffsets[seg + 1]!;
      const k = this.fineEntry(seg, w2, w3);
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
    if (i + 1 < this.count) {
      setMinusOne(end, 0, rows[(i + 1) * ROW]!, rows[(i + 1) * ROW + 1]!);
    } else {
      end[0] = 0xffffffff;
      end[1] = 0xffffffff;
    }
    this.edgeLow = i > 0 && (rows[(i - 1) * ROW + 2]! & FINE_FLAG) !== 0;
    this.edgeHigh = i + 1 < this.count && (rows[(i + 1) * ROW + 2]! & FINE_FLAG) !== 0;
    return v;
  }
}

/** `(h1, l1) < (h2, l2)` for 64-bit values as two u32 words. */
function less64(h1: number, l1: number, h2: number, l2: number): boolean {
  return h1 < h2 || (h1 === h2 && l1 < l2);
}

/** True when a coarse value refers to a fine segment. */
function isFine(v: number): boolean {
  return v !== NO_VALUE && (v & FINE_FLAG) !== 0;
}

/**
 * Cursor over the union of three tables' coarse starts, ascending: after construction it stands on `::`; each
 * `next()` moves to the following start (false at the end). `hi` / `lo` are the start's words, `i0` … `i2` each
 * table's entry holding it.
 */
class CoarseUnion {
  hi = 0;
  lo = 0;
  i0 = 0;
  i1 = 0;
  i2 = 0;
  private readonly s0: Uint32Array;
  private readonly s1: Uint32Array;
  private readonly s2: Uint32Array;

  constructor(ts: Input[]) {
    this.s0 = ts[0]!.starts;
    this.s1 = ts[1]!.starts;
    this.s2 = ts[2]!.starts;
  }

  next(): boolean {
    const { s0, s1, s2 } = this;
    const j0 = 2 * this.i0 + 2;
    const j1 = 2 * this.i1 + 2;
    const j2 = 2 * this.i2 + 2;
    // 2^32 is above every word: no next start yet.
    let nh = 2 ** 32;
    let nl = 0;
    if (j0 < s0.length) {
      nh = s0[j0]!;
      nl = s0[j0 + 1]!;
    }
    if (j1 < s1.length && less64(s1[j1]!, s1[j1 + 1]!, nh, nl)) {
      nh = s1[j1]!;
      nl = s1[j1 + 1]!;
    }
    if (j2 < s2.length && less64(s2[j2]!, s2[j2 + 1]!, nh, nl)) {
      nh = s2[j2]!;
      nl = s2[j2 + 1]!;
    }
    if (nh === 2 ** 32) return false;
    if (j0 < s0.length && s0[j0] === nh && s0[j0 + 1] === nl) this.i0++;
    if (j1 < s1.length && s1[j1] === nh && s1[j1 + 1] === nl) this.i1++;
    if (j2 < s2.length && s2[j2] === nh && s2[j2 + 1] === nl) this.i2++;
    this.hi = nh;
    this.lo = nl;
    return true;
  }
}

/**
 * Emits the union of the fine entries of one /64 whose coarse values are `vals` (at least one a fine segment; a
 * table with a plain value contributes it for the whole /64): `emit(upper, lower, geo, asn, privacy)` per start.
 */
function mergeSegment(
  ts: Input[],
  vals: number[],
  emit: (hi: number, lo: number, gv: number, av: number, pv: number) => void,
): void {
  // Per table: the current fine entry and the segment's end, or -1 for a plain value.
  const at = [-1, -1, -1];
  const endAt = [-1, -1, -1];
  const cur = [0, 0, 0];
  for (let t = 0; t < 3; t++) {
    const v = vals[t]!;
    if (v !== NO_VALUE && (v & FINE_FLAG) !== 0) {
      const seg = (v & ~FINE_FLAG) >>> 0;
      at[t] = ts[t]!.fineOffsets[seg]!;
      endAt[t] = ts[t]!.fineOffsets[seg + 1]!;
      cur[t] = ts[t]!.fineValues[at[t]!]!;
    } else {
      cur[t] = v;
    }
  }
  let hi = 0;
  let lo = 0;
  for (;;) {
    emit(hi, lo, cur[0]!, cur[1]!, cur[2]!);
    let nh = -1;
    let nl = -1;
    for (let t = 0; t < 3; t++) {
      if (at[t]! < 0 || at[t]! + 1 >= endAt[t]!) continue;
      const s = ts[t]!.fineStarts;
      const j = 2 * (at[t]! + 1);
      if (nh < 0 || less64(s[j]!, s[j + 1]!, nh, nl)) {
        nh = s[j]!;
        nl = s[j + 1]!;
      }
    }
    if (nh < 0) return;
    for (let t = 0; t < 3; t++) {
      if (at[t]! < 0 || at[t]! + 1 >= endAt[t]!) continue;
      const s = ts[t]!.fineStarts;
      const j = 2 * (at[t]! + 1);
      if (s[j] === nh && s[j + 1] === nl) {
        at[t]!++;
        cur[t] = ts[t]!.fineValues[at[t]!]!;
      }
    }
    hi = nh;
    lo = nl;
  }
}

/** Bits `[pos, pos + bits)` of the 64-bit value `(hi, lo)` (1 ≤ bits ≤ 16, pos + bits ≤ 64). */
function bitsAt(hi: number, lo: number, pos: number, bits: number): number {
  if (pos >= 32) return (lo << (pos - 32)) >>> (32 - bits);
  if (pos + bits <= 32) return (hi << pos) >>> (32 - bits);
  return ((hi << pos) | (lo >>> (32 - pos))) >>> (32 - bits);
}

/** The radix index over the rows' starts (see {@link MergedV6Table}): the root node is at offset 0. */
function buildIndex(rows: Uint32Array, n: number): Uint32Array {
  let out = new Uint32Array(1 << 20);
  let length = 0;
  const node = (pos: number, bits: number, from: number, to: number): number => {
    const at = length;
    const words = 2 + 2 * 2 ** bits;
    if (at + words > out.length) {
      let size = out.length * 2;
      while (at + words > size) size *= 2;
      const grown = new Uint32Array(size);
      grown.set(out.subarray(0, length));
      out = grown;
    }
    length += words;
    out[at] = pos;
    out[at + 1] = bits;
    const next = pos + bits;
    let r = from;
    let e = at + 2;
    for (let b = 0; b < 2 ** bits; b++, e += 2) {
      const first = r;
      while (r < to && bitsAt(rows[r * ROW]!, rows[r * ROW + 1]!, pos, bits) === b) r++;
      if (r - first > LEAF_ROWS && next < 64) {
        const fit = Math.ceil(Math.log2((r - first) / ROWS_PER_BUCKET));
        const child = node(next, Math.min(MAX_BITS, 64 - next, Math.max(1, fit)), first, r);
        out[e] = (CHILD + child) >>> 0;
      } else if (r === first) {
        out[e] = EMPTY + first;
        out[e + 1] = rows[(first - 1) * ROW + 2]!;
      } else {
        out[e] = first;
        out[e + 1] = r;
      }
    }
    return at;
  };
  node(0, MAX_BITS, 0, n);
  if (length >= EMPTY || n >= EMPTY) throw new RangeError('MergedV6Table: too many rows');
  return out.slice(0, length);
}
