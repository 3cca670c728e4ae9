/**
 * Writes MaxMind DB 2.0 files (spec: https://maxmind.github.io/MaxMind-DB/), readable by MaxMind's
 * readers (libmaxminddb, the `maxmind` npm package, GeoIP2 APIs).
 *
 * Layout: `[search tree][16 zero bytes][data section][\xAB\xCD\xEFMaxMind.com][metadata map]`.
 * - The tree is an IPv6 tree (ip_version 6). IPv4 networks live in the ::/96 subtree, and
 *   ::ffff:0:0/96 (IPv4-mapped) is aliased to it, as MaxMind's own databases do.
 * - Records are 24, 28 or 32 bits: the smallest that holds `node_count + 16 + data section size`.
 * - The data section holds one map per distinct value (deduplicated by content); strings that
 *   occur again (map keys, repeated values) are written once and referenced by pointers.
 *
 * Usage: `new MmdbWriter()`, then {@link MmdbWriter.insertV4} / {@link MmdbWriter.insertV6} ranges in
 * ascending address order (IPv4 first or IPv6 first, but each family ascending and
 * non-overlapping), then {@link MmdbWriter.finish}. Ranges are split into CIDR networks.
 * Errors: RangeError for overlapping or out-of-order input, or a database beyond 2^32 records.
 */

/** A double (type 3) in the data section. */
export class MmdbDouble {
  constructor(readonly value: number) {}
}
/** An unsigned 32-bit integer (type 6) in the data section. */
export class MmdbUint32 {
  constructor(readonly value: number) {}
}
/** A value the writer can store. Plain JS numbers are not accepted: wrap them to pick the type. */
export type MmdbWriteValue =
  | string
  | boolean
  | MmdbDouble
  | MmdbUint32
  | MmdbWriteValue[]
  | { [key: string]: MmdbWriteValue };

/** Options of {@link MmdbWriter.finish}. */
export interface MmdbMetadataInput {
  databaseType: string;
  description: string;
  /** Seconds since the epoch. */
  buildEpoch: number;
  languages?: string[];
  /** Force a record size instead of the smallest that fits. */
  recordSize?: 24 | 28 | 32;
  /**
   * Also alias 2002::/16 (6to4, RFC 3056) and 64:ff9b::/96 (NAT64, RFC 6052) to the IPv4 subtree, each only where
   * no data was inserted under it, so those addresses answer for their embedded IPv4 address (MaxMind's
   * databases alias 2002::/16 the same way).
   */
  embeddedIpv4Aliases?: boolean;
}

/** A uint16 (type 5) or uint64 (type 9) metadata field. */
class MetaUint {
  constructor(
    readonly type: 5 | 9,
    readonly value: number,
  ) {}
}

/** Marks a tree record as a data reference (low 31 bits = index into the data offsets). */
const DATA = 0x80000000;

class ByteSink {
  buf = Buffer.alloc(1 << 16);
  length = 0;
  reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = Buffer.alloc(size);
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }
  byte(b: number): void {
    this.reserve(1);
    this.buf[this.length++] = b;
  }
  bytes(b: Uint8Array): void {
    this.reserve(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
}

/** Encodes data-section values; repeated strings become pointers to their first copy. */
class DataEncoder {
  readonly out = new ByteSink();
  private readonly strings = new Map<string, number>();

  private control(type: number, size: number): void {
    const o = this.out;
    const sizeBits = size < 29 ? size : size < 285 ? 29 : size < 65821 ? 30 : 31;
    if (type <= 7) o.byte((type << 5) | sizeBits);
    else {
      o.byte(sizeBits);
      o.byte(type - 7);
    }
    if (sizeBits === 29) o.byte(size - 29);
    else if (sizeBits === 30) {
      o.byte((size - 285) >> 8);
      o.byte((size - 285) & 255);
    } else if (sizeBits === 31) {
      const v = size - 65821;
      o.byte((v >> 16) & 255);
      o.byte((v >> 8) & 255);
      o.byte(v & 255);
    }
  }

  private pointer(p: number): void {
    const o = this.out;
    if (p < 2048) {
      o.byte(0x20 | (p >> 8));
      o.byte(p & 255);
    } else if (p < 526336) {
      const v = p - 2048;
      o.byte(0x28 | (v >> 16));
      o.byte((v >> 8) & 255);
      o.byte(v & 255);
    } else if (p < 134744064) {
      const v = p - 526336;
      o.byte(0x30 | (v >>> 24));
      o.byte((v >> 16) & 255);
      o.byte((v >> 8) & 255);
      o.byte(v & 255);
    } else {
      o.byte(0x38);
      o.bytes(Uint8Array.of(p >>> 24, (p >> 16) & 255, (p >> 8) & 255, p & 255));
    }
  }

  /** Appends `v` and returns its offset in the data section. */
  write(v: MmdbWriteValue): number {
    const at = this.out.length;
    if (typeof v === 'string') {
      const seen = this.strings.get(v);
      if (seen !== undefined) {
        this.pointer(seen);
        return at;
      }
      const b = Buffer.from(v, 'utf8');
      if (b.length >= 3) this.strings.set(v, at); // shorter strings are as cheap as a pointer
      this.control(2, b.length);
      this.out.bytes(b);
    } else if (typeof v === 'boolean') {
      this.control(14, v ? 1 : 0);
    } else if (v instanceof MmdbDouble) {
      this.control(3, 8);
      const b = Buffer.alloc(8);
      b.writeDoubleBE(v.value);
      this.out.bytes(b);
    } else if (v instanceof MmdbUint32) {
      if (!Number.isInteger(v.value) || v.value < 0 || v.value > 0xffffffff)
        throw new RangeError(`not a uint32: ${v.value}`);
      const bytes: number[] = [];
      for (let x = v.value; x > 0; x = Math.floor(x / 256)) bytes.unshift(x % 256);
      this.control(6, bytes.length);
      this.out.bytes(Uint8Array.from(bytes));
    } else if (Array.isArray(v)) {
      this.control(11, v.length);
      for (const x of v) this.write(x);
    } else {
      const keys = Object.keys(v);
      this.control(7, keys.length);
      for (const k of keys) {
        this.write(k);
        this.write(v[k]!);
      }
    }
    return at;
  }

  /** The metadata map (it also needs uint16 / uint64 fields), written without pointers. */
  static metadata(fields: Array<[string, MmdbWriteValue | MetaUint]>): Buffer {
    const e = new DataEncoder();
    e.control(7, fields.length);
    for (const [k, v] of fields) {
      e.writeLiteral(k);
      if (v instanceof MetaUint) {
        const bytes: number[] = [];
        for (let x = v.value; x > 0; x = Math.floor(x / 256)) bytes.unshift(x % 256);
        e.control(v.type, bytes.length);
        e.out.bytes(Uint8Array.from(bytes));
      } else e.write(v);
    }
    return e.out.buf.subarray(0, e.out.length);
  }

  private writeLiteral(s: string): void {
    const b = Buffer.from(s, 'utf8');
    this.control(2, b.length);
    this.out.bytes(b);
  }
}

/** Builds the search tree and data section of one MaxMind DB file. */
export class MmdbWriter {
  /** Two records per node: 0 = empty, DATA | i = data value i, else a node number (root = 0). */
  private rec = new Uint32Array(1 << 20);
  private nodes = 1;
  private readonly data = new DataEncoder();
  private readonly dataOffsets: number[] = [];
  private readonly byContent = new Map<string, number>();
  /** Path of the previous insert: node at each depth, and its address; reused by the next one. */
  private readonly path = new Uint32Array(129);
  private readonly last = new Uint32Array(4);
  private lastDepth = 0;
  private readonly a = new Uint32Array(4);
  private readonly e = new Uint32Array(4);
  private readonly one = new Uint32Array(4);
  /** Networks inserted. */
  networks = 0;

  /**
   * Registers a value and returns its handle for `insert*`. Values with the same content share
   * one copy in the data section (`contentKey` defaults to the value's JSON text).
   */
  addValue(value: MmdbWriteValue, contentKey: string = JSON.stringify(value)): number {
    let h = this.byContent.get(contentKey);
    if (h === undefined) {
      h = this.dataOffsets.length;
      this.dataOffsets.push(this.data.write(value));
      this.byContent.set(contentKey, h);
    }
    return h;
  }

  /** Inserts the IPv4 range [start, end] (u32, inclusive) with the value handle `h`. */
  insertV4(start: number, end: number, h: number): void {
    const a = this.a;
    let s = start;
    while (s <= end) {
      let k = s === 0 ? 32 : Math.min(32, 31 - Math.clz32(s & -s));
      while (k > 0 && s + 2 ** k - 1 > end) k--;
      a[0] = 0;
      a[1] = 0;
      a[2] = 0;
      a[3] = s;
      this.insert(a, 128 - k, h);
      s += 2 ** k;
    }
  }

  /** Inserts the IPv6 range [start, end] (4 words each, inclusive) with the value handle `h`. */
  insertV6(start: Uint32Array, end: Uint32Array, h: number): void {
    const a = this.a;
    const e = this.e;
    a.set(start);
    e.set(end);
    for (;;) {
      // k = min(trailing zero bits of a, floor(log2(e − a + 1)))
      let tz = 0;
      for (let w = 3; w >= 0; w--) {
        const x = a[w]!;
        if (x === 0) tz += 32;
        else {
          tz += 31 - Math.clz32(x & -x);
          break;
        }
      }
      let k = Math.min(tz, 128);
      while (k > 0 && !fits(a, k, e)) k--;
      this.insert(a, 128 - k, h);
      // a += 2^k; stop after the top of the space or past `e`
      const one = this.one;
      one.fill(0);
      if (k === 128) return;
      one[3 - (k >>> 5)] = 2 ** (k & 31);
      let carry = 0;
      for (let w = 3; w >= 0; w--) {
        const v = a[w]! + one[w]! + carry;
        a[w] = v >>> 0;
        carry = v > 0xffffffff ? 1 : 0;
      }
      if (carry || cmp(a, e) > 0) return;
    }
  }

  private grow(): void {
    if (2 * this.nodes + 2 > this.rec.length) {
      const next = new Uint32Array(this.rec.length * 2);
      next.set(this.rec);
      this.rec = next;
    }
  }

  /** Sets the record for network `addr`/`prefix` (prefix ≥ 1) to data handle `h`. */
  private insert(addr: Uint32Array, prefix: number, h: number): void {
    this.networks++;
    // Reuse the previous path up to the common prefix (inputs arrive in ascending order).
    let common = 0;
    for (let w = 0; w < 4; w++) {
      const x = (addr[w]! ^ this.last[w]!) >>> 0;
      if (x === 0) common += 32;
      else {
        common += Math.clz32(x);
        break;
      }
    }
    let depth = Math.min(common, this.lastDepth, prefix - 1);
    let node = this.path[depth]!;
    for (; depth < prefix - 1; depth++) {
      const bit = (addr[depth >>> 5]! >>> (31 - (depth & 31))) & 1;
      let child = this.rec[2 * node + bit]!;
      if (child === 0) {
        this.grow();
        child = this.nodes++;
        this.rec[2 * node + bit] = child;
      } else if (child >= DATA) {
        throw new RangeError('MMDB writer: overlapping networks');
      }
      node = child;
      this.path[depth + 1] = node;
    }
    const bit = (addr[depth >>> 5]! >>> (31 - (depth & 31))) & 1;
    if (this.rec[2 * node + bit] !== 0) throw new RangeError('MMDB writer: overlapping networks');
    this.rec[2 * node + bit] = (DATA | h) >>> 0;
    this.last.set(addr);
    this.lastDepth = prefix - 1;
  }

  /** Node reached from the root by `depth` bits of `addr`, creating missing nodes. */
  private nodeAt(addr: Uint32Array, depth: number): number {
    let node = 0;
    for (let d = 0; d < depth; d++) {
      const bit = (addr[d >>> 5]! >>> (31 - (d & 31))) & 1;
      let child = this.rec[2 * node + bit]!;
      if (child >= DATA) throw new RangeError('MMDB writer: data above the IPv4 subtree');
      if (child === 0) {
        this.grow();
        child = this.nodes++;
        this.rec[2 * node + bit] = child;
      }
      node = child;
    }
    return node;
  }

  /** Points network `addr`/`prefix` at `node` unless data lies on the way or in it; true when aliased. */
  private aliasIfFree(addr: Uint32Array, prefix: number, node: number): boolean {
    let n = 0;
    for (let d = 0; d < prefix - 1; d++) {
      const bit = (addr[d >>> 5]! >>> (31 - (d & 31))) & 1;
      let child = this.rec[2 * n + bit]!;
      if (child >= DATA) return false;
      if (child === 0) {
        this.grow();
        child = this.nodes++;
        this.rec[2 * n + bit] = child;
      }
      n = child;
    }
    const d = prefix - 1;
    const bit = (addr[d >>> 5]! >>> (31 - (d & 31))) & 1;
    if (this.rec[2 * n + bit] !== 0) return false;
    this.rec[2 * n + bit] = node;
    return true;
  }

  /** Serializes the database. The writer must not be used afterwards. */
  finish(meta: MmdbMetadataInput): Buffer {
    // Alias ::ffff:0:0/96 to the IPv4 subtree at ::/96.
    const v4root = this.nodeAt(new Uint32Array(4), 96);
    const mapped = Uint32Array.of(0, 0, 0xffff, 0);
    const parent = this.nodeAt(mapped, 95);
    if (this.rec[2 * parent + 1] !== 0) throw new RangeError('MMDB writer: data inside ::ffff:0:0/96');
    this.rec[2 * parent + 1] = v4root;
    if (meta.embeddedIpv4Aliases) {
      this.aliasIfFree(Uint32Array.of(0x20020000, 0, 0, 0), 16, v4root);
      this.aliasIfFree(Uint32Array.of(0x0064ff9b, 0, 0, 0), 96, v4root);
    }

    const nodeCount = this.nodes;
    const dataBytes = this.data.out.length;
    const maxValue = nodeCount + 16 + dataBytes;
    const recordSize = meta.recordSize ?? (maxValue < 2 ** 24 ? 24 : maxValue < 2 ** 28 ? 28 : 32);
    if (maxValue >= 2 ** recordSize)
      throw new RangeError(`MMDB writer: ${maxValue} does not fit ${recordSize}-bit records`);
    const nodeBytes = recordSize / 4;
    const tree = Buffer.alloc(nodeCount * nodeBytes);
    const value = (r: number): number =>
      r === 0 ? nodeCount : r >= DATA ? nodeCount + 16 + this.dataOffsets[r - DATA]! : r;
    for (let n = 0; n < nodeCount; n++) {
      const l = value(this.rec[2 * n]!);
      const r = value(this.rec[2 * n + 1]!);
      const o = n * nodeBytes;
      if (recordSize === 24) {
        tree.writeUIntBE(l, o, 3);
        tree.writeUIntBE(r, o + 3, 3);
      } else if (recordSize === 28) {
        tree.writeUIntBE(l & 0xffffff, o, 3);
        tree[o + 3] = ((l >>> 24) << 4) | (r >>> 24);
        tree.writeUIntBE(r & 0xffffff, o + 4, 3);
      } else {
        tree.writeUInt32BE(l, o);
        tree.writeUInt32BE(r, o + 4);
      }
    }
    const metadata = DataEncoder.metadata([
      ['binary_format_major_version', new MetaUint(5, 2)],
      ['binary_format_minor_version', new MetaUint(5, 0)],
      ['build_epoch', new MetaUint(9, meta.buildEpoch)],
      ['database_type', meta.databaseType],
      ['description', { en: meta.description }],
      ['ip_version', new MetaUint(5, 6)],
      ['languages', meta.languages ?? ['en']],
      ['node_count', new MmdbUint32(nodeCount)],
      ['record_size', new MetaUint(5, recordSize)],
    ]);
    const out = Buffer.concat([
      tree,
      Buffer.alloc(16),
      this.data.out.buf.subarray(0, dataBytes),
      Buffer.from([0xab, 0xcd, 0xef]),
      Buffer.from('MaxMind.com', 'latin1'),
      metadata,
    ]);
    this.rec = new Uint32Array(0);
    return out;
  }
}

/** True when a + 2^k − 1 ≤ e (a has at least k trailing zero bits). */
function fits(a: Uint32Array, k: number, e: Uint32Array): boolean {
  for (let w = 0; w < 4; w++) {
    const low = 128 - 32 * (w + 1); // bit index of this word's lowest bit
    const bits = Math.max(0, Math.min(32, k - low)); // how many low bits of this word get set
    const x = bits === 0 ? a[w]! : bits === 32 ? 0xffffffff : (a[w]! | ((2 ** bits - 1) >>> 0)) >>> 0;
    const y = e[w]!;
    if (x !== y) return x < y;
  }
  return true;
}

function cmp(x: Uint32Array, y: Uint32Array): number {
  for (let w = 0; w < 4; w++) if (x[w] !== y[w]) return x[w]! < y[w]! ? -1 : 1;
  return 0;
}
