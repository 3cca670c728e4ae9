/**
 * In-memory range tables used between the sources and the writer.
 *
 * A range table covers the whole address space: entry i covers `[start[i], start[i+1] - 1]`
 * (the last entry runs to the top of the space); the first entry always starts at address 0.
 * `values[i]` is an index into a record/ASN table, or {@link NO_VALUE} for a gap (no data).
 * Adjacent entries never share a value (they are coalesced).
 *
 * - {@link V4RangeBuilder}: 32-bit starts (`Uint32Array`).
 * - {@link V6RangeBuilder}: 128-bit starts as 4 big-endian-ordered u32 words per entry.
 * - {@link splitV6Table}: turns a 128-bit table into the file's coarse /64 table plus fine
 *   sub-tables for the /64 blocks that contain boundaries (see README "IPv6 tables").
 * - {@link bucketIndex}: the 65,537-entry index by the top 16 bits used to narrow binary searches.
 *
 * Ranges must be added in ascending order; overlapping input is clipped (the earlier range wins)
 * and counted in `overlaps`.
 */

/** Value meaning "no data for this range". */
export const NO_VALUE = 0xffffffff;

/** A growable u32 array (doubling); `data` is the backing store, valid up to `length`. */
export class GrowableU32 {
  data: Uint32Array;
  length = 0;
  constructor(initial = 1024) {
    this.data = new Uint32Array(initial);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  pop(): void {
    this.length--;
  }
  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

/** A finished IPv4 range table. */
export interface V4Table {
  starts: Uint32Array;
  values: Uint32Array;
}

/** Builds an IPv4 range table from ascending, inclusive `[start, end]` ranges. */
export class V4RangeBuilder {
  private readonly starts = new GrowableU32();
  private readonly values = new GrowableU32();
  /** Address following the last added range (2^32 once the space is full). */
  private next = 0;
  /** Number of input ranges that overlapped an earlier one (clipped or dropped). */
  overlaps = 0;

  /** Adds `[start, end]` (inclusive, unsigned 32-bit) with `value` (a table index, not NO_VALUE). */
  add(start: number, end: number, value: number): void {
    if (end < start) throw new RangeError(`range end ${end} < start ${start}`);
    if (start < this.next) {
      this.overlaps++;
      if (end < this.next) return;
      start = this.next;
    }
    if (start > this.next) this.push(this.next, NO_VALUE);
    this.push(start, value);
    this.next = end + 1;
  }

  /** Adds a CIDR network (`start` must be aligned to the prefix). */
  addNetwork(start: number, prefixLength: number, value: number): void {
    this.add(start, start + 2 ** (32 - prefixLength) - 1, value);
  }

  private push(start: number, value: number): void {
    const n = this.values.length;
    if (n > 0 && this.values.data[n - 1] === value) return; // coalesce
    this.starts.push(start);
    this.values.push(value);
  }

  /** Closes the table (a trailing gap up to 255.255.255.255 is added) and returns it. */
  finish(): V4Table {
    if (this.next <= 0xffffffff) this.push(this.next, NO_VALUE);
    return { starts: this.starts.toArray(), values: this.values.toArray() };
  }
}

/** A finished 128-bit range table: `starts` has 4 words per entry, most significant first. */
export interface V6FullTable {
  starts: Uint32Array;
  values: Uint32Array;
}

function cmp4(a: ArrayLike<number>, ai: number, b: ArrayLike<number>, bi: number): number {
  for (let k = 0; k < 4; k++) {
    const x = a[ai + k]!;
    const y = b[bi + k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Builds a 128-bit range table from ascending, inclusive ranges given as 4-word addresses. */
export class V6RangeBuilder {
  private readonly starts = new GrowableU32(4096);
  private readonly values = new GrowableU32();
  /** Address following the last added range; `full` once it passed the top of the space. */
  private readonly next = new Uint32Array(4);
  private full = false;
  private readonly endScratch = new Uint32Array(4);
  /** Number of input ranges that overlapped an earlier one (clipped or dropped). */
  overlaps = 0;

  /** Adds `[start, end]` (inclusive; each 4 u32 words, most significant first) with `value`. */
  add(start: ArrayLike<number>, end: ArrayLike<number>, value: number): void {
    if (cmp4(end, 0, start, 0) < 0) throw new RangeError('range end < start');
    let s: ArrayLike<number> = start;
    if (this.full || cmp4(start, 0, this.next, 0) < 0) {
      this.overlaps++;
      if (this.full || cmp4(end, 0, this.next, 0) < 0) return;
      s = Uint32Array.from(this.next);
    }
    if (cmp4(s, 0, this.next, 0) > 0) this.push(this.next, NO_VALUE);
    this.push(s, value);
    // next = end + 1
    let carry = 1;
    for (let k = 3; k >= 0; k--) {
      const v = end[k]! + carry;
      this.next[k] = v >>> 0;
      carry = v > 0xffffffff ? 1 : 0;
    }
    if (carry) this.full = true;
  }

  /** Adds a CIDR network whose first address is `start` (4 words) and prefix length `prefixLength`. */
  addNetwork(start: ArrayLike<number>, prefixLength: number, value: number): void {
    const end = this.endScratch;
    for (let k = 0; k < 4; k++) {
      const bitsInWord = Math.min(32, Math.max(0, prefixLength - k * 32));
      const hostMask = bitsInWord === 32 ? 0 : 0xffffffff >>> bitsInWord;
      end[k] = (start[k]! | hostMask) >>> 0;
    }
    this.add(start, end, value);
  }

  private push(start: ArrayLike<number>, value: number): void {
    const n = this.values.length;
    if (n > 0 && this.values.data[n - 1] === value) return;
    for (let k = 0; k < 4; k++) this.starts.push(start[k]!);
    this.values.push(value);
  }

  /** Closes the table (trailing gap to ffff:…:ffff) and returns it. */
  finish(): V6FullTable {
    if (!this.full) this.push(this.next, NO_VALUE);
    return { starts: this.starts.toArray(), values: this.values.toArray() };
  }
}

/** Flag set in a coarse IPv6 value when the /64 is described by a fine segment. */
export const FINE_FLAG = 0x80000000;

/** True when a coarse IPv6 value refers to a fine segment (and is not NO_VALUE). */
export function isFineValue(v: number): boolean {
  return v !== NO_VALUE && (v & FINE_FLAG) !== 0;
}

/** The file's two-level IPv6 table (see README). */
export interface V6SplitTable {
  /** Coarse starts: 2 words per entry = the upper 64 bits of the start address. */
  coarseStarts: Uint32Array;
  /** Coarse values: table index, NO_VALUE, or FINE_FLAG | segment number. */
  coarseValues: Uint32Array;
  /** Fine segment boundaries: segment s is fine entries `[fineOffsets[s], fineOffsets[s+1])`. */
  fineOffsets: Uint32Array;
  /** Fine starts: 2 words per entry = the lower 64 bits of the start address within the /64. */
  fineStarts: Uint32Array;
  fineValues: Uint32Array;
}

/**
 * Converts a full 128-bit table into the coarse/fine form: every /64 that contains a range
 * boundary below /64 granularity gets a fine segment; all other boundaries live in the coarse table.
 * Values must be < 2^31 (bit 31 is the fine flag); throws RangeError otherwise.
 */
export function splitV6Table(table: V6FullTable): V6SplitTable {
  const { starts, values } = table;
  const n = values.length;
  for (let k = 0; k < n; k++) {
    if (isFineValue(values[k]!)) throw new RangeError(`IPv6 table value ${values[k]} does not fit in 31 bits`);
  }
  const cs = new GrowableU32();
  const cv = new GrowableU32();
  const fo = new GrowableU32();
  const fs = new GrowableU32();
  const fv = new GrowableU32();
  fo.push(0);
  let lastCoarseFine = false;
  const pushCoarse = (hi: number, lo: number, v: number): void => {
    const fine = isFineValue(v);
    const m = cv.length;
    if (m > 0 && !fine && !lastCoarseFine && cv.data[m - 1] === v) return; // coalesce
    cs.push(hi);
    cs.push(lo);
    cv.push(v);
    lastCoarseFine = fine;
  };
  let i = 0;
  while (i < n) {
    const hi = starts[4 * i]!;
    const lo = starts[4 * i + 1]!;
    let j = i + 1;
    while (j < n && starts[4 * j] === hi && starts[4 * j + 1] === lo) j++;
    const firstIsAligned = starts[4 * i + 2] === 0 && starts[4 * i + 3] === 0;
    if (j === i + 1 && firstIsAligned) {
      pushCoarse(hi, lo, values[i]!);
    } else {
      const seg = fo.length - 1;
      if (!firstIsAligned) {
        fs.push(0);
        fs.push(0);
        fv.push(values[i - 1]!);
      }
      for (let k = i; k < j; k++) {
        fs.push(starts[4 * k + 2]!);
        fs.push(starts[4 * k + 3]!);
        fv.push(values[k]!);
      }
      fo.push(fv.length);
      pushCoarse(hi, lo, (FINE_FLAG | seg) >>> 0);
      // Resume at the next /64 with the last value unless the next entry starts exactly there.
      const nlo = (lo + 1) >>> 0;
      const nhi = nlo === 0 ? hi + 1 : hi;
      if (nhi <= 0xffffffff) {
        const nextStartsThere = j < n && starts[4 * j] === nhi && starts[4 * j + 1] === nlo;
        if (!nextStartsThere) pushCoarse(nhi >>> 0, nlo, values[j - 1]!);
      }
    }
    i = j;
  }
  return {
    coarseStarts: cs.toArray(),
    coarseValues: cv.toArray(),
    fineOffsets: fo.toArray(),
    fineStarts: fs.toArray(),
    fineValues: fv.toArray(),
  };
}

/**
 * Index by the top 16 bits: `index[b]` = number of entries whose start's top 16 bits are `< b`
 * (so `index[65536]` = entry count). `words` is the number of u32 words per start (1, 2 or 4).
 */
export function bucketIndex(starts: Uint32Array, words: number): Uint32Array {
  const n = starts.length / words;
  const index = new Uint32Array(65537);
  let e = 0;
  for (let b = 0; b <= 65536; b++) {
    while (e < n && starts[e * words]! >>> 16 < b) e++;
    index[b] = e;
  }
  return index;
}
