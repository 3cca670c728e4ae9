/**
 * Numbering of value combinations for the merged range tables (merged-v4.ts, merged-v6.ts): each distinct
 * `(geo, asn, privacy + 1)` triple of table values gets an id 0, 1, 2, … in order of first appearance, so a reader
 * can keep one shared answer per triple in an array indexed by the id.
 */

/**
 * Numbers distinct `(geo, asn, privacy + 1)` triples: an open-addressing hash table over a typed array that doubles
 * when half full. Each slot holds its triple and id in one 16-byte group (`[geo, asn, p1 + 1, id]`, 0 in the third
 * word: empty), so a probe reads one cache line (a `Map` with number keys took about a second on the 3.75 M IPv4
 * rows of the full database). `geo` and `asn` are u32 table values (NO_VALUE included), `p1` is the privacy value
 * + 1 (0: none), below 255. The triple of id `i` is `geo[i]`, `asn[i]`, `priv[i]` (arrays longer than `size`; use
 * {@link trimmed} to keep them). Temporary memory: 16 bytes per slot (2–4 slots per id) plus 9 bytes per id.
 */
export class ComboIds {
  size = 0;
  geo: Uint32Array;
  asn: Uint32Array;
  priv: Uint8Array;
  private slots: Uint32Array;
  private mask: number;

  /** A table with room for `expected` triples before its first doubling. */
  constructor(expected = 1024) {
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.slots = new Uint32Array(cap * 4);
    this.mask = cap - 1;
    this.geo = new Uint32Array(cap >>> 1);
    this.asn = new Uint32Array(cap >>> 1);
    this.priv = new Uint8Array(cap >>> 1);
  }

  /** The id of the triple, assigning the next one when it is new. Throws RangeError when `p1` is above 254. */
  idOf(gv: number, av: number, p1: number): number {
    if (p1 > 254) throw new RangeError(`ComboIds: privacy value ${p1 - 1} out of range`);
    const slots = this.slots;
    const mask = this.mask;
    let h = hash(gv, av, p1) & mask;
    for (;;) {
      const k = h * 4;
      const tag = slots[k + 2]!;
      if (tag === 0) break;
      if (tag === p1 + 1 && slots[k] === gv && slots[k + 1] === av) return slots[k + 3]!;
      h = (h + 1) & mask;
    }
    const id = this.size++;
    const k = h * 4;
    slots[k] = gv;
    slots[k + 1] = av;
    slots[k + 2] = p1 + 1;
    slots[k + 3] = id;
    this.geo[id] = gv;
    this.asn[id] = av;
    this.priv[id] = p1;
    if (this.size * 2 >= mask + 1) this.grow();
    return id;
  }

  /** The triples of every id, in arrays of exactly `size` entries (copies). */
  trimmed(): { geo: Uint32Array; asn: Uint32Array; priv: Uint8Array } {
    return {
      geo: this.geo.slice(0, this.size),
      asn: this.asn.slice(0, this.size),
      priv: this.priv.slice(0, this.size),
    };
  }

  /** Doubles the hash table and the triple arrays, re-inserting every id. */
  private grow(): void {
    const cap = (this.mask + 1) * 2;
    const slots = new Uint32Array(cap * 4);
    const mask = cap - 1;
    const geo = new Uint32Array(cap >>> 1);
    const asn = new Uint32Array(cap >>> 1);
    const priv = new Uint8Array(cap >>> 1);
    geo.set(this.geo.subarray(0, this.size));
    asn.set(this.asn.subarray(0, this.size));
    priv.set(this.priv.subarray(0, this.size));
    for (let id = 0; id < this.size; id++) {
      let h = hash(geo[id]!, asn[id]!, priv[id]!) & mask;
      while (slots[h * 4 + 2] !== 0) h = (h + 1) & mask;
      const k = h * 4;
      slots[k] = geo[id]!;
      slots[k + 1] = asn[id]!;
      slots[k + 2] = priv[id]! + 1;
      slots[k + 3] = id;
    }
    this.slots = slots;
    this.mask = mask;
    this.geo = geo;
    this.asn = asn;
    this.priv = priv;
  }
}

function hash(gv: number, av: number, p1: number): number {
  const h = (Math.imul(gv, 0x9e3779b1) ^ Math.imul(av ^ 0x5bd1e995, 0x85ebca6b) ^ Math.imul(p1 + 1, 0xc2b2ae35)) >>> 0;
  return h ^ (h >>> 15);
}
