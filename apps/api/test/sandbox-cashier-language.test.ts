import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { accountChanged } from '../src/modules/accounts/services/session-cache.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A verified customer's new top-up order: the cashier link its QR code opens. */
async function cashierLink(): Promise<URL> {
  const reg = await t.signUp(`cashier-${randomBytes(4).toString('hex')}@example.com`);
  await t.db.db
    .update(users)
    .set({ authenticationStatus: 2, authenticationType: 1 })
    .where(eq(users.id, reg.data.user.id));
  accountChanged(reg.data.user.id);
  const order = await t.client(reg.data.token).call('/balance_recharge/charge_order_add', { price: '10', pay_type: 2 });
  return new URL(order.data!.payUrl);
}

describe('the sandbox cashier speaks the payer’s language, Chinese first', () => {
  it('answers a Chinese (or unknown) browser in Chinese, from the page to the result', async () => {
    const link = await cashierLink();
    const html = await (
      await fetch(`${t.baseUrl}${link.pathname}${link.search}`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })
    ).text();
    expect(html).toContain('<html lang="zh-CN">');
    for (const word of ['沙箱收银台', '确认支付', '拒绝支付', '¥10.00']) expect(html).toContain(word);
    for (const word of ['>Pay<', '>Decline<', 'Sandbox cashier']) expect(html).not.toContain(word);
    const form = new URLSearchParams(link.search);
    form.set('action', 'pay');
    const done = await (await fetch(`${t.baseUrl}/sandbox/cashier/confirm`, { method: 'POST', body: form })).text();
    expect(done).toContain('支付成功');
    expect(done).not.toContain('Payment successful');
  });

  it('answers an English browser in English, and keeps the page’s language through the payment', async () => {
    const link = await cashierLink();
    const html = await (
      await fetch(`${t.baseUrl}${link.pathname}${link.search}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Pay<');
    expect(html).toContain('name="lang" value="en"');
    const form = new URLSearchParams(link.search);
    form.set('action', 'decline');
    form.set('lang', 'en');
    const done = await (await fetch(`${t.baseUrl}/sandbox/cashier/confirm`, { method: 'POST', body: form })).text();
    expect(done).toContain('Payment declined');
  });
});
