/** Test helper: a small seeded PRNG (mulberry32) so randomized tests are reproducible. */

/** Returns `rnd(n)` → integer in [0, n), deterministic for a given seed. */
export function seededRandom(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}
