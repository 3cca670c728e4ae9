/**
 * The fields of the three exported databases, and their encodings (CSV, NDJSON, MMDB).
 *
 * Every exported range carries `start_ip`, `end_ip` and the fields of its kind. Field names and
 * meanings are those of `IpData` (README "Exports"):
 *
 * - **geo**: `country_code`, `country_name`, `region_name`, `city_name`, `zip_code`,
 *   `latitude`, `longitude` (degrees), `time_zone` (IANA name).
 * - **asn**: `asn`, `asn_name`, `domain`, `usage_type` (as in `IpData.asn`).
 * - **privacy**: `is_proxy`, `proxy_data` {`is_vpn`, `is_tor`, `is_data_center`, `is_proxy`,
 *   `is_relay`, `is_hosting`}, `usage_type`. CSV flattens the nested object into dotted columns
 *   (`proxy_data.is_vpn`).
 *
 * Unknown values are `null` in NDJSON, empty in CSV and absent from MMDB maps (MaxMind DB has no
 * null). Per key, the encoded text is built once and cached.
 */
import type { ExportKind } from './export-ranges.ts';
import { NONE_USAGE, PRIVACY_PROXY_MASK } from './format.ts';
import { MmdbDouble, MmdbUint32, type MmdbWriteValue } from './mmdb-writer.ts';
import { proxyDataOf, type DatabaseInternals } from './reader.ts';

/** A scalar field value. */
export type FieldValue = string | number | boolean | null;
/** An exported record (the fields after start_ip / end_ip); privacy nests `proxy_data`. */
export type ExportRecord = { [field: string]: FieldValue | ExportRecord };

/** Column names of each kind's CSV, after `start_ip,end_ip`. */
export const COLUMNS: Record<ExportKind, readonly string[]> = {
  geo: ['country_code', 'country_name', 'region_name', 'city_name', 'zip_code', 'latitude', 'longitude', 'time_zone'],
  asn: ['asn', 'asn_name', 'domain', 'usage_type'],
  privacy: [
    'is_proxy',
    'proxy_data.is_vpn',
    'proxy_data.is_tor',
    'proxy_data.is_data_center',
    'proxy_data.is_proxy',
    'proxy_data.is_relay',
    'proxy_data.is_hosting',
    'usage_type',
  ],
};

/** Fields stored as MMDB uint32 (all other numbers are doubles). */
const UINT_FIELDS = new Set(['asn']);

/** Quotes a CSV field when needed (RFC 4180): `"` doubled; comma, quote, CR, LF or edge spaces → quoted. */
export function csvField(v: FieldValue): string {
  if (v === null) return '';
  const s = String(v);
  if (/[",\r\n]|^\s|\s$/.test(s)) return `"${s.replace(/"/g, '""')}"`;
  return s;
}

/** Turns a record into an MMDB map: nulls dropped, numbers typed (uint32 for `asn`, else double). */
export function toMmdbValue(r: ExportRecord): { [key: string]: MmdbWriteValue } {
  const out: { [key: string]: MmdbWriteValue } = {};
  for (const [k, v] of Object.entries(r)) {
    if (v === null) continue;
    if (typeof v === 'number') out[k] = UINT_FIELDS.has(k) ? new MmdbUint32(v) : new MmdbDouble(v);
    else if (typeof v === 'object') out[k] = toMmdbValue(v);
    else out[k] = v;
  }
  return out;
}

/** Builds and caches each key's record and encodings for one export kind of one database. */
export class FieldEncoder {
  readonly columns: readonly string[];
  private readonly csvCache = new Map<number, Buffer>();
  private readonly jsonCache = new Map<number, Buffer>();

  constructor(
    private readonly db: DatabaseInternals,
    readonly kind: ExportKind,
  ) {
    this.columns = COLUMNS[kind];
  }

  /** The record for a key of `keyedRanges(…, kind, …)`. */
  record(key: number): ExportRecord {
    switch (this.kind) {
      case 'geo': {
        const r = this.db.record(key);
        return {
          country_code: r.country_code,
          country_name: r.country_name,
          region_name: r.region_name,
          city_name: r.city_name,
          zip_code: r.zip_code,
          latitude: r.latitude,
          longitude: r.longitude,
          time_zone: r.time_zone_name,
        };
      }
      case 'asn': {
        const a = this.db.asn(key).data;
        return { asn: a.asn, asn_name: a.asn_name, domain: a.domain, usage_type: a.usage_type };
      }
      default: {
        const flags = key % 64;
        const usage = Math.floor(key / 64);
        return {
          is_proxy: (flags & PRIVACY_PROXY_MASK) !== 0,
          proxy_data: { ...proxyDataOf(flags) },
          usage_type: usage === NONE_USAGE ? null : this.db.str(usage),
        };
      }
    }
  }

  /** `,field,field…\n` — the CSV line after the two addresses, as UTF-8 bytes. */
  csv(key: number): Buffer {
    let b = this.csvCache.get(key);
    if (b === undefined) {
      const r = this.record(key);
      let s = '';
      for (const col of this.columns) {
        const dot = col.indexOf('.');
        const v = dot < 0 ? r[col] : (r[col.slice(0, dot)] as ExportRecord)[col.slice(dot + 1)];
        s += `,${csvField(v as FieldValue)}`;
      }
      b = Buffer.from(`${s}\n`, 'utf8');
      this.csvCache.set(key, b);
    }
    return b;
  }

  /** `,"field":value…}\n` — the NDJSON line after `{"start_ip":…,"end_ip":…`, as UTF-8 bytes. */
  json(key: number): Buffer {
    let b = this.jsonCache.get(key);
    if (b === undefined) {
      const body = JSON.stringify(this.record(key)).slice(1);
      b = Buffer.from(`${body === '}' ? body : `,${body}`}\n`, 'utf8');
      this.jsonCache.set(key, b);
    }
    return b;
  }
}
