import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { IpData } from '../ip-fields';
import { IpResult } from './ip-result';

afterEach(() => cleanup());

const base = {
  ip: '8.8.8.8',
  start_ip: '8.8.8.0',
  end_ip: '8.8.8.255',
  country_code: 'US',
  country_name: 'United States',
  country_capital: 'Washington D.C.',
  region_name: 'California',
  city_name: 'Mountain View',
  latitude: 37.42,
  longitude: -122.08,
  zip_code: null,
  is_eu: false,
  calling_code: '1',
  country_flag: null,
  weather_station_code: null,
  weather_station_name: null,
  elevation: null,
  asn: {
    asn: 15169,
    asn_name: 'Google LLC',
    domain: null,
    usage_type: null,
    isp: 'Google LLC',
    organization: 'Google LLC',
  },
  time_zone: { name: 'America/Los_Angeles', offset: '-08:00', current_time: '2025-01-01T00:00:00-08:00' },
  currency: { code: 'USD', name: 'US Dollar', symbol: '$' },
  is_proxy: false,
  proxy_data: {
    is_vpn: false,
    is_tor: false,
    is_data_center: false,
    is_proxy: false,
    is_relay: false,
    is_hosting: false,
  },
  address_type: 'public',
} as IpData;

describe('<IpResult/>', () => {
  it('shows the ip, country and AS number', () => {
    render(<IpResult data={base} own={false} />);
    const region = screen.getByRole('region', { name: 'Lookup result' });
    expect(region).toBeTruthy();
    expect(screen.getByTestId('ip-result-ip').textContent).toBe('8.8.8.8');
    expect(screen.getByTestId('ip-result-country').textContent).toBe('United States');
    expect(screen.getByTestId('ip-result-asn').textContent).toBe('AS15169');
    expect(screen.getByRole('rowheader', { name: 'Time zone' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('explains a loopback answer instead of showing empty geo data', () => {
    render(
      <IpResult
        data={
          {
            ...base,
            ip: '127.0.0.1',
            country_name: null,
            country_code: null,
            asn: null,
            address_type: 'loopback',
          } as IpData
        }
        own
      />,
    );
    expect(screen.getByText('Your IP address')).toBeTruthy();
    expect(screen.getByTestId('ip-result-country').textContent).toBe('—');
    expect(screen.getByTestId('ip-result-asn').textContent).toBe('—');
    expect(screen.getByRole('note').textContent).toContain('loopback');
  });
});
