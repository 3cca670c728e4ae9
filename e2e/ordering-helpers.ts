/**
 * Helpers for the ordering browser tests: a verified customer made through the API (sign-up, personal real-name
 * application approved by the seeded operator) and logged in through the HttpOnly `access-token` cookie, and a wallet top-up
 * paid on the sandbox cashier without the browser.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { API, registerByApi } from './accounts-helpers';
import { operatorToken } from './ops-helpers';
import { CLOUD_URL } from './ports.mjs';

type Envelope<T> = { code: number; msg: string; data: T | null };

/** A valid 1×1 PNG (uploads are checked by content). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC', 'base64');

/** POSTs multipart `fields` with the `token` header and returns `data`, failing the test unless code is 200. */
export async function apiPost<T>(request: APIRequestContext, path: string, token: string, fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {}): Promise<T> {
  const res = await request.post(`${API}${path}`, { headers: { token }, multipart: fields });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/**
 * Signs up `email` through the API, has its personal real-name application approved by the seeded operator, and
 * puts the session cookie into `context` (the site then renders logged in). Returns the token.
 */
export async function verifiedCustomer(request: APIRequestContext, context: BrowserContext, email: string, password = 'Order12345'): Promise<string> {
  const { token, user } = await registerByApi(request, email, password);
  const userId = user.id;

  const upload = (usage: string) => apiPost<{ id: number }>(request, '/base/upload_img', token, { usage, file: { name: `${usage}.png`, mimeType: 'image/png', buffer: PNG } });
  const [front, back] = [await upload('id_front'), await upload('id_back')];
  await apiPost(request, '/authentication/user_auth_add', token, { type: '1', real_name: '张三', id_number: '11010519491231002X', id_front_img: String(front.id), id_back_img: String(back.id) });
  const ops = await operatorToken(request);
  const list = await apiPost<{ list: Array<{ id: number; user_id: number }> }>(request, '/ops/real_name/list', ops, { page: '1', page_size: '50' });
  const application = list.list.find((a) => a.user_id === userId);
  expect(application, 'the real-name application is listed for review').toBeTruthy();
  await apiPost(request, '/ops/real_name/review', ops, { id: String(application!.id), decision: 'approve' });

  // As the site's /api proxy writes it on log-in: HttpOnly (page scripts never see it), SameSite=Lax.
  await context.addCookies([{ name: 'access-token', value: token, url: new URL(process.env.E2E_CLOUD_URL ?? CLOUD_URL).origin, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}

/** Tops the wallet up by `yuan` through the sandbox gateway (order, cashier "Pay", notification) and waits until paid. */
export async function topUpInSandbox(request: APIRequestContext, token: string, yuan: number): Promise<void> {
  const order = await apiPost<{ payUrl: string; order_num: string }>(request, '/balance_recharge/charge_order_add', token, { price: String(yuan), pay_type: '2' });
  const link = new URL(order.payUrl);
  const res = await request.post(`${API}/sandbox/cashier/confirm`, { form: { ...Object.fromEntries(link.searchParams), action: 'pay' } });
  expect(await res.text()).toContain('Payment successful');
  await expect
    .poll(
      async () => {
        const status = await request.get(`${API}/v1/order_pay_status?order_num=${order.order_num}`, { headers: { token } });
        return ((await status.json()) as Envelope<{ pay_status: string }>).data?.pay_status;
      },
      { timeout: 20_000 },
    )
    .toBe('2');
}
