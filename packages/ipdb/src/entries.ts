/**
 * The shared objects a database's lookups hand out, decoded from the file image on first use and kept for the life
 * of the database (README.md "Lookup path", step 5): strings by id, the geo record of each geo entry (with its
 * country's facts flattened in and its zone's clock handle), the frozen `asn` object and privacy flags of each ASN
 * entry, `currency` per country and `proxy_data` per PRIVACY bit combination. Everything here is frozen and must be
 * treated as read-only. Also the two result shapes without geolocation (ASN/privacy only, special-purpose blocks).
 *
 * Data: the file's sections (sections.ts), built by `build.ts` from DB-IP City Lite (CC BY 4.0), the ASN data, the
 * ASN classification and the country data packages.
 */
import {
  ASN_CLASS_FLAGS_SHIFT,
  COORD_SCALE,
  NONE_COORD,
  NONE_U16,
  NONE_U32,
  NONE_USAGE,
  PRIVACY,
  PRIVACY_LIMIT,
  PRIVACY_PROXY_MASK,
} from './format.ts';
import type { IpAsn, IpData, IpGeoRecord, ProxyData } from './ip-data.ts';
import type { DecodedCountry, Sections } from './sections.ts';
import type { AddressType } from './special-ranges.ts';
import { ZoneClock, type ZoneState } from './timezone.ts';

/**
 * A geo record decoded once, on first use, and kept (frozen) for the life of the database: the public
 * {@link IpGeoRecord} fields (the country facts flattened next to the record's own, so building a result reads this
 * one object instead of the record and then its country) plus the zone's clock handle.
 */
export interface CachedRecord extends IpGeoRecord {
  /** Clock handle of `time_zone_name` (null without a zone, or when ICU does not know it). */
  readonly zone: ZoneState | null;
}

/** An ASN record materialized on first use. */
export interface CachedAsn {
  /** Shared, frozen `IpData.asn` object. */
  data: IpAsn;
  /** PRIVACY bits implied by the network's classification. */
  flags: number;
}

/**
 * The `proxy_data` objects and `is_proxy` values of one database, by PRIVACY bit mask (shared, frozen): a list flag
 * (`is_vpn`, `is_tor`, `is_proxy`, `is_relay`) whose kind no loaded list sets is null (unknown) unless set; `is_proxy`
 * is true when any of them is, false only when all four kinds were loaded and none is set, else null.
 */
export interface PrivacyAnswers {
  readonly proxyData: readonly ProxyData[];
  readonly isProxy: ReadonlyArray<boolean | null>;
}

/** {@link PrivacyAnswers} for a database whose loaded lists set the PRIVACY bits `known` (hosting bits always known). */
export function privacyAnswers(known: number): PrivacyAnswers {
  const k = known | PRIVACY.dataCenter | PRIVACY.hosting;
  const flag = (m: number, bit: number) => ((m & bit) !== 0 ? true : (k & bit) !== 0 ? false : null);
  const proxyData = Array.from({ length: PRIVACY_LIMIT }, (_, m) =>
    Object.freeze({
      is_vpn: flag(m, PRIVACY.vpn),
      is_tor: flag(m, PRIVACY.tor),
      is_data_center: (m & PRIVACY.dataCenter) !== 0,
      is_proxy: flag(m, PRIVACY.proxy),
      is_relay: flag(m, PRIVACY.relay),
      is_hosting: (m & PRIVACY.hosting) !== 0,
    }),
  );
  const isProxy = Array.from({ length: PRIVACY_LIMIT }, (_, m) =>
    (m & PRIVACY_PROXY_MASK) !== 0 ? true : (k & PRIVACY_PROXY_MASK) === PRIVACY_PROXY_MASK ? false : null,
  );
  return { proxyData, isProxy };
}

/** Every flag known: the answers of special-purpose addresses (never on a list) and of exports. */
export const ALL_KNOWN = privacyAnswers(PRIVACY_PROXY_MASK);

/** Frozen `proxy_data` objects with every flag known, one per PRIVACY bit combination. */
export const PROXY_DATA: readonly ProxyData[] = ALL_KNOWN.proxyData;

/** `proxy_data` for a PRIVACY bit mask (shared, frozen). */
export function proxyDataOf(mask: number): ProxyData {
  return PROXY_DATA[mask & (PRIVACY_LIMIT - 1)]!;
}

/**
 * The decoded entries of one database: arrays indexed by geo entry and ASN entry (so the hot path reads
 * `records[gv] ?? record(gv)` without a map), filled on first use.
 */
export class Entries {
  /** Geo records by geo entry (undefined until first use; read with `records[gv] ?? record(gv)`). */
  readonly records: Array<CachedRecord | undefined>;
  /** Shared `IpData.asn` objects by ASN entry (undefined until first use; `asnData[av] ?? asnOf(av)`). */
  readonly asnData: Array<IpAsn | undefined>;
  /** PRIVACY bits implied by each ASN entry's classification, decoded at open (one byte each, so it stays cached). */
  readonly asnFlags: Uint8Array;
  /** Offsets and local time of the zones (`clock.info(record.zone, ms)`). */
  readonly clock = new ZoneClock();
  private readonly strings: Array<string | null | undefined>;
  private readonly asnCache: Array<CachedAsn | undefined>;
  private readonly currencies = new Map<DecodedCountry, IpData['currency']>();

  /** The database's `proxy_data` and `is_proxy` per PRIVACY mask (unknown flags null). */
  readonly privacy: PrivacyAnswers;

  constructor(private readonly s: Sections) {
    let known = 0;
    for (const l of s.meta.privacyLists) known |= PRIVACY_OF_KIND[l.kind] ?? 0;
    this.privacy = privacyAnswers(known);
    this.strings = new Array(s.stringCount);
    this.records = new Array(s.geoU32.length / 6);
    this.asnCache = new Array(s.asnU32.length / 4);
    this.asnData = new Array(s.asnU32.length / 4);
    this.asnFlags = new Uint8Array(s.asnU32.length / 4);
    for (let i = 0; i < this.asnFlags.length; i++) this.asnFlags[i] = s.asnU32[4 * i + 3]! >>> ASN_CLASS_FLAGS_SHIFT;
  }

  /** String by id (null for NONE). */
  str(id: number): string | null {
    if (id === NONE_U32) return null;
    let v = this.strings[id];
    if (v === undefined) {
      const o = this.s.stringOffsets;
      v = this.s.stringData.toString('utf8', o[id]!, o[id + 1]!);
      this.strings[id] = v;
    }
    return v;
  }

  /** The geo record of geo entry `gv`. */
  record(gv: number): CachedRecord {
    let r = this.records[gv];
    if (r === undefined) {
      const s = this.s;
      const o = gv * 6;
      const la = s.geoI32[o + 3]!;
      const lo = s.geoI32[o + 4]!;
      const ci = s.geoU16[o * 2 + 10]!;
      const zi = s.geoU16[o * 2 + 11]!;
      const country = ci === NONE_U16 ? null : s.countries[ci]!;
      const zone = zi === NONE_U16 ? (country?.timeZone ?? null) : s.zones[zi]!;
      const st = zone === null ? null : this.clock.handle(zone);
      r = Object.freeze({
        country_code: country === null ? null : country.code,
        country_name: country === null ? null : country.name,
        country_capital: country === null ? null : country.capital,
        region_name: this.str(s.geoU32[o]!),
        city_name: this.str(s.geoU32[o + 1]!),
        latitude: la === NONE_COORD ? null : la / COORD_SCALE,
        longitude: lo === NONE_COORD ? null : lo / COORD_SCALE,
        zip_code: this.str(s.geoU32[o + 2]!),
        is_eu: country === null ? null : country.isEu,
        calling_code: country === null ? null : country.callingCode,
        country_flag: country === null ? null : country.flag,
        currency: country === null ? null : this.currency(country),
        time_zone_name: st === null ? null : st.name,
        zone: st,
      });
      this.records[gv] = r;
    }
    return r;
  }

  private currency(country: DecodedCountry): IpData['currency'] {
    let c = this.currencies.get(country);
    if (c === undefined) {
      const cur = country.currency;
      c = cur === null ? null : Object.freeze({ code: cur.code, name: cur.name, symbol: cur.symbol });
      this.currencies.set(country, c);
    }
    return c;
  }

  /** The `asn` object and PRIVACY flags of ASN entry `av` (exports). */
  asnEntry(av: number): CachedAsn {
    let a = this.asnCache[av];
    if (a === undefined) {
      a = { data: this.asnOf(av), flags: this.asnFlags[av]! };
      this.asnCache[av] = a;
    }
    return a;
  }

  /** The shared, frozen `IpData.asn` object of ASN record `av` (decoded on first use). */
  asnOf(av: number): IpAsn {
    let d = this.asnData[av];
    if (d === undefined) {
      const u = this.s.asnU32;
      const o = 4 * av;
      const org = this.str(u[o + 1]!);
      const usage = u[o + 3]! & NONE_USAGE;
      d = Object.freeze({
        asn: u[o]!,
        asn_name: org ?? '',
        domain: this.str(u[o + 2]!),
        usage_type: usage === NONE_USAGE ? null : this.str(usage),
        isp: org,
        organization: org,
      });
      this.asnData[av] = d;
    }
    return d;
  }
}

/** The PRIVACY bits a list kind sets. */
const PRIVACY_OF_KIND: Record<string, number> = {
  vpn: PRIVACY.vpn,
  tor: PRIVACY.tor,
  proxy: PRIVACY.proxy,
  relay: PRIVACY.relay,
  hosting: PRIVACY.hosting | PRIVACY.dataCenter,
};

/**
 * An IpData without geolocation (ASN and/or privacy data only); `flags` is a PRIVACY bit mask, read through `p` (the
 * database's {@link PrivacyAnswers}).
 */
export function resultWithoutGeo(
  ip: string,
  startIp: string,
  endIp: string,
  asn: IpAsn | null,
  flags: number,
  p: PrivacyAnswers = ALL_KNOWN,
): IpData {
  return {
    ip,
    start_ip: startIp,
    end_ip: endIp,
    country_code: null,
    country_name: null,
    country_capital: null,
    region_name: null,
    city_name: null,
    latitude: null,
    longitude: null,
    zip_code: null,
    is_eu: null,
    calling_code: null,
    country_flag: null,
    weather_station_code: null,
    weather_station_name: null,
    elevation: null,
    asn,
    time_zone: null,
    currency: null,
    is_proxy: p.isProxy[flags]!,
    proxy_data: p.proxyData[flags]!,
    address_type: 'public',
  };
}

/** The answer for a special-purpose address: no data, `address_type` set. */
export function emptyResult(ip: string, startIp: string, endIp: string, type: AddressType): IpData {
  const d = resultWithoutGeo(ip, startIp, endIp, null, 0);
  d.address_type = type;
  return d;
}
