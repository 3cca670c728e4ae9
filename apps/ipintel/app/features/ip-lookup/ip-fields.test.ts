import { createI18n } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import { asnLabel, countryFlag, ipResultSections, isNonPublic, looksLikeIp, type IpData } from './ip-fields';

const google = {
  ip: '8.8.8.8',
  country_code: 'US',
  country_name: 'United States',
  region_name: 'California',
  city_name: 'Mountain View',
  asn: { asn: 15169, asn_name: 'Google LLC' },
  address_type: 'public',
  demo: true,
  note: 'Demo answer',
} as IpData;

// Labels in English, as a visitor of ?lang=en reads them.
const t = createI18n('en', en).getFixedT('en', 'app');

const loopback = {
  ...google,
  ip: '127.0.0.1',
  country_code: null,
  country_name: null,
  region_name: null,
  city_name: null,
  asn: null,
  address_type: 'loopback',
} as IpData;

function value(data: IpData, label: string): string | undefined {
  return ipResultSections(data, t)
    .flatMap((s) => s.rows)
    .find((r) => r.label === label)?.value;
}

describe("ipResultSections (the query tool's demo fields)", () => {
  it('shows location and network', () => {
    const labels = ipResultSections(google, t).flatMap((s) => s.rows.map((r) => r.label));
    expect(labels).toEqual(['IP address', 'Address type', 'Country', 'Region', 'City', 'ASN', 'AS name']);
  });
  it('formats a public address', () => {
    expect(value(google, 'Country')).toBe('🇺🇸 United States (US)');
    expect(value(google, 'City')).toBe('Mountain View');
    expect(value(google, 'ASN')).toBe('AS15169');
    expect(value(google, 'AS name')).toBe('Google LLC');
  });
  it('renders a loopback answer gracefully', () => {
    expect(isNonPublic(loopback)).toBe(true);
    expect(value(loopback, 'Address type')).toBe('Loopback (this machine)');
    expect(value(loopback, 'Country')).toBe('—');
    expect(value(loopback, 'ASN')).toBe('—');
    expect(value(loopback, 'AS name')).toBe('—');
  });
});

describe('looksLikeIp / asnLabel', () => {
  it('accepts IPv4 and IPv6', () => {
    for (const ip of ['8.8.8.8', '0.0.0.0', '255.255.255.255', '2001:4860:4860::8888', '::1', '::ffff:1.2.3.4'])
      expect(looksLikeIp(ip)).toBe(true);
  });
  it('rejects junk', () => {
    for (const ip of ['', '256.1.1.1', '1.2.3', 'example.com', '1::2::3', 'gggg::1'])
      expect(looksLikeIp(ip)).toBe(false);
  });
  it('labels ASNs', () => {
    expect(asnLabel(15169)).toBe('AS15169');
    expect(asnLabel(null)).toBe('—');
  });
  it('turns a country code into its flag', () => {
    expect(countryFlag('CN')).toBe('🇨🇳');
    expect(countryFlag(null)).toBe('');
  });
});
