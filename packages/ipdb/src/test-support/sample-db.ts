/**
 * Test helper: small synthetic database contents for the writer/reader round trip, the privacy
 * flags and the exporters. {@link sampleContent} is a hand-made database with known answers;
 * {@link randomContent} a seeded random one with many ranges (IPv4, IPv6 coarse and fine, privacy).
 */
import { fileURLToPath } from 'node:url';
import { builtinAsnClasses } from '../asn-class.ts';
import { applyAsnClasses } from '../build.ts';
import { readPrivacyLists, type PrivacyListSpec } from '../privacy-source.ts';
import { V4RangeBuilder, V6RangeBuilder } from '../ranges.ts';
import { openDatabaseBuffer, type IpDatabase } from '../reader.ts';
import { serializeDatabase, type DatabaseContent } from '../writer.ts';

/** Dotted IPv4 → u32. */
export const v4 = (s: string): number => s.split('.').reduce((a, o) => a * 256 + Number(o), 0);
/** 32 hex digits → 4 words. */
export const v6 = (hex32: string): Uint32Array =>
  Uint32Array.from([0, 8, 16, 24], (i) => parseInt(hex32.slice(i, i + 8), 16));

/** The hand-made sample database (no classification, no privacy lists). */
export function sampleContent(): DatabaseContent {
  const geo4 = new V4RangeBuilder();
  geo4.addNetwork(v4('5.5.5.0'), 24, 3);
  geo4.addNetwork(v4('8.8.8.0'), 24, 0);
  geo4.addNetwork(v4('81.0.0.0'), 8, 1);
  geo4.addNetwork(v4('114.114.0.0'), 16, 2);
  const asn4 = new V4RangeBuilder();
  asn4.addNetwork(v4('1.1.1.0'), 24, 2);
  asn4.addNetwork(v4('8.8.0.0'), 16, 0);
  asn4.add(v4('81.0.0.0'), v4('81.127.255.255'), 1);
  const geo6 = new V6RangeBuilder();
  geo6.addNetwork(v6('20014860000000000000000000000000'), 33, 0);
  geo6.addNetwork(v6('20014860800000000000000000000001'), 128, 1);
  geo6.addNetwork(v6('2a001450000000000000000000000000'), 29, 1);
  const asn6 = new V6RangeBuilder();
  asn6.addNetwork(v6('20014860000000000000000000000000'), 32, 0);
  return {
    buildTime: '2025-01-01T00:00:00.000Z',
    sources: { fixture: '1.0.0' },
    attribution: 'test',
    countries: [
      {
        code: 'US',
        name: 'United States',
        capital: 'Washington D.C.',
        callingCode: '+1',
        flag: '🇺🇸',
        isEu: false,
        currency: { code: 'USD', name: 'US Dollar', symbol: '$' },
        timeZone: null,
      },
      {
        code: 'DE',
        name: 'Germany',
        capital: 'Berlin',
        callingCode: '+49',
        flag: '🇩🇪',
        isEu: true,
        currency: { code: 'EUR', name: 'Euro', symbol: '€' },
        timeZone: 'Europe/Berlin',
      },
      {
        code: 'CN',
        name: 'China',
        capital: 'Beijing',
        callingCode: '+86',
        flag: '🇨🇳',
        isEu: false,
        currency: { code: 'CNY', name: 'Chinese Yuan', symbol: '¥' },
        timeZone: 'Asia/Shanghai',
      },
    ],
    records: [
      {
        countryCode: 'US',
        region: 'California',
        city: 'Mountain View',
        postcode: '',
        latitude: 37.422,
        longitude: -122.085,
        timeZone: 'America/Los_Angeles',
      },
      {
        countryCode: 'DE',
        region: 'Land Berlin',
        city: 'Berlin',
        postcode: null,
        latitude: 52.52,
        longitude: 13.405,
        timeZone: null,
      },
      {
        countryCode: 'CN',
        region: 'Shandong',
        city: 'Jinan',
        postcode: '250000',
        latitude: 36.6518,
        longitude: 117.12,
        timeZone: 'Asia/Shanghai',
      },
      { countryCode: 'ZZ', region: null, city: null, postcode: null, latitude: null, longitude: null, timeZone: null },
    ],
    asns: [
      { asn: 15169, org: 'Google LLC' },
      { asn: 3320, org: 'Deutsche Telekom AG' },
      { asn: 13335, org: 'Cloudflare, Inc.' },
    ],
    geo4: geo4.finish(),
    asn4: asn4.finish(),
    geo6: geo6.finish(),
    asn6: asn6.finish(),
  };
}

const list = (name: string): string => fileURLToPath(new URL(`./lists/${name}`, import.meta.url));
/** The fixture privacy lists under test-support/lists. */
export const FIXTURE_LISTS: PrivacyListSpec[] = [
  { kind: 'tor', source: list('tor-exits.txt') },
  { kind: 'vpn', source: list('vpn-ranges.txt') },
  { kind: 'relay', source: list('relay.csv') },
];

/**
 * The sample database with the built-in ASN classification and the fixture lists, or the lists and feeds of `specs`
 * (e.g. `privacyListsFromEnv({ IPDB_FEEDS: 'tor', IPDB_FEEDS_MIRROR: sandbox.url })`; `[]` for none). Exported as
 * `@lanyun/ipdb/test-support` for the API's tests.
 */
export async function samplePrivacyDatabase(specs: PrivacyListSpec[] = FIXTURE_LISTS): Promise<IpDatabase> {
  const content = sampleContent();
  applyAsnClasses(content.asns, builtinAsnClasses());
  const privacy = await readPrivacyLists(specs);
  return openDatabaseBuffer(
    serializeDatabase({
      ...content,
      priv4: privacy.v4,
      priv6: privacy.v6,
      privacyLists: privacy.lists,
      privacyListRanges: privacy.ranges,
    }),
  );
}

/** Sizes for {@link randomContent}. */
export interface RandomContentOptions {
  records?: number;
  asns?: number;
  v4Ranges?: number;
  v6Ranges?: number;
  privacyRanges?: number;
}

/** IPv6 /16 prefixes {@link randomContent} places ranges in (public, documentation, ULA, ::/8). */
export const RANDOM_V6_PREFIXES = [0x0000, 0x0064, 0x2001, 0x2400, 0x2a00, 0x2a01, 0xfc00];

const TEXTS = [
  'Berlin',
  'São Paulo',
  'Washington, D.C.',
  'Quote "Town"',
  'Zürich',
  '東京',
  'Line\nBreak',
  'Saint-Denis',
  '',
];
const ORGS = ['Example Networks', 'Comma, Inc.', 'Quoted "ISP" Ltd', 'Ünïcödé GmbH', '中国电信'];
const ZONES = ['Europe/Berlin', 'America/Sao_Paulo', 'Asia/Tokyo', 'America/New_York', null];

function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * A seeded random database: records with awkward strings (commas, quotes, newlines, non-ASCII),
 * classified and unclassified ASNs, IPv4 ranges over the whole space (special blocks included),
 * IPv6 ranges in {@link RANDOM_V6_PREFIXES} with many boundaries inside /64s (fine segments), and
 * privacy ranges with random flag sets.
 */
export function randomContent(seed: number, o: RandomContentOptions = {}): DatabaseContent {
  const rnd = rng(seed);
  const base = sampleContent();
  const nRecords = o.records ?? 300;
  const records = Array.from({ length: nRecords }, (_, i) => ({
    countryCode: ['US', 'DE', 'CN', 'BR', 'JP', null][rnd(6)]!,
    region: rnd(4) === 0 ? null : `${TEXTS[rnd(TEXTS.length)]} R${i}`,
    city: rnd(5) === 0 ? null : TEXTS[rnd(TEXTS.length)]!,
    postcode: rnd(3) === 0 ? `${10000 + rnd(90000)}` : null,
    latitude: rnd(8) === 0 ? null : (rnd(18_000_000) - 9_000_000) / 100_000,
    longitude: rnd(8) === 0 ? null : (rnd(36_000_000) - 18_000_000) / 100_000,
    timeZone: ZONES[rnd(ZONES.length)]!,
  }));
  const known = [16509, 13335, 3320, 4134, 21928, 24940];
  const asns = Array.from({ length: o.asns ?? 60 }, (_, i) => ({
    asn: i < known.length ? known[i]! : 64512 + i,
    org: `${ORGS[rnd(ORGS.length)]} ${i}`,
  }));
  applyAsnClasses(asns, builtinAsnClasses());

  const v4Table = (n: number, limit: number): DatabaseContent['geo4'] => {
    const cuts = [...new Set(Array.from({ length: 2 * n }, () => rnd(2 ** 32)))].sort((a, b) => a - b);
    const b = new V4RangeBuilder();
    for (let i = 0; i + 1 < cuts.length; i += 2) if (rnd(5) !== 0) b.add(cuts[i]!, cuts[i + 1]!, rnd(limit));
    return b.finish();
  };
  const v6Table = (n: number, limit: number): DatabaseContent['geo6'] => {
    const big = (): bigint => {
      const p = BigInt(RANDOM_V6_PREFIXES[rnd(RANDOM_V6_PREFIXES.length)]!) << 112n;
      const mid = (BigInt(rnd(2 ** 16)) << 96n) | (BigInt(rnd(2 ** 32)) << 64n);
      const low = rnd(3) === 0 ? 0n : (BigInt(rnd(2 ** 32)) << 32n) | BigInt(rnd(2 ** 32));
      return p | (rnd(4) === 0 ? mid >> BigInt(rnd(40)) : mid) | low;
    };
    const raw = Array.from({ length: 2 * n }, big);
    // Put some neighbours inside the same /64 so fine segments get several entries.
    for (let i = 0; i < raw.length; i += 7) raw.push((raw[i]! & ~((1n << 64n) - 1n)) | BigInt(rnd(2 ** 32)));
    const cuts = [...new Set(raw)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const w = (v: bigint): Uint32Array => Uint32Array.from([96n, 64n, 32n, 0n], (s) => Number((v >> s) & 0xffffffffn));
    const b = new V6RangeBuilder();
    for (let i = 0; i + 1 < cuts.length; i += 2) if (rnd(5) !== 0) b.add(w(cuts[i]!), w(cuts[i + 1]!), rnd(limit));
    return b.finish();
  };
  const nPriv = o.privacyRanges ?? 200;
  const flagged = (n: number): number => 1 + rnd(n);
  const priv4 = v4Table(nPriv, 15);
  priv4.values = priv4.values.map((v) => (v === 0xffffffff ? v : flagged(15)));
  const priv6 = v6Table(nPriv, 15);
  priv6.values = priv6.values.map((v) => (v === 0xffffffff ? v : flagged(15)));
  // Adjacent equal values are not allowed in a table: re-coalesce after the remap.
  const coalesce4 = (t: DatabaseContent['geo4']): DatabaseContent['geo4'] => {
    const b = new V4RangeBuilder();
    for (let i = 0; i < t.values.length; i++) {
      if (t.values[i] === 0xffffffff) continue;
      b.add(t.starts[i]!, i + 1 < t.values.length ? t.starts[i + 1]! - 1 : 0xffffffff, t.values[i]!);
    }
    return b.finish();
  };
  const coalesce6 = (t: DatabaseContent['geo6']): DatabaseContent['geo6'] => {
    const b = new V6RangeBuilder();
    const n = t.values.length;
    for (let i = 0; i < n; i++) {
      if (t.values[i] === 0xffffffff) continue;
      const end = new Uint32Array(4).fill(0xffffffff);
      if (i + 1 < n) {
        end.set(t.starts.subarray(4 * i + 4, 4 * i + 8));
        for (let k = 3; k >= 0; k--) if ((end[k] = (end[k]! - 1) >>> 0) !== 0xffffffff) break;
      }
      b.add(t.starts.subarray(4 * i, 4 * i + 4), end, t.values[i]!);
    }
    return b.finish();
  };
  return {
    ...base,
    records,
    asns,
    geo4: v4Table(o.v4Ranges ?? 3000, nRecords),
    asn4: v4Table(o.v4Ranges ?? 3000, asns.length),
    geo6: v6Table(o.v6Ranges ?? 3000, nRecords),
    asn6: v6Table(o.v6Ranges ?? 3000, asns.length),
    priv4: coalesce4(priv4),
    priv6: coalesce6(priv6),
    privacyLists: [{ kind: 'vpn', source: 'random', entries: nPriv, sha256: '0'.repeat(64) }],
  };
}
export { privacyListsFromEnv } from '../privacy-source.ts';
