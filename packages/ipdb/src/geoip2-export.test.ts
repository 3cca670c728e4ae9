/**
 * The GeoIP2-compatible MMDB exports on the real database, read by MaxMind's own readers: `@maxmind/geoip2-node`
 * (`Reader.city()`, `.asn()`) and libmaxminddb's `mmdblookup` (Debian package `mmdb-bin`). For 1,000 random addresses
 * with data (600 IPv4, 400 IPv6) plus NAT64 / 6to4 forms and known addresses, both readers must agree with our own
 * lookup on country, city, subdivision, coordinates, time zone and ASN.
 *
 * To stay fast the exports hold only the ranges around the sampled addresses (`keep`), which is what the readers are
 * asked about; the full City export takes minutes. Without `mmdblookup` its half is skipped with a message.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressNotFoundError, Reader as Geoip2Reader } from '@maxmind/geoip2-node';
import { Reader as MaxmindReader } from 'maxmind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatV4, formatV6 } from './address.ts';
import { ensureDatabase } from './build.ts';
import { exportDatabase } from './export.ts';
import { defaultDatabaseFile } from './paths.ts';
import { FINE_FLAG, NO_VALUE } from './ranges.ts';
import { databaseInternals, type IpDatabase } from './reader.ts';
import { compare4 } from './tables.ts';
import { seededRandom } from './test-support/random.ts';

const tmp = mkdtempSync(join(tmpdir(), 'ipdb-geoip2-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const CITY = join(tmp, 'Lanyun-City.mmdb');
const ASN = join(tmp, 'Lanyun-ASN.mmdb');
const hasMmdblookup = spawnSync('mmdblookup', ['--version']).status === 0;

let db: IpDatabase;
/** Sampled addresses: random ones with data, then NAT64 / 6to4 forms of some IPv4 ones, then known ones. */
const ips: string[] = [];
const exportMs: Record<string, number> = {};

/** What every reader must report for an address, from our lookup (null where unknown). */
interface View {
  country: string | null;
  city: string | null;
  region: string | null;
  latitude: string | null;
  longitude: string | null;
  timeZone: string | null;
  asn: number | null;
  org: string | null;
}
/** Degrees as mmdblookup prints doubles (6 decimals). */
const deg = (x: number | null | undefined): string | null => (x == null ? null : x.toFixed(6));

function ours(ip: string): View {
  const d = db.lookup(ip);
  return {
    country: d?.country_code ?? null,
    city: d?.city_name ?? null,
    region: d?.region_name ?? null,
    latitude: deg(d?.latitude),
    longitude: deg(d?.longitude),
    timeZone: d?.time_zone?.name ?? null,
    asn: d?.asn?.asn ?? null,
    org: d?.asn?.asn_name ?? null,
  };
}

/** True when a list sorted by `cmp` holds a value in [s, e]. */
function anyIn<T>(sorted: T[], s: T, e: T, cmp: (a: T, b: T) => number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(sorted[mid]!, s) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && cmp(sorted[lo]!, e) <= 0;
}
const cmpNum = (a: number, b: number): number => a - b;

beforeAll(async () => {
  db = await ensureDatabase({ outFile: defaultDatabaseFile() });
  const rnd = seededRandom(21);
  const v4: number[] = [];
  while (v4.length < 600) {
    const a = rnd(2 ** 32);
    const d = db.lookup(formatV4(a));
    if (d?.address_type === 'public') v4.push(a);
  }
  // IPv6: random addresses inside coarse (/64-aligned) entries of the geolocation table that have data.
  const g6 = databaseInternals(db).sections.geo6;
  const v6: Uint32Array[] = [];
  const v6Text: string[] = [];
  while (v6.length < 400) {
    const i = rnd(g6.values.length);
    const v = g6.values[i]!;
    if (v === NO_VALUE || (v & FINE_FLAG) !== 0) continue;
    const w = Uint32Array.of(g6.starts[2 * i]!, g6.starts[2 * i + 1]!, rnd(2 ** 32), rnd(2 ** 32));
    const text = formatV6(w[0]!, w[1]!, w[2]!, w[3]!);
    const d = db.lookup(text);
    if (d?.address_type !== 'public') continue;
    v6.push(w);
    v6Text.push(text);
  }
  const known = ['8.8.8.8', '114.114.114.114', '185.220.101.1', '123.125.114.144'];
  for (const k of known) v4.push(k.split('.').reduce((n, o) => n * 256 + Number(o), 0));
  ips.push(...v4.slice(0, 600).map(formatV4), ...v6Text);
  for (const a of v4.slice(0, 20)) {
    const hex = (n: number) => n.toString(16);
    ips.push(`64:ff9b::${formatV4(a)}`, `2002:${hex(a >>> 16)}:${hex(a & 0xffff)}::1`);
  }
  ips.push(...known, '2001:4860:4860::8888');
  v6.push(Uint32Array.of(0x20014860, 0x48600000, 0, 0x8888));
  v4.sort(cmpNum);
  v6.sort(compare4);
  const keep = {
    v4: (s: number, e: number) => anyIn(v4, s, e, cmpNum),
    v6: (s: Uint32Array, e: Uint32Array) => anyIn(v6, s, e, compare4),
  };
  for (const [kind, out] of [
    ['geo', CITY],
    ['asn', ASN],
  ] as const) {
    const r = await exportDatabase(db, { kind, format: 'geoip2', out, keep });
    exportMs[kind] = r.ms;
  }
  console.log(`GeoIP2 exports of the sampled ranges: City ${exportMs.geo} ms, ASN ${exportMs.asn} ms`);
}, 300_000);

describe('GeoIP2-compatible MMDB exports', () => {
  it('carry our own database types with the GeoIP2 layout in the description, both languages and the DB-IP attribution in their metadata', () => {
    const city = new MaxmindReader(readFileSync(CITY)).metadata;
    const asn = new MaxmindReader(readFileSync(ASN)).metadata;
    expect(city.databaseType).toBe('Lanyun-City');
    expect(asn.databaseType).toBe('Lanyun-ASN');
    expect(JSON.stringify(city.description)).toContain('GeoIP2 City layout');
    expect(JSON.stringify(asn.description)).toContain('GeoIP2 ASN layout');
    expect(city.languages).toEqual(['en', 'zh-CN']);
    for (const m of [city, asn]) expect(JSON.stringify(m.description)).toContain('IP Geolocation by DB-IP');
  });

  it('read through @maxmind/geoip2-node as our lookup answers, Chinese names included', () => {
    const city = Geoip2Reader.openBuffer(readFileSync(CITY));
    const asn = Geoip2Reader.openBuffer(readFileSync(ASN));
    const notFound = <T>(f: () => T): T | null => {
      try {
        return f();
      } catch (err) {
        if (err instanceof AddressNotFoundError) return null;
        throw err;
      }
    };
    const mismatches: string[] = [];
    for (const ip of ips) {
      const c = notFound(() => city.city(ip));
      const a = notFound(() => asn.asn(ip));
      const got: View = {
        country: c?.country?.isoCode ?? null,
        city: c?.city?.names.en ?? null,
        region: c?.subdivisions?.[0]?.names.en ?? null,
        latitude: deg(c?.location?.latitude),
        longitude: deg(c?.location?.longitude),
        timeZone: c?.location?.timeZone ?? null,
        asn: a?.autonomousSystemNumber ?? null,
        org: a?.autonomousSystemOrganization ?? null,
      };
      const want = ours(ip);
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(`${ip}: geoip2-node ${JSON.stringify(got)} ours ${JSON.stringify(want)}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    const google = city.city('8.8.8.8');
    expect(google.country?.names).toMatchObject({ en: 'United States', 'zh-CN': '美国' });
    expect(google.continent).toMatchObject({ code: 'NA', names: { en: 'North America', 'zh-CN': '北美洲' } });
    expect(google.registeredCountry?.isoCode).toBe('US');
    expect(city.city('114.114.114.114').country?.names['zh-CN']).toBe('中国');
    // A Beijing address: the province and city in Chinese from the GB/T 2260 divisions.
    const beijing = city.city('123.125.114.144');
    expect(beijing.subdivisions?.[0]?.names).toEqual({ en: 'Beijing', 'zh-CN': '北京市' });
    expect(beijing.city?.names).toEqual({ en: 'Beijing', 'zh-CN': '北京市' });
    expect(asn.asn('64:ff9b::8.8.8.8')).toMatchObject({ autonomousSystemNumber: 15169, ipAddress: '64:ff9b::8.8.8.8' });
  });

  describe.skipIf(!hasMmdblookup)('mmdblookup (libmaxminddb)', () => {
    /**
     * mmdblookup's record dump as JSON: drops the `<type>` annotations; values keep their printed text (strings are
     * printed raw between quotes, so a name holding a quote is re-escaped).
     */
    function dumpToJson(dump: string): unknown {
      const parts: string[] = [];
      for (const raw of dump.split('\n')) {
        const line = raw.trim();
        if (line === '') continue;
        const typed = /^(.*) <[a-z0-9_]+>$/.exec(line);
        const v = typed?.[1];
        if (v !== undefined) parts.push(`${JSON.stringify(/^".*"$/.test(v) ? v.slice(1, -1) : v)},`);
        else if (line === '}' || line === ']') parts.push(`${line},`);
        else parts.push(line);
      }
      return JSON.parse(
        parts
          .join('')
          .replace(/,([}\]])/g, '$1')
          .replace(/,$/, ''),
      );
    }
    /** One mmdblookup per address (in one shell loop), each record parsed; null where it finds no entry. */
    function lookupAll(file: string): Map<string, Record<string, unknown> | null> {
      const list = join(tmp, 'ips.txt');
      writeFileSync(list, `${ips.join('\n')}\n`);
      const out = execFileSync(
        'sh',
        [
          '-c',
          'while read -r ip; do echo "@@ $ip"; mmdblookup --file "$1" --ip "$ip" 2>&1; done < "$2"',
          'sh',
          file,
          list,
        ],
        { encoding: 'utf8', maxBuffer: 64 << 20 },
      );
      const m = new Map<string, Record<string, unknown> | null>();
      for (const block of out.split('@@ ').slice(1)) {
        const nl = block.indexOf('\n');
        const body = block.slice(nl + 1);
        m.set(
          block.slice(0, nl),
          body.includes('Could not find an entry') ? null : (dumpToJson(body) as Record<string, unknown>),
        );
      }
      return m;
    }

    // 2,000 mmdblookup processes: about 20 s while the browser tests share the cores.
    it('reads both files as our lookup answers', { timeout: 120_000 }, () => {
      const t0 = performance.now();
      const cities = lookupAll(CITY);
      const asns = lookupAll(ASN);
      console.log(`mmdblookup: ${2 * ips.length} lookups in ${Math.round(performance.now() - t0)} ms`);
      type Rec = { [k: string]: Rec | Rec[] | string | undefined };
      const mismatches: string[] = [];
      for (const ip of ips) {
        const c = (cities.get(ip) ?? null) as Rec | null;
        const a = (asns.get(ip) ?? null) as Rec | null;
        const loc = c?.location as Rec | undefined;
        const names = (r: Rec | Rec[] | string | undefined) => ((r as Rec | undefined)?.names as Rec | undefined)?.en;
        const got: View = {
          country: ((c?.country as Rec | undefined)?.iso_code as string | undefined) ?? null,
          city: (names(c?.city) as string | undefined) ?? null,
          region: (names((c?.subdivisions as Rec[] | undefined)?.[0]) as string | undefined) ?? null,
          latitude: (loc?.latitude as string | undefined) ?? null,
          longitude: (loc?.longitude as string | undefined) ?? null,
          timeZone: (loc?.time_zone as string | undefined) ?? null,
          asn: a?.autonomous_system_number === undefined ? null : Number(a.autonomous_system_number),
          org: (a?.autonomous_system_organization as string | undefined) ?? null,
        };
        const want = ours(ip);
        if (JSON.stringify(got) !== JSON.stringify(want))
          mismatches.push(`${ip}: mmdblookup ${JSON.stringify(got)} ours ${JSON.stringify(want)}`);
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
      expect(cities.size).toBe(new Set(ips).size);
    });
  });

  it.runIf(!hasMmdblookup)('needs mmdblookup for the libmaxminddb half', () => {
    console.warn(
      'mmdblookup is not installed: the libmaxminddb check was skipped. Install it with `apt-get install -y mmdb-bin` ' +
        '(CI: add mmdb-bin to the apt-get line in .ci/run).',
    );
  });
});
