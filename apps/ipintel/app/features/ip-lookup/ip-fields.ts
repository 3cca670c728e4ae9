/**
 * Presentation of the IP data record (spec §3 "IP data"): every field grouped into readable sections, with
 * missing values as "—". Pure functions so they are unit-tested; the API shape is the SDK's `/ip/lookup` data.
 * Labels and yes/no come from the catalogue through the `t` passed in (namespace `app`, keys `ip.*`); the JSON field
 * names and the values from the API are shown as they are.
 */
import type { DataOf } from '@lanyun/api-sdk';

/** The record GET /ip/lookup returns. */
export type IpData = DataOf<'/ip/lookup'>;

/** Placeholder for a missing value. */
export const NONE = '—';

/** A translator of the page's language (react-i18next's `t`, namespace `app`). */
export type Translate = (key: string) => string;

/** One labelled value of the result table. */
export interface IpRow {
  label: string;
  value: string;
  /** The value is a "yes" (a flag that is set), for highlighting privacy findings. */
  yes?: boolean;
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
  const v6 = tail.includes('.') ? `${s.slice(0, s.length - tail.length)}0:0` : s;
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

function yesNo(t: Translate, value: boolean | null | undefined): Pick<IpRow, 'value' | 'yes'> {
  if (value === null || value === undefined) return { value: NONE };
  return value ? { value: t('ip.yes'), yes: true } : { value: t('ip.no') };
}

function degrees(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toFixed(4) : NONE;
}

/** Human wording of `address_type` ("public", "loopback", …); an unknown type as it is. */
export function addressTypeLabel(type: string, t: Translate): string {
  const labels: Record<string, string> = {
    public: t('ip.addressType.public'),
    private: t('ip.addressType.private'),
    loopback: t('ip.addressType.loopback'),
    'link-local': t('ip.addressType.linkLocal'),
    multicast: t('ip.addressType.multicast'),
    reserved: t('ip.addressType.reserved'),
    documentation: t('ip.addressType.documentation'),
    shared: t('ip.addressType.shared'),
    unspecified: t('ip.addressType.unspecified'),
  };
  return labels[type] ?? type;
}

/** True when the address has no public location data (loopback, private, reserved …). */
export function isNonPublic(data: Pick<IpData, 'address_type'>): boolean {
  return data.address_type !== 'public';
}

/** All IP data fields, grouped for the result table, labelled in the language of `t`. */
export function ipResultSections(data: IpData, t: Translate): IpSection[] {
  const country = data.country_name
    ? `${data.country_flag ? `${data.country_flag} ` : ''}${data.country_name}${data.country_code ? ` (${data.country_code})` : ''}`
    : text(data.country_code);
  return [
    {
      id: 'overview',
      title: t('ip.sections.overview'),
      rows: [
        { label: t('ip.fields.ip'), value: data.ip },
        { label: t('ip.fields.addressType'), value: addressTypeLabel(data.address_type, t) },
        {
          label: t('ip.fields.range'),
          value: data.start_ip && data.end_ip ? `${data.start_ip} – ${data.end_ip}` : NONE,
        },
        { label: t('ip.fields.proxy'), ...yesNo(t, data.is_proxy) },
      ],
    },
    {
      id: 'location',
      title: t('ip.sections.location'),
      rows: [
        { label: t('ip.fields.country'), value: country },
        { label: t('ip.fields.capital'), value: text(data.country_capital) },
        { label: t('ip.fields.region'), value: text(data.region_name) },
        { label: t('ip.fields.city'), value: text(data.city_name) },
        { label: t('ip.fields.zip'), value: text(data.zip_code) },
        { label: t('ip.fields.latitude'), value: degrees(data.latitude) },
        { label: t('ip.fields.longitude'), value: degrees(data.longitude) },
        { label: t('ip.fields.eu'), ...yesNo(t, data.is_eu) },
        {
          label: t('ip.fields.callingCode'),
          value: data.calling_code ? `+${String(data.calling_code).replace(/^\+/, '')}` : NONE,
        },
        {
          label: t('ip.fields.weatherStation'),
          value: [data.weather_station_code, data.weather_station_name].filter(Boolean).join(' ') || NONE,
        },
        { label: t('ip.fields.elevation'), value: typeof data.elevation === 'number' ? `${data.elevation} m` : NONE },
      ],
    },
    {
      id: 'asn',
      title: t('ip.sections.asn'),
      rows: [
        { label: t('ip.fields.asn'), value: asnLabel(data.asn?.asn) },
        { label: t('ip.fields.asName'), value: text(data.asn?.asn_name) },
        { label: t('ip.fields.domain'), value: text(data.asn?.domain) },
        { label: t('ip.fields.usageType'), value: text(data.asn?.usage_type) },
        { label: t('ip.fields.isp'), value: text(data.asn?.isp) },
        { label: t('ip.fields.organization'), value: text(data.asn?.organization) },
      ],
    },
    {
      id: 'time-zone',
      title: t('ip.sections.timeZone'),
      rows: [
        { label: t('ip.fields.timeZone'), value: text(data.time_zone?.name) },
        { label: t('ip.fields.utcOffset'), value: text(data.time_zone?.offset) },
        { label: t('ip.fields.currentTime'), value: text(data.time_zone?.current_time) },
      ],
    },
    {
      id: 'currency',
      title: t('ip.sections.currency'),
      rows: [
        { label: t('ip.fields.currencyCode'), value: text(data.currency?.code) },
        { label: t('ip.fields.currencyName'), value: text(data.currency?.name) },
        { label: t('ip.fields.currencySymbol'), value: text(data.currency?.symbol) },
      ],
    },
    {
      id: 'privacy',
      title: t('ip.sections.privacy'),
      rows: [
        { label: t('ip.fields.vpn'), ...yesNo(t, data.proxy_data?.is_vpn) },
        { label: t('ip.fields.tor'), ...yesNo(t, data.proxy_data?.is_tor) },
        { label: t('ip.fields.dataCenter'), ...yesNo(t, data.proxy_data?.is_data_center) },
        { label: t('ip.fields.publicProxy'), ...yesNo(t, data.proxy_data?.is_proxy) },
        { label: t('ip.fields.relay'), ...yesNo(t, data.proxy_data?.is_relay) },
        { label: t('ip.fields.hosting'), ...yesNo(t, data.proxy_data?.is_hosting) },
      ],
    },
  ];
}
