/**
 * Read-side views over the range tables of an LYIPDB file (layout in README.md "Range tables").
 *
 * Each `find` narrows the binary search with the top-16-bit bucket index, returns the table value
 * (a record/ASN index, or {@link NO_VALUE}) and leaves the covering range's first and last address
 * in `start` / `end` (a u32 for IPv4, 4 words for IPv6); the range is maximal: its neighbours
 * hold different values. Views are not re-entrant: read `start` / `end` before the next `find`.
 */
import { FINE_FLAG, NO_VALUE } from './ranges.ts';
import { JoinedV6Search, setMinusOne } from './u128.ts';

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
export class V6RangeView extends JoinedV6Search {
  private readonly n: number;

  constructor(
    private readonly starts: Uint32Array,
    private readonly values: Uint32Array,
    private readonly index: Uint32Array,
    private readonly fineOffsets: Uint32Array,
    private readonly fineStarts: Uint32Array,
    private readonly fineValues: Uint32Array,
  ) {
    super();
    this.n = values.length;
  }

  /** Value of the range containing the address (4 words), without computing its bounds (`start` / `end` are left unchanged). */
  value(w0: number, w1: number, w2: number, w3: number): number {
    return this.findRaw(w0, w1, w2, w3, this.tmpStart, this.tmpEnd);
  }

  protected findRaw(w0: number, w1: number, w2: number, w3: number, start: Uint32Array, end: Uint32Array): number {
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

/** Compares two 4-word addresses: -1, 0 or 1. */
export function compare4(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let k = 0; k < 4; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
