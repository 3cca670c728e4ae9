/** Writer → reader round trip of the LYIPDB format on a small synthetic database. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidIpError, IpdbFormatError } from './errors.ts';
import { SECTION } from './format.ts';
import { openDatabase, openDatabaseBuffer, type IpData } from './reader.ts';
import { sampleContent as content } from './test-support/sample-db.ts';
import { serializeDatabase } from './writer.ts';

const image = serializeDatabase(content());
const db = openDatabaseBuffer(image);
const WINTER = new Date('2025-01-15T12:00:00Z');
const SUMMER = new Date('2025-07-01T12:00:00Z');
/** No privacy list is loaded: the list flags are unknown (null); the hosting flags come from the classification. */
const noProxy = {
  is_vpn: null,
  is_tor: null,
  is_data_center: false,
  is_proxy: null,
  is_relay: null,
  is_hosting: false,
};

describe('LYIPDB round trip', () => {
  it('returns the full IpData for an address with geo and ASN data', () => {
    const expected: IpData = {
      ip: '8.8.8.8',
      start_ip: '8.8.8.0',
      end_ip: '8.8.8.255',
      country_code: 'US',
      country_name: 'United States',
      country_capital: 'Washington D.C.',
      region_name: 'California',
      city_name: 'Mountain View',
      latitude: 37.422,
      longitude: -122.085,
      zip_code: null,
      is_eu: false,
      calling_code: '+1',
      country_flag: '🇺🇸',
      weather_station_code: null,
      weather_station_name: null,
      elevation: null,
      asn: {
        asn: 15169,
        asn_name: 'Google LLC',
        domain: null,
        usage_type: null,
        isp: 'Google LLC',
        organization: 'Google LLC',
      },
      time_zone: { name: 'America/Los_Angeles', offset: '-08:00', current_time: '2025-01-15T04:00:00-08:00' },
      currency: { code: 'USD', name: 'US Dollar', symbol: '$' },
      is_proxy: null,
      proxy_data: noProxy,
      address_type: 'public',
    };
    expect(db.lookup('8.8.8.8', WINTER)).toEqual(expected);
    expect(db.lookup('8.8.8.8', SUMMER)?.time_zone).toEqual({
      name: 'America/Los_Angeles',
      offset: '-07:00',
      current_time: '2025-07-01T05:00:00-07:00',
    });
  });

  it('intersects the geo and ASN ranges and falls back to the country zone', () => {
    const r = db.lookup('81.1.2.3', SUMMER)!;
    expect([r.start_ip, r.end_ip]).toEqual(['81.0.0.0', '81.127.255.255']);
    expect(r.asn?.asn).toBe(3320);
    expect(r.is_eu).toBe(true);
    expect(r.currency).toEqual({ code: 'EUR', name: 'Euro', symbol: '€' });
    expect(r.time_zone).toEqual({ name: 'Europe/Berlin', offset: '+02:00', current_time: '2025-07-01T14:00:00+02:00' });
    const noAsn = db.lookup('81.200.1.1', SUMMER)!;
    expect(noAsn.asn).toBeNull();
    expect(noAsn.country_code).toBe('DE');
    expect([noAsn.start_ip, noAsn.end_ip]).toEqual(['81.128.0.0', '81.255.255.255']);
  });

  it('keeps postcodes, and answers ASN-only and country-only addresses', () => {
    expect(db.lookup('114.114.114.114', WINTER)).toMatchObject({
      zip_code: '250000',
      city_name: 'Jinan',
      asn: null,
      time_zone: { offset: '+08:00' },
    });
    const asnOnly = db.lookup('1.1.1.1', WINTER)!;
    expect(asnOnly).toMatchObject({
      country_code: null,
      city_name: null,
      time_zone: null,
      currency: null,
      is_eu: null,
    });
    expect(asnOnly.asn).toMatchObject({ asn: 13335, asn_name: 'Cloudflare, Inc.' });
    expect([asnOnly.start_ip, asnOnly.end_ip]).toEqual(['1.1.1.0', '1.1.1.255']);
    // A country code only present in records gets a bare country entry.
    expect(db.lookup('5.5.5.5', WINTER)).toMatchObject({
      country_code: 'ZZ',
      country_name: null,
      latitude: null,
      time_zone: null,
    });
  });

  it('returns null for public addresses without data and typed empties for special ones', () => {
    expect(db.lookup('9.9.9.9')).toBeNull();
    expect(db.lookup('2600::1')).toBeNull();
    const priv = db.lookup('10.1.2.3')!;
    expect(priv).toMatchObject({
      address_type: 'private',
      start_ip: '10.0.0.0',
      end_ip: '10.255.255.255',
      country_code: null,
      asn: null,
      time_zone: null,
      is_proxy: false,
    });
    expect(db.lookup('::1')).toMatchObject({ address_type: 'loopback', start_ip: '::1', end_ip: '::1' });
    expect(db.lookup('100.64.0.1')?.address_type).toBe('shared');
    expect(db.lookup('fe80::1')).toMatchObject({
      address_type: 'link-local',
      start_ip: 'fe80::',
      end_ip: 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    });
    expect(db.lookup('::ffff:192.168.0.1')).toMatchObject({
      address_type: 'private',
      start_ip: '::ffff:192.168.0.0',
      end_ip: '::ffff:192.168.255.255',
    });
  });

  it('answers IPv4-mapped IPv6 from the IPv4 tables in IPv6 notation', () => {
    const r = db.lookup('::FFFF:8.8.8.8', WINTER)!;
    expect(r).toMatchObject({
      ip: '::ffff:8.8.8.8',
      start_ip: '::ffff:8.8.8.0',
      end_ip: '::ffff:8.8.8.255',
      city_name: 'Mountain View',
    });
  });

  it('looks up IPv6 through coarse and fine tables', () => {
    const a = db.lookup('2001:4860:4860::8888', WINTER)!;
    expect(a).toMatchObject({
      ip: '2001:4860:4860::8888',
      country_code: 'US',
      start_ip: '2001:4860::',
      end_ip: '2001:4860:7fff:ffff:ffff:ffff:ffff:ffff',
    });
    expect(a.asn?.asn).toBe(15169);
    const fine = db.lookup('2001:4860:8000:0:0:0:0:1', WINTER)!;
    expect(fine).toMatchObject({ country_code: 'DE', start_ip: '2001:4860:8000::1', end_ip: '2001:4860:8000::1' });
    const gapWithAsn = db.lookup('2001:4860:8000::2', WINTER)!;
    expect(gapWithAsn).toMatchObject({
      country_code: null,
      start_ip: '2001:4860:8000::2',
      end_ip: '2001:4860:ffff:ffff:ffff:ffff:ffff:ffff',
    });
    expect(gapWithAsn.asn?.asn).toBe(15169);
    expect(db.lookup('2a00:1450:4001::1', WINTER)).toMatchObject({
      country_code: 'DE',
      start_ip: '2a00:1450::',
      end_ip: '2a00:1457:ffff:ffff:ffff:ffff:ffff:ffff',
      asn: null,
    });
  });

  it('exposes metadata', () => {
    expect(db.metadata).toEqual({
      formatVersion: 2,
      buildTime: '2025-01-01T00:00:00.000Z',
      sources: { fixture: '1.0.0' },
      ipv4Ranges: 7,
      ipv6Ranges: 4,
      records: 4,
      asns: 3,
      privacy: { lists: [], ipv4Ranges: 0, ipv6Ranges: 0, classifiedAsns: 0 },
    });
  });

  it('rejects malformed addresses and invalid dates', () => {
    expect(() => db.lookup('8.8.8')).toThrow(InvalidIpError);
    expect(() => db.lookup('8.8.8.8', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('openDatabase validation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ipdb-format-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a file from disk', () => {
    const f = join(dir, 'ok.ipdb');
    writeFileSync(f, image);
    expect(openDatabase(f).lookup('8.8.8.8')?.city_name).toBe('Mountain View');
  });

  it('accepts a Buffer that is not 8-byte aligned', () => {
    const shifted = Buffer.alloc(image.length + 1).subarray(1);
    image.copy(shifted);
    expect(openDatabaseBuffer(shifted).lookup('8.8.8.8')?.city_name).toBe('Mountain View');
  });

  const corrupt =
    (mutate: (b: Buffer) => Buffer): (() => unknown) =>
    () =>
      openDatabaseBuffer(mutate(Buffer.from(image)));
  const sectionOffset = (b: Buffer, tag: string): number => {
    for (let i = 0; i < b.readUInt32LE(12); i++)
      if (b.toString('latin1', 32 + i * 16, 36 + i * 16) === tag) return b.readUInt32LE(36 + i * 16);
    throw new Error(tag);
  };

  it.each([
    ['bad magic', (b: Buffer) => (b.write('NOTIPD', 0, 'latin1'), b), /magic/],
    ['unsupported version', (b: Buffer) => (b.writeUInt16LE(99, 6), b), /version 99/],
    ['truncated file', (b: Buffer) => b.subarray(0, b.length - 8), /truncated/],
    ['empty file', () => Buffer.alloc(0), /magic/],
    [
      'table value out of range',
      (b: Buffer) => (b.writeUInt32LE(1000, sectionOffset(b, SECTION.geo4Values) + 4), b),
      /out of range/,
    ],
    [
      'unsorted starts',
      (b: Buffer) => (b.writeUInt32LE(0xfffffff0, sectionOffset(b, SECTION.geo4Starts) + 4), b),
      /ascending/,
    ],
    ['broken META', (b: Buffer) => (b.write('{{{{', sectionOffset(b, SECTION.meta), 'latin1'), b), /META/],
  ] as const)('throws IpdbFormatError for %s', (_name, mutate, message) => {
    expect(corrupt(mutate)).toThrow(IpdbFormatError);
    expect(corrupt(mutate)).toThrow(message);
  });

  it('throws the fs error for a missing file', () => {
    expect(() => openDatabase(join(dir, 'missing.ipdb'))).toThrow(/ENOENT/);
  });
});
