/**
 * Enumerates the ranges of an open database in address order, for the exporters.
 *
 * A range table covers the whole address space (README "Range tables"). Cursors walk one table
 * entry by entry (the IPv6 cursor flattens the coarse/fine layout). {@link keyedRanges} walks the
 * tables an export kind needs together, segment by segment between the union of their
 * boundaries, and builds the export's ranges: it drops the special-purpose blocks and the NAT64 / 6to4 prefixes
 * (answered from the embedded IPv4 address; MMDB exports alias them to the IPv4 data) (a lookup never
 * returns data there, so neither does an export), maps every segment to a key (geo record, ASN
 * record, or privacy flags + usage type) and merges neighbours with the same key, so every
 * reported range is maximal for the exported fields.
 *
 * IPv4 positions are u32 numbers; IPv6 positions are 4-word arrays (most significant first) that
 * callbacks must copy if they keep them.
 */
import { embeddedV4 } from './address.ts';
import { ASN_CLASS_FLAGS_SHIFT, NONE_USAGE } from './format.ts';
import { FINE_FLAG, NO_VALUE } from './ranges.ts';
import type { Sections, V4Sections, V6Sections } from './sections.ts';
import {
  classifyV4Index,
  classifyV6Index,
  SPECIAL_BLOCK_COUNT,
  specialBlockV4,
  specialBlockV6,
  v4BlockBounds,
  v6BlockBounds,
} from './special-ranges.ts';
import { compare4 } from './tables.ts';

/** The three exported databases. */
export type ExportKind = 'geo' | 'privacy' | 'asn';

/** Walks an IPv4 table (or a plain list of starts/values) entry by entry. */
export class V4Cursor {
  start = 0;
  end = 0;
  value = 0;
  private i = -1;
  constructor(
    private readonly starts: Uint32Array,
    private readonly values: Uint32Array,
  ) {
    this.next();
  }
  /** Moves to the next entry; false after the last. */
  next(): boolean {
    const i = ++this.i;
    const n = this.values.length;
    if (i >= n) return false;
    this.start = this.starts[i]!;
    this.end = i + 1 < n ? this.starts[i + 1]! - 1 : 0xffffffff;
    this.value = this.values[i]!;
    return true;
  }
}

/** Walks a two-level IPv6 table entry by entry, fine segments included (values never carry FINE_FLAG). */
export class V6Cursor {
  readonly start = new Uint32Array(4);
  readonly end = new Uint32Array(4);
  value = 0;
  private i = -1;
  /** Current fine entry, or -1 when on a coarse entry; `fend` = end of the current fine segment. */
  private k = -1;
  private fend = 0;
  constructor(private readonly t: Pick<V6Sections, 'starts' | 'values' | 'fineOffsets' | 'fineStarts' | 'fineValues'>) {
    this.next();
  }
  /** Moves to the next entry (a coarse entry, or the next entry of a fine segment); false after the last. */
  next(): boolean {
    const t = this.t;
    if (this.k >= 0 && this.k + 1 < this.fend) {
      this.fine(this.k + 1);
      return true;
    }
    const i = ++this.i;
    const n = t.values.length;
    if (i >= n) return false;
    const v = t.values[i]!;
    this.start[0] = t.starts[2 * i]!;
    this.start[1] = t.starts[2 * i + 1]!;
    this.end[0] = this.start[0]!;
    this.end[1] = this.start[1]!;
    if (v !== NO_VALUE && (v & FINE_FLAG) !== 0) {
      const seg = (v & ~FINE_FLAG) >>> 0;
      this.fend = t.fineOffsets[seg + 1]!;
      this.fine(t.fineOffsets[seg]!);
      return true;
    }
    this.k = -1;
    this.value = v;
    this.start[2] = 0;
    this.start[3] = 0;
    if (i + 1 < n) {
      const hi = t.starts[2 * i + 2]!;
      const lo = t.starts[2 * i + 3]!;
      this.end[0] = lo === 0 ? hi - 1 : hi;
      this.end[1] = lo === 0 ? 0xffffffff : lo - 1;
    } else {
      this.end[0] = 0xffffffff;
      this.end[1] = 0xffffffff;
    }
    this.end[2] = 0xffffffff;
    this.end[3] = 0xffffffff;
    return true;
  }
  private fine(k: number): void {
    const fs = this.t.fineStarts;
    this.k = k;
    this.value = this.t.fineValues[k]!;
    this.start[2] = fs[2 * k]!;
    this.start[3] = fs[2 * k + 1]!;
    if (k + 1 < this.fend) {
      const hi = fs[2 * k + 2]!;
      const lo = fs[2 * k + 3]!;
      this.end[2] = lo === 0 ? hi - 1 : hi;
      this.end[3] = lo === 0 ? 0xffffffff : lo - 1;
    } else {
      this.end[2] = 0xffffffff;
      this.end[3] = 0xffffffff;
    }
  }
}

const TWO_32 = 0x100000000n;
const toWords = (v: bigint): Uint32Array =>
  Uint32Array.from([3, 2, 1, 0], (k) => Number((v >> (32n * BigInt(k))) % TWO_32));
const fromWords = (w: Uint32Array): bigint => w.reduce((a, x) => a * TWO_32 + BigInt(x), 0n);

/** NAT64 64:ff9b::/96 and 6to4 2002::/16: a lookup answers them from the embedded IPv4 address, not the IPv6 tables. */
const EMBEDDED_V4_BLOCKS: ReadonlyArray<readonly [bigint, bigint]> = [
  [0x0064ff9bn << 96n, (0x0064ff9bn << 96n) + 0xffffffffn],
  [0x2002n << 112n, ((0x2003n << 112n) - 1n) as bigint],
];

/**
 * Segments over the whole space: value 1 where a lookup returns a non-public address type, or (IPv6) answers for an
 * embedded IPv4 address; else NONE.
 */
function specialTable(family: 4 | 6): { starts: bigint[]; values: number[] } {
  const top = family === 4 ? 1n << 32n : 1n << 128n;
  const cuts = new Set<bigint>([0n]);
  const n = family === 4 ? SPECIAL_BLOCK_COUNT.v4 : SPECIAL_BLOCK_COUNT.v6;
  const bounds: Array<readonly [bigint, bigint]> = [];
  for (let i = 0; i < n; i++) {
    const [a, b] = family === 4 ? v4BlockBounds(i).map(BigInt) : v6BlockBounds(i).map(fromWords);
    bounds.push([a!, b!]);
  }
  if (family === 6) bounds.push(...EMBEDDED_V4_BLOCKS);
  for (const [a, b] of bounds) {
    cuts.add(a);
    if (b + 1n < top) cuts.add(b + 1n);
  }
  const starts = [...cuts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: { starts: bigint[]; values: number[] } = { starts: [], values: [] };
  for (const s of starts) {
    const w = toWords(s);
    const type =
      family === 4
        ? specialBlockV4(classifyV4Index(Number(s))).type
        : specialBlockV6(classifyV6Index(w[0]!, w[1]!, w[2]!, w[3]!)).type;
    const embedded = family === 6 && embeddedV4(w[0]!, w[1]!, w[2]!, w[3]!) >= 0;
    const v = type === 'public' && !embedded ? NO_VALUE : 1;
    if (out.values.length > 0 && out.values[out.values.length - 1] === v) continue;
    out.starts.push(s);
    out.values.push(v);
  }
  return out;
}

let special4: { starts: Uint32Array; values: Uint32Array } | null = null;
let special6: Pick<V6Sections, 'starts' | 'values' | 'fineOffsets' | 'fineStarts' | 'fineValues'> | null = null;

/** A cursor over the IPv4 special-purpose mask (value 1 = non-public block). */
export function specialCursor4(): V4Cursor {
  if (special4 === null) {
    const t = specialTable(4);
    special4 = { starts: Uint32Array.from(t.starts, Number), values: Uint32Array.from(t.values) };
  }
  return new V4Cursor(special4.starts, special4.values);
}

/** A cursor over the IPv6 special-purpose mask (one fine segment per boundary below /64). */
export function specialCursor6(): V6Cursor {
  if (special6 === null) {
    const t = specialTable(6);
    // Every special block is /64 or larger except a few single addresses; give those fine segments.
    const cs: number[] = [];
    const cv: number[] = [];
    const fo: number[] = [0];
    const fs: number[] = [];
    const fv: number[] = [];
    const mask64 = (1n << 64n) - 1n;
    for (let i = 0; i < t.starts.length; i++) {
      const s = t.starts[i]!;
      const hi = s >> 64n;
      if ((s & mask64) === 0n) {
        cs.push(...toWords(s).subarray(0, 2));
        cv.push(t.values[i]!);
        continue;
      }
      // Boundaries inside the /64 `hi`: describe that /64 by a fine segment.
      const lastHi = cs.length === 0 ? -1n : BigInt(cs[cs.length - 2]!) * TWO_32 + BigInt(cs[cs.length - 1]!);
      if (lastHi !== hi) {
        cs.push(...toWords(hi << 64n).subarray(0, 2));
        cv.push(cv[cv.length - 1]!);
      }
      const before = cv.pop()!;
      cv.push((FINE_FLAG | (fo.length - 1)) >>> 0);
      fs.push(0, 0);
      fv.push(before);
      let j = i;
      for (; j < t.starts.length && t.starts[j]! >> 64n === hi; j++) {
        fs.push(...toWords(t.starts[j]!).subarray(2));
        fv.push(t.values[j]!);
      }
      fo.push(fv.length);
      const after = hi + 1n;
      if (j >= t.starts.length || t.starts[j] !== after << 64n) {
        cs.push(...toWords(after << 64n).subarray(0, 2));
        cv.push(fv[fv.length - 1]!);
      }
      i = j - 1;
    }
    special6 = {
      starts: Uint32Array.from(cs),
      values: Uint32Array.from(cv),
      fineOffsets: Uint32Array.from(fo),
      fineStarts: Uint32Array.from(fs),
      fineValues: Uint32Array.from(fv),
    };
  }
  return new V6Cursor(special6);
}

/** Privacy export key: PRIVACY flags in bits 0..5, usage-type string id (or NONE_USAGE) above. */
export function privacyKey(flags: number, usage: number): number {
  return usage * 64 + flags;
}

/** Receives the ranges of {@link keyedRanges}. */
export interface KeyedRangeSink {
  v4(start: number, end: number, key: number): void;
  v6(start: Uint32Array, end: Uint32Array, key: number): void;
}

/** How many table segments {@link keyedRanges} handles between two yields. */
const BATCH = 16384;

/**
 * Reports every maximal exported range of `kind` to `sink`, IPv4 first, in ascending order, and
 * yields every few thousand table segments so a consumer can stream the output. Keys: geo → geo
 * record index; asn → ASN record index; privacy → {@link privacyKey} of the OR of the list flags
 * and the ASN's classification flags, and the ASN's usage type (ranges with neither are skipped).
 *
 * The tables are walked together: each step covers the segment up to the nearest end of any
 * table's current entry (the cursors' boundaries' union), and equal neighbouring keys are merged.
 */
export function* keyedRanges(s: Sections, kind: ExportKind, sink: KeyedRangeSink): Generator<void, void, void> {
  const asnU32 = s.asnU32;
  // values: [special mask, geo or ASN table, privacy table (privacy only)]
  const keyOf = (special: number, v: number, pv: number): number => {
    if (special !== NO_VALUE) return NO_VALUE; // special-purpose block
    if (kind !== 'privacy') return v;
    const cls = v === NO_VALUE ? NONE_USAGE : asnU32[4 * v + 3]!;
    const usage = cls & NONE_USAGE;
    const flags = (v === NO_VALUE ? 0 : cls >>> ASN_CLASS_FLAGS_SHIFT) | (pv === NO_VALUE ? 0 : pv);
    return flags === 0 && usage === NONE_USAGE ? NO_VALUE : privacyKey(flags, usage);
  };
  const priv = kind === 'privacy';

  // IPv4
  {
    const sp = specialCursor4();
    const tb = cursor4(kind === 'geo' ? s.geo4 : s.asn4);
    const pr = priv ? cursor4(s.priv4) : null;
    let pos = 0;
    let pKey = NO_VALUE;
    let pStart = 0;
    for (let n = 1; ; n++) {
      let end = Math.min(sp.end, tb.end);
      if (pr !== null && pr.end < end) end = pr.end;
      const key = keyOf(sp.value, tb.value, pr === null ? NO_VALUE : pr.value);
      if (key !== pKey) {
        if (pKey !== NO_VALUE) sink.v4(pStart, pos - 1, pKey);
        pKey = key;
        pStart = pos;
      }
      if (end === 0xffffffff) break;
      pos = end + 1;
      if (sp.end === end) sp.next();
      if (tb.end === end) tb.next();
      if (pr !== null && pr.end === end) pr.next();
      if (n % BATCH === 0) yield;
    }
    if (pKey !== NO_VALUE) sink.v4(pStart, 0xffffffff, pKey);
  }

  // IPv6
  {
    const sp = specialCursor6();
    const tb = new V6Cursor(kind === 'geo' ? s.geo6 : s.asn6);
    const pr = priv ? new V6Cursor(s.priv6) : null;
    const pos = new Uint32Array(4);
    const end = new Uint32Array(4);
    const pStart = new Uint32Array(4);
    const pEnd = new Uint32Array(4);
    let pKey = NO_VALUE;
    for (let n = 1; ; n++) {
      end.set(compare4(sp.end, tb.end) < 0 ? sp.end : tb.end);
      if (pr !== null && compare4(pr.end, end) < 0) end.set(pr.end);
      const key = keyOf(sp.value, tb.value, pr === null ? NO_VALUE : pr.value);
      if (key !== pKey) {
        if (pKey !== NO_VALUE) sink.v6(pStart, pEnd, pKey);
        pKey = key;
        pStart.set(pos);
      }
      pEnd.set(end);
      if (end[0] === 0xffffffff && end[1] === 0xffffffff && end[2] === 0xffffffff && end[3] === 0xffffffff) break;
      if (compare4(sp.end, end) === 0) sp.next();
      if (compare4(tb.end, end) === 0) tb.next();
      if (pr !== null && compare4(pr.end, end) === 0) pr.next();
      pos.set(end);
      for (let k = 3; k >= 0; k--) {
        pos[k] = (pos[k]! + 1) >>> 0;
        if (pos[k] !== 0) break;
      }
      if (n % BATCH === 0) yield;
    }
    if (pKey !== NO_VALUE) sink.v6(pStart, pEnd, pKey);
  }
}

function cursor4(t: V4Sections): V4Cursor {
  return new V4Cursor(t.starts, t.values);
}
