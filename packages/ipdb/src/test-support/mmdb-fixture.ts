/**
 * Test helper (not used by the product code): writes tiny MaxMind DB files following the
 * MaxMind DB 2.0 spec, so the walker and decoder can be tested on data whose answers are known.
 *
 * Supports record sizes 24/28/32, IPv4 and IPv6 trees, an optional IPv4 subtree at ::/96 with
 * MaxMind-style aliases (::ffff:0:0/96 and 2002::/16 pointing to it), and a data section with
 * maps, strings, doubles, floats, unsigned ints, int32, arrays, booleans and bytes; repeated
 * strings are emitted as pointers to their first occurrence.
 */

/** A typed scalar to force a specific MMDB type. */
export type Typed =
  | { t: 'double'; v: number }
  | { t: 'float'; v: number }
  | { t: 'uint16'; v: number }
  | { t: 'uint32'; v: number }
  | { t: 'uint64'; v: bigint }
  | { t: 'uint128'; v: bigint }
  | { t: 'int32'; v: number };

export type FixtureValue = string | boolean | Uint8Array | Typed | FixtureValue[] | { [k: string]: FixtureValue };

export interface FixtureNetwork {
  /** Network address, IPv4 dotted or IPv6 text (IPv6 parsed with the simple a:b::c form). */
  address: string;
  prefix: number;
  data: FixtureValue;
}

export interface FixtureOptions {
  ipVersion: 4 | 6;
  recordSize: 24 | 28 | 32;
  networks: FixtureNetwork[];
  /** IPv6 only: IPv4 networks placed under ::/96, aliased from ::ffff:0:0/96 and 2002::/16. */
  ipv4Subtree?: FixtureNetwork[];
  /** Extra bytes of padding at the start of the data section (to force long pointers). */
  dataPadding?: number;
}

function bitsOf(address: string, version: 4 | 6): number[] {
  const bits: number[] = [];
  if (version === 4 || (address.includes('.') && !address.includes(':'))) {
    for (const o of address.split('.').map(Number)) for (let b = 7; b >= 0; b--) bits.push((o >> b) & 1);
    return bits;
  }
  const [h, t] = address.split('::') as [string, string | undefined];
  const hs = h ? h.split(':') : [];
  const ts = t ? t.split(':') : [];
  const groups = address.includes('::') ? [...hs, ...Array(8 - hs.length - ts.length).fill('0'), ...ts] : hs;
  for (const g of groups.map((x) => parseInt(x, 16))) for (let b = 15; b >= 0; b--) bits.push((g >> b) & 1);
  return bits;
}

type Slot = { kind: 'empty' } | { kind: 'node'; node: TrieNode } | { kind: 'data'; key: number };
interface TrieNode {
  slots: [Slot, Slot];
}

function newNode(): TrieNode {
  return { slots: [{ kind: 'empty' }, { kind: 'empty' }] };
}

function insert(root: TrieNode, bits: number[], prefix: number, slot: Slot): void {
  let node = root;
  for (let i = 0; i < prefix - 1; i++) {
    const b = bits[i] as 0 | 1;
    const s = node.slots[b];
    if (s.kind === 'node') node = s.node;
    else {
      const n = newNode();
      node.slots[b] = { kind: 'node', node: n };
      node = n;
    }
  }
  node.slots[bits[prefix - 1] as 0 | 1] = slot;
}

class DataWriter {
  readonly bytes: number[] = [];
  private readonly strings = new Map<string, number>();
  constructor(padding: number) {
    for (let i = 0; i < padding; i++) this.bytes.push(0);
  }
  private ctrl(type: number, size: number): void {
    const b = this.bytes;
    let sizeBits: number;
    const extra: number[] = [];
    if (size < 29) sizeBits = size;
    else if (size < 285) {
      sizeBits = 29;
      extra.push(size - 29);
    } else if (size < 65821) {
      sizeBits = 30;
      const v = size - 285;
      extra.push(v >> 8, v & 255);
    } else {
      sizeBits = 31;
      const v = size - 65821;
      extra.push((v >> 16) & 255, (v >> 8) & 255, v & 255);
    }
    if (type <= 7) b.push((type << 5) | sizeBits);
    else b.push(sizeBits, type - 7);
    b.push(...extra);
  }
  pointer(p: number): void {
    const b = this.bytes;
    if (p < 2048) b.push(0x20 | (p >> 8), p & 255);
    else if (p < 526336) {
      const v = p - 2048;
      b.push(0x28 | (v >> 16), (v >> 8) & 255, v & 255);
    } else if (p < 134744064) {
      const v = p - 526336;
      b.push(0x30 | (v >>> 24), (v >> 16) & 255, (v >> 8) & 255, v & 255);
    } else b.push(0x38, (p >>> 24) & 255, (p >> 16) & 255, (p >> 8) & 255, p & 255);
  }
  write(v: FixtureValue): number {
    const at = this.bytes.length;
    const b = this.bytes;
    if (typeof v === 'string') {
      const seen = this.strings.get(v);
      if (seen !== undefined) {
        this.pointer(seen);
        return at;
      }
      this.strings.set(v, at);
      const enc = Buffer.from(v, 'utf8');
      this.ctrl(2, enc.length);
      b.push(...enc);
    } else if (typeof v === 'boolean') this.ctrl(14, v ? 1 : 0);
    else if (v instanceof Uint8Array) {
      this.ctrl(4, v.length);
      b.push(...v);
    } else if (Array.isArray(v)) {
      this.ctrl(11, v.length);
      for (const x of v) this.write(x);
    } else if ('t' in v && typeof v.t === 'string' && 'v' in v) {
      const tv = v as Typed;
      const uint = (n: bigint, type: number): void => {
        const out: number[] = [];
        while (n > 0n) {
          out.unshift(Number(n & 255n));
          n >>= 8n;
        }
        this.ctrl(type, out.length);
        b.push(...out);
      };
      switch (tv.t) {
        case 'double': {
          const x = Buffer.alloc(8);
          x.writeDoubleBE(tv.v);
          this.ctrl(3, 8);
          b.push(...x);
          break;
        }
        case 'float': {
          const x = Buffer.alloc(4);
          x.writeFloatBE(tv.v);
          this.ctrl(15, 4);
          b.push(...x);
          break;
        }
        case 'uint16':
          uint(BigInt(tv.v), 5);
          break;
        case 'uint32':
          uint(BigInt(tv.v), 6);
          break;
        case 'uint64':
          uint(tv.v, 9);
          break;
        case 'uint128':
          uint(tv.v, 10);
          break;
        case 'int32': {
          const x = Buffer.alloc(4);
          x.writeInt32BE(tv.v);
          this.ctrl(8, 4);
          b.push(...x);
          break;
        }
      }
    } else {
      const entries = Object.entries(v as Record<string, FixtureValue>);
      this.ctrl(7, entries.length);
      for (const [k, x] of entries) {
        this.write(k);
        this.write(x);
      }
    }
    return at;
  }
}

/** Builds an MMDB file image from `opts`. */
export function buildMmdb(opts: FixtureOptions): Buffer {
  const { ipVersion, recordSize } = opts;
  const data = new DataWriter(opts.dataPadding ?? 0);
  const root = newNode();
  const offsets: number[] = [];
  const addData = (v: FixtureValue): number => {
    offsets.push(data.write(v));
    return offsets.length - 1;
  };
  for (const n of opts.networks)
    insert(root, bitsOf(n.address, ipVersion), n.prefix, { kind: 'data', key: addData(n.data) });
  if (opts.ipv4Subtree && ipVersion === 6) {
    const v4root = newNode();
    for (const n of opts.ipv4Subtree)
      insert(v4root, bitsOf(n.address, 4), n.prefix, { kind: 'data', key: addData(n.data) });
    const zeros = new Array(128).fill(0);
    insert(root, zeros, 96, { kind: 'node', node: v4root });
    insert(root, bitsOf('::ffff:0:0', 6), 96, { kind: 'node', node: v4root });
    insert(root, bitsOf('2002::', 6), 16, { kind: 'node', node: v4root });
  }
  // Number nodes breadth-first (root = 0); shared subtrees keep one number.
  const ids = new Map<TrieNode, number>();
  const order: TrieNode[] = [];
  const queue = [root];
  while (queue.length) {
    const n = queue.shift()!;
    if (ids.has(n)) continue;
    ids.set(n, order.length);
    order.push(n);
    for (const s of n.slots) if (s.kind === 'node' && !ids.has(s.node)) queue.push(s.node);
  }
  const nodeCount = order.length;
  const recordValue = (s: Slot): number =>
    s.kind === 'empty' ? nodeCount : s.kind === 'node' ? ids.get(s.node)! : nodeCount + 16 + offsets[s.key]!;
  const nodeBytes = recordSize / 4;
  const tree = Buffer.alloc(nodeCount * nodeBytes);
  order.forEach((n, i) => {
    const l = recordValue(n.slots[0]);
    const r = recordValue(n.slots[1]);
    const o = i * nodeBytes;
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
  });
  const meta = new DataWriter(0);
  meta.write({
    node_count: { t: 'uint32', v: nodeCount },
    record_size: { t: 'uint16', v: recordSize },
    ip_version: { t: 'uint16', v: ipVersion },
    database_type: 'Fixture-City',
    languages: [],
    binary_format_major_version: { t: 'uint16', v: 2 },
    binary_format_minor_version: { t: 'uint16', v: 0 },
    build_epoch: { t: 'uint64', v: 1700000000n },
    description: { en: 'test fixture' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    Buffer.from(data.bytes),
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com', 'latin1'),
    Buffer.from(meta.bytes),
  ]);
}
