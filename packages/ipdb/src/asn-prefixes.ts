/**
 * ASN-side queries over an open database: the ranges each autonomous system announces (from the ASN source,
 * `@ip-location-db/asn`: RouteViews / NRO / DB-IP), as CIDR prefixes.
 * - {@link asnPrefixes}: AS number → its IPv4 and IPv6 prefixes and counts.
 * - {@link asnRangeOf}: an address → the ASN range holding it, and the CIDR prefix of that range holding it (not
 *   the lookup's `start_ip`/`end_ip`, which is intersected with the geolocation range).
 * - {@link rangeToCidrs}: the minimal CIDR list of an inclusive address range.
 * The index is built once per database on first use by walking the ASN tables (export-ranges.ts keyedRanges, which
 * leaves out special-purpose blocks): about a second and tens of MB for the shipped data.
 */
import { formatV4, formatV6, parseIpInto, isV4Mapped } from './address.ts';
import { keyedRanges } from './export-ranges.ts';
import type { IpAsn, IpDatabase } from './ip-data.ts';
import { databaseInternals } from './reader.ts';

/** The ranges of one ASN record: IPv4 as [start, end] u32 pairs, IPv6 as [start, end] bigint pairs, ascending. */
interface AsnRanges {
  v4: number[];
  v6: bigint[];
}
interface AsnIndex {
  /** Ranges by ASN record index. */
  byRecord: Map<number, AsnRanges>;
  /** ASN record indexes by AS number (one number may have several records, e.g. renamed organisations). */
  byNumber: Map<number, number[]>;
}

const indexes = new WeakMap<IpDatabase, AsnIndex>();
export const w128 = (w: Uint32Array): bigint =>
  (BigInt(w[0]!) << 96n) | (BigInt(w[1]!) << 64n) | (BigInt(w[2]!) << 32n) | BigInt(w[3]!);

/** The walk that builds the ASN index of `db`; each step handles a batch of table segments. */
function* buildIndex(db: IpDatabase): Generator<void, AsnIndex, void> {
  const s = databaseInternals(db).sections;
  const byRecord = new Map<number, AsnRanges>();
  const entry = (key: number): AsnRanges => {
    let r = byRecord.get(key);
    if (!r) {
      r = { v4: [], v6: [] };
      byRecord.set(key, r);
    }
    return r;
  };
  yield* keyedRanges(s, 'asn', {
    v4: (start, end, key) => void entry(key).v4.push(start, end),
    v6: (start, end, key) => void entry(key).v6.push(w128(start), w128(end)),
  });
  const byNumber = new Map<number, number[]>();
  for (const key of byRecord.keys()) {
    const n = s.asnU32[4 * key]!;
    const list = byNumber.get(n);
    if (list) list.push(key);
    else byNumber.set(n, [key]);
  }
  return { byRecord, byNumber };
}

/** The ASN index of `db`, built now (synchronously, about a second) when {@link prepareAsnIndex} has not. */
function indexOf(db: IpDatabase): AsnIndex {
  let idx = indexes.get(db);
  if (idx) return idx;
  const walk = buildIndex(db);
  let step = walk.next();
  while (!step.done) step = walk.next();
  idx = step.value;
  indexes.set(db, idx);
  return idx;
}

const building = new WeakMap<IpDatabase, Promise<void>>();
/**
 * Build the ASN index of `db` in the background, yielding to the event loop between batches, so a server does not
 * stall on the first ASN query. Resolves at once when it is built; concurrent callers share one build.
 */
export function prepareAsnIndex(db: IpDatabase): Promise<void> {
  if (indexes.has(db)) return Promise.resolve();
  let p = building.get(db);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const walk = buildIndex(db);
      const run = () => {
        try {
          const step = walk.next();
          if (step.done) {
            indexes.set(db, step.value);
            resolve();
          } else setImmediate(run);
        } catch (err) {
          building.delete(db);
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      };
      setImmediate(run);
    });
    building.set(db, p);
  }
  return p;
}

/** True once the ASN index of `db` is built (queries then answer without building it). */
export function asnIndexReady(db: IpDatabase): boolean {
  return indexes.has(db);
}

/**
 * The minimal list of CIDR prefixes covering `start`..`end` (inclusive), of family `bits` (32 or 128), in order.
 * Text as "a.b.c.d/n" or RFC 5952 IPv6 "x::/n".
 */
export function rangeToCidrs(start: bigint, end: bigint, bits: 32 | 128): string[] {
  const out: string[] = [];
  let cur = start;
  while (cur <= end) {
    let size = 0; // the largest block aligned at cur and inside the range: 2^size addresses
    while (size < bits && (cur & ((1n << BigInt(size + 1)) - 1n)) === 0n && cur + (1n << BigInt(size + 1)) - 1n <= end)
      size++;
    out.push(`${formatAddress(cur, bits)}/${bits - size}`);
    cur += 1n << BigInt(size);
  }
  return out;
}

/** Text of an address given as a bigint of family `bits`. */
export function formatAddress(a: bigint, bits: 32 | 128): string {
  if (bits === 32) return formatV4(Number(a));
  const w = (k: number) => Number((a >> BigInt(32 * k)) & 0xffffffffn);
  return formatV6(w(3), w(2), w(1), w(0));
}

/** What {@link asnPrefixes} answers for an AS number. */
export interface AsnPrefixes {
  asn: number;
  /** The ASN record (name, domain, usage type) as lookups give it; the first record when there are several. */
  record: IpAsn;
  ipv4: string[];
  ipv6: string[];
  /** IPv4 addresses announced (a number; IPv6 counts as /64 networks would not fit usefully). */
  ipv4_addresses: number;
}

/** Every prefix the ASN announces in the database, or null when no range has that AS number. */
export function asnPrefixes(db: IpDatabase, asn: number): AsnPrefixes | null {
  const idx = indexOf(db);
  const keys = idx.byNumber.get(asn);
  if (!keys) return null;
  const v4: [number, number][] = [];
  const v6: [bigint, bigint][] = [];
  for (const k of keys) {
    const r = idx.byRecord.get(k)!;
    for (let i = 0; i < r.v4.length; i += 2) v4.push([r.v4[i]!, r.v4[i + 1]!]);
    for (let i = 0; i < r.v6.length; i += 2) v6.push([r.v6[i]!, r.v6[i + 1]!]);
  }
  v4.sort((a, b) => a[0] - b[0]);
  v6.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    asn,
    record: databaseInternals(db).asn(keys[0]!).data,
    ipv4: v4.flatMap(([a, b]) => rangeToCidrs(BigInt(a), BigInt(b), 32)),
    ipv6: v6.flatMap(([a, b]) => rangeToCidrs(a, b, 128)),
    ipv4_addresses: v4.reduce((n, [a, b]) => n + (b - a + 1), 0),
  };
}

/** What {@link asnRangeOf} answers: the ASN range holding an address and the prefix of it holding the address. */
export interface AsnRange {
  asn: IpAsn;
  start_ip: string;
  end_ip: string;
  /** The CIDR prefix of the ASN range that holds the address. */
  prefix: string;
}

/**
 * The ASN range holding `ip` (IPv4-mapped IPv6 addresses by their IPv4 address), or null when no ASN range holds
 * it (special-purpose blocks included). Throws InvalidIpError for malformed text.
 */
export function asnRangeOf(db: IpDatabase, ip: string): AsnRange | null {
  const w = new Uint32Array(4);
  let v4 = parseIpInto(ip, w) === 4;
  if (!v4 && isV4Mapped(w[0]!, w[1]!, w[2]!)) {
    w[0] = w[3]!;
    v4 = true;
  }
  const rec = db.lookupRecord(ip);
  if (!rec?.asn) return null;
  const idx = indexOf(db);
  for (const key of idx.byNumber.get(rec.asn.asn) ?? []) {
    const r = idx.byRecord.get(key)!;
    const bits = v4 ? 32 : 128;
    const a = v4 ? BigInt(w[0]!) : w128(w);
    const list: ArrayLike<number | bigint> = v4 ? r.v4 : r.v6;
    // Binary search over the [start, end] pairs.
    let lo = 0;
    let hi = list.length / 2 - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = BigInt(list[2 * mid]!);
      const e = BigInt(list[2 * mid + 1]!);
      if (a < s) hi = mid - 1;
      else if (a > e) lo = mid + 1;
      else {
        const prefix = rangeToCidrs(s, e, bits).find((c) => inCidr(a, c, bits))!;
        return { asn: rec.asn, start_ip: formatAddress(s, bits), end_ip: formatAddress(e, bits), prefix };
      }
    }
  }
  return null;
}

/** True when address `a` is in CIDR text `cidr` of family `bits`. */
function inCidr(a: bigint, cidr: string, bits: 32 | 128): boolean {
  const [base, len] = cidr.split('/') as [string, string];
  const w = new Uint32Array(4);
  parseIpInto(base, w);
  const b = bits === 32 ? BigInt(w[0]!) : w128(w);
  const shift = BigInt(bits - Number(len));
  return a >> shift === b >> shift;
}
