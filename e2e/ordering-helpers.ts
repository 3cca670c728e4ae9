/**
 * Helpers for the ordering browser tests: a wallet top-up paid on the sandbox cashier without the browser. Customers
 * (verified and logged in) come from the `login` fixture (fixtures.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './accounts-helpers';
import { apiPost } from './fixtures';

export { apiPost };

type Envelope<T> = { code: number; msg: string; data: T | null };

/** Tops the wallet up by `yuan` through the sandbox gateway (order, cashier "Pay", notification) and waits until paid. */
export async function topUpInSandbox(request: APIRequestContext, token: string, yuan: number): Promise<void> {
  const order = await apiPost<{ payUrl: string; order_num: string }>(
    request,
    '/balance_recharge/charge_order_add',
    token,
    { price: String(yuan), pay_type: '2' },
  );
  const link = new URL(order.payUrl);
  const res = await request.post(`${API}/sandbox/cashier/confirm`, {
    form: { ...Object.fromEntries(link.searchParams), action: 'pay' },
  });
  expect(await res.text()).toContain('支付成功');
  await expect
    .poll(
      async () => {
        const status = await request.get(`${API}/v1/order_pay_status?order_num=${order.order_num}`, {
          headers: { token },
        });
        return ((await status.json()) as Envelope<{ pay_status: string }>).data?.pay_status;
      },
      { timeout: 20_000 },
    )
    .toBe('2');
}
