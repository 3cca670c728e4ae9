/**
 * The public result and handle types of the reader: {@link IpData} (field names fixed by the
 * product spec), {@link IpDatabase} and its metadata. Semantics of every field: README.md
 * "IpData field semantics" and "Privacy flags".
 */
import type { PrivacyListInfo } from './format.ts';
import type { AddressType } from './special-ranges.ts';

/** Autonomous-system facts of an address. */
export interface IpAsn {
  asn: number;
  asn_name: string;
  /** Operator's web domain from the package's ASN classification; null for unlisted networks. */
  domain: string | null;
  /**
   * Network type from the ASN classification: `DCH` (cloud / hosting data centre), `CDN`, `ISP`,
   * `MOB` (mobile carrier), `EDU`; null when the network is not classified.
   */
  usage_type: string | null;
  isp: string | null;
  organization: string | null;
}

/**
 * Proxy / anonymiser flags. `is_vpn`, `is_tor`, `is_proxy` (open proxies) and `is_relay` come from
 * the configured lists and feeds: true when one lists the address, false when the lists of that kind were loaded and
 * none does, null (unknown) when no list of that kind was loaded. `is_data_center` and `is_hosting` come from the
 * ASN classification (cloud, hosting and CDN networks) and the cloud feeds.
 */
export interface ProxyData {
  is_vpn: boolean | null;
  is_tor: boolean | null;
  is_data_center: boolean;
  is_proxy: boolean | null;
  is_relay: boolean | null;
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
  /** True when the address is a VPN, Tor exit, open proxy or relay (`proxy_data`); never for data centres alone. */
  is_proxy: boolean | null;
  proxy_data: ProxyData;
  address_type: AddressType;
  /**
   * NAT64 (64:ff9b::/96, RFC 6052) and 6to4 (2002::/16, RFC 3056) addresses only: the embedded IPv4 address (dotted)
   * whose data this answer gives. `start_ip` / `end_ip` are then that IPv4 range written in the same prefix.
   */
  embedded_ipv4?: string;
}

/**
 * The geolocation record of a range, decoded once and shared by every lookup that hits it (frozen). Same values
 * as the matching {@link IpData} fields; `time_zone_name` is `IpData.time_zone.name` (the offset and local time
 * depend on the moment, so only the full lookup computes them).
 */
export interface IpGeoRecord {
  readonly country_code: string | null;
  readonly country_name: string | null;
  readonly country_capital: string | null;
  readonly region_name: string | null;
  readonly city_name: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly zip_code: string | null;
  readonly is_eu: boolean | null;
  readonly calling_code: string | null;
  readonly country_flag: string | null;
  readonly currency: IpData['currency'];
  readonly time_zone_name: string | null;
}

/**
 * What {@link IpDatabase.lookupRecord} returns: the shared decoded records of the address's range, without the
 * per-address strings (`ip`, `start_ip`, `end_ip`) and the local time that {@link IpData} carries. `geo`, `asn` and
 * `proxy_data` are the same shared objects `lookup` would use (`asn` and `proxy_data` are the very objects in its
 * result). Every `IpRecord` is shared and frozen: one per address type for special-purpose addresses, and one per
 * distinct combination of geolocation, ASN and privacy values for the others, so addresses with the same answer get
 * the same object. Treat it as read-only.
 */
export interface IpRecord {
  readonly geo: IpGeoRecord | null;
  readonly asn: IpAsn | null;
  readonly is_proxy: boolean | null;
  readonly proxy_data: ProxyData;
  readonly address_type: AddressType;
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
  /** Privacy data: the lists read at build time, flagged ranges, classified ASN records. */
  privacy: {
    lists: PrivacyListInfo[];
    ipv4Ranges: number;
    ipv6Ranges: number;
    classifiedAsns: number;
  };
}

/** An open database. */
export interface IpDatabase {
  /**
   * Looks up `ip` (IPv4 or IPv6 text). Returns null when the address is public but no range
   * covers it; for non-public addresses returns an IpData with `address_type` set and geo/ASN
   * fields null. `now` (default: current time) drives `time_zone.current_time`.
   * Throws InvalidIpError for malformed text and RangeError for an invalid `now`.
   */
  lookup(ip: string, now?: Date): IpData | null;
  /**
   * Record-only lookup, the counterpart of `maxmind`'s `Reader.get`: the shared decoded records of the range
   * containing `ip` ({@link IpRecord}), with no per-address strings and no time-zone clock. Its fields equal the
   * corresponding fields of `lookup(ip)`; it returns null exactly when `lookup` does. Non-public addresses return a
   * shared record with `address_type` set and `geo` / `asn` null. Throws InvalidIpError for malformed text.
   */
  lookupRecord(ip: string): IpRecord | null;
  metadata: IpDatabaseMetadata;
}
