/**
 * Presentation of the IP data record (spec §3 "IP data"): every field grouped into readable sections, with
 * missing values as "—". Pure functions so they are unit-tested; the API shape is the SDK's `/ip/lookup` data.
 */
import type { DataOf } from '@lanyun/api-sdk';

/** The record GET /ip/lookup returns. */
export type IpData = DataOf<'/ip/lookup'>;

/** Placeholder for a missing value. */
export const NONE = '—';

/** One labelled value of the result table. */
export interface IpRow {
  label: string;
  value: string;
}

/** A titled group of rows. */
export interface IpSection {
  id: 'overview' | 'location' | 'asn' | 'time-zone' | 'currency' | 'privacy';
  title: string;
  rows: IpRow[];
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Quick client-side check before calling the API: a dotted IPv4 address or something shaped like IPv6
 * (hex groups and colons, optionally an embedded IPv4 tail). The API has the final word ('Invalid IP address').
 */
export function looksLikeIp(input: string): boolean {
  const s = input.trim();
  if (IPV4.test(s)) return true;
  if (!s.includes(':') || s.length > 45) return false;
  const tail = s.split(':').pop() ?? '';
  const v6 = tail.includes('.') ? s.slice(0, s.length - tail.length) + '0:0' : s;
  if (!IPV4.test(tail) && tail.includes('.')) return false;
  return /^[0-9a-f:]+$/i.test(v6) && (v6.match(/::/g)?.length ?? 0) <= 1 && v6.split(':').length <= 8;
}

/** "AS15169" for an ASN number; "—" when absent. */
export function asnLabel(asn: number | null | undefined): string {
  return typeof asn === 'number' ? `AS${asn}` : NONE;
}

function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  return String(value);
}

function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return NONE;
  return value ? 'Yes' : 'No';
}

function degrees(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toFixed(4) : NONE;
}

/** Human wording of `address_type` ("public", "loopback", …). */
export function addressTypeLabel(type: string): string {
  const labels: Record<string, string> = {
    public: 'Public',
    private: 'Private network',
    loopback: 'Loopback (this machine)',
    'link-local': 'Link-local',
    multicast: 'Multicast',
    reserved: 'Reserved',
    documentation: 'Documentation range',
    shared: 'Shared address space (CGNAT)',
    unspecified: 'Unspecified',
  };
  return labels[type] ?? type;
}

/** True when the address has no public location data (loopback, private, reserved …). */
export function isNonPublic(data: Pick<IpData, 'address_type'>): boolean {
  return data.address_type !== 'public';
}

/** All IP data fields, grouped for the result table. */
export function ipResultSections(data: IpData): IpSection[] {
  const country = data.country_name
    ? `${data.country_flag ? `${data.country_flag} ` : ''}${data.country_name}${data.country_code ? ` (${data.country_code})` : ''}`
    : text(data.country_code);
  return [
    {
      id: 'overview',
      title: 'Overview',
      rows: [
        { label: 'IP address', value: data.ip },
        { label: 'Address type', value: addressTypeLabel(data.address_type) },
        { label: 'IP range', value: data.start_ip && data.end_ip ? `${data.start_ip} – ${data.end_ip}` : NONE },
        { label: 'Proxy', value: yesNo(data.is_proxy) },
      ],
    },
    {
      id: 'location',
      title: 'Location',
      rows: [
        { label: 'Country', value: country },
        { label: 'Capital', value: text(data.country_capital) },
        { label: 'Region', value: text(data.region_name) },
        { label: 'City', value: text(data.city_name) },
        { label: 'ZIP code', value: text(data.zip_code) },
        { label: 'Latitude', value: degrees(data.latitude) },
        { label: 'Longitude', value: degrees(data.longitude) },
        { label: 'In the EU', value: yesNo(data.is_eu) },
        { label: 'Calling code', value: data.calling_code ? `+${String(data.calling_code).replace(/^\+/, '')}` : NONE },
        { label: 'Weather station', value: [data.weather_station_code, data.weather_station_name].filter(Boolean).join(' ') || NONE },
        { label: 'Elevation', value: typeof data.elevation === 'number' ? `${data.elevation} m` : NONE },
      ],
    },
    {
      id: 'asn',
      title: 'ASN',
      rows: [
        { label: 'ASN', value: asnLabel(data.asn?.asn) },
        { label: 'AS name', value: text(data.asn?.asn_name) },
        { label: 'Domain', value: text(data.asn?.domain) },
        { label: 'Usage type', value: text(data.asn?.usage_type) },
        { label: 'ISP', value: text(data.asn?.isp) },
        { label: 'Organization', value: text(data.asn?.organization) },
      ],
    },
    {
      id: 'time-zone',
      title: 'Time zone',
      rows: [
        { label: 'Time zone', value: text(data.time_zone?.name) },
        { label: 'UTC offset', value: text(data.time_zone?.offset) },
        { label: 'Current time', value: text(data.time_zone?.current_time) },
      ],
    },
    {
      id: 'currency',
      title: 'Currency',
      rows: [
        { label: 'Code', value: text(data.currency?.code) },
        { label: 'Name', value: text(data.currency?.name) },
        { label: 'Symbol', value: text(data.currency?.symbol) },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and proxy detection',
      rows: [
        { label: 'VPN', value: yesNo(data.proxy_data?.is_vpn) },
        { label: 'Tor exit node', value: yesNo(data.proxy_data?.is_tor) },
        { label: 'Data center', value: yesNo(data.proxy_data?.is_data_center) },
        { label: 'Public proxy', value: yesNo(data.proxy_data?.is_proxy) },
        { label: 'Relay', value: yesNo(data.proxy_data?.is_relay) },
        { label: 'Hosting', value: yesNo(data.proxy_data?.is_hosting) },
      ],
    },
  ];
}
