/**
 * Serializes database content into the LYIPDB binary format (see README.md "Binary format" and
 * `format.ts`). Pure: takes plain objects and range tables, returns one Buffer; `build.ts` decides
 * where it goes.
 *
 * Input units: latitude/longitude in degrees (stored as int32 micro-degrees), ASN numbers
 * as unsigned 32-bit integers, time zones as IANA names. Empty strings are stored as "none".
 * Errors: RangeError for inconsistent input (unsorted tables, value out of range, too many
 * countries/zones for u16, file over 4 GiB); Error on a big-endian host.
 */
import { endianness } from 'node:os';
import {
  ASN_CLASS_FLAGS_SHIFT,
  ASN_RECORD_BYTES,
  BUCKET_INDEX_ENTRIES,
  COUNTRY_FLAG_EU_KNOWN,
  COUNTRY_FLAG_IS_EU,
  COORD_SCALE,
  COUNTRY_RECORD_BYTES,
  DIRECTORY_ENTRY_BYTES,
  FORMAT_VERSION,
  GEO_RECORD_BYTES,
  HEADER_FIXED_BYTES,
  MAGIC,
  NONE_COORD,
  NONE_U16,
  NONE_U32,
  NONE_USAGE,
  PRIVACY_LIMIT,
  SECTION,
  SECTION_ALIGN,
  type MetaDocument,
  type PrivacyListInfo,
} from './format.ts';
import {
  bucketIndex,
  NO_VALUE,
  splitV6Table,
  V4RangeBuilder,
  V6RangeBuilder,
  type V4Table,
  type V6FullTable,
  type V6SplitTable,
} from './ranges.ts';

/** Country-level facts as stored in the file (all strings optional). */
export interface CountryInput {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  name: string | null;
  capital: string | null;
  /** E.g. "+1", "+86"; several codes joined with ", ". */
  callingCode: string | null;
  /** Flag emoji. */
  flag: string | null;
  isEu: boolean | null;
  currency: { code: string; name: string; symbol: string } | null;
  /** IANA zone used when a record has none. */
  timeZone: string | null;
}

/** One deduplicated geolocation record. */
export interface GeoRecordInput {
  countryCode: string | null;
  region: string | null;
  city: string | null;
  postcode: string | null;
  /** Degrees, WGS84; null when unknown. */
  latitude: number | null;
  longitude: number | null;
  /** IANA time zone name. */
  timeZone: string | null;
}

/** One autonomous-system entry (number + organisation name, and its classification if any). */
export interface AsnInput {
  asn: number;
  org: string;
  /** Operator's web domain (from the ASN classification). */
  domain?: string | null;
  /** Usage-type code such as "DCH" (from the ASN classification). */
  usageType?: string | null;
  /** PRIVACY bits implied by the classification (data centre, hosting); 0 or absent = none. */
  flags?: number;
}

/** Everything that goes into one database file. Table values index `records` / `asns`. */
export interface DatabaseContent {
  buildTime: string;
  sources: Record<string, string>;
  attribution: string;
  countries: CountryInput[];
  records: GeoRecordInput[];
  asns: AsnInput[];
  geo4: V4Table;
  asn4: V4Table;
  geo6: V6FullTable;
  asn6: V6FullTable;
  /** Privacy range tables: values are PRIVACY bit masks (1..63). Absent = no privacy data. */
  priv4?: V4Table;
  priv6?: V6FullTable;
  /** The privacy lists the tables came from (recorded in META). */
  privacyLists?: PrivacyListInfo[];
  /** Per list, its networks when another list sets the same flag (format.ts MetaDocument.privacyListRanges). */
  privacyListRanges?: MetaDocument['privacyListRanges'];
}

class StringPool {
  private readonly ids = new Map<string, number>();
  private readonly parts: Buffer[] = [];
  private bytes = 0;
  id(s: string | null | undefined): number {
    if (s === null || s === undefined || s === '') return NONE_U32;
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.parts.length;
      const b = Buffer.from(s, 'utf8');
      this.parts.push(b);
      this.bytes += b.length;
      this.ids.set(s, id);
    }
    return id;
  }
  get count(): number {
    return this.parts.length;
  }
  offsets(): Uint32Array {
    const out = new Uint32Array(this.parts.length + 1);
    let o = 0;
    for (let i = 0; i < this.parts.length; i++) {
      out[i] = o;
      o += this.parts[i]!.length;
    }
    out[this.parts.length] = o;
    return out;
  }
  data(): Buffer {
    return Buffer.concat(this.parts, this.bytes);
  }
}

function bytesOf(a: Uint32Array | Float32Array | Uint16Array | Uint8Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

function checkV4(name: string, t: V4Table, limit: number): void {
  if (t.starts.length !== t.values.length || t.starts.length === 0 || t.starts[0] !== 0) {
    throw new RangeError(`${name}: table must be non-empty, start at 0 and have one value per start`);
  }
  for (let i = 0; i < t.values.length; i++) {
    if (i > 0 && t.starts[i]! <= t.starts[i - 1]!) throw new RangeError(`${name}: starts not ascending at ${i}`);
    const v = t.values[i]!;
    if (v !== NO_VALUE && v >= limit) throw new RangeError(`${name}: value ${v} out of range at ${i}`);
  }
}

function checkV6(name: string, t: V6FullTable, limit: number): void {
  const n = t.values.length;
  if (t.starts.length !== 4 * n || n === 0) throw new RangeError(`${name}: 4 start words per value expected`);
  for (let k = 0; k < 4; k++) if (t.starts[k] !== 0) throw new RangeError(`${name}: table must start at ::`);
  for (let i = 1; i < n; i++) {
    let c = 0;
    for (let k = 0; k < 4 && c === 0; k++) c = Math.sign(t.starts[4 * i + k]! - t.starts[4 * (i - 1) + k]!);
    if (c <= 0) throw new RangeError(`${name}: starts not ascending at ${i}`);
  }
  for (let i = 0; i < n; i++) {
    const v = t.values[i]!;
    if (v !== NO_VALUE && v >= limit) throw new RangeError(`${name}: value ${v} out of range at ${i}`);
  }
}

function countData(values: Uint32Array): number {
  let c = 0;
  for (let i = 0; i < values.length; i++) if (values[i] !== NO_VALUE) c++;
  return c;
}

/** Serializes `content` into a complete LYIPDB file image. See the module doc for errors. */
export function serializeDatabase(content: DatabaseContent): Buffer {
  if (endianness() !== 'LE') throw new Error('LYIPDB writer requires a little-endian host');
  const { records, asns } = content;
  checkV4('geo4', content.geo4, records.length);
  checkV4('asn4', content.asn4, asns.length);
  checkV6('geo6', content.geo6, records.length);
  checkV6('asn6', content.asn6, asns.length);
  const priv4 = content.priv4 ?? new V4RangeBuilder().finish();
  const priv6 = content.priv6 ?? new V6RangeBuilder().finish();
  checkV4('priv4', priv4, PRIVACY_LIMIT);
  checkV6('priv6', priv6, PRIVACY_LIMIT);

  const strings = new StringPool();
  // Countries: the given ones plus a bare entry for any code that only appears in records.
  const countries = [...content.countries];
  const countryIndex = new Map<string, number>();
  for (const [i, c] of countries.entries()) countryIndex.set(c.code, i);
  for (const r of records) {
    if (r.countryCode && !countryIndex.has(r.countryCode)) {
      countryIndex.set(r.countryCode, countries.length);
      countries.push({
        code: r.countryCode,
        name: null,
        capital: null,
        callingCode: null,
        flag: null,
        isEu: null,
        currency: null,
        timeZone: null,
      });
    }
  }
  if (countries.length >= NONE_U16) throw new RangeError('too many countries for a u16 index');
  const zones: string[] = [];
  const zoneIndex = new Map<string, number>();
  const zoneOf = (z: string | null): number => {
    if (!z) return NONE_U16;
    let i = zoneIndex.get(z);
    if (i === undefined) {
      i = zones.length;
      zones.push(z);
      zoneIndex.set(z, i);
      if (i >= NONE_U16) throw new RangeError('too many time zones for a u16 index');
    }
    return i;
  };

  const ctry = new Uint32Array((countries.length * COUNTRY_RECORD_BYTES) / 4);
  countries.forEach((c, i) => {
    const o = (i * COUNTRY_RECORD_BYTES) / 4;
    ctry[o] = strings.id(c.code);
    ctry[o + 1] = strings.id(c.name);
    ctry[o + 2] = strings.id(c.capital);
    ctry[o + 3] = strings.id(c.callingCode);
    ctry[o + 4] = strings.id(c.flag);
    ctry[o + 5] = strings.id(c.currency?.code);
    ctry[o + 6] = strings.id(c.currency?.name);
    ctry[o + 7] = strings.id(c.currency?.symbol);
    const z = zoneOf(c.timeZone);
    ctry[o + 8] = z === NONE_U16 ? NONE_U32 : z;
    ctry[o + 9] = c.isEu === null ? 0 : COUNTRY_FLAG_EU_KNOWN | (c.isEu ? COUNTRY_FLAG_IS_EU : 0);
  });

  const geoBuf = new ArrayBuffer(records.length * GEO_RECORD_BYTES);
  const g32 = new Uint32Array(geoBuf);
  const gi32 = new Int32Array(geoBuf);
  const coord = (deg: number | null, limit: number): number => {
    if (deg === null || !Number.isFinite(deg)) return NONE_COORD;
    if (Math.abs(deg) > limit) throw new RangeError(`coordinate ${deg} outside ±${limit} degrees`);
    return Math.round(deg * COORD_SCALE);
  };
  const g16 = new Uint16Array(geoBuf);
  records.forEach((r, i) => {
    const o = (i * GEO_RECORD_BYTES) / 4;
    g32[o] = strings.id(r.region);
    g32[o + 1] = strings.id(r.city);
    g32[o + 2] = strings.id(r.postcode);
    gi32[o + 3] = coord(r.latitude, 90);
    gi32[o + 4] = coord(r.longitude, 180);
    g16[2 * o + 10] = r.countryCode ? countryIndex.get(r.countryCode)! : NONE_U16;
    g16[2 * o + 11] = zoneOf(r.timeZone);
  });

  const asnWords = ASN_RECORD_BYTES / 4;
  const asnt = new Uint32Array(asns.length * asnWords);
  let classifiedAsns = 0;
  asns.forEach((a, i) => {
    if (!Number.isInteger(a.asn) || a.asn < 0 || a.asn > 0xffffffff) throw new RangeError(`bad ASN ${a.asn}`);
    const flags = a.flags ?? 0;
    if (!Number.isInteger(flags) || flags < 0 || flags >= PRIVACY_LIMIT)
      throw new RangeError(`bad privacy flags ${flags} for AS${a.asn}`);
    const usage = a.usageType ? strings.id(a.usageType) : NONE_USAGE;
    if (a.usageType && usage >= NONE_USAGE) throw new RangeError('too many strings for the usage-type field');
    if (usage !== NONE_USAGE || flags !== 0) classifiedAsns++;
    asnt[asnWords * i] = a.asn;
    asnt[asnWords * i + 1] = strings.id(a.org);
    asnt[asnWords * i + 2] = strings.id(a.domain);
    asnt[asnWords * i + 3] = ((flags << ASN_CLASS_FLAGS_SHIFT) | usage) >>> 0;
  });
  const zoneIds = Uint32Array.from(zones, (z) => strings.id(z));

  const geo6: V6SplitTable = splitV6Table(content.geo6);
  const asn6: V6SplitTable = splitV6Table(content.asn6);
  const privSplit6: V6SplitTable = splitV6Table(priv6);
  const meta: MetaDocument = {
    formatVersion: FORMAT_VERSION,
    buildTime: content.buildTime,
    sources: content.sources,
    counts: {
      ipv4Ranges: countData(content.geo4.values) + countData(content.asn4.values),
      ipv6Ranges: countData(content.geo6.values) + countData(content.asn6.values),
      records: records.length,
      asns: asns.length,
      countries: countries.length,
      zones: zones.length,
      strings: strings.count,
      geo4Ranges: countData(content.geo4.values),
      asn4Ranges: countData(content.asn4.values),
      geo6Ranges: countData(content.geo6.values),
      asn6Ranges: countData(content.asn6.values),
      priv4Ranges: countData(priv4.values),
      priv6Ranges: countData(priv6.values),
      classifiedAsns,
    },
    privacyLists: content.privacyLists ?? [],
    privacyListRanges: content.privacyListRanges ?? [],
    attribution: content.attribution,
  };

  const sections: Array<{ tag: string; bytes: Uint8Array; count: number }> = [];
  const add = (tag: string, a: Uint32Array | Float32Array | Uint16Array | Uint8Array, count: number): void => {
    sections.push({ tag, bytes: bytesOf(a), count });
  };
  add(SECTION.meta, Buffer.from(JSON.stringify(meta), 'utf8'), 0);
  add(SECTION.countries, ctry, countries.length);
  add(SECTION.zones, zoneIds, zones.length);
  add(SECTION.geoRecords, g32, records.length);
  add(SECTION.asns, asnt, asns.length);
  add(SECTION.geo4Starts, content.geo4.starts, content.geo4.starts.length);
  add(SECTION.geo4Values, content.geo4.values, content.geo4.values.length);
  add(SECTION.geo4Index, bucketIndex(content.geo4.starts, 1), BUCKET_INDEX_ENTRIES);
  add(SECTION.asn4Starts, content.asn4.starts, content.asn4.starts.length);
  add(SECTION.asn4Values, content.asn4.values, content.asn4.values.length);
  add(SECTION.asn4Index, bucketIndex(content.asn4.starts, 1), BUCKET_INDEX_ENTRIES);
  add(SECTION.priv4Starts, priv4.starts, priv4.starts.length);
  add(SECTION.priv4Values, priv4.values, priv4.values.length);
  add(SECTION.priv4Index, bucketIndex(priv4.starts, 1), BUCKET_INDEX_ENTRIES);
  const addV6 = (prefix: 'geo6' | 'asn6' | 'priv6', t: V6SplitTable): void => {
    add(SECTION[`${prefix}Starts`], t.coarseStarts, t.coarseValues.length);
    add(SECTION[`${prefix}Values`], t.coarseValues, t.coarseValues.length);
    add(SECTION[`${prefix}Index`], bucketIndex(t.coarseStarts, 2), BUCKET_INDEX_ENTRIES);
    add(SECTION[`${prefix}FineOffsets`], t.fineOffsets, t.fineOffsets.length);
    add(SECTION[`${prefix}FineStarts`], t.fineStarts, t.fineValues.length);
    add(SECTION[`${prefix}FineValues`], t.fineValues, t.fineValues.length);
  };
  addV6('geo6', geo6);
  addV6('asn6', asn6);
  addV6('priv6', privSplit6);
  // The string pool last: every other section has interned its strings by now.
  add(SECTION.stringOffsets, strings.offsets(), strings.count);
  add(SECTION.stringData, strings.data(), 0);

  const align = (n: number): number => Math.ceil(n / SECTION_ALIGN) * SECTION_ALIGN;
  const headerBytes = align(HEADER_FIXED_BYTES + sections.length * DIRECTORY_ENTRY_BYTES);
  let offset = headerBytes;
  const placed = sections.map((s) => {
    const at = offset;
    offset = align(at + s.bytes.byteLength);
    return { ...s, at };
  });
  const total = offset;
  if (total > 0xffffffff) throw new RangeError(`database would be ${total} bytes; the format is limited to 4 GiB`);
  const out = Buffer.alloc(total);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt16LE(FORMAT_VERSION, 6);
  out.writeUInt32LE(headerBytes, 8);
  out.writeUInt32LE(sections.length, 12);
  out.writeUInt32LE(total, 16);
  placed.forEach((s, i) => {
    const d = HEADER_FIXED_BYTES + i * DIRECTORY_ENTRY_BYTES;
    out.write(s.tag, d, 'latin1');
    out.writeUInt32LE(s.at, d + 4);
    out.writeUInt32LE(s.bytes.byteLength, d + 8);
    out.writeUInt32LE(s.count, d + 12);
    out.set(s.bytes, s.at);
  });
  return out;
}
