/**
 * The merged IPv4 table a database builds at open from its IPv4 geolocation, ASN and privacy range tables (layout
 * and costs in README.md "Lookup path"): one search instead of three, a number per distinct value combination, and
 * a per-/24 table of those numbers for record-only lookups.
 */
import { ComboIds } from './combo-ids.ts';
import { NO_VALUE } from './ranges.ts';

/** Bits of the address that select a bucket of {@link MergedV4Table}'s index (2^20 buckets of 4,096 addresses). */
const MERGED_BUCKET_BITS = 20;
const MERGED_SHIFT = 32 - MERGED_BUCKET_BITS;
/** Merged-row word 3: privacy value + 1 (0: none) in the low PRIVACY_BITS bits (mask PRIVACY_FIELD), the row's combination id above. */
const PRIVACY_BITS = 7;
const PRIVACY_FIELD = (1 << PRIVACY_BITS) - 1;
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
 * ({@link blockCombo}). A fourth, `wide`, does the same per /16 (256 KiB, so it stays in the CPU cache): where a
 * /16 lies inside one range the 64 MiB block table is not read.
 * Costs 16 bytes per merged range plus the 4 MiB index and the 64.25 MiB block tables (≈ 128 MB on the full
 * database, outside the JS heap) and ≈ 0.2 s at open.
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
  /** Per /16: the combination id of the range covering all of it, or NOT_UNIFORM. */
  private readonly wide: Uint32Array;
  private readonly index: Uint32Array;

  constructor(tables: Array<{ starts: Uint32Array; values: Uint32Array } | null>) {
    const ts = tables.map((t) => t ?? { starts: Uint32Array.of(0), values: Uint32Array.of(NO_VALUE) });
    if (ts.length !== 3 || ts.some((t) => t.starts.length === 0 || t.starts[0] !== 0))
      throw new RangeError('MergedV4Table needs three tables starting at 0.0.0.0');
    // Pass 1 counts the distinct starts, pass 2 writes the rows and numbers the value triples.
    let n = 0;
    walk(ts, () => n++);
    const rows = new Uint32Array(n * 4);
    // About one distinct triple per four or more rows on the full database: room for n / 8 before the first doubling.
    const ids = new ComboIds(n >>> 3);
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
    // A /16 whose 256 blocks all hold the same combination (≈ 39 % of all /16s on the full database) is answered from
    // this 256 KiB table, which stays in the CPU cache, without reading the 64 MiB one.
    const wide = new Uint32Array(1 << 16).fill(NOT_UNIFORM);
    for (let b = 0; b < 1 << 16; b++) {
      const c = blocks[b << 8]!;
      if (c === NOT_UNIFORM) continue;
      let k = 1;
      while (k < 256 && blocks[(b << 8) + k] === c) k++;
      if (k === 256) wide[b] = c;
    }
    this.wide = wide;
  }

  /**
   * The combination id of the range that covers the whole /24 block of `a` (u32), or -1 when several ranges meet
   * inside the block (then use {@link row}).
   */
  blockCombo(a: number): number {
    const w = this.wide[a >>> 16]!;
    if (w !== NOT_UNIFORM) return w;
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
