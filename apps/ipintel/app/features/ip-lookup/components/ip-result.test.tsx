import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { IpData } from '../ip-fields';
import { IpResult } from './ip-result';

afterEach(() => cleanup());

const base = {
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

describe('<IpResult/>', () => {
  it('shows the ip, country and AS number', () => {
    render(<IpResult data={base} own={false} />);
    const region = screen.getByRole('region', { name: 'Lookup result' });
    expect(region).toBeTruthy();
    expect(screen.getByTestId('ip-result-ip').textContent).toBe('8.8.8.8');
    expect(screen.getByTestId('ip-result-country').textContent).toBe('United States');
    expect(screen.getByTestId('ip-result-asn').textContent).toBe('AS15169');
    expect(screen.getByRole('rowheader', { name: 'City' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Time zone' })).toBeNull();
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
