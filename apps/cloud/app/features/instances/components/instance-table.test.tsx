import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Instance } from '../api/instances';
import { InstanceTable } from './instance-table';

afterEach(cleanup);

const base: Instance = {
  instance_id: 'i-abc123',
  name: 'web-1',
  status: 'running',
  region_code: 'cn-hangzhou',
  region_name: 'East China 1 (Hangzhou)',
  zone_code: 'cn-hangzhou-a',
  zone_name: 'Zone A',
  instance_type: 'ecs.g7.large',
  vcpu: 2,
  memory_gb: 8,
  image_name: 'Ubuntu 24.04',
  system_disk: { type: 'cloud_essd', gb: 40 },
  data_disks: [],
  bandwidth_mbps: 5,
  public_ip: '198.18.0.9',
  private_ip: '172.17.0.9',
  ssh_port: null,
  login_type: 'password',
  auto_renew: false,
  duration_months: 1,
  fail_reason: null,
  created_at: 1_700_000_000,
  expires_at: 1_800_000_000,
};

function buttons(row: HTMLElement) {
  return within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);
}

describe('InstanceTable', () => {
  it('shows status, region, configuration, IP and expiry, and the actions of a running instance', () => {
    const onAction = vi.fn();
    render(<InstanceTable instances={[base]} can={() => true} onAction={onAction} onRenew={vi.fn()} />);
    const row = screen.getByRole('row', { name: 'web-1' });
    expect(within(row).getByTestId('instance-status').textContent).toBe('Running');
    expect(row.textContent).toContain('East China 1 (Hangzhou)');
    expect(row.textContent).toContain('2 vCPU · 8 GiB · 5 Mbps');
    expect(within(row).getByTestId('instance-public-ip').textContent).toBe('198.18.0.9');
    // 1_800_000_000 is 2027-01-15 08:00 UTC, 16:00 in Beijing: the day is Beijing's and the zone is named.
    expect(row.textContent).toContain('2027-01-15 (UTC+8)');
    expect(buttons(row)).toEqual(['Stop', 'Reboot', 'Renew', 'No-reason refund', 'Release']);
    fireEvent.click(within(row).getByRole('button', { name: 'Stop' }));
    expect(onAction).toHaveBeenCalledWith('stop', base);
  });
  it('offers nothing while the instance is being created, and hides actions without the server keys', () => {
    render(
      <InstanceTable
        instances={[
          { ...base, name: 'new', instance_id: 'i-new', status: 'pending', public_ip: null },
          { ...base, name: 'sub', instance_id: 'i-sub', status: 'stopped' },
        ]}
        can={(key) => key === 'server-1-3'}
        onAction={vi.fn()}
        onRenew={vi.fn()}
      />,
    );
    expect(within(screen.getByRole('row', { name: 'new' })).getByTestId('instance-status').textContent).toBe(
      'Creating',
    );
    expect(buttons(screen.getByRole('row', { name: 'new' }))).toEqual([]);
    expect(buttons(screen.getByRole('row', { name: 'sub' }))).toEqual(['Start']);
  });
  it('explains a failed creation', () => {
    render(
      <InstanceTable
        instances={[{ ...base, status: 'failed', fail_reason: 'Insufficient capacity' }]}
        can={() => true}
        onAction={vi.fn()}
        onRenew={vi.fn()}
      />,
    );
    expect(screen.getByText('Insufficient capacity; the payment was refunded.')).toBeTruthy();
  });
});

describe('auto-renew switch', () => {
  it('switches auto-renew for holders of server-1-4 and only shows it to others', () => {
    const onAutoRenew = vi.fn();
    const { unmount } = render(
      <InstanceTable
        instances={[base]}
        can={() => true}
        onAction={vi.fn()}
        onRenew={vi.fn()}
        onAutoRenew={onAutoRenew}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Auto-renew' }));
    expect(onAutoRenew).toHaveBeenCalledWith(base, true);
    unmount();
    render(
      <InstanceTable
        instances={[base]}
        can={(k) => k === 'server-1-3'}
        onAction={vi.fn()}
        onRenew={vi.fn()}
        onAutoRenew={onAutoRenew}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Auto-renew off')).toBeTruthy();
  });
});
