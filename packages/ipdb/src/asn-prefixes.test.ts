import { beforeAll, describe, expect, it } from 'vitest';
import { asnIndexReady, asnPrefixes, asnRangeOf, prepareAsnIndex, rangeToCidrs } from './asn-prefixes.ts';
import { ensureDatabase } from './build.ts';
import { defaultDatabaseFile } from './paths.ts';
import { parseRange, rangeRecords } from './range-query.ts';
import type { IpDatabase } from './ip-data.ts';

describe('rangeToCidrs and parseRange', () => {
  it('covers a range with the fewest aligned prefixes', () => {
    expect(rangeToCidrs(0xb9dc6500n, 0xb9dc66ffn, 32)).toEqual(['185.220.101.0/24', '185.220.102.0/24']);
    expect(rangeToCidrs(0xb9dc6400n, 0xb9dc65ffn, 32)).toEqual(['185.220.100.0/23']);
    expect(rangeToCidrs(1n, 6n, 32)).toEqual(['0.0.0.1/32', '0.0.0.2/31', '0.0.0.4/31', '0.0.0.6/32']);
    expect(rangeToCidrs(0n, (1n << 128n) - 1n, 128)).toEqual(['::/0']);
    expect(rangeToCidrs(0x20010db8n << 96n, (0x20010db8n << 96n) + (1n << 80n) - 1n, 128)).toEqual(['2001:db8::/48']);
  });

  it('reads CIDR blocks and first-last ranges, and refuses the rest with a reason', () => {
    expect(parseRange('8.8.8.77/24')).toEqual({ bits: 32, start: 0x08080800n, end: 0x080808ffn });
    expect(parseRange('1.1.1.1-1.1.1.9')).toEqual({ bits: 32, start: 0x01010101n, end: 0x01010109n });
    expect(parseRange('2001:db8::/32').bits).toBe(128);
    expect(() => parseRange('8.8.8.8')).toThrow(/expected a CIDR block/);
    expect(() => parseRange('8.8.8.8/33')).toThrow(/prefix length must be 0 to 32/);
    expect(() => parseRange('1.1.1.9-1.1.1.1')).toThrow(/after the last/);
    expect(() => parseRange('1.1.1.1-::1')).toThrow(/different families/);
  });
});

describe('ASN queries on the shipped data', () => {
  let db: IpDatabase;
  beforeAll(async () => {
    db = await ensureDatabase({ outFile: defaultDatabaseFile() });
    await prepareAsnIndex(db);
  }, 600_000);

  it('gives the ASN’s own range and prefix for an address, not the geolocation range', () => {
    expect(asnIndexReady(db)).toBe(true);
    const tor = asnRangeOf(db, '185.220.101.1')!;
    expect(tor.asn.asn).toBe(60729);
    expect(tor.prefix).toMatch(/^185\.220\.10[01]\.0\/2[34]$/);
    expect(asnRangeOf(db, '8.8.8.8')).toMatchObject({ asn: { asn: 15169 }, prefix: '8.8.8.0/24' });
    expect(asnRangeOf(db, '::ffff:8.8.8.8')!.prefix).toBe('8.8.8.0/24');
    expect(asnRangeOf(db, '10.0.0.1')).toBeNull();
  });

  it('lists every prefix of an AS with counts', () => {
    const google = asnPrefixes(db, 15169)!;
    expect(google.record.asn_name).toBe('Google LLC');
    expect(google.ipv4).toEqual(expect.arrayContaining(['8.8.8.0/24', '8.8.4.0/24']));
    expect(google.ipv6.some((p) => p.startsWith('2001:4860:'))).toBe(true);
    expect(google.ipv4_addresses).toBeGreaterThan(1_000_000);
    expect(asnPrefixes(db, 4_294_967_000)).toBeNull();
  });

  it('pages the records of a CIDR block in address order, clipped to the block', () => {
    const first = rangeRecords(db, parseRange('8.8.0.0/16'), 3);
    expect(first.records).toHaveLength(3);
    expect(first.records[0]!.start_ip).toBe('8.8.0.0');
    const next = rangeRecords(db, parseRange('8.8.0.0/16'), 1000, parseRange(`${first.next}/32`).start);
    expect(next.next).toBeNull();
    expect(next.records.at(-1)!.end_ip).toBe('8.8.255.255');
    const small = rangeRecords(db, parseRange('8.8.8.8/30'), 10);
    expect(small).toMatchObject({
      records: [{ start_ip: '8.8.8.8', end_ip: '8.8.8.11', asn: { asn: 15169 } }],
      next: null,
    });
  });
});
