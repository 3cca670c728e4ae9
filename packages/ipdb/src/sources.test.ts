/**
 * Tests for the source readers (geo MMDB → records/ranges, ASN CSV → table/ranges) on small
 * files the test writes itself, and for the country facts taken from the data packages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decimalToWords, readAsnSource } from './asn-source.ts';
import { countryFacts, ZoneChooser } from './country-facts.ts';
import { readGeoSource, shortestFloat32 } from './geo-source.ts';
import { NO_VALUE } from './ranges.ts';
import { buildMmdb } from './test-support/mmdb-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'ipdb-sources-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rec = (cc: string, state1: string, cityName: string, lat: number, lon: number, timezone = '') => ({
  country_code: cc,
  state1,
  state2: '',
  city: cityName,
  postcode: '',
  latitude: { t: 'float' as const, v: lat },
  longitude: { t: 'float' as const, v: lon },
  timezone,
});

describe('readGeoSource', () => {
  const mv = rec('US', 'California', 'Mountain View', 37.422, -122.085);
  writeFileSync(
    join(dir, 'dbip-city-ipv4.mmdb'),
    buildMmdb({
      ipVersion: 4,
      recordSize: 28,
      networks: [
        { address: '8.8.4.0', prefix: 24, data: mv },
        { address: '8.8.5.0', prefix: 24, data: mv }, // same record, adjacent → one range
        { address: '8.8.8.0', prefix: 24, data: mv },
        { address: '81.2.69.0', prefix: 24, data: rec('GB', 'England', 'London', 51.5143, -0.0912) },
        { address: '90.0.0.0', prefix: 8, data: rec('FR', 'Ile-de-France', 'Paris', 48.8566, 2.3522, 'Europe/Paris') },
      ],
    }),
  );
  writeFileSync(
    join(dir, 'dbip-city-ipv6.mmdb'),
    buildMmdb({
      ipVersion: 6,
      recordSize: 24,
      networks: [
        { address: '2001:4860::', prefix: 32, data: mv }, // same content as an IPv4 record → shared
        { address: '2a02:c7c::', prefix: 32, data: rec('RU', 'Novosibirsk Oblast', 'Novosibirsk', 55.0084, 82.9357) },
      ],
      ipv4Subtree: [{ address: '1.0.0.0', prefix: 8, data: rec('AU', 'Queensland', 'Brisbane', -27.47, 153.02) }],
    }),
  );
  const geo = readGeoSource({ dir });

  it('deduplicates records across files and skips the IPv4 subtree of the IPv6 file', () => {
    expect(geo.records.map((r) => r.city)).toEqual(['Mountain View', 'London', 'Paris', 'Novosibirsk']);
    expect(geo.stats.v6.skippedAliases).toBe(3);
  });

  it('converts fields: empty strings → null, float32 coordinates → published decimals, zones', () => {
    const [us, gb, fr, ru] = geo.records;
    expect(us).toEqual({
      countryCode: 'US',
      region: 'California',
      city: 'Mountain View',
      postcode: null,
      latitude: 37.422,
      longitude: -122.085,
      timeZone: 'America/Los_Angeles',
    });
    expect(gb!.timeZone).toBe('Europe/London'); // single-zone country
    expect(fr!.timeZone).toBe('Europe/Paris'); // the record's own zone wins
    expect(ru!.timeZone).toBe('Asia/Novosibirsk'); // multi-zone country: zone at the coordinates
  });

  it('builds coalesced IPv4 and IPv6 range tables', () => {
    const starts = Array.from(geo.v4.starts);
    const values = Array.from(geo.v4.values);
    const at = (ip: number): number => values[starts.findLastIndex((s) => s <= ip)]!;
    expect(starts).toContain((8 << 24) | (8 << 16) | (4 << 8));
    expect(starts).not.toContain((8 << 24) | (8 << 16) | (5 << 8)); // merged with 8.8.4.0/24
    expect(at(((8 << 24) | (8 << 16) | (5 << 8) | 9) >>> 0)).toBe(0);
    expect(at(((8 << 24) | (8 << 16) | (6 << 8)) >>> 0)).toBe(NO_VALUE);
    expect(at(((90 << 24) | 12345) >>> 0)).toBe(2);
    expect(geo.v6.values.length).toBe(5); // gap, 2001:4860::/32, gap, 2a02:c7c::/32, gap
    expect(Array.from(geo.v6.values)).toEqual([NO_VALUE, 0, NO_VALUE, 3, NO_VALUE]);
  });

  it('recovers the decimal DB-IP published from a float32', () => {
    expect(shortestFloat32(Math.fround(37.422))).toBe(37.422);
    expect(shortestFloat32(Math.fround(-122.085))).toBe(-122.085);
    expect(shortestFloat32(Math.fround(7.16595))).toBe(7.16595);
    expect(shortestFloat32(0.1)).toBe(0.1); // not a float32: unchanged
  });
});

describe('readAsnSource', () => {
  writeFileSync(
    join(dir, 'asn-ipv4-num.csv'),
    [
      '16777216,16777471,13335,"Cloudflare, Inc."',
      '35309568,35313663,201907,"LLC ""SPUTNIK"""',
      '35313664,35313919,201907,"LLC ""SPUTNIK"""',
      '134744064,134744319,15169,Google LLC',
      '134744200,134744400,1,Overlapping Row',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'asn-ipv6-num.csv'),
    [
      '42541956101370907050197289607612071936,42541956180599069564461627201156022271,15169,Google LLC',
      '340282366920938463463374607431768211200,340282366920938463463374607431768211455,64512,"Top, of space"',
    ].join('\n'),
  );

  it('parses quoted organisation names and deduplicates (asn, org) pairs', async () => {
    const asn = await readAsnSource({ dir });
    expect(asn.asns).toEqual([
      { asn: 13335, org: 'Cloudflare, Inc.' },
      { asn: 201907, org: 'LLC "SPUTNIK"' },
      { asn: 15169, org: 'Google LLC' },
      { asn: 1, org: 'Overlapping Row' },
      { asn: 64512, org: 'Top, of space' },
    ]);
    expect(asn.rows).toEqual({ v4: 5, v6: 2 });
    expect(asn.overlaps).toEqual({ v4: 1, v6: 0 });
    // Adjacent SPUTNIK rows are one range; the overlapping row is clipped after 8.8.8.255.
    expect(Array.from(asn.v4.starts)).toEqual([
      0, 16777216, 16777472, 35309568, 35313920, 134744064, 134744320, 134744401,
    ]);
    expect(Array.from(asn.v4.values)).toEqual([NO_VALUE, 0, NO_VALUE, 1, NO_VALUE, 2, 3, NO_VALUE]);
    // IPv6: the last range runs to the top of the space, so no trailing gap.
    expect(Array.from(asn.v6.values)).toEqual([NO_VALUE, 2, NO_VALUE, 4]);
    expect(Array.from(asn.v6.starts.subarray(4, 8))).toEqual([0x20014860, 0, 0, 0]);
  });

  it('rejects malformed rows with the file and line', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'ipdb-badcsv-'));
    writeFileSync(join(bad, 'asn-ipv4-num.csv'), '1,2,3,ok\n5,4,3,backwards\n');
    writeFileSync(join(bad, 'asn-ipv6-num.csv'), '');
    await expect(readAsnSource({ dir: bad })).rejects.toThrow(/asn-ipv4-num\.csv:2: bad range/);
    rmSync(bad, { recursive: true, force: true });
  });

  it('converts decimal 128-bit integers to words', () => {
    const w = new Uint32Array(4);
    decimalToWords('340282366920938463463374607431768211455', w);
    expect(Array.from(w)).toEqual([0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff]);
    decimalToWords('4294967296', w);
    expect(Array.from(w)).toEqual([0, 0, 1, 0]);
    expect(() => decimalToWords('340282366920938463463374607431768211456', w)).toThrow();
    expect(() => decimalToWords('-1', w)).toThrow();
  });
});

describe('country facts', () => {
  it('takes names, calling codes, flags, currencies and EU membership from the packages', () => {
    expect(countryFacts('US')).toEqual({
      code: 'US',
      name: 'United States',
      capital: 'Washington D.C.',
      callingCode: '+1',
      flag: '🇺🇸',
      isEu: false,
      currency: { code: 'USD', name: 'US Dollar', symbol: '$' },
      timeZone: null, // many zones: chosen per record from coordinates
    });
    expect(countryFacts('DE')).toMatchObject({ isEu: true, currency: { code: 'EUR', symbol: '€' } });
    expect(countryFacts('FR').timeZone).toBe('Europe/Paris'); // single-zone country
    expect(countryFacts('GB').isEu).toBe(false);
    expect(countryFacts('GR').isEu).toBe(true);
    expect(countryFacts('CH').currency?.code).toBe('CHF');
    expect(countryFacts('CN')).toMatchObject({ name: 'China', capital: 'Beijing', callingCode: '+86', flag: '🇨🇳' });
    expect(countryFacts('QQ')).toMatchObject({ name: null, flag: null, isEu: null, currency: null, timeZone: null });
  });

  it('chooses zones by country, then by coordinates', () => {
    const z = new ZoneChooser();
    expect(z.choose('JP', null, null)).toBe('Asia/Tokyo');
    expect(z.choose('US', 40.7128, -74.006)).toBe('America/New_York');
    expect(z.choose('US', 37.422, -122.085)).toBe('America/Los_Angeles');
    expect(z.choose('US', null, null)).toBeNull();
    expect(z.choose(null, 48.8566, 2.3522)).toBe('Europe/Paris');
  });
});
