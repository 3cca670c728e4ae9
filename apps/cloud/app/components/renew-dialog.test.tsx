import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@lanyun/api-sdk';
import type { PurchaseGate } from '../lib/use-purchase-gate';
import { RenewDialog, type Renewal } from './renew-dialog';

afterEach(cleanup);

type Paid = { until: number };
const PRICES: Record<number, string> = { 1: '69.00', 3: '196.65' };

/** A product with two durations whose quote reads `prices` and whose payment answers `answers` in turn. */
function setup(answers: Array<Envelope<Paid>>, prices: Record<number, string> = { ...PRICES }) {
  const pay = vi.fn(async (_months: number, _price: string, _token: string, _agree: true) => answers.shift()!);
  const quoted = vi.fn();
  const renewal: Renewal<Paid> = {
    name: 'phone-1',
    expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    durations: {
      queryKey: ['durations'],
      queryFn: async () => [
        { months: 1, label: '1 month', price_pct: 100 },
        { months: 3, label: '3 months', price_pct: 95 },
      ],
    },
    quote: (months) => ({
      queryKey: ['quote', months],
      queryFn: async () => {
        quoted(months);
        return {
          price: prices[months]!,
          breakdown: [{ kind: 'package', item: 'Standard', amount: prices[months]! }],
        };
      },
    }),
    pay,
    renewedUntil: (d) => d.until,
    invalidate: ['things'],
  };
  const gate: PurchaseGate = { ready: () => true, handle: vi.fn((o) => o), dialog: null };
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RenewDialog renewal={renewal} gate={gate} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { pay, quoted, gate, onClose, prices };
}
const total = () => screen.getByTestId('renew-total').textContent;
const payButton = () => screen.getByRole('button', { name: 'Pay and renew' });
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));

describe('RenewDialog', () => {
  it('shows the server’s price for the chosen duration and pays exactly that, then closes', async () => {
    const { pay, onClose } = setup([{ code: 200, msg: 'Renewed', data: { until: 1_900_000_000 } }]);
    expect(screen.getByRole('dialog', { name: 'Renew phone-1' })).toBeTruthy();
    await waitFor(() => expect(total()).toBe('¥69.00'));
    fireEvent.click(await screen.findByRole('radio', { name: /3 months/ }));
    await waitFor(() => expect(total()).toBe('¥196.65'));
    // The breakdown is listed, and paying waits for the service agreement.
    expect(screen.getByRole('table', { name: 'Charges' }).textContent).toContain('Standard');
    expect(payButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(payButton());
    expect(pay).not.toHaveBeenCalled();
    agree();
    fireEvent.click(payButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(pay).toHaveBeenCalledWith(3, '196.65', expect.stringMatching(/^[0-9a-f]{24}$/), true);
  });

  it('opens the top-up on 402 through the gate, and on 409 shows the new price to be accepted with a new token', async () => {
    const { pay, gate, quoted, onClose, prices } = setup([
      { code: 402, msg: 'Insufficient balance', data: { shortfall: '19.00' } as never },
      { code: 409, msg: 'The price has changed', data: { price: '70.00' } as never },
      { code: 200, msg: 'Renewed', data: { until: 1_900_000_000 } },
    ]);
    await waitFor(() => expect(total()).toBe('¥69.00'));
    agree();
    fireEvent.click(payButton());
    await waitFor(() => expect(gate.handle).toHaveBeenCalledWith({ kind: 'top-up', shortfall: 19 }));
    expect(onClose).not.toHaveBeenCalled();

    prices[1] = '70.00';
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(total()).toBe('¥70.00'));
    expect(quoted).toHaveBeenCalledTimes(2);
    fireEvent.click(payButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(pay.mock.calls.map((c) => c[1])).toEqual(['69.00', '69.00', '70.00']);
    const tokens = pay.mock.calls.map((c) => c[2]);
    expect(new Set(tokens).size).toBe(3);
  });
});
