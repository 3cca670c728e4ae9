/**
 * Exports on a seeded random database: CSV and NDJSON rows must describe exactly what lookups
 * return (every range's first and last address, plus random addresses), ranges must be sorted and
 * maximal, and the MMDB exports must give the same answers through the `maxmind` package.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { Reader } from 'maxmind';
import { afterAll, describe, expect, it } from 'vitest';
import { parseIp } from './address.ts';
import { exportDatabase, type ExportFormat, type ExportKind } from './export.ts';
import { openDatabaseBuffer, type IpData } from './reader.ts';
import { RANDOM_V6_PREFIXES, randomContent } from './test-support/sample-db.ts';
import { seededRandom } from './test-support/random.ts';
import { serializeDatabase } from './writer.ts';

const db = openDatabaseBuffer(serializeDatabase(randomContent(7)));
const dir = mkdtempSync(join(tmpdir(), 'ipdb-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KINDS: ExportKind[] = ['geo', 'asn', 'privacy'];
const NOW = new Date('2025-01-01T00:00:00Z');

type View = Record<string, unknown>;
const FLAGS = ['is_vpn', 'is_tor', 'is_data_center', 'is_proxy', 'is_relay', 'is_hosting'] as const;

/** The exported fields of a lookup result (no data → all null / false). */
function view(kind: ExportKind, d: IpData | null): View {
  if (kind === 'geo') {
    return {
      country_code: d?.country_code ?? null,
      country_name: d?.country_name ?? null,
      region_name: d?.region_name ?? null,
      city_name: d?.city_name ?? null,
      zip_code: d?.zip_code ?? null,
      latitude: d?.latitude ?? null,
      longitude: d?.longitude ?? null,
      time_zone: d?.time_zone?.name ?? null,
    };
  }
  if (kind === 'asn') {
    const a = d?.asn ?? null;
    return {
      asn: a?.asn ?? null,
      asn_name: a?.asn_name ?? null,
      domain: a?.domain ?? null,
      usage_type: a?.usage_type ?? null,
    };
  }
  return {
    is_proxy: d?.is_proxy ?? false,
    proxy_data: Object.fromEntries(FLAGS.map((f) => [f, d?.proxy_data[f] ?? false])),
    usage_type: d?.asn?.usage_type ?? null,
  };
}

/** The same view of an exported record (CSV row, NDJSON object or MMDB map; absent = no data). */
function viewOfRecord(kind: ExportKind, r: Record<string, unknown> | null): View {
  const empty = view(kind, null);
  if (r === null) return empty;
  const out: View = {};
  for (const k of Object.keys(empty)) {
    if (k === 'proxy_data') out[k] = { ...(empty[k] as object), ...(r[k] as object) };
    else out[k] = r[k] ?? empty[k];
  }
  return out;
}

function csvRecord(kind: ExportKind, row: Record<string, string>): Record<string, unknown> {
  const num = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));
  const str = (s: string | undefined) => (s === undefined || s === '' ? null : s);
  if (kind === 'geo') {
    return {
      ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, str(v)])),
      latitude: num(row.latitude),
      longitude: num(row.longitude),
    };
  }
  if (kind === 'asn')
    return { asn: num(row.asn), asn_name: row.asn_name, domain: str(row.domain), usage_type: str(row.usage_type) };
  return {
    is_proxy: row.is_proxy === 'true',
    proxy_data: Object.fromEntries(FLAGS.map((f) => [f, row[`proxy_data.${f}`] === 'true'])),
    usage_type: str(row.usage_type),
  };
}

/** Address → sortable bigint (IPv6 above every IPv4 address, as in the exports). */
const big = (ip: string): bigint => {
  const p = parseIp(ip);
  if (p.version === 4) return BigInt(p.normalized.split('.').reduce((a, o) => a * 256 + Number(o), 0));
  const [h, t] = p.normalized.split('::') as [string, string | undefined];
  const hs = h ? h.split(':') : [];
  const ts = t ? t.split(':') : [];
  const groups = p.normalized.includes('::') ? [...hs, ...Array(8 - hs.length - ts.length).fill('0'), ...ts] : hs;
  return (1n << 128n) | groups.reduce((a, g) => (a << 16n) | BigInt(parseInt(g, 16)), 0n);
};

function randomAddresses(n: number, seed: number): string[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    if (i % 2 === 0) return `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`;
    if (i % 50 === 1) return `::ffff:${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`;
    const groups = [
      RANDOM_V6_PREFIXES[rnd(RANDOM_V6_PREFIXES.length)]!,
      ...Array.from({ length: 7 }, () => rnd(65536)),
    ];
    if (rnd(3) === 0) groups.fill(0, 4 + rnd(4)); // near /64 and coarser boundaries
    return groups.map((g) => g.toString(16)).join(':');
  });
}

describe.each(['csv', 'json'] as const)('%s exports', (format: ExportFormat) => {
  it.each(KINDS)('%s: rows equal lookups, sorted and maximal', async (kind) => {
    const res = await exportDatabase(db, { kind, format, out: join(dir, `${kind}.${format}`) });
    expect(res).toMatchObject({ kind, format, gzip: false });
    expect(res.ranges.ipv4).toBeGreaterThan(50);
    expect(res.ranges.ipv6).toBeGreaterThan(50);
    const text = readFileSync(res.file, 'utf8');
    let rows: Array<{ start: string; end: string; rec: Record<string, unknown> }>;
    const [first, second] = text.split('\n', 2);
    if (format === 'csv') {
      // The first line is the licence's credit as a `#` comment; readers skip one line (csv-parse from_line).
      // (the sample database's attribution is the word "test")
      expect(first).toBe(`# Lanyun IP ${kind} database, built ${db.metadata.buildTime}. test`);
      const parsed = parse(text, { columns: true, from_line: 2 }) as Array<Record<string, string>>;
      expect(second).toBe(`start_ip,end_ip,${Object.keys(parsed[0]!).slice(2).join(',')}`);
      rows = parsed.map(({ start_ip, end_ip, ...rest }) => ({
        start: start_ip!,
        end: end_ip!,
        rec: csvRecord(kind, rest),
      }));
    } else {
      expect(JSON.parse(first!)).toEqual({
        _meta: {
          database: kind,
          build_time: db.metadata.buildTime,
          attribution: 'test',
          licence: 'CC BY 4.0',
        },
      });
      rows = text
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => {
          const { start_ip, end_ip, ...rec } = JSON.parse(l) as Record<string, unknown>;
          return { start: start_ip as string, end: end_ip as string, rec };
        });
    }
    expect(rows.length).toBe(res.ranges.ipv4 + res.ranges.ipv6);
    const bounds = rows.map((r) => [big(r.start), big(r.end)] as const);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      expect(bounds[i]![0] <= bounds[i]![1]).toBe(true);
      if (i > 0) {
        expect(bounds[i - 1]![1] < bounds[i]![0], `${r.start} sorted`).toBe(true);
        if (bounds[i - 1]![1] + 1n === bounds[i]![0]) expect(rows[i - 1]!.rec, `${r.start} maximal`).not.toEqual(r.rec);
      }
      const want = viewOfRecord(kind, r.rec);
      expect(view(kind, db.lookup(r.start, NOW)), r.start).toEqual(want);
      expect(view(kind, db.lookup(r.end, NOW)), r.end).toEqual(want);
    }
    // Random addresses: inside a row → that row's fields; outside every row → no data.
    for (const ip of randomAddresses(3000, 11)) {
      const x = big(ip.startsWith('::ffff:') ? ip.slice(7) : ip);
      let lo = 0;
      let hi = bounds.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (bounds[mid]![0] <= x) lo = mid + 1;
        else hi = mid;
      }
      const row = lo > 0 && bounds[lo - 1]![1] >= x ? rows[lo - 1]!.rec : null;
      expect(view(kind, db.lookup(ip, NOW)), ip).toEqual(viewOfRecord(kind, row));
    }
  });
});

describe('MMDB exports', () => {
  it.each(KINDS)('%s: the maxmind package agrees with lookups on 10,000 random addresses', async (kind) => {
    const res = await exportDatabase(db, { kind, format: 'mmdb', out: join(dir, `${kind}.mmdb`) });
    const reader = new Reader<Record<string, unknown>>(readFileSync(res.file));
    expect(reader.metadata).toMatchObject({
      ipVersion: 6,
      binaryFormatMajorVersion: 2,
      databaseType: `Lanyun-IP-${{ geo: 'Geo', asn: 'ASN', privacy: 'Privacy' }[kind]}`,
    });
    let withData = 0;
    for (const ip of randomAddresses(10_000, 23)) {
      const theirs = reader.get(ip);
      if (theirs) withData++;
      expect(viewOfRecord(kind, theirs), ip).toEqual(view(kind, db.lookup(ip, NOW)));
    }
    expect(withData).toBeGreaterThan(kind === 'privacy' ? 500 : 2000);
  });
});

describe('MMDB record sizes', () => {
  it.each([24, 28, 32] as const)('%i-bit records read back through maxmind', async (recordSize) => {
    const res = await exportDatabase(db, {
      kind: 'geo',
      format: 'mmdb',
      out: join(dir, `geo-${recordSize}.mmdb`),
      mmdbRecordSize: recordSize,
    });
    const reader = new Reader<Record<string, unknown>>(readFileSync(res.file));
    expect(reader.metadata.recordSize).toBe(recordSize);
    for (const ip of randomAddresses(2000, recordSize))
      expect(viewOfRecord('geo', reader.get(ip)), ip).toEqual(view('geo', db.lookup(ip, NOW)));
  });
});

describe('export options', () => {
  it('gzips by file name and above the auto threshold, with the same content', async () => {
    const plain = await exportDatabase(db, { kind: 'asn', format: 'csv', out: join(dir, 'a.csv') });
    const named = await exportDatabase(db, { kind: 'asn', format: 'csv', out: join(dir, 'b.csv.gz') });
    const auto = await exportDatabase(db, {
      kind: 'asn',
      format: 'csv',
      out: join(dir, 'c.csv'),
      gzip: 'auto',
      gzipThreshold: 1000,
    });
    const small = await exportDatabase(db, { kind: 'asn', format: 'csv', out: join(dir, 'd.csv'), gzip: 'auto' });
    expect([named.gzip, auto.gzip, small.gzip]).toEqual([true, true, false]);
    expect(auto.file).toBe(join(dir, 'c.csv.gz'));
    expect(small.file).toBe(join(dir, 'd.csv'));
    const original = readFileSync(plain.file);
    expect(gunzipSync(readFileSync(named.file)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(auto.file)).equals(original)).toBe(true);
    expect(auto.rawBytes).toBe(original.length);
    expect(auto.bytes).toBeLessThan(original.length);
  });

  it('rejects unknown kinds and formats', async () => {
    await expect(
      exportDatabase(db, { kind: 'city' as ExportKind, format: 'csv', out: join(dir, 'x') }),
    ).rejects.toThrow(RangeError);
    await expect(
      exportDatabase(db, { kind: 'geo', format: 'xml' as ExportFormat, out: join(dir, 'x') }),
    ).rejects.toThrow(RangeError);
    await expect(exportDatabase(db, { kind: 'geo', format: 'mmdb', out: join(dir, 'x'), gzip: true })).rejects.toThrow(
      RangeError,
    );
  });
});
