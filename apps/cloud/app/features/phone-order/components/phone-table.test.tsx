import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Phone } from '../api/phone-order';
import { PhoneTable } from './phone-table';

afterEach(cleanup);

const base: Phone = {
  phone_id: 'cp-abc123',
  name: 'Standard-001',
  status: 'running',
  package_id: 2,
  package_name: 'Standard',
  region_id: 1,
  region_name: 'East China (Hangzhou)',
  trial: false,
  auto_renew: false,
  fail_reason: null,
  created_at: 1_700_000_000,
  expires_at: 1_800_000_000,
};
const all = () => true;

function buttons(row: HTMLElement) {
  return within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);
}
const row = (name: string) => screen.getByRole('row', { name });

describe('PhoneTable', () => {
  it('offers renew and release for running and expired phones, nothing while one is created or after release', () => {
    const onRenew = vi.fn();
    const onRelease = vi.fn();
    render(
      <PhoneTable
        phones={[
          base,
          { ...base, name: 'old', phone_id: 'cp-old', status: 'expired' },
          { ...base, name: 'new', phone_id: 'cp-new', status: 'pending' },
          { ...base, name: 'gone', phone_id: 'cp-gone', status: 'released' },
        ]}
        can={all}
        onRenew={onRenew}
        onRelease={onRelease}
      />,
    );
    expect(within(row('Standard-001')).getByTestId('phone-status').textContent).toBe('Running');
    expect(buttons(row('Standard-001'))).toEqual(['Renew', 'Release']);
    expect(buttons(row('old'))).toEqual(['Renew', 'Release']);
    expect(buttons(row('new'))).toEqual([]);
    expect(buttons(row('gone'))).toEqual([]);
    fireEvent.click(within(row('old')).getByRole('button', { name: 'Renew' }));
    expect(onRenew).toHaveBeenCalledWith(expect.objectContaining({ phone_id: 'cp-old' }));
    fireEvent.click(within(row('Standard-001')).getByRole('button', { name: 'Release' }));
    expect(onRelease).toHaveBeenCalledWith(base);
  });

  it('never offers to renew a trial phone or switch its auto-renew; it can be released', () => {
    const onAutoRenew = vi.fn();
    render(
      <PhoneTable
        phones={[{ ...base, name: 'try', trial: true }]}
        can={all}
        onRenew={vi.fn()}
        onRelease={vi.fn()}
        onAutoRenew={onAutoRenew}
      />,
    );
    expect(row('try').textContent).toContain('Trial');
    expect(buttons(row('try'))).toEqual(['Release']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Auto-renew off')).toBeTruthy();
  });

  it('offers a running trial phone the conversion to a paid one until its trial ends', () => {
    const onConvert = vi.fn();
    const now = Date.now() / 1000;
    render(
      <PhoneTable
        phones={[
          { ...base, name: 'try', phone_id: 'cp-try', trial: true, expires_at: now + 3600 },
          { ...base, name: 'ended', phone_id: 'cp-ended', trial: true, expires_at: now - 60 },
          {
            ...base,
            name: 'creating',
            phone_id: 'cp-creating',
            trial: true,
            status: 'pending',
            expires_at: now + 3600,
          },
        ]}
        can={all}
        onRenew={vi.fn()}
        onRelease={vi.fn()}
        onConvert={onConvert}
      />,
    );
    expect(buttons(row('try'))).toEqual(['Convert to paid', 'Release']);
    expect(buttons(row('ended'))).toEqual(['Release']);
    expect(buttons(row('creating'))).toEqual([]);
    fireEvent.click(within(row('try')).getByRole('button', { name: 'Convert to paid' }));
    expect(onConvert).toHaveBeenCalledWith(expect.objectContaining({ phone_id: 'cp-try' }));
  });

  it('hides what the keys do not allow: release and auto-renew need server-2-3, renew also cost-2-2', () => {
    const { unmount } = render(
      <PhoneTable
        phones={[base]}
        can={(k) => k === 'server-2-1'}
        onRenew={vi.fn()}
        onRelease={vi.fn()}
        onAutoRenew={vi.fn()}
      />,
    );
    expect(buttons(row('Standard-001'))).toEqual([]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    render(
      <PhoneTable
        phones={[base]}
        can={(k) => k === 'server-2-3'}
        onRenew={vi.fn()}
        onRelease={vi.fn()}
        onAutoRenew={vi.fn()}
      />,
    );
    expect(buttons(row('Standard-001'))).toEqual(['Release']);
    expect(screen.getByRole('checkbox', { name: 'Auto-renew' })).toBeTruthy();
  });

  it('switches auto-renew', () => {
    const onAutoRenew = vi.fn();
    render(
      <PhoneTable
        phones={[{ ...base, auto_renew: true }]}
        can={all}
        onRenew={vi.fn()}
        onRelease={vi.fn()}
        onAutoRenew={onAutoRenew}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Auto-renew' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(onAutoRenew).toHaveBeenCalledWith(expect.objectContaining({ phone_id: 'cp-abc123' }), false);
  });
});
