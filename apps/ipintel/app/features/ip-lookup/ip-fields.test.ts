import { createI18n } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import { asnLabel, ipResultSections, isNonPublic, looksLikeIp, type IpData } from './ip-fields';

const google = {
  ip: '8.8.8.8',
  start_ip: '8.8.8.0',
  end_ip: '8.8.8.255',
  country_code: 'US',
  country_name: 'United States',
  country_capital: 'Washington D.C.',
  region_name: 'California',
  city_name: 'Mountain View',
  latitude: 37.386,
  longitude: -122.0838,
  zip_code: null,
  is_eu: false,
  calling_code: '1',
  country_flag: '🇺🇸',
  weather_station_code: null,
  weather_station_name: null,
  elevation: null,
  asn: {
    asn: 15169,
    asn_name: 'GOOGLE',
    domain: 'google.com',
    usage_type: null,
    isp: null,
    organization: 'Google LLC',
  },
  time_zone: { name: 'America/Los_Angeles', offset: '-08:00', current_time: '2025-01-01T04:00:00-08:00' },
  currency: { code: 'USD', name: 'US Dollar', symbol: '$' },
  is_proxy: false,
  proxy_data: {
    is_vpn: false,
    is_tor: false,
    is_data_center: true,
    is_proxy: false,
    is_relay: false,
    is_hosting: true,
  },
  address_type: 'public',
} as IpData;

// Labels in English, as a visitor of ?lang=en reads them.
const t = createI18n('en', en).getFixedT('en', 'app');

const loopback = {
  ...google,
  ip: '127.0.0.1',
  start_ip: '127.0.0.0',
  end_ip: '127.255.255.255',
  country_code: null,
  country_name: null,
  country_capital: null,
  region_name: null,
  city_name: null,
  latitude: null,
  longitude: null,
  is_eu: null,
  calling_code: null,
  country_flag: null,
  asn: null,
  time_zone: null,
  currency: null,
  proxy_data: {
    is_vpn: false,
    is_tor: false,
    is_data_center: false,
    is_proxy: false,
    is_relay: false,
    is_hosting: false,
  },
  address_type: 'loopback',
} as IpData;

function value(data: IpData, label: string): string | undefined {
  return ipResultSections(data, t)
    .flatMap((s) => s.rows)
    .find((r) => r.label === label)?.value;
}

describe('ipResultSections (spec §3 IP data)', () => {
  it('covers every spec field', () => {
    const labels = ipResultSections(google, t).flatMap((s) => s.rows.map((r) => r.label));
    for (const label of [
      'IP address',
      'IP range',
      'Country',
      'Capital',
      'Region',
      'City',
      'ZIP code',
      'Latitude',
      'Longitude',
      'In the EU',
      'Calling code',
      'Weather station',
      'Elevation',
      'ASN',
      'AS name',
      'Domain',
      'Usage type',
      'ISP',
      'Organization',
      'Time zone',
      'UTC offset',
      'Current time',
      'Code',
      'Name',
      'Symbol',
      'Proxy',
      'VPN',
      'Tor exit node',
      'Data center',
      'Public proxy',
      'Relay',
      'Hosting',
    ]) {
      expect(labels).toContain(label);
    }
  });
  it('formats a public address', () => {
    expect(value(google, 'Country')).toBe('🇺🇸 United States (US)');
    expect(value(google, 'ASN')).toBe('AS15169');
    expect(value(google, 'Latitude')).toBe('37.3860');
    expect(value(google, 'Calling code')).toBe('+1');
    expect(value(google, 'Data center')).toBe('Yes');
    expect(value(google, 'In the EU')).toBe('No');
    expect(value(google, 'IP range')).toBe('8.8.8.0 – 8.8.8.255');
  });
  it('renders a loopback answer gracefully', () => {
    expect(isNonPublic(loopback)).toBe(true);
    expect(value(loopback, 'Address type')).toBe('Loopback (this machine)');
    expect(value(loopback, 'Country')).toBe('—');
    expect(value(loopback, 'ASN')).toBe('—');
    expect(value(loopback, 'Time zone')).toBe('—');
    expect(value(loopback, 'In the EU')).toBe('—');
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
});
