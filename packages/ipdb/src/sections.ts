/**
 * Parses and validates the header and section directory of an LYIPDB file image and wraps each
 * section in a typed-array view (README.md "Binary format"). Used by `reader.ts`.
 *
 * Validation covers: magic, format version, header/file length, section bounds and alignment,
 * element counts vs byte lengths, required sections, table values within their target tables,
 * ascending starts, string offsets. Any failure throws {@link IpdbFormatError}.
 */
import { endianness } from 'node:os';
import { IpdbFormatError } from './errors.ts';
import {
  ASN_RECORD_BYTES,
  BUCKET_INDEX_ENTRIES,
  COUNTRY_FLAG_EU_KNOWN,
  COUNTRY_FLAG_IS_EU,
  COUNTRY_RECORD_BYTES,
  DIRECTORY_ENTRY_BYTES,
  FORMAT_VERSION,
  GEO_RECORD_BYTES,
  HEADER_FIXED_BYTES,
  MAGIC,
  NONE_U32,
  NONE_USAGE,
  PRIVACY_LIMIT,
  SECTION,
  SECTION_ALIGN,
  type MetaDocument,
} from './format.ts';
import { FINE_FLAG, NO_VALUE } from './ranges.ts';

/** A country record decoded at open time. */
export interface DecodedCountry {
  code: string;
  name: string | null;
  capital: string | null;
  callingCode: string | null;
  flag: string | null;
  isEu: boolean | null;
  currency: { code: string; name: string; symbol: string } | null;
  timeZone: string | null;
}

/** Typed views over an IPv4 range table. */
export interface V4Sections {
  starts: Uint32Array;
  values: Uint32Array;
  index: Uint32Array;
}

/** Typed views over a two-level IPv6 range table. */
export interface V6Sections {
  starts: Uint32Array;
  values: Uint32Array;
  index: Uint32Array;
  fineOffsets: Uint32Array;
  fineStarts: Uint32Array;
  fineValues: Uint32Array;
}

/** Every section of a validated file. */
export interface Sections {
  meta: MetaDocument;
  stringCount: number;
  stringOffsets: Uint32Array;
  stringData: Buffer;
  countries: DecodedCountry[];
  zones: string[];
  geoU32: Uint32Array;
  geoI32: Int32Array;
  geoU16: Uint16Array;
  /** ASN records, 4 words each: number, organisation, domain, class (see format.ts). */
  asnU32: Uint32Array;
  geo4: V4Sections;
  asn4: V4Sections;
  geo6: V6Sections;
  asn6: V6Sections;
  /** Privacy range tables (values are PRIVACY bit masks). */
  priv4: V4Sections;
  priv6: V6Sections;
}

interface Entry {
  offset: number;
  byteLength: number;
  count: number;
}

function fail(msg: string): never {
  throw new IpdbFormatError(`Invalid LYIPDB file: ${msg}`);
}

/** Validates `buf` as an LYIPDB image and returns views over its sections. */
export function loadSections(input: Buffer): Sections {
  if (endianness() !== 'LE') throw new IpdbFormatError('LYIPDB reader requires a little-endian host');
  if (input.length < HEADER_FIXED_BYTES || input.toString('latin1', 0, 6) !== MAGIC) {
    fail('bad magic (expected "LYIPDB")');
  }
  const version = input.readUInt16LE(6);
  if (version !== FORMAT_VERSION) {
    throw new IpdbFormatError(`Unsupported LYIPDB format version ${version} (this reader supports ${FORMAT_VERSION})`);
  }
  // Typed-array views need an aligned base; copy in the rare case the Buffer is not.
  const buf = input.byteOffset % SECTION_ALIGN === 0 ? input : Buffer.from(new Uint8Array(input));
  const headerBytes = buf.readUInt32LE(8);
  const sectionCount = buf.readUInt32LE(12);
  const fileLength = buf.readUInt32LE(16);
  if (fileLength !== buf.length) fail(`length ${buf.length} does not match header (${fileLength}); truncated?`);
  if (headerBytes < HEADER_FIXED_BYTES + sectionCount * DIRECTORY_ENTRY_BYTES || headerBytes > buf.length) {
    fail('header length inconsistent with the section count');
  }
  const dir = new Map<string, Entry>();
  for (let i = 0; i < sectionCount; i++) {
    const d = HEADER_FIXED_BYTES + i * DIRECTORY_ENTRY_BYTES;
    const tag = buf.toString('latin1', d, d + 4);
    const e = { offset: buf.readUInt32LE(d + 4), byteLength: buf.readUInt32LE(d + 8), count: buf.readUInt32LE(d + 12) };
    if (e.offset % SECTION_ALIGN !== 0 || e.offset < headerBytes || e.offset + e.byteLength > buf.length) {
      fail(`section ${tag} out of bounds or misaligned`);
    }
    dir.set(tag, e);
  }
  const base = buf.byteOffset;
  const get = (tag: string): Entry => dir.get(tag) ?? fail(`missing section ${tag}`);
  const u32 = (tag: string, perItem = 1, fixedCount?: number): Uint32Array => {
    const e = get(tag);
    const count = fixedCount ?? e.count;
    if (e.byteLength !== count * perItem * 4) fail(`section ${tag} has ${e.byteLength} bytes for ${count} items`);
    return new Uint32Array(buf.buffer, base + e.offset, e.byteLength / 4);
  };

  const metaEntry = get(SECTION.meta);
  let meta: MetaDocument;
  try {
    meta = JSON.parse(buf.toString('utf8', metaEntry.offset, metaEntry.offset + metaEntry.byteLength)) as MetaDocument;
  } catch {
    fail('META section is not JSON');
  }
  if (
    typeof meta?.buildTime !== 'string' ||
    typeof meta.counts !== 'object' ||
    meta.counts === null ||
    !Array.isArray(meta.privacyLists)
  ) {
    fail('META section incomplete');
  }

  const stringOffsets = u32(SECTION.stringOffsets, 1, get(SECTION.stringOffsets).count + 1);
  const stringCount = stringOffsets.length - 1;
  const sd = get(SECTION.stringData);
  const stringData = buf.subarray(sd.offset, sd.offset + sd.byteLength);
  for (let i = 0; i < stringCount; i++) {
    if (stringOffsets[i]! > stringOffsets[i + 1]!) fail('string offsets not ascending');
  }
  if (stringCount >= 0 && stringOffsets[stringCount] !== sd.byteLength)
    fail('string offsets do not end at the string data length');
  const str = (id: number): string | null => {
    if (id === NONE_U32) return null;
    if (id >= stringCount) fail(`string reference ${id} out of range`);
    return stringData.toString('utf8', stringOffsets[id]!, stringOffsets[id + 1]!);
  };

  const zoneIds = u32(SECTION.zones);
  const zones = Array.from(zoneIds, (id) => str(id) ?? fail('empty zone name'));
  const ctry = u32(SECTION.countries, COUNTRY_RECORD_BYTES / 4);
  const countries: DecodedCountry[] = [];
  for (let i = 0; i < get(SECTION.countries).count; i++) {
    const o = (i * COUNTRY_RECORD_BYTES) / 4;
    const code = str(ctry[o]!) ?? fail(`country ${i} has no code`);
    const curCode = str(ctry[o + 5]!);
    const zone = ctry[o + 8]!;
    if (zone !== NONE_U32 && zone >= zones.length) fail(`country ${code} zone index out of range`);
    const flags = ctry[o + 9]!;
    countries.push({
      code,
      name: str(ctry[o + 1]!),
      capital: str(ctry[o + 2]!),
      callingCode: str(ctry[o + 3]!),
      flag: str(ctry[o + 4]!),
      currency:
        curCode === null ? null : { code: curCode, name: str(ctry[o + 6]!) ?? '', symbol: str(ctry[o + 7]!) ?? '' },
      timeZone: zone === NONE_U32 ? null : zones[zone]!,
      isEu: flags & COUNTRY_FLAG_EU_KNOWN ? (flags & COUNTRY_FLAG_IS_EU) !== 0 : null,
    });
  }

  const geoU32 = u32(SECTION.geoRecords, GEO_RECORD_BYTES / 4);
  const recordCount = get(SECTION.geoRecords).count;
  const geoI32 = new Int32Array(geoU32.buffer, geoU32.byteOffset, geoU32.length);
  const geoU16 = new Uint16Array(geoU32.buffer, geoU32.byteOffset, geoU32.length * 2);
  for (let r = 0; r < recordCount; r++) {
    const o = r * 6;
    for (let k = 0; k < 3; k++) {
      const id = geoU32[o + k]!;
      if (id !== NONE_U32 && id >= stringCount) fail(`record ${r} string reference out of range`);
    }
    const c = geoU16[o * 2 + 10]!;
    const z = geoU16[o * 2 + 11]!;
    if ((c !== 0xffff && c >= countries.length) || (z !== 0xffff && z >= zones.length))
      fail(`record ${r} index out of range`);
  }
  const asnWords = ASN_RECORD_BYTES / 4;
  const asnU32 = u32(SECTION.asns, asnWords);
  const asnCount = get(SECTION.asns).count;
  for (let i = 0; i < asnCount; i++) {
    const o = asnWords * i;
    for (const id of [asnU32[o + 1]!, asnU32[o + 2]!]) {
      if (id !== NONE_U32 && id >= stringCount) fail(`ASN ${i} string reference out of range`);
    }
    const usage = asnU32[o + 3]! & NONE_USAGE;
    if (usage !== NONE_USAGE && usage >= stringCount) fail(`ASN ${i} usage-type reference out of range`);
    if (asnU32[o + 3]! >>> 24 >= PRIVACY_LIMIT) fail(`ASN ${i} privacy flags out of range`);
  }

  const checkValues = (tag: string, values: Uint32Array, limit: number, fineLimit = -1): void => {
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (v === NO_VALUE) continue;
      if (fineLimit >= 0 && (v & FINE_FLAG) !== 0) {
        if ((v & ~FINE_FLAG) >>> 0 >= fineLimit) fail(`${tag} fine segment ${i} out of range`);
      } else if (v >= limit) {
        fail(`${tag} value ${v} at ${i} out of range (${limit})`);
      }
    }
  };
  const checkIndex = (tag: string, index: Uint32Array, n: number): void => {
    if (index[0] !== 0 || index[BUCKET_INDEX_ENTRIES - 1] !== n) fail(`${tag} bucket index does not span the table`);
    for (let b = 1; b < BUCKET_INDEX_ENTRIES; b++)
      if (index[b]! < index[b - 1]!) fail(`${tag} bucket index not ascending`);
  };
  const v4 = (st: string, va: string, ix: string, limit: number): V4Sections => {
    const values = u32(va);
    const starts = u32(st, 1, values.length);
    const index = u32(ix, 1, BUCKET_INDEX_ENTRIES);
    if (values.length === 0 || starts[0] !== 0) fail(`${st} must start at 0.0.0.0`);
    for (let i = 1; i < starts.length; i++) if (starts[i]! <= starts[i - 1]!) fail(`${st} not ascending at ${i}`);
    checkIndex(ix, index, values.length);
    checkValues(va, values, limit);
    return { starts, values, index };
  };
  const v6 = (p: 'geo6' | 'asn6' | 'priv6', limit: number): V6Sections => {
    const values = u32(SECTION[`${p}Values`]);
    const starts = u32(SECTION[`${p}Starts`], 2, values.length);
    const index = u32(SECTION[`${p}Index`], 1, BUCKET_INDEX_ENTRIES);
    const fineOffsets = u32(SECTION[`${p}FineOffsets`]);
    const fineValues = u32(SECTION[`${p}FineValues`]);
    const fineStarts = u32(SECTION[`${p}FineStarts`], 2, fineValues.length);
    if (values.length === 0 || starts[0] !== 0 || starts[1] !== 0) fail(`${p} must start at ::`);
    checkIndex(`${p} index`, index, values.length);
    const segments = fineOffsets.length - 1;
    if (segments < 0 || fineOffsets[0] !== 0 || fineOffsets[segments] !== fineValues.length)
      fail(`${p} fine offsets inconsistent`);
    for (let sgm = 0; sgm < segments; sgm++) {
      const a = fineOffsets[sgm]!;
      const b = fineOffsets[sgm + 1]!;
      if (b <= a || fineStarts[2 * a] !== 0 || fineStarts[2 * a + 1] !== 0) fail(`${p} fine segment ${sgm} malformed`);
    }
    checkValues(`${p} values`, values, limit, segments);
    checkValues(`${p} fine values`, fineValues, limit);
    return { starts, values, index, fineOffsets, fineStarts, fineValues };
  };

  return {
    meta,
    stringCount,
    stringOffsets,
    stringData,
    countries,
    zones,
    geoU32,
    geoI32,
    geoU16,
    asnU32,
    geo4: v4(SECTION.geo4Starts, SECTION.geo4Values, SECTION.geo4Index, recordCount),
    asn4: v4(SECTION.asn4Starts, SECTION.asn4Values, SECTION.asn4Index, asnCount),
    geo6: v6('geo6', recordCount),
    asn6: v6('asn6', asnCount),
    priv4: v4(SECTION.priv4Starts, SECTION.priv4Values, SECTION.priv4Index, PRIVACY_LIMIT),
    priv6: v6('priv6', PRIVACY_LIMIT),
  };
}
