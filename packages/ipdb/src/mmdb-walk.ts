/**
 * Minimal MaxMind DB (format 2.x) reader used by the build: parses the metadata, decodes the data
 * section and walks the binary search tree to enumerate every network in address order.
 *
 * Spec: https://maxmind.github.io/MaxMind-DB/ (MaxMind DB File Format Specification 2.0).
 * - The file is `[search tree][16 zero bytes][data section][\xAB\xCD\xEFMaxMind.com][metadata map]`.
 * - Tree nodes hold two records (left = bit 0, right = bit 1) of 24, 28 or 32 bits, big-endian.
 *   A record value `< nodeCount` is a node number, `== nodeCount` means "no data", `> nodeCount`
 *   points into the data section at offset `value - nodeCount - 16`.
 * - Data fields start with a control byte: type in the top 3 bits (0 = extended type in the next
 *   byte, +7), size in the low 5 bits (29/30/31 = size in 1/2/3 following bytes, plus 29/285/65821).
 *
 * Used only by the build (`build.ts`) to read DB-IP City Lite; the runtime reader never touches MMDB.
 * Errors: {@link IpdbFormatError} for a file that is not a valid MMDB.
 */
import { IpdbFormatError } from './errors.ts';

/** A decoded MaxMind DB data value. uint64/uint128 above 2^53 decode to `bigint`. */
export type MmdbValue = string | number | bigint | boolean | Uint8Array | MmdbValue[] | { [key: string]: MmdbValue };

/** The metadata map of an MMDB file (only the fields the walker uses are typed). */
export interface MmdbMetadata {
  nodeCount: number;
  recordSize: 24 | 28 | 32;
  ipVersion: 4 | 6;
  databaseType: string;
  buildEpoch: number;
  binaryFormatMajorVersion: number;
  binaryFormatMinorVersion: number;
  /** Byte length of the search tree (`nodeCount * recordSize / 4`). */
  searchTreeSize: number;
  /** Every key of the metadata map, decoded. */
  raw: Record<string, MmdbValue>;
}

const METADATA_MARKER = Buffer.from([0xab, 0xcd, 0xef, ...Buffer.from('MaxMind.com', 'latin1')]);
const METADATA_MAX_SEARCH = 128 * 1024;

/** Decodes MMDB data-section values at absolute byte offsets of `buf`; pointers are relative to `pointerBase`. */
export class MmdbDecoder {
  /** Position of the next byte to decode (absolute offset in the buffer). */
  pos = 0;
  private readonly buf: Buffer;
  private readonly pointerBase: number;

  constructor(buf: Buffer, pointerBase: number) {
    this.buf = buf;
    this.pointerBase = pointerBase;
  }

  /** Decodes the value at absolute offset `offset`. Throws {@link IpdbFormatError} on malformed data. */
  decodeAt(offset: number): MmdbValue {
    this.pos = offset;
    return this.read();
  }

  /** Decodes the value at `this.pos` and advances past it (a pointer advances past the pointer only). */
  read(): MmdbValue {
    const buf = this.buf;
    if (this.pos >= buf.length) throw new IpdbFormatError(`MMDB data read past end of file at ${this.pos}`);
    const ctrl = buf[this.pos++]!;
    let type = ctrl >> 5;
    if (type === 1) {
      const target = this.readPointer(ctrl);
      const resume = this.pos;
      this.pos = this.pointerBase + target;
      const value = this.read();
      this.pos = resume;
      return value;
    }
    if (type === 0) {
      if (this.pos >= buf.length) throw new IpdbFormatError('MMDB extended type byte past end of file');
      type = 7 + buf[this.pos++]!;
      if (type < 8) throw new IpdbFormatError(`MMDB invalid extended type ${type}`);
    }
    const size = this.readSize(ctrl & 0x1f);
    return this.readPayload(type, size);
  }

  private readPointer(ctrl: number): number {
    const buf = this.buf;
    const ss = (ctrl >> 3) & 0x3;
    const vvv = ctrl & 0x7;
    const p = this.pos;
    switch (ss) {
      case 0:
        this.pos += 1;
        return (vvv << 8) | buf[p]!;
      case 1:
        this.pos += 2;
        return 2048 + ((vvv << 16) | (buf[p]! << 8) | buf[p + 1]!);
      case 2:
        this.pos += 3;
        return 526336 + ((vvv << 24) | (buf[p]! << 16) | (buf[p + 1]! << 8) | buf[p + 2]!);
      default:
        this.pos += 4;
        return buf.readUInt32BE(p);
    }
  }

  private readSize(low: number): number {
    const buf = this.buf;
    if (low < 29) return low;
    const p = this.pos;
    if (low === 29) {
      this.pos += 1;
      return 29 + buf[p]!;
    }
    if (low === 30) {
      this.pos += 2;
      return 285 + ((buf[p]! << 8) | buf[p + 1]!);
    }
    this.pos += 3;
    return 65821 + ((buf[p]! << 16) | (buf[p + 1]! << 8) | buf[p + 2]!);
  }

  private readPayload(type: number, size: number): MmdbValue {
    const buf = this.buf;
    const p = this.pos;
    switch (type) {
      case 2: // utf8_string
        this.pos += size;
        return buf.toString('utf8', p, p + size);
      case 3: // double
        if (size !== 8) throw new IpdbFormatError(`MMDB double of size ${size}`);
        this.pos += 8;
        return buf.readDoubleBE(p);
      case 4: // bytes
        this.pos += size;
        return new Uint8Array(buf.subarray(p, p + size));
      case 5: // uint16
      case 6: // uint32
      case 9: // uint64
      case 10: // uint128
        return this.readUnsigned(size);
      case 7: {
        // map
        const out: { [key: string]: MmdbValue } = {};
        for (let i = 0; i < size; i++) {
          const key = this.read();
          if (typeof key !== 'string') throw new IpdbFormatError('MMDB map key is not a string');
          out[key] = this.read();
        }
        return out;
      }
      case 8: {
        // int32: 0..4 bytes, sign-extended from 32 bits
        let v = 0;
        for (let i = 0; i < size; i++) v = (v << 8) | buf[p + i]!;
        this.pos += size;
        return v | 0;
      }
      case 11: {
        // array
        const out: MmdbValue[] = [];
        for (let i = 0; i < size; i++) out.push(this.read());
        return out;
      }
      case 14: // boolean: value is the size field
        return size !== 0;
      case 15: // float
        if (size !== 4) throw new IpdbFormatError(`MMDB float of size ${size}`);
        this.pos += 4;
        return buf.readFloatBE(p);
      default:
        // 12 = data cache container, 13 = end marker: never valid as a record value
        throw new IpdbFormatError(`MMDB unsupported data type ${type} at ${p}`);
    }
  }

  private readUnsigned(size: number): number | bigint {
    const buf = this.buf;
    const p = this.pos;
    this.pos += size;
    if (size <= 6) {
      let v = 0;
      for (let i = 0; i < size; i++) v = v * 256 + buf[p + i]!;
      return v;
    }
    let v = 0n;
    for (let i = 0; i < size; i++) v = (v << 8n) | BigInt(buf[p + i]!);
    return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  }
}

function asNumber(v: MmdbValue | undefined, field: string): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  throw new IpdbFormatError(`MMDB metadata field ${field} missing or not a number`);
}

/** A parsed MMDB file: metadata, tree access and data decoding. Construct with {@link openMmdb}. */
export class MmdbFile {
  readonly buf: Buffer;
  readonly metadata: MmdbMetadata;
  /** Absolute offset of the data section (search tree size + 16-byte separator). */
  readonly dataSectionStart: number;
  readonly decoder: MmdbDecoder;

  constructor(buf: Buffer) {
    this.buf = buf;
    const from = Math.max(0, buf.length - METADATA_MAX_SEARCH);
    const markerAt = buf.lastIndexOf(METADATA_MARKER);
    if (markerAt < from || markerAt < 0) throw new IpdbFormatError('Not a MaxMind DB file: metadata marker not found');
    const metaStart = markerAt + METADATA_MARKER.length;
    const raw = new MmdbDecoder(buf, metaStart).decodeAt(metaStart);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || raw instanceof Uint8Array) {
      throw new IpdbFormatError('MMDB metadata is not a map');
    }
    const recordSize = asNumber(raw.record_size, 'record_size');
    if (recordSize !== 24 && recordSize !== 28 && recordSize !== 32) {
      throw new IpdbFormatError(`MMDB record size ${recordSize} is not supported (24, 28 or 32)`);
    }
    const ipVersion = asNumber(raw.ip_version, 'ip_version');
    if (ipVersion !== 4 && ipVersion !== 6) throw new IpdbFormatError(`MMDB ip_version ${ipVersion}`);
    const major = asNumber(raw.binary_format_major_version, 'binary_format_major_version');
    if (major !== 2) throw new IpdbFormatError(`MMDB binary format major version ${major} is not 2`);
    const nodeCount = asNumber(raw.node_count, 'node_count');
    const searchTreeSize = (nodeCount * recordSize) / 4;
    if (searchTreeSize + 16 > markerAt) throw new IpdbFormatError('MMDB search tree larger than the file');
    this.metadata = {
      nodeCount,
      recordSize,
      ipVersion,
      databaseType: typeof raw.database_type === 'string' ? raw.database_type : '',
      buildEpoch: asNumber(raw.build_epoch, 'build_epoch'),
      binaryFormatMajorVersion: major,
      binaryFormatMinorVersion: asNumber(raw.binary_format_minor_version ?? 0, 'binary_format_minor_version'),
      searchTreeSize,
      raw,
    };
    this.dataSectionStart = searchTreeSize + 16;
    this.decoder = new MmdbDecoder(buf, this.dataSectionStart);
  }

  /** Record `bit` (0 = left, 1 = right) of node `node`; a node number, `nodeCount` (empty) or a data pointer. */
  record(node: number, bit: 0 | 1): number {
    const buf = this.buf;
    switch (this.metadata.recordSize) {
      case 24: {
        const o = node * 6 + bit * 3;
        return (buf[o]! << 16) | (buf[o + 1]! << 8) | buf[o + 2]!;
      }
      case 28: {
        const o = node * 7;
        if (bit === 0) return ((buf[o + 3]! & 0xf0) << 20) | (buf[o]! << 16) | (buf[o + 1]! << 8) | buf[o + 2]!;
        return ((buf[o + 3]! & 0x0f) << 24) | (buf[o + 4]! << 16) | (buf[o + 5]! << 8) | buf[o + 6]!;
      }
      default:
        return buf.readUInt32BE(node * 8 + bit * 4);
    }
  }

  /** Offset within the data section (relative to its start) that a data record value points to. */
  dataOffset(recordValue: number): number {
    const off = recordValue - this.metadata.nodeCount - 16;
    if (off < 0 || this.dataSectionStart + off >= this.buf.length) {
      throw new IpdbFormatError(`MMDB record value ${recordValue} points outside the data section`);
    }
    return off;
  }

  /** Decodes the data record at `dataOffset` (relative to the data section start). */
  decodeData(dataOffset: number): MmdbValue {
    return this.decoder.decodeAt(this.dataSectionStart + dataOffset);
  }

  /**
   * The node reached from the root by `depth` zero bits, or -1 when the path ends earlier
   * (at data or an empty record). For an IPv6 tree, depth 96 gives the IPv4 (::/96) subtree.
   */
  nodeAtZeroPath(depth: number): number {
    let node = 0;
    const n = this.metadata.nodeCount;
    for (let i = 0; i < depth; i++) {
      if (node >= n) return -1;
      node = this.record(node, 0);
    }
    return node < n ? node : -1;
  }
}

/** Parses an MMDB file already loaded in memory. Throws {@link IpdbFormatError} if it is not one. */
export function openMmdb(buf: Buffer): MmdbFile {
  return new MmdbFile(buf);
}

/** Options for {@link walkNetworks}. */
export interface WalkOptions {
  /**
   * IPv6 trees only: skip the IPv4 subtree at ::/96 and every record aliasing it (MaxMind writers
   * alias ::ffff:0:0/96 and 2002::/16 to it), so IPv4 data is not enumerated again as IPv6.
   */
  skipIpv4Subtree?: boolean;
}

/** Counters reported by {@link walkNetworks}. */
export interface WalkStats {
  networks: number;
  /** Node number of the ::/96 IPv4 subtree in an IPv6 tree, or -1 when the tree has none. */
  ipv4SubtreeNode: number;
  /** Records skipped because they point at the IPv4 subtree (the ::/96 record itself counts too). */
  skippedAliases: number;
}

/**
 * Enumerates every network of the tree in ascending address order, calling
 * `onNetwork(start, prefixLength, dataOffset)`.
 *
 * `start` is a reused 4-word array holding the network's first address, most significant word
 * first; for an IPv4 tree only `start[0]` is used and `prefixLength` ≤ 32. `dataOffset` is relative
 * to the data section (decode it with {@link MmdbFile.decodeData}). Throws {@link IpdbFormatError}
 * on a corrupt tree (record out of range, or a cycle deeper than the address width).
 */
export function walkNetworks(
  db: MmdbFile,
  onNetwork: (start: Uint32Array, prefixLength: number, dataOffset: number) => void,
  options: WalkOptions = {},
): WalkStats {
  const { nodeCount, ipVersion } = db.metadata;
  const bits = ipVersion === 4 ? 32 : 128;
  const dataLimit = nodeCount + 16 + (db.buf.length - db.dataSectionStart);
  const ipv4Node = ipVersion === 6 ? db.nodeAtZeroPath(96) : -1;
  const skip = options.skipIpv4Subtree === true && ipv4Node >= 0;
  const stats: WalkStats = { networks: 0, ipv4SubtreeNode: ipv4Node, skippedAliases: 0 };
  const addr = new Uint32Array(4);

  const visit = (value: number, depth: number): void => {
    if (value === nodeCount) return; // empty
    if (value > nodeCount) {
      if (value >= dataLimit) throw new IpdbFormatError(`MMDB record ${value} points past the data section`);
      stats.networks++;
      onNetwork(addr, depth, value - nodeCount - 16);
      return;
    }
    if (skip && value === ipv4Node) {
      stats.skippedAliases++;
      return;
    }
    if (depth >= bits) throw new IpdbFormatError(`MMDB tree deeper than ${bits} bits at node ${value}`);
    const word = depth >>> 5;
    const mask = (0x80000000 >>> (depth & 31)) >>> 0;
    visit(db.record(value, 0), depth + 1);
    addr[word] = (addr[word]! | mask) >>> 0;
    visit(db.record(value, 1), depth + 1);
    addr[word] = (addr[word]! & ~mask) >>> 0;
  };
  visit(0, 0);
  return stats;
}
