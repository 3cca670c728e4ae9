/**
 * Layout constants of the LYIPDB binary format (the normative description is README.md,
 * "Binary format"). Shared by `writer.ts` and `reader.ts`.
 *
 * All integers are little-endian; sections start on 8-byte boundaries so the reader can wrap
 * them in typed-array views without copying. String references and table values use
 * 0xFFFFFFFF for "none".
 */

/** File magic, bytes 0..5. */
export const MAGIC = 'LYIPDB';
/** Format version this code writes and reads (header bytes 6..7). */
export const FORMAT_VERSION = 2;
/** Fixed header length before the section directory. */
export const HEADER_FIXED_BYTES = 32;
/** Bytes per section directory entry: tag (4 ASCII bytes), offset u32, byteLength u32, count u32. */
export const DIRECTORY_ENTRY_BYTES = 16;
/** Section alignment. */
export const SECTION_ALIGN = 8;

/** "None" marker for string references, zone/country indices (u32 fields) and range values. */
export const NONE_U32 = 0xffffffff;
/** "None" marker for u16 country and zone indices in geo records. */
export const NONE_U16 = 0xffff;

/**
 * Bytes per geo record: region u32, city u32, postcode u32, latitude i32, longitude i32,
 * country u16, zone u16. Coordinates are signed micro-degrees (degrees × 1e6, rounded);
 * {@link NONE_COORD} = unknown.
 */
export const GEO_RECORD_BYTES = 24;
/** u32 word offsets inside a geo record. */
export const GEO_REGION = 0;
export const GEO_CITY = 1;
export const GEO_POSTCODE = 2;
export const GEO_LAT = 3;
export const GEO_LON = 4;
/** Micro-degree scale of stored coordinates. */
export const COORD_SCALE = 1e6;
/** Stored coordinate meaning "unknown" (INT32_MIN). */
export const NONE_COORD = -0x80000000;
/** u16 offsets inside a geo record (byte offset 20 and 22). */
export const GEO_COUNTRY_U16 = 10;
export const GEO_ZONE_U16 = 11;

/** Bytes per country record: ten u32 (see COUNTRY_* word offsets). */
export const COUNTRY_RECORD_BYTES = 40;
export const COUNTRY_CODE = 0;
export const COUNTRY_NAME = 1;
export const COUNTRY_CAPITAL = 2;
export const COUNTRY_CALLING_CODE = 3;
export const COUNTRY_FLAG = 4;
export const COUNTRY_CURRENCY_CODE = 5;
export const COUNTRY_CURRENCY_NAME = 6;
export const COUNTRY_CURRENCY_SYMBOL = 7;
export const COUNTRY_ZONE = 8;
export const COUNTRY_FLAGS = 9;
/** COUNTRY_FLAGS bits. */
export const COUNTRY_FLAG_EU_KNOWN = 1;
export const COUNTRY_FLAG_IS_EU = 2;

/**
 * Bytes per ASN record: asn number u32, organisation string u32, domain string u32, class u32.
 * The class word packs the usage type (string id in bits 0..23, {@link NONE_USAGE} = none) and the
 * privacy flags the network's classification implies (bits 24..31 = {@link PRIVACY} bits).
 */
export const ASN_RECORD_BYTES = 16;
/** u32 word offsets inside an ASN record. */
export const ASN_NUMBER = 0;
export const ASN_ORG = 1;
export const ASN_DOMAIN = 2;
export const ASN_CLASS = 3;
/** Usage-type field of the ASN class word meaning "unknown". */
export const NONE_USAGE = 0xffffff;
/** Bit position of the privacy flags inside the ASN class word. */
export const ASN_CLASS_FLAGS_SHIFT = 24;

/**
 * Privacy flag bits. Range tables `P4**` / `P6**` hold them as values (never 0: no flags = NONE);
 * ASN class words hold them in bits 24..31. An address's flags are the OR of both.
 */
export const PRIVACY = {
  vpn: 1,
  tor: 2,
  proxy: 4,
  relay: 8,
  dataCenter: 16,
  hosting: 32,
} as const;
/** Flags that make `IpData.is_proxy` true. */
export const PRIVACY_PROXY_MASK = PRIVACY.vpn | PRIVACY.tor | PRIVACY.proxy | PRIVACY.relay;
/** Exclusive upper bound of privacy flag values. */
export const PRIVACY_LIMIT = 64;

/** Section tags (4 ASCII characters). */
export const SECTION = {
  meta: 'META',
  stringOffsets: 'STRO',
  stringData: 'STRD',
  countries: 'CTRY',
  zones: 'ZONE',
  geoRecords: 'GEOR',
  asns: 'ASNT',
  geo4Starts: 'G4ST',
  geo4Values: 'G4VA',
  geo4Index: 'G4IX',
  asn4Starts: 'A4ST',
  asn4Values: 'A4VA',
  asn4Index: 'A4IX',
  geo6Starts: 'G6ST',
  geo6Values: 'G6VA',
  geo6Index: 'G6IX',
  geo6FineOffsets: 'G6FO',
  geo6FineStarts: 'G6FS',
  geo6FineValues: 'G6FV',
  asn6Starts: 'A6ST',
  asn6Values: 'A6VA',
  asn6Index: 'A6IX',
  asn6FineOffsets: 'A6FO',
  asn6FineStarts: 'A6FS',
  asn6FineValues: 'A6FV',
  priv4Starts: 'P4ST',
  priv4Values: 'P4VA',
  priv4Index: 'P4IX',
  priv6Starts: 'P6ST',
  priv6Values: 'P6VA',
  priv6Index: 'P6IX',
  priv6FineOffsets: 'P6FO',
  priv6FineStarts: 'P6FS',
  priv6FineValues: 'P6FV',
} as const;

/** Number of entries in a top-16-bit bucket index. */
export const BUCKET_INDEX_ENTRIES = 65537;

/** The JSON document stored in the META section. */
export interface MetaDocument {
  formatVersion: number;
  /** ISO-8601 UTC time the file was built. */
  buildTime: string;
  /** Source package name → version (and build epoch where the source has one). */
  sources: Record<string, string>;
  counts: {
    ipv4Ranges: number;
    ipv6Ranges: number;
    records: number;
    asns: number;
    countries: number;
    zones: number;
    strings: number;
    geo4Ranges: number;
    asn4Ranges: number;
    geo6Ranges: number;
    asn6Ranges: number;
    /** Entries with flags in the privacy range tables. */
    priv4Ranges: number;
    priv6Ranges: number;
    /** ASN records with a classification (usage type or flags). */
    classifiedAsns: number;
  };
  /** The privacy lists the build read (none when no list was configured). */
  privacyLists: PrivacyListInfo[];
  /**
   * Per privacy list (same order), its networks when another list sets the same flag, else null; absent in files
   * built before it existed. The range tables keep one bit per flag, so this is what tells which of two hosting
   * feeds listed an address (evidence.ts).
   */
  privacyListRanges?: Array<PrivacyListRanges | null>;
  attribution: string;
}

/** A list's networks: IPv4 as flat `[start, end, …]` numbers, IPv6 as flat 32-digit hex `[start, end, …]`. */
export interface PrivacyListRanges {
  v4: number[];
  v6: string[];
}

/** One privacy list read by the build (recorded in META). */
export interface PrivacyListInfo {
  /** Which flag the list sets (`hosting`: is_hosting and is_data_center). */
  kind: 'vpn' | 'tor' | 'proxy' | 'relay' | 'hosting';
  /** The feed's name in `IPDB_FEEDS` (feeds.ts), e.g. "tor", "aws"; absent for the single-list variables. */
  name?: string;
  /** The hosting provider a cloud feed lists ("AWS", "Google Cloud", …). */
  provider?: string | null;
  /** The publication time the feed states (ISO 8601), or null when it states none. */
  published?: string | null;
  /** When the build read the list (ISO 8601). */
  read_at?: string;
  /** File path or URL as configured. */
  source: string;
  /** Addresses / networks listed. */
  entries: number;
  /** SHA-256 of the list's bytes, hex. */
  sha256: string;
}
