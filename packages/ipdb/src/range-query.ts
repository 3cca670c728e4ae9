/**
 * The records covering an address range (`GET /ip/v1/range` in the API): the maximal blocks in which every lookup
 * field is the same (IpData `start_ip`..`end_ip`), clipped to the range, in address order, a page at a time.
 */
import { InvalidIpError } from './errors.ts';
import { formatAddress, w128 } from './asn-prefixes.ts';
import { parseIpInto } from './address.ts';
import type { IpData, IpDatabase } from './ip-data.ts';

/** A parsed range: family and inclusive bounds. */
export interface AddressRange {
  bits: 32 | 128;
  start: bigint;
  end: bigint;
}

const toBig = (text: string): { bits: 32 | 128; a: bigint } => {
  const w = new Uint32Array(4);
  return parseIpInto(text, w) === 4 ? { bits: 32, a: BigInt(w[0]!) } : { bits: 128, a: w128(w) };
};

/**
 * Parse "a.b.c.d/n", "x::/n" or "first-last" (both of one family, first ≤ last). A CIDR's host bits are ignored
 * (1.2.3.4/24 is 1.2.3.0/24). @throws InvalidIpError with the reason
 */
export function parseRange(text: string): AddressRange {
  const t = text.trim();
  const dash = t.indexOf('-');
  if (dash > 0) {
    const a = toBig(t.slice(0, dash));
    const b = toBig(t.slice(dash + 1));
    if (a.bits !== b.bits) throw new InvalidIpError(text, 'the two ends are of different families');
    if (a.a > b.a) throw new InvalidIpError(text, 'the first address is after the last');
    return { bits: a.bits, start: a.a, end: b.a };
  }
  const slash = t.indexOf('/');
  if (slash < 0) throw new InvalidIpError(text, 'expected a CIDR block (a.b.c.d/n) or a range (first-last)');
  const { bits, a } = toBig(t.slice(0, slash));
  const lenText = t.slice(slash + 1);
  const len = /^\d{1,3}$/.test(lenText) ? Number(lenText) : -1;
  if (len < 0 || len > bits) throw new InvalidIpError(text, `the prefix length must be 0 to ${bits}`);
  const host = (1n << BigInt(bits - len)) - 1n;
  return { bits, start: a & ~host, end: (a & ~host) | host };
}

/** A page of {@link rangeRecords}: the records, and where the next page starts (null after the last). */
export interface RangePage {
  records: IpData[];
  next: string | null;
}

/**
 * Up to `limit` records covering `range` from `from` (an address inside it; default its start). Each record is the
 * lookup of its first address with `start_ip`/`end_ip` clipped to the range. Parts of the range without data are
 * skipped (a /24 or /48 at a time).
 */
export function rangeRecords(db: IpDatabase, range: AddressRange, limit: number, from?: bigint): RangePage {
  const records: IpData[] = [];
  let pos = from ?? range.start;
  const step = range.bits === 32 ? 256n : 1n << 80n;
  while (pos <= range.end && records.length < limit) {
    const d = db.lookup(formatAddress(pos, range.bits));
    if (!d) {
      pos = (pos / step + 1n) * step;
      continue;
    }
    const e = toBig(d.end_ip).a;
    // biome-ignore lint/complexity/useMathMinMax: bigint addresses (Math.min takes numbers only)
    const end = e < range.end ? e : range.end;
    records.push({ ...d, start_ip: formatAddress(pos, range.bits), end_ip: formatAddress(end, range.bits) });
    pos = end + 1n;
  }
  return { records, next: pos <= range.end ? formatAddress(pos, range.bits) : null };
}
