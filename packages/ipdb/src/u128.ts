/**
 * 128-bit address arithmetic on four big-endian 32-bit words (an IPv6 address as the IPv6 tables and the merged IPv6
 * table read it), and the bounds search both IPv6 table readers share ({@link JoinedV6Search}: tables.ts
 * `V6RangeView`, merged-v6.ts `MergedV6Table`), which gives a lookup its `start_ip`/`end_ip`.
 */

/**
 * An IPv6 two-level table reader (coarse /64 rows plus fine segments) whose `find` joins back the ranges split only
 * by that layout: the subclass's `findRaw` searches one address, sets the bounds it found and says, in `edgeLow` /
 * `edgeHigh`, whether each bound is a coarse↔fine /64 boundary; `find` then keeps searching across such a boundary
 * while the value stays the same. `find` leaves the bounds in `start` / `end`; not re-entrant.
 */
export abstract class JoinedV6Search {
  /** First address of the range `find` found (4 words). */
  readonly start = new Uint32Array(4);
  /** Last address of the range `find` found (4 words). */
  readonly end = new Uint32Array(4);
  protected readonly tmpStart = new Uint32Array(4);
  protected readonly tmpEnd = new Uint32Array(4);
  private readonly probe = new Uint32Array(4);
  /** Set by findRaw: the range's lower / upper bound is a coarse↔fine /64 boundary. */
  protected edgeLow = false;
  protected edgeHigh = false;

  /** The value of the range holding the address (4 words), its bounds written to `start` / `end`. */
  protected abstract findRaw(
    w0: number,
    w1: number,
    w2: number,
    w3: number,
    start: Uint32Array,
    end: Uint32Array,
  ): number;

  /**
   * The value of the range containing the address (4 words); sets `start` / `end` to the maximal range with that
   * value (ranges split only by the coarse/fine layout are joined back).
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
}

/** Whether the 128-bit value is 0. */
export function isZero(w: Uint32Array): boolean {
  return w[0] === 0 && w[1] === 0 && w[2] === 0 && w[3] === 0;
}

/** Whether the 128-bit value is 2^128 − 1. */
export function isAllOnes(w: Uint32Array): boolean {
  return w[0] === 0xffffffff && w[1] === 0xffffffff && w[2] === 0xffffffff && w[3] === 0xffffffff;
}

/** In-place 128-bit decrement (caller ensures w ≠ 0). */
export function decrement(w: Uint32Array): void {
  for (let k = 3; k >= 0; k--) {
    if (w[k] !== 0) {
      w[k] = w[k]! - 1;
      return;
    }
    w[k] = 0xffffffff;
  }
}

/** In-place 128-bit increment (caller ensures w ≠ 2^128 − 1). */
export function increment(w: Uint32Array): void {
  for (let k = 3; k >= 0; k--) {
    if (w[k] !== 0xffffffff) {
      w[k] = w[k]! + 1;
      return;
    }
    w[k] = 0;
  }
}

/** Writes the 64-bit value (hi, lo) − 1 into out[at], out[at+1]. (hi, lo) is never 0 here. */
export function setMinusOne(out: Uint32Array, at: number, hi: number, lo: number): void {
  if (lo === 0) {
    out[at] = hi - 1;
    out[at + 1] = 0xffffffff;
  } else {
    out[at] = hi;
    out[at + 1] = lo - 1;
  }
}
