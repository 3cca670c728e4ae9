import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@lanyun/api-sdk';
import { ACCESS_TOKEN_COOKIE } from '@lanyun/session/cookies';
import { SessionProvider } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { getQueryClient, QueryProvider } from '../query';
import { loadQueryClient } from '../query-loader';
import { RechargeProvider, useRecharge, type RechargeProviderProps } from './provider';

const user = {
  id: 7,
  user_name: 'alice@example.com',
  name: 'Alice',
  company: '',
  industry: '',
  email: 'alice@example.com',
  phone: null,
  balance: '10.00',
  give_balance: '0.00',
  total_balance: '10.00',
  authentication_status: 2,
  authentication_type: 1,
  pid: 0,
  account_management: 0,
  created_at: 1700000000,
} as unknown as User;

const BANK = {
  account_name: 'Lanyun Cloud Ltd',
  bank: 'ICBC',
  account_number: '6222 0000 1111',
  remark: 'Put your account ID 7 in the remark',
};

function fakeApi() {
  const call = vi.fn(async (path: string) => {
    const data: Record<string, unknown> = {
      '/personal_center/user_info': user,
      '/balance_recharge/bank_info': BANK,
      '/balance_recharge/charge_order_add': { order_num: 'R1', payUrl: 'http://pay.test/R1', price: '100.00' },
      '/v1/order_pay_status': { order_num: 'R1', pay_status: '2', price: '100.00' },
    };
    return path in data ? { code: 200, msg: 'ok', data: data[path] } : { code: 200, msg: 'ok', data: null };
  });
  return { api: { baseUrl: 'http://api.test', call } as unknown as ApiClient, call };
}

function Opener() {
  const recharge = useRecharge();
  return <button onClick={() => recharge.open()}>Open top-up</button>;
}

/** A page query under `key`, counting its loads (a payment should refresh it). */
function Page({ queryKey, loads }: { queryKey: readonly unknown[]; loads: { n: number } }) {
  useQuery({ queryKey, queryFn: () => ++loads.n });
  return null;
}

function setup(props: Omit<RechargeProviderProps, 'children'>, pageKey: readonly unknown[] = ['wallet', 'ledger']) {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=tok; path=/`;
  const { api, call } = fakeApi();
  const loads = { n: 0 };
  // As on the sites: the page brings its QueryProvider, the flow's dialogs their own; both hold the page's client.
  render(
    <SessionProvider api={api} initialUser={user} loadQueryClient={loadQueryClient}>
      <RechargeProvider {...props}>
        <Opener />
        <QueryProvider>
          <Page queryKey={pageKey} loads={loads} />
        </QueryProvider>
      </RechargeProvider>
    </SessionProvider>,
  );
  return { call, loads };
}

const openBankTab = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open top-up' }));
  const tab = await screen.findByRole('tab', { name: 'Public bank transfer' }); // the dialog loads on first open
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
};

// The dialogs load on the first open; import them once up front so that load is instant in the tests.
beforeAll(async () => {
  await Promise.all([
    import('@lanyun/ui/recharge-dialog'),
    import('@lanyun/ui/qr-pay-dialog'),
    import('@lanyun/ui/real-name-dialog'),
    import('@lanyun/ui/recharge-success-dialog'),
  ]);
});

afterEach(() => {
  getQueryClient().clear();
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('RechargeProvider', () => {
  it('pays an order: QR dialog, then the success dialog with the site links, and the site pages refresh', async () => {
    const { call, loads } = setup(
      { refreshKeys: [['ipintel']], ecsHref: 'http://cloud.test/ecs', phoneHref: 'http://cloud.test/buyphone' },
      ['ipintel', 'plan'],
    );
    await waitFor(() => expect(loads.n).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Open top-up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Top-up successful')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('/balance_recharge/charge_order_add', { price: '100', pay_type: 1 });
    expect(call).toHaveBeenCalledWith('/v1/order_pay_status', { order_num: 'R1' });
    expect(screen.getByRole('link', { name: 'Buy a cloud server' }).getAttribute('href')).toBe('http://cloud.test/ecs');
    await waitFor(() => expect(loads.n).toBe(2));
  });

  it('shows the bank account with the declaration form by default', async () => {
    setup({});
    await openBankTab();
    expect(await screen.findByText('Lanyun Cloud Ltd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit transfer' })).toBeTruthy();
  });

  it("with bankTransfer 'details' shows the account only", async () => {
    setup({ bankTransfer: 'details' });
    await openBankTab();
    expect(await screen.findByText('Lanyun Cloud Ltd')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit transfer' })).toBeNull();
  });
});
