/**
 * Opens an LYIPDB file and answers lookups (layout: README.md "Binary format").
 *
 * `openDatabase` reads the whole file into one Buffer, validates the header, the section directory
 * and every table value, then wraps typed-array views (no copying, no parsing of the big tables).
 * A lookup parses the address, classifies it (special-purpose blocks short-circuit), binary-searches
 * the geolocation and ASN tables of its family and assembles an {@link IpData}.
 *
 * Data: DB-IP City Lite (geolocation, CC BY 4.0 — "IP Geolocation by DB-IP", https://db-ip.com),
 * RouteViews / NRO / DB-IP ASN data, country facts from countries-list / is-european /
 * countries-and-timezones, all baked into the file by `build.ts`.
 */
import { readFileSync } from 'node:fs';
import { formatV4, formatV6, isV4Mapped, parseIpInto } from './address.ts';
import { IpdbFormatError } from './errors.ts';
import { COORD_SCALE, FORMAT_VERSION, NONE_COORD, NONE_U16, NONE_U32 } from './format.ts';
import { loadSections, type DecodedCountry, type Sections } from './sections.ts';
import { classifyV4Index, classifyV6Index, specialBlockV4, specialBlockV6, v4BlockBounds, v6BlockBounds } from './special-ranges.ts';
import type { AddressType } from './special-ranges.ts';
import { compare4, NO_VALUE, V4RangeView, V6RangeView } from './tables.ts';
import { ZoneClock, type ZoneState } from './timezone.ts';

/** Autonomous-system facts of an address. */
export interface IpAsn {
  asn: number;
  asn_name: string;
  domain: string | null;
  usage_type: string | null;
  isp: string | null;
  organization: string | null;
}

/** Proxy / anonymiser flags (no source yet: always false). */
export interface ProxyData {
  is_vpn: boolean;
  is_tor: boolean;
  is_data_center: boolean;
  is_proxy: boolean;
  is_relay: boolean;
  is_hosting: boolean;
}

/** Everything known about one address. Field names are fixed by the product spec. */
export interface IpData {
  /** The address, normalized (see `parseIp`). */
  ip: string;
  /** First and last address of the block around `ip` for which every field below is identical. */
  start_ip: string;
  end_ip: string;
  country_code: string | null;
  country_name: string | null;
  country_capital: string | null;
  region_name: string | null;
  city_name: string | null;
  /** Degrees (WGS84), micro-degree resolution. */
  latitude: number | null;
  longitude: number | null;
  zip_code: string | null;
  is_eu: boolean | null;
  /** International calling code(s), e.g. "+1"; several joined with ", ". */
  calling_code: string | null;
  country_flag: string | null;
  weather_station_code: null;
  weather_station_name: null;
  elevation: null;
  asn: IpAsn | null;
  time_zone: { name: string; offset: string; current_time: string } | null;
  currency: { code: string; name: string; symbol: string } | null;
  is_proxy: boolean;
  proxy_data: ProxyData;
  address_type: AddressType;
}

/** Summary of an open database (from its META section). */
export interface IpDatabaseMetadata {
  formatVersion: number;
  buildTime: string;
  sources: Record<string, string>;
  ipv4Ranges: number;
  ipv6Ranges: number;
  records: number;
  asns: number;
}

/** An open database. */
export interface IpDatabase {
  /**
   * Looks up `ip` (IPv4 or IPv6 text). Returns null when the address is public but no range
   * covers it; for non-public addresses returns an IpData with `address_type` set and geo/ASN
   * fields null. `now` (default: current time) drives `time_zone.current_time`.
   * Throws InvalidIpError for malformed text.
   */
  lookup(ip: string, now?: Date): IpData | null;
  metadata: IpDatabaseMetadata;
}

/** A geo record materialized on first use (avoids re-reading bytes and strings per lookup). */
interface CachedRecord {
  region: string | null;
  city: string | null;
  zip: string | null;
  lat: number | null;
  lon: number | null;
  country: DecodedCountry | null;
  zone: ZoneState | null;
}

interface CachedAsn {
  asn: number;
  org: string | null;
}

function proxyData(): ProxyData {
  return { is_vpn: false, is_tor: false, is_data_center: false, is_proxy: false, is_relay: false, is_hosting: false };
}

class Database implements IpDatabase {
  readonly metadata: IpDatabaseMetadata;
  private readonly s: Sections;
  private readonly geo4: V4RangeView;
  private readonly asn4: V4RangeView;
  private readonly geo6: V6RangeView;
  private readonly asn6: V6RangeView;
  private readonly strings: Array<string | null | undefined>;
  private readonly recordCache: Array<CachedRecord | undefined>;
  private readonly asnCache: Array<CachedAsn | undefined>;
  private readonly clock = new ZoneClock();
  private readonly w = new Uint32Array(4);
  private readonly lo6 = new Uint32Array(4);
  private readonly hi6 = new Uint32Array(4);

  constructor(buf: Buffer) {
    const s = loadSections(buf);
    this.s = s;
    this.strings = new Array(s.stringCount);
    this.recordCache = new Array(s.geoU32.length / 6);
    this.asnCache = new Array(s.asnU32.length / 2);
    this.geo4 = new V4RangeView(s.geo4.starts, s.geo4.values, s.geo4.index);
    this.asn4 = new V4RangeView(s.asn4.starts, s.asn4.values, s.asn4.index);
    const g6 = s.geo6;
    const a6 = s.asn6;
    this.geo6 = new V6RangeView(g6.starts, g6.values, g6.index, g6.fineOffsets, g6.fineStarts, g6.fineValues);
    this.asn6 = new V6RangeView(a6.starts, a6.values, a6.index, a6.fineOffsets, a6.fineStarts, a6.fineValues);
    const m = s.meta;
    if (m.formatVersion !== FORMAT_VERSION) throw new IpdbFormatError(`META formatVersion ${m.formatVersion} does not match the header`);
    this.metadata = {
      formatVersion: m.formatVersion,
      buildTime: m.buildTime,
      sources: { ...m.sources },
      ipv4Ranges: m.counts.ipv4Ranges,
      ipv6Ranges: m.counts.ipv6Ranges,
      records: m.counts.records,
      asns: m.counts.asns,
    };
  }

  lookup(ip: string, now?: Date): IpData | null {
    const w = this.w;
    const version = parseIpInto(ip, w);
    const ms = now === undefined ? Date.now() : now.getTime();
    if (Number.isNaN(ms)) throw new RangeError('lookup: `now` is an invalid Date');
    if (version === 4) {
      // Accepted IPv4 text is already canonical unless it carried surrounding whitespace.
      const canonical = ip.charCodeAt(0) > 32 && ip.charCodeAt(ip.length - 1) > 32;
      return this.lookupV4(w[0]!, canonical ? ip : formatV4(w[0]!), false, ms);
    }
    const w0 = w[0]!;
    const w1 = w[1]!;
    const w2 = w[2]!;
    const w3 = w[3]!;
    if (isV4Mapped(w0, w1, w2)) return this.lookupV4(w3, formatV6(w0, w1, w2, w3), true, ms);
    const ci = classifyV6Index(w0, w1, w2, w3);
    const text = formatV6(w0, w1, w2, w3);
    if (ci >= 0) {
      const block = specialBlockV6(ci);
      if (block.type !== 'public') {
        const [b0, b1] = v6BlockBounds(ci);
        return this.empty(text, formatV6(b0[0]!, b0[1]!, b0[2]!, b0[3]!), formatV6(b1[0]!, b1[1]!, b1[2]!, b1[3]!), block.type);
      }
    }
    const gv = this.geo6.find(w0, w1, w2, w3);
    const av = this.asn6.find(w0, w1, w2, w3);
    if (gv === NO_VALUE && av === NO_VALUE) return null;
    const lo = compare4(this.geo6.start, this.asn6.start) >= 0 ? this.geo6.start : this.asn6.start;
    const hi = compare4(this.geo6.end, this.asn6.end) <= 0 ? this.geo6.end : this.asn6.end;
    this.lo6.set(lo);
    this.hi6.set(hi);
    const l = this.lo6;
    const h = this.hi6;
    return this.assemble(text, formatV6(l[0]!, l[1]!, l[2]!, l[3]!), formatV6(h[0]!, h[1]!, h[2]!, h[3]!), gv, av, ms);
  }

  private lookupV4(a: number, text: string, mapped: boolean, ms: number): IpData | null {
    const fmt = mapped ? (x: number) => `::ffff:${formatV4(x)}` : formatV4;
    const ci = classifyV4Index(a);
    if (ci >= 0) {
      const block = specialBlockV4(ci);
      if (block.type !== 'public') {
        const [b0, b1] = v4BlockBounds(ci);
        return this.empty(text, fmt(b0), fmt(b1), block.type);
      }
    }
    const gv = this.geo4.find(a);
    const av = this.asn4.find(a);
    if (gv === NO_VALUE && av === NO_VALUE) return null;
    const lo = Math.max(this.geo4.start, this.asn4.start);
    const hi = Math.min(this.geo4.end, this.asn4.end);
    return this.assemble(text, fmt(lo), fmt(hi), gv, av, ms);
  }

  private str(id: number): string | null {
    if (id === NONE_U32) return null;
    let v = this.strings[id];
    if (v === undefined) {
      const o = this.s.stringOffsets;
      v = this.s.stringData.toString('utf8', o[id]!, o[id + 1]!);
      this.strings[id] = v;
    }
    return v;
  }

  private record(gv: number): CachedRecord {
    let r = this.recordCache[gv];
    if (r === undefined) {
      const s = this.s;
      const o = gv * 6;
      const la = s.geoI32[o + 3]!;
      const lo = s.geoI32[o + 4]!;
      const ci = s.geoU16[o * 2 + 10]!;
      const zi = s.geoU16[o * 2 + 11]!;
      const country = ci === NONE_U16 ? null : s.countries[ci]!;
      const zone = zi === NONE_U16 ? (country?.timeZone ?? null) : s.zones[zi]!;
      r = {
        region: this.str(s.geoU32[o]!),
        city: this.str(s.geoU32[o + 1]!),
        zip: this.str(s.geoU32[o + 2]!),
        lat: la === NONE_COORD ? null : la / COORD_SCALE,
        lon: lo === NONE_COORD ? null : lo / COORD_SCALE,
        country,
        zone: zone === null ? null : this.clock.handle(zone),
      };
      this.recordCache[gv] = r;
    }
    return r;
  }

  private asnEntry(av: number): CachedAsn {
    let a = this.asnCache[av];
    if (a === undefined) {
      a = { asn: this.s.asnU32[2 * av]!, org: this.str(this.s.asnU32[2 * av + 1]!) };
      this.asnCache[av] = a;
    }
    return a;
  }

  private assemble(ip: string, startIp: string, endIp: string, gv: number, av: number, ms: number): IpData {
    const r = gv === NO_VALUE ? null : this.record(gv);
    const country = r === null ? null : r.country;
    let asn: IpAsn | null = null;
    if (av !== NO_VALUE) {
      const a = this.asnEntry(av);
      asn = { asn: a.asn, asn_name: a.org ?? '', domain: null, usage_type: null, isp: a.org, organization: a.org };
    }
    const zone = r === null ? null : r.zone;
    const cur = country?.currency ?? null;
    return {
      ip,
      start_ip: startIp,
      end_ip: endIp,
      country_code: country?.code ?? null,
      country_name: country?.name ?? null,
      country_capital: country?.capital ?? null,
      region_name: r === null ? null : r.region,
      city_name: r === null ? null : r.city,
      latitude: r === null ? null : r.lat,
      longitude: r === null ? null : r.lon,
      zip_code: r === null ? null : r.zip,
      is_eu: country ? country.isEu : null,
      calling_code: country?.callingCode ?? null,
      country_flag: country?.flag ?? null,
      weather_station_code: null,
      weather_station_name: null,
      elevation: null,
      asn,
      time_zone: zone === null ? null : this.clock.info(zone, ms),
      currency: cur === null ? null : { code: cur.code, name: cur.name, symbol: cur.symbol },
      is_proxy: false,
      proxy_data: proxyData(),
      address_type: 'public',
    };
  }

  private empty(ip: string, startIp: string, endIp: string, type: AddressType): IpData {
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
      asn: null,
      time_zone: null,
      currency: null,
      is_proxy: false,
      proxy_data: proxyData(),
      address_type: type,
    };
  }
}

/**
 * Opens a database from an in-memory file image (the Buffer is kept, not copied, when it is
 * 8-byte aligned). Throws {@link IpdbFormatError} when the image is not a valid LYIPDB file.
 */
export function openDatabaseBuffer(buf: Buffer): IpDatabase {
  return new Database(buf);
}

/**
 * Opens the LYIPDB file at `file`: reads it whole into memory (≈ file size of RAM), validates it
 * and returns a lookup handle. Throws the fs error (e.g. ENOENT) when the file cannot be read and
 * {@link IpdbFormatError} when it is not a valid LYIPDB file of a supported version.
 */
export function openDatabase(file: string): IpDatabase {
  return openDatabaseBuffer(readFileSync(file));
}
