/**
 * Converting a trial cloud phone to a paid one over real HTTP (services/trial-conversion.ts): the confirmation's quote
 * (breakdown, amount, the trial's end and the expiry once converted), nothing charged without the agreement or at
 * another amount, the charge equal to the amount shown, the same phone kept with the paid months after the trial,
 * exactly one order-paid message, a replayed client_token charging once, and a trial past its expiry refused with a
 * reason key. The Standard package in cp-hangzhou is ¥69.00 a month; 3 months are paid at 95 %.
 */
import { createApiClient } from '@lanyun/api-sdk';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudPhones, ledgerEntries, messages, productOrders } from '../src/db/schema.ts';
import { sweepExpiry } from '../src/modules/instances/services/lifecycle.ts';
import { convertTrial } from '../src/modules/phones/services/trial-conversion.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import type { TestServer } from './harness.ts';
import { balances, customer, startOrderingServer, waitForPhone } from './ordering-helpers.ts';

let t: TestServer;
let pkg: { id: number };
let region: { id: number };
let reviewer = '';
beforeAll(async () => {
  t = await startOrderingServer();
  const en = createApiClient({ baseUrl: t.baseUrl, headers: { 'accept-language': 'en' } });
  pkg = (await en.call('/phone/get_pdc_pkg_id')).data!.find((p) => p.name === 'Standard')!;
  region = (await en.call('/phone/get_pdc_regions')).data!.find((r) => r.code === 'cp-hangzhou')!;
  reviewer = await t.opsLogin('reviewer@lanyun.cloud');
});
afterAll(() => t.close());

type Phone = { phone_id: string; status: string; expires_at: number; auto_renew: boolean; trial: boolean };

/** A verified customer with `cashFen` and a running trial phone (applied, approved, claimed). */
async function trialCustomer(cashFen: number) {
  const c = await customer(t, { cashFen });
  const app = await t.post(
    '/phone/apply_use_add',
    {
      pkg_id: String(pkg.id),
      region_id: String(region.id),
      contact_name: 'Li Lei',
      contact_phone: '13800138000',
      purpose: 'Testing our app on Android',
    },
    c.token,
  );
  expect(app.code, app.msg).toBe(200);
  expect((await t.post('/ops/trial/review', { id: String(app.data.id), decision: 'approve' }, reviewer)).code).toBe(
    200,
  );
  const claimed = await t.post('/phone_order/add_pdc_trial_order', {}, c.token);
  const phone: Phone = await waitForPhone(t, c.token, claimed.data.phone.phone_id, 'running');
  expect(phone.trial).toBe(true);
  return { ...c, phone };
}

const quote = (token: string, phoneId: string, months: number) =>
  t.post('/phone_order/inquiry_convert_trial_price', { phone_id: phoneId, duration_months: String(months) }, token);
const convert = (token: string, fields: Record<string, string>) => t.post('/phone_order/convert_trial', fields, token);
const listed = async (token: string, phoneId: string): Promise<Phone> =>
  (await t.post('/phone_overview/user_phone_list', {}, token)).data.list.find((p: Phone) => p.phone_id === phoneId);
const orders = (userId: number) =>
  t.db.db
    .select()
    .from(productOrders)
    .where(and(eq(productOrders.userId, userId), eq(productOrders.kind, 'phone_convert')));
const paidMessages = async (userId: number) =>
  (
    await t.db.db
      .select({ key: messages.dedupeKey })
      .from(messages)
      .where(and(eq(messages.userId, userId), like(messages.dedupeKey, 'order_paid:%')))
  ).map((m) => m.key);

describe('converting a trial cloud phone to a paid one', () => {
  it('quotes the confirmation, charges nothing until confirmed, then exactly the amount shown, keeping the phone', async () => {
    const c = await trialCustomer(50_000);
    const trialEnd = c.phone.expires_at;
    const messagesBefore = await paidMessages(c.id);

    const q = await quote(c.token, c.phone.phone_id, 3);
    expect(q).toMatchObject({ code: 200 });
    expect(q.data).toEqual({
      price: '196.65',
      original_price: '207.00',
      discount: '10.35',
      unit_price_month: '69.00',
      breakdown: [
        { kind: 'package', item: expect.any(String), amount: '207.00' },
        { kind: 'discount', item: expect.any(String), amount: '-10.35' },
      ],
      trial_expires_at: trialEnd,
      expires_at: expect.any(Number),
    });
    // The paid months follow the trial: its days left are kept.
    const end = new Date(trialEnd * 1000);
    end.setUTCMonth(end.getUTCMonth() + 3);
    expect(q.data.expires_at).toBe(Math.floor(end.getTime() / 1000));

    const fields = { phone_id: c.phone.phone_id, duration_months: '3', price: '196.65' };
    // No agreement ticked, or another amount than the server's: refused, nothing charged.
    expect(await convert(c.token, fields)).toEqual({
      code: 400,
      msg: expect.any(String),
      data: { reason: 'order.agreement_required', agreement: 'service' },
    });
    expect(await convert(c.token, { ...fields, price: '69.00', agree: '1' })).toMatchObject({
      code: 409,
      data: { reason: 'order.price_changed', price: '196.65' },
    });
    expect(await balances(t, c.id)).toEqual({ cash: 50_000, give: 0 });
    expect(await orders(c.id)).toEqual([]);
    expect(await listed(c.token, c.phone.phone_id)).toMatchObject({ trial: true, expires_at: trialEnd });

    const token = 'convert-once-1';
    const paid = await convert(c.token, { ...fields, agree: '1', auto_renew: '1', client_token: token });
    expect(paid).toMatchObject({
      code: 200,
      msg: 'Converted: the trial phone is now a paid cloud phone',
      data: {
        amount: '196.65',
        balance: '303.35',
        phone: { phone_id: c.phone.phone_id, trial: false, status: 'running', auto_renew: true },
      },
    });
    expect(paid.data.phone.expires_at).toBe(q.data.expires_at);
    expect(await balances(t, c.id)).toEqual({ cash: 50_000 - 19_665, give: 0 });
    // The same client_token again: the first order, nothing charged.
    const again = await convert(c.token, { ...fields, agree: '1', client_token: token });
    expect(again).toMatchObject({ code: 200, data: { order_num: paid.data.order_num, amount: '196.65' } });
    expect(await balances(t, c.id)).toEqual({ cash: 50_000 - 19_665, give: 0 });

    const [order, ...more] = await orders(c.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ orderNum: paid.data.order_num, amountFen: 19_665, status: 2 });
    const entries = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, paid.data.order_num));
    expect(entries.map((e) => [e.kind, e.balanceDeltaFen])).toEqual([['purchase', -19_665]]);
    // One money message for the conversion.
    expect(await paidMessages(c.id)).toEqual([...messagesBefore, `order_paid:${paid.data.order_num}:in_app`]);
    // The same phone row, now a bought one: renewal is offered like any bought phone's.
    const rows = await t.db.db.select().from(cloudPhones).where(eq(cloudPhones.userId, c.id));
    expect(rows.map((r) => [r.phoneId, r.trial])).toEqual([[c.phone.phone_id, false]]);
    expect(
      (
        await t.post(
          '/phone_order/inquiry_renew_pdc_price',
          { phone_id: c.phone.phone_id, duration_months: '1' },
          c.token,
        )
      ).code,
    ).toBe(200);
    // Converted once: a second conversion is refused with its reason.
    expect(await convert(c.token, { ...fields, agree: '1' })).toMatchObject({
      code: 409,
      data: { reason: 'trial.convert_not_trial' },
    });
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('is refused once the trial has expired, with the reason in the request language; nothing charged', async () => {
    const c = await trialCustomer(50_000);
    const past = new Date(Date.now() - 60_000);
    await t.db.db.update(cloudPhones).set({ expiresAt: past }).where(eq(cloudPhones.phoneId, c.phone.phone_id));
    const fields = { phone_id: c.phone.phone_id, duration_months: '1', price: '69.00', agree: '1' };
    // Past its expiry before the sweep has marked it.
    expect(await quote(c.token, c.phone.phone_id, 1)).toMatchObject({
      code: 409,
      data: { reason: 'trial.convert_expired', expires_at: Math.floor(past.getTime() / 1000) },
    });
    const refused = await convert(c.token, fields);
    expect(refused).toMatchObject({ code: 409, data: { reason: 'trial.convert_expired' } });
    expect(refused.msg).toMatch(
      /^The trial ended at \d{4}-\d\d-\d\d \d\d:\d\d: an expired trial phone cannot be converted/,
    );
    const zh = await fetch(`${t.baseUrl}/phone_order/convert_trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', channel: 'pc', token: c.token },
      body: JSON.stringify(fields),
    });
    expect(((await zh.json()) as { msg: string }).msg).toMatch(/^试用已于 .+ 到期，到期后不能转为正式，请购买云手机$/);
    // Marked expired by the sweep: still refused.
    await sweepExpiry({ db: t.db.db, compute: t.app.compute, jobs: t.app.jobs });
    expect((await listed(c.token, c.phone.phone_id)).status).toBe('expired');
    expect((await convert(c.token, fields)).data.reason).toBe('trial.convert_expired');
    expect(await balances(t, c.id)).toEqual({ cash: 50_000, give: 0 });
    expect(await orders(c.id)).toEqual([]);
  });

  it('is accepted at the instant the trial ends, and refuses a bought phone', async () => {
    const c = await trialCustomer(50_000);
    const [row] = await t.db.db.select().from(cloudPhones).where(eq(cloudPhones.phoneId, c.phone.phone_id));
    const user = { id: c.id, pid: 0 };
    const fields = { phone_id: c.phone.phone_id, duration_months: 1, price: 6_900, agree: true };
    await expect(convertTrial(t.db.db, user, fields, new Date(row!.expiresAt.getTime() + 1))).rejects.toMatchObject({
      reason: 'trial.convert_expired',
    });
    const done = await convertTrial(t.db.db, user, fields, row!.expiresAt);
    expect(done.phone).toMatchObject({ trial: false });
    await expect(convertTrial(t.db.db, user, fields)).rejects.toMatchObject({ reason: 'trial.convert_not_trial' });
  });
});
