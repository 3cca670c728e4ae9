/**
 * Opens an LYIPDB file and answers lookups (layout: README.md "Binary format").
 *
 * `openDatabase` reads the whole file into one Buffer, validates the header, the section directory
 * and every table value, then wraps typed-array views (no copying, no parsing of the big tables).
 * A lookup parses the address, classifies it (special-purpose blocks short-circuit), binary-searches
 * the geolocation, ASN and privacy tables of its family and assembles an {@link IpData}.
 *
 * Speed: the parts of a result that depend only on a table entry are built once and shared —
 * `asn` per ASN record, `currency` per country, `proxy_data` per flag combination, `time_zone`
 * per zone and second. These shared objects are frozen: copy them before modifying.
 *
 * Data: DB-IP City Lite (geolocation, CC BY 4.0 — "IP Geolocation by DB-IP", https://db-ip.com),
 * RouteViews / NRO / DB-IP ASN data, the package's ASN classification and the configured privacy
 * lists, country facts from countries-list / is-european / countries-and-timezones, all baked
 * into the file by `build.ts`.
 */
import { readFileSync } from 'node:fs';
import { formatV4, formatV6, isV4Mapped, parseIpInto } from './address.ts';
import { IpdbFormatError } from './errors.ts';
import {
  ASN_CLASS_FLAGS_SHIFT,
  COORD_SCALE,
  FORMAT_VERSION,
  NONE_COORD,
  NONE_U16,
  NONE_U32,
  NONE_USAGE,
  PRIVACY,
  PRIVACY_LIMIT,
  PRIVACY_PROXY_MASK,
} from './format.ts';
import type { IpAsn, IpData, IpDatabase, IpDatabaseMetadata, ProxyData } from './ip-data.ts';
import { loadSections, type DecodedCountry, type Sections } from './sections.ts';
import { classifyV4Index, classifyV6Index, specialBlockV4, specialBlockV6, v4BlockBounds, v6BlockBounds } from './special-ranges.ts';
import type { AddressType } from './special-ranges.ts';
import { compare4, NO_VALUE, V4RangeView, V6RangeView } from './tables.ts';
import { ZoneClock, type ZoneState } from './timezone.ts';

export type { IpAsn, IpData, IpDatabase, IpDatabaseMetadata, ProxyData } from './ip-data.ts';

/** A geo record materialized on first use (avoids re-reading bytes and strings per lookup). */
export interface CachedRecord {
  region: string | null;
  city: string | null;
  zip: string | null;
  lat: number | null;
  lon: number | null;
  country: DecodedCountry | null;
  /** Shared, frozen currency object of the country. */
  currency: IpData['currency'];
  zone: ZoneState | null;
}

/** An ASN record materialized on first use. */
export interface CachedAsn {
  /** Shared, frozen `IpData.asn` object. */
  data: IpAsn;
  /** PRIVACY bits implied by the network's classification. */
  flags: number;
}

/** Frozen `proxy_data` objects, one per PRIVACY bit combination. */
const PROXY_DATA: readonly ProxyData[] = Array.from({ length: PRIVACY_LIMIT }, (_, m) =>
  Object.freeze({
    is_vpn: (m & PRIVACY.vpn) !== 0,
    is_tor: (m & PRIVACY.tor) !== 0,
    is_data_center: (m & PRIVACY.dataCenter) !== 0,
    is_proxy: (m & PRIVACY.proxy) !== 0,
    is_relay: (m & PRIVACY.relay) !== 0,
    is_hosting: (m & PRIVACY.hosting) !== 0,
  }),
);

/** `proxy_data` for a PRIVACY bit mask (shared, frozen). */
export function proxyDataOf(mask: number): ProxyData {
  return PROXY_DATA[mask & (PRIVACY_LIMIT - 1)]!;
}

/** Internal access for the exporter (not part of the package's public surface). */
export interface DatabaseInternals {
  /** The file image the database was opened from. */
  image: Buffer;
  sections: Sections;
  record(gv: number): CachedRecord;
  asn(av: number): CachedAsn;
  /** String by id (null for NONE). */
  str(id: number): string | null;
}

const internals = new WeakMap<IpDatabase, DatabaseInternals>();

/** The internals of a database opened by this module; throws TypeError for any other object. */
export function databaseInternals(db: IpDatabase): DatabaseInternals {
  const i = internals.get(db);
  if (!i) throw new TypeError('not a database opened by @lanyun/ipdb');
  return i;
}

class Database implements IpDatabase {
  readonly metadata: IpDatabaseMetadata;
  private readonly s: Sections;
  private readonly geo4: V4RangeView;
  private readonly asn4: V4RangeView;
  private readonly priv4: V4RangeView | null;
  private readonly geo6: V6RangeView;
  private readonly asn6: V6RangeView;
  private readonly priv6: V6RangeView | null;
  private readonly strings: Array<string | null | undefined>;
  private readonly recordCache: Array<CachedRecord | undefined>;
  private readonly asnCache: Array<CachedAsn | undefined>;
  private readonly currencies = new Map<DecodedCountry, IpData['currency']>();
  private readonly clock = new ZoneClock();
  private readonly w = new Uint32Array(4);
  private readonly lo6 = new Uint32Array(4);
  private readonly hi6 = new Uint32Array(4);

  constructor(buf: Buffer) {
    const s = loadSections(buf);
    this.s = s;
    this.strings = new Array(s.stringCount);
    this.recordCache = new Array(s.geoU32.length / 6);
    this.asnCache = new Array(s.asnU32.length / 4);
    const v4 = (t: Sections['geo4']): V4RangeView => new V4RangeView(t.starts, t.values, t.index);
    const v6 = (t: Sections['geo6']): V6RangeView => new V6RangeView(t.starts, t.values, t.index, t.fineOffsets, t.fineStarts, t.fineValues);
    this.geo4 = v4(s.geo4);
    this.asn4 = v4(s.asn4);
    this.geo6 = v6(s.geo6);
    this.asn6 = v6(s.asn6);
    // A privacy table without flags (no list configured) is one NONE entry: skip its search.
    this.priv4 = s.priv4.values.length > 1 || s.priv4.values[0] !== NO_VALUE ? v4(s.priv4) : null;
    this.priv6 = s.priv6.values.length > 1 || s.priv6.values[0] !== NO_VALUE ? v6(s.priv6) : null;
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
      privacy: {
        lists: m.privacyLists.map((l) => ({ ...l })),
        ipv4Ranges: m.counts.priv4Ranges,
        ipv6Ranges: m.counts.priv6Ranges,
        classifiedAsns: m.counts.classifiedAsns,
      },
    };
    internals.set(this, { image: buf, sections: s, record: (gv) => this.record(gv), asn: (av) => this.asnEntry(av), str: (id) => this.str(id) });
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
    const l = this.lo6;
    const h = this.hi6;
    l.set(compare4(this.geo6.start, this.asn6.start) >= 0 ? this.geo6.start : this.asn6.start);
    h.set(compare4(this.geo6.end, this.asn6.end) <= 0 ? this.geo6.end : this.asn6.end);
    let pv = NO_VALUE;
    const p6 = this.priv6;
    if (p6 !== null) {
      pv = p6.find(w0, w1, w2, w3);
      if (compare4(p6.start, l) > 0) l.set(p6.start);
      if (compare4(p6.end, h) < 0) h.set(p6.end);
    }
    if (gv === NO_VALUE && av === NO_VALUE && pv === NO_VALUE) return null;
    return this.assemble(text, formatV6(l[0]!, l[1]!, l[2]!, l[3]!), formatV6(h[0]!, h[1]!, h[2]!, h[3]!), gv, av, pv, ms);
  }

  private lookupV4(a: number, text: string, mapped: boolean, ms: number): IpData | null {
    const ci = classifyV4Index(a);
    if (ci >= 0) {
      const block = specialBlockV4(ci);
      if (block.type !== 'public') {
        const [b0, b1] = v4BlockBounds(ci);
        return this.empty(text, mapped ? `::ffff:${formatV4(b0)}` : formatV4(b0), mapped ? `::ffff:${formatV4(b1)}` : formatV4(b1), block.type);
      }
    }
    const gv = this.geo4.find(a);
    const av = this.asn4.find(a);
    let lo = Math.max(this.geo4.start, this.asn4.start);
    let hi = Math.min(this.geo4.end, this.asn4.end);
    let pv = NO_VALUE;
    const p4 = this.priv4;
    if (p4 !== null) {
      pv = p4.find(a);
      lo = Math.max(lo, p4.start);
      hi = Math.min(hi, p4.end);
    }
    if (gv === NO_VALUE && av === NO_VALUE && pv === NO_VALUE) return null;
    // Direct formatV4 calls (not through a variable) let V8 inline them: ≈ 60 ns per lookup.
    if (mapped) return this.assemble(text, `::ffff:${formatV4(lo)}`, `::ffff:${formatV4(hi)}`, gv, av, pv, ms);
    return this.assemble(text, formatV4(lo), formatV4(hi), gv, av, pv, ms);
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
        currency: country === null ? null : this.currency(country),
        zone: zone === null ? null : this.clock.handle(zone),
      };
      this.recordCache[gv] = r;
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

  private asnEntry(av: number): CachedAsn {
    let a = this.asnCache[av];
    if (a === undefined) {
      const u = this.s.asnU32;
      const o = 4 * av;
      const org = this.str(u[o + 1]!);
      const cls = u[o + 3]!;
      const usage = cls & NONE_USAGE;
      a = {
        data: Object.freeze({
          asn: u[o]!,
          asn_name: org ?? '',
          domain: this.str(u[o + 2]!),
          usage_type: usage === NONE_USAGE ? null : this.str(usage),
          isp: org,
          organization: org,
        }),
        flags: cls >>> ASN_CLASS_FLAGS_SHIFT,
      };
      this.asnCache[av] = a;
    }
    return a;
  }

  private assemble(ip: string, startIp: string, endIp: string, gv: number, av: number, pv: number, ms: number): IpData {
    const r = gv === NO_VALUE ? null : this.record(gv);
    const a = av === NO_VALUE ? null : this.asnEntry(av);
    const flags = (pv === NO_VALUE ? 0 : pv) | (a === null ? 0 : a.flags);
    if (r === null) return this.withoutGeo(ip, startIp, endIp, a === null ? null : a.data, flags);
    const country = r.country;
    return {
      ip,
      start_ip: startIp,
      end_ip: endIp,
      country_code: country === null ? null : country.code,
      country_name: country === null ? null : country.name,
      country_capital: country === null ? null : country.capital,
      region_name: r.region,
      city_name: r.city,
      latitude: r.lat,
      longitude: r.lon,
      zip_code: r.zip,
      is_eu: country === null ? null : country.isEu,
      calling_code: country === null ? null : country.callingCode,
      country_flag: country === null ? null : country.flag,
      weather_station_code: null,
      weather_station_name: null,
      elevation: null,
      asn: a === null ? null : a.data,
      time_zone: r.zone === null ? null : this.clock.info(r.zone, ms),
      currency: r.currency,
      is_proxy: (flags & PRIVACY_PROXY_MASK) !== 0,
      proxy_data: PROXY_DATA[flags]!,
      address_type: 'public',
    };
  }

  /** An IpData without geolocation (ASN and/or privacy data only). */
  private withoutGeo(ip: string, startIp: string, endIp: string, asn: IpAsn | null, flags: number): IpData {
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
      is_proxy: (flags & PRIVACY_PROXY_MASK) !== 0,
      proxy_data: PROXY_DATA[flags]!,
      address_type: 'public',
    };
  }

  private empty(ip: string, startIp: string, endIp: string, type: AddressType): IpData {
    const d = this.withoutGeo(ip, startIp, endIp, null, 0);
    d.address_type = type;
    return d;
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
