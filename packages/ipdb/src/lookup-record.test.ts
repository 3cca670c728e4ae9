/**
 * `lookupRecord` (the record-only lookup) must agree with `lookup` on every field they share, for random
 * addresses, every range boundary and its neighbours, IPv4-mapped IPv6, special-purpose blocks and privacy flags.
 */
import { describe, expect, it } from 'vitest';
import { formatV4 } from './address.ts';
import type { IpData, IpDatabase, IpRecord } from './ip-data.ts';
import { databaseInternals, openDatabaseBuffer } from './reader.ts';
import { RANDOM_V6_PREFIXES, randomContent, samplePrivacyDatabase } from './test-support/sample-db.ts';
import { seededRandom } from './test-support/random.ts';
import { serializeDatabase } from './writer.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

/** The fields of a full answer that the record-only answer carries. */
function sharedFields(d: IpData | null) {
  if (d === null) return null;
  const geo =
    d.country_code === null &&
    d.region_name === null &&
    d.city_name === null &&
    d.latitude === null &&
    d.longitude === null &&
    d.time_zone === null
      ? null
      : {
          country_code: d.country_code,
          country_name: d.country_name,
          country_capital: d.country_capital,
          region_name: d.region_name,
          city_name: d.city_name,
          latitude: d.latitude,
          longitude: d.longitude,
          zip_code: d.zip_code,
          is_eu: d.is_eu,
          calling_code: d.calling_code,
          country_flag: d.country_flag,
          currency: d.currency,
          time_zone_name: d.time_zone?.name ?? null,
        };
  return { geo, asn: d.asn, is_proxy: d.is_proxy, proxy_data: d.proxy_data, address_type: d.address_type };
}

/** The record-only answer as the same plain shape (a geo record whose fields are all null counts as none). */
function recordFields(r: IpRecord | null) {
  if (r === null) return null;
  const g = r.geo;
  const empty =
    g !== null &&
    g.country_code === null &&
    g.region_name === null &&
    g.city_name === null &&
    g.latitude === null &&
    g.longitude === null &&
    g.time_zone_name === null;
  return {
    geo: g === null || empty ? null : { ...g, zone: undefined },
    asn: r.asn,
    is_proxy: r.is_proxy,
    proxy_data: r.proxy_data,
    address_type: r.address_type,
  };
}

/** Addresses whose record-only answer differs from the full one (compared as JSON: fast for many probes). */
function mismatches(db: IpDatabase, ips: string[]): string[] {
  const bad: string[] = [];
  for (const ip of ips) {
    const full = db.lookup(ip, NOW);
    const rec = db.lookupRecord(ip);
    if (JSON.stringify(recordFields(rec)) !== JSON.stringify(sharedFields(full))) bad.push(ip);
    // The nested objects are the very ones the full answer uses.
    else if (
      rec !== null &&
      full !== null &&
      (rec.asn !== full.asn ||
        rec.proxy_data !== full.proxy_data ||
        (rec.geo !== null && rec.geo.currency !== full.currency))
    )
      bad.push(ip);
  }
  return bad;
}

function expectSame(db: IpDatabase, ip: string): void {
  expect(recordFields(db.lookupRecord(ip)), ip).toEqual(sharedFields(db.lookup(ip, NOW)));
  expect(mismatches(db, [ip])).toEqual([]);
}

describe('lookupRecord', () => {
  it('agrees with lookup on random addresses and every IPv4 range boundary', () => {
    const db = openDatabaseBuffer(serializeDatabase(randomContent(7)));
    const s = databaseInternals(db).sections;
    const rnd = seededRandom(5);
    const probes: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      probes.push(`${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`);
      if (i % 20 === 0) probes.push(`::ffff:${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`);
      const groups = [
        RANDOM_V6_PREFIXES[rnd(RANDOM_V6_PREFIXES.length)]!,
        ...Array.from({ length: 7 }, () => rnd(65536)),
      ];
      if (rnd(3) === 0) groups.fill(0, 4 + rnd(4)); // near /64 and coarser boundaries
      probes.push(groups.map((g) => g.toString(16)).join(':'));
    }
    // Boundaries and their neighbours: the buckets holding several ranges (searched) and single-range buckets.
    for (const t of [s.geo4, s.asn4, s.priv4])
      for (const b of t.starts)
        for (const a of [b, b - 1, b + 1, b + 4096]) if (a >= 0 && a <= 0xffffffff) probes.push(formatV4(a));
    probes.push(
      '0.0.0.0',
      '255.255.255.255',
      '10.1.2.3',
      '127.0.0.1',
      '192.0.2.1',
      '::',
      '::1',
      'fe80::1',
      '2001:db8::1',
      ' 8.8.8.8 ',
    );
    for (const ip of probes.slice(0, 50)) expectSame(db, ip);
    expect(mismatches(db, probes)).toEqual([]);
    // Repeats (answered from the per-bucket records once made) still agree.
    expect(mismatches(db, probes.slice(0, 5000))).toEqual([]);
  });

  it('agrees with lookup on addresses with privacy flags', async () => {
    const db = await samplePrivacyDatabase();
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '81.1.200.1',
      '45.0.1.9',
      '45.0.1.10',
      '2001:db8::1',
      '10.0.0.1',
      '203.0.113.9',
    ])
      expectSame(db, ip);
    expect(db.lookupRecord('45.0.1.9')?.proxy_data.is_vpn).toBe(db.lookup('45.0.1.9')?.proxy_data.is_vpn);
  });

  it('shares one frozen record between lookups of addresses of the same range, and rejects malformed text', () => {
    const db = openDatabaseBuffer(serializeDatabase(randomContent(9)));
    const a = db.lookupRecord('10.20.30.40');
    expect(a).toBe(db.lookupRecord('10.20.30.41'));
    expect(a).toMatchObject({ geo: null, asn: null, address_type: 'private', is_proxy: false });
    expect(Object.isFrozen(a)).toBe(true);
    const g = db.lookupRecord('9.9.9.9')?.geo;
    if (g) expect(Object.isFrozen(g)).toBe(true);
    // Addresses with the same answer share one frozen record: IPv4 in single-range buckets and searched ones alike,
    // and IPv6.
    const rnd = seededRandom(11);
    const byAnswer = new Map<string, IpRecord>();
    const notShared: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const ip =
        i % 3 === 2
          ? [RANDOM_V6_PREFIXES[rnd(RANDOM_V6_PREFIXES.length)]!, ...Array.from({ length: 7 }, () => rnd(65536))]
              .map((g) => g.toString(16))
              .join(':')
          : `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`;
      const r = db.lookupRecord(ip);
      if (r === null || r.address_type !== 'public') continue;
      // Per family: the IPv4 and IPv6 tables number their combinations apart.
      const key = `${ip.includes(':')} ${JSON.stringify(recordFields(r))}`;
      const seen = byAnswer.get(key) ?? r;
      if (seen !== r || !Object.isFrozen(r)) notShared.push(ip);
      byAnswer.set(key, seen);
    }
    expect(notShared).toEqual([]);
    expect(byAnswer.size).toBeGreaterThan(100);
    expect(() => db.lookupRecord('1.2.3')).toThrow(/IPv4/);
    expect(() => db.lookupRecord('1.2.3.4/24')).toThrow();
  });
});
