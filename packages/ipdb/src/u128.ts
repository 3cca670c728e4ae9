/**
 * 128-bit address arithmetic on four big-endian 32-bit words (an IPv6 address as the IPv6 tables and the merged IPv6
 * table read it): the bounds walks of a lookup's `start_ip`/`end_ip` (tables.ts, merged-v6.ts).
 */

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
