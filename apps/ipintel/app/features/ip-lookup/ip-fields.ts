/**
 * Presentation of the query tool's answer (`/ip/lookup`, the demo set of the IP data fields: country, region, city,
 * ASN and the address type) in readable sections, with missing values as "—". The full field set is the keyed API's;
 * the tool invites to get a key for it. Pure functions so they are unit-tested; the API shape is the SDK's
 * `/ip/lookup` data.
 * Labels and yes/no come from the catalogue through the `t` passed in (namespace `app`, keys `ip.*`); the JSON field
 * names and the values from the API are shown as they are.
 */
import type { DataOf } from '@lanyun/api-sdk';

/** The demo record GET /ip/lookup returns. */
export type IpData = DataOf<'/ip/lookup'>;

/** Placeholder for a missing value. */
export const NONE = '—';

/** A translator of the page's language (react-i18next's `t`, namespace `app`). */
export type Translate = (key: string) => string;

/** One labelled value of the result table. */
export interface IpRow {
  label: string;
  value: string;
}

/** A titled group of rows. */
export interface IpSection {
  id: 'overview' | 'location' | 'asn';
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

/** The flag emoji of an ISO 3166-1 alpha-2 code ("US" → 🇺🇸); "" for anything else. */
export function countryFlag(code: string | null | undefined): string {
  if (!code || !/^[A-Z]{2}$/i.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
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

/** The answer's fields, grouped for the result table, labelled in the language of `t`. */
export function ipResultSections(data: IpData, t: Translate): IpSection[] {
  const flag = countryFlag(data.country_code);
  const country = data.country_name
    ? `${flag ? `${flag} ` : ''}${data.country_name}${data.country_code ? ` (${data.country_code})` : ''}`
    : text(data.country_code);
  return [
    {
      id: 'overview',
      title: t('ip.sections.overview'),
      rows: [
        { label: t('ip.fields.ip'), value: data.ip },
        { label: t('ip.fields.addressType'), value: addressTypeLabel(data.address_type, t) },
      ],
    },
    {
      id: 'location',
      title: t('ip.sections.location'),
      rows: [
        { label: t('ip.fields.country'), value: country },
        { label: t('ip.fields.region'), value: text(data.region_name) },
        { label: t('ip.fields.city'), value: text(data.city_name) },
      ],
    },
    {
      id: 'asn',
      title: t('ip.sections.asn'),
      rows: [
        { label: t('ip.fields.asn'), value: asnLabel(data.asn?.asn) },
        { label: t('ip.fields.asName'), value: text(data.asn?.asn_name) },
      ],
    },
  ];
}
