/**
 * Cloud phones after the purchase, over real HTTP: renewal (quote, pay from the wallet, 409/402, client_token),
 * release, auto-renew, trial phones, ownership and the server-2-3 key, and the expiry sweep releasing long-expired
 * phones (services/instances/phone-lifecycle.ts, services/instances/lifecycle.ts). The Standard package in cp-hangzhou is ¥69.00 a month.
 */
import { createApiClient } from '@lanyun/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudPhones, ledgerEntries, productOrders } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import { RELEASE_AFTER_DAYS, sweepExpiry } from '../src/modules/instances/services/lifecycle.ts';
import type { TestServer } from './harness.ts';
import { balances, customer, startOrderingServer, waitForPhone } from './ordering-helpers.ts';

let t: TestServer;
let pkg: { id: number };
let region: { id: number };
beforeAll(async () => {
  t = await startOrderingServer();
  const en = createApiClient({ baseUrl: t.baseUrl, headers: { 'accept-language': 'en' } });
  pkg = (await en.call('/phone/get_pdc_pkg_id')).data!.find((p) => p.name === 'Standard')!;
  region = (await en.call('/phone/get_pdc_regions')).data!.find((r) => r.code === 'cp-hangzhou')!;
});
afterAll(() => t.close());

const DAY = 86_400;
type Phone = { phone_id: string; status: string; expires_at: number; auto_renew: boolean; trial: boolean };

/** Buys one Standard phone for a month (¥69.00) and waits until it runs. */
async function runningPhone(token: string, extra: Record<string, string> = {}): Promise<Phone> {
  const res = await t.post(
    '/phone_order/add_pdc_order',
    {
      pkg_id: String(pkg.id),
      region_id: String(region.id),
      duration_months: '1',
      quantity: '1',
      price: '69.00',
      agree: '1',
      ...extra,
    },
    token,
  );
  expect(res.code, res.msg).toBe(200);
  return waitForPhone(t, token, res.data.phones[0].phone_id, 'running');
}
const quote = (token: string, phoneId: string, months: number) =>
  t.post('/phone_order/inquiry_renew_pdc_price', { phone_id: phoneId, duration_months: String(months) }, token);
const renew = (token: string, phoneId: string, months: number, price: string, extra: Record<string, string> = {}) =>
  t.post(
    '/phone_order/renew_pdc',
    { phone_id: phoneId, duration_months: String(months), price, agree: '1', ...extra },
    token,
  );
const listed = async (token: string, phoneId: string): Promise<Phone> =>
  (await t.post('/phone_overview/user_phone_list', {}, token)).data.list.find((p: Phone) => p.phone_id === phoneId);

describe('renewing a cloud phone', () => {
  it('quotes today’s price and pays exactly that from the wallet: ledger entry, expiry + months; stale price 409, short wallet 402, a replayed client_token charges once', async () => {
    const c = await customer(t, { cashFen: 6_900 + 19_665 });
    const phone = await runningPhone(c.token);
    expect(phone).toMatchObject({ trial: false, auto_renew: false });

    expect((await quote(c.token, phone.phone_id, 3)).data).toEqual({
      price: '196.65',
      original_price: '207.00',
      discount: '10.35',
      unit_price_month: '69.00',
      breakdown: [
        { kind: 'package', item: expect.any(String), amount: '207.00' },
        { kind: 'discount', item: '时长优惠（按原价 95% 计费）', amount: '-10.35' },
      ],
    });
    expect((await quote(c.token, phone.phone_id, 7)).msg).toBe('Unsupported purchase duration');
    expect(await renew(c.token, phone.phone_id, 3, '100.00')).toMatchObject({ code: 409, data: { price: '196.65' } });
    expect(await renew(c.token, phone.phone_id, 6, '372.60')).toMatchObject({
      code: 402,
      data: { shortfall: '175.95' },
    });
    expect(await balances(t, c.id)).toEqual({ cash: 19_665, give: 0 });

    const renewed = await renew(c.token, phone.phone_id, 3, '196.65', { client_token: 'phone-renew-0001' });
    expect(renewed).toMatchObject({
      code: 200,
      msg: 'Renewed',
      data: { amount: '196.65', balance: '0.00', phone: { phone_id: phone.phone_id, status: 'running' } },
    });
    const days = (renewed.data.phone.expires_at - phone.expires_at) / DAY;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(92);
    expect(await balances(t, c.id)).toEqual({ cash: 0, give: 0 });
    const [entry] = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, renewed.data.order_num));
    expect(entry).toMatchObject({ kind: 'purchase', balanceDeltaFen: -19_665, userId: c.id });
    const [order] = await t.db.db
      .select()
      .from(productOrders)
      .where(eq(productOrders.orderNum, renewed.data.order_num));
    expect(order).toMatchObject({
      kind: 'phone_renew',
      amountFen: 19_665,
      detail: { phone_id: phone.phone_id, months: 3, quantity: 1 },
    });

    // The same submission again (double click, retry): the first order, nothing charged, the expiry moved once.
    const replay = await renew(c.token, phone.phone_id, 3, '196.65', { client_token: 'phone-renew-0001' });
    expect(replay.data).toMatchObject({ order_num: renewed.data.order_num, amount: '196.65', balance: '0.00' });
    expect((await listed(c.token, phone.phone_id)).expires_at).toBe(renewed.data.phone.expires_at);
    expect(await t.db.db.select().from(productOrders).where(eq(productOrders.userId, c.id))).toHaveLength(2);
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('renews an expired phone from today, and it runs again', async () => {
    const c = await customer(t, { cashFen: 2 * 6_900 });
    const phone = await runningPhone(c.token);
    await t.db.db
      .update(cloudPhones)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 3 * DAY * 1000) })
      .where(eq(cloudPhones.phoneId, phone.phone_id));
    expect((await listed(c.token, phone.phone_id)).status).toBe('expired');
    const renewed = await renew(c.token, phone.phone_id, 1, '69.00');
    expect(renewed.data.phone.status).toBe('running');
    const ahead = renewed.data.phone.expires_at - Math.floor(Date.now() / 1000);
    expect(ahead).toBeGreaterThanOrEqual(27 * DAY);
    expect(ahead).toBeLessThanOrEqual(32 * DAY);
  });
});

describe('release and auto-renew', () => {
  it('releases a running phone without refund; a released phone cannot be released, renewed or switched', async () => {
    const c = await customer(t, { cashFen: 6_900 });
    const phone = await runningPhone(c.token);
    expect((await t.post('/phone/release', { phone_id: phone.phone_id }, c.token)).data).toMatchObject({
      phone_id: phone.phone_id,
      status: 'released',
    });
    expect(await balances(t, c.id)).toEqual({ cash: 0, give: 0 });
    expect((await listed(c.token, phone.phone_id)).status).toBe('released');
    expect(await t.post('/phone/release', { phone_id: phone.phone_id }, c.token)).toEqual({
      code: 409,
      msg: 'The cloud phone is released and cannot be released',
      data: { status: 'released', reason: 'phone.state_not_releasable' },
    });
    expect((await quote(c.token, phone.phone_id, 1)).msg).toBe('The cloud phone is released and cannot be renewed');
    expect((await t.post('/phone/auto_renew', { phone_id: phone.phone_id, auto_renew: '1' }, c.token)).code).toBe(409);
  });

  it('releases an expired phone', async () => {
    const c = await customer(t, { cashFen: 6_900 });
    const phone = await runningPhone(c.token);
    await t.db.db.update(cloudPhones).set({ status: 'expired' }).where(eq(cloudPhones.phoneId, phone.phone_id));
    expect((await t.post('/phone/release', { phone_id: phone.phone_id }, c.token)).data.status).toBe('released');
  });

  it('switches auto-renew on and off, shown in the list', async () => {
    const c = await customer(t, { cashFen: 6_900 });
    const phone = await runningPhone(c.token);
    expect(
      (await t.post('/phone/auto_renew', { phone_id: phone.phone_id, auto_renew: '1' }, c.token)).data.auto_renew,
    ).toBe(true);
    expect((await listed(c.token, phone.phone_id)).auto_renew).toBe(true);
    expect(
      (await t.post('/phone/auto_renew', { phone_id: phone.phone_id, auto_renew: 'false' }, c.token)).data.auto_renew,
    ).toBe(false);
    expect((await listed(c.token, phone.phone_id)).auto_renew).toBe(false);
  });
});

describe('who may', () => {
  it('refuses to renew a trial phone or set it to auto-renew (409); it can be released', async () => {
    const c = await customer(t, { cashFen: 10_000 });
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
    await t.post(
      '/ops/trial/review',
      { id: String(app.data.id), decision: 'approve' },
      await t.opsLogin('reviewer@lanyun.cloud'),
    );
    const claimed = await t.post('/phone_order/add_pdc_trial_order', {}, c.token);
    const trial = await waitForPhone(t, c.token, claimed.data.phone.phone_id, 'running');
    expect(trial.trial).toBe(true);
    const msg = 'A trial phone cannot be renewed; buy a cloud phone to keep using one';
    expect(await quote(c.token, trial.phone_id, 1)).toEqual({ code: 409, msg, data: { reason: 'phone.trial_renew' } });
    expect(await renew(c.token, trial.phone_id, 1, '69.00')).toEqual({
      code: 409,
      msg,
      data: { reason: 'phone.trial_renew' },
    });
    expect(await t.post('/phone/auto_renew', { phone_id: trial.phone_id, auto_renew: '1' }, c.token)).toEqual({
      code: 409,
      msg: 'A trial phone cannot be renewed automatically',
      data: { reason: 'phone.trial_auto_renew' },
    });
    expect(await balances(t, c.id)).toEqual({ cash: 10_000, give: 0 });
    expect((await t.post('/phone/release', { phone_id: trial.phone_id }, c.token)).data.status).toBe('released');
  });

  it('answers 404 for another account’s phone and 403 to a sub-account without server-2-3 (renewal also needs cost-2-2)', async () => {
    const owner = await customer(t, { cashFen: 2 * 6_900 });
    const phone = await runningPhone(owner.token);
    const stranger = await customer(t, { cashFen: 10_000 });
    const calls = [
      ['/phone_order/inquiry_renew_pdc_price', { phone_id: phone.phone_id, duration_months: '1' }],
      ['/phone_order/renew_pdc', { phone_id: phone.phone_id, duration_months: '1', price: '69.00', agree: '1' }],
      ['/phone/release', { phone_id: phone.phone_id }],
      ['/phone/auto_renew', { phone_id: phone.phone_id, auto_renew: '1' }],
    ] as const;
    for (const [path, fields] of calls)
      expect(await t.post(path, fields, stranger.token)).toEqual({
        code: 404,
        msg: 'No such cloud phone',
        data: { reason: 'phone.not_found' },
      });

    const stamp = Date.now();
    const sub = async (name: string, rules: string) => {
      const email = `phone-${name}-${stamp}@example.com`;
      await t.post('/team/sub_account_add', { email, password: 'Member123', name, rules }, owner.token);
      return (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    };
    const viewer = await sub('viewer', 'server-2-1');
    for (const [path, fields] of calls)
      expect(await t.post(path, fields, viewer)).toMatchObject({
        code: 403,
        data: { permission: 'server-2-3', reason: 'auth.no_permission' },
      });
    expect((await t.post('/phone_overview/user_phone_list', {}, viewer)).data.list[0]).toMatchObject({
      phone_id: phone.phone_id,
      auto_renew: false,
      trial: false,
    });

    const manager = await sub('manager', 'server-2-1,server-2-3');
    expect((await quote(manager, phone.phone_id, 1)).data.price).toBe('69.00');
    expect(await renew(manager, phone.phone_id, 1, '69.00')).toMatchObject({
      code: 403,
      data: { permission: 'cost-2-2', reason: 'auth.no_permission' },
    });
    expect(
      (await t.post('/phone/auto_renew', { phone_id: phone.phone_id, auto_renew: '1' }, manager)).data.auto_renew,
    ).toBe(true);
    // With cost-2-2 the sub-account renews from its main account's wallet.
    const payer = await sub('payer', 'server-2-3,cost-2-2');
    expect((await renew(payer, phone.phone_id, 1, '69.00')).data).toMatchObject({ amount: '69.00', balance: '0.00' });
    expect(await balances(t, owner.id)).toEqual({ cash: 0, give: 0 });
  });
});

describe('the expiry sweep', () => {
  it('auto-renews for a month (phone_renew), expires the rest, and releases phones expired for RELEASE_AFTER_DAYS', async () => {
    const c = await customer(t, { cashFen: 3 * 6_900 });
    const auto = await runningPhone(c.token, { auto_renew: '1' });
    const manual = await runningPhone(c.token);
    await t.db.db
      .update(cloudPhones)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cloudPhones.userId, c.id));
    const deps = { db: t.db.db, compute: t.app.compute, jobs: t.app.jobs };

    await sweepExpiry(deps);
    const renewed = await listed(c.token, auto.phone_id);
    expect(renewed.status).toBe('running');
    expect(renewed.expires_at * 1000).toBeGreaterThan(Date.now() + 27 * DAY * 1000);
    expect((await listed(c.token, manual.phone_id)).status).toBe('expired');
    expect(await balances(t, c.id)).toEqual({ cash: 0, give: 0 });
    const kinds = (
      await t.db.db.select({ kind: productOrders.kind }).from(productOrders).where(eq(productOrders.userId, c.id))
    )
      .map((o) => o.kind)
      .sort();
    expect(kinds).toEqual(['phone_new', 'phone_new', 'phone_renew']);

    // Still kept (and renewable) within the grace period; released after it. No ECS instance exists in this file,
    // so every release counted is a phone.
    expect((await sweepExpiry(deps, new Date(Date.now() + (RELEASE_AFTER_DAYS - 1) * DAY * 1000))).released).toBe(0);
    expect((await listed(c.token, manual.phone_id)).status).toBe('expired');
    expect((await sweepExpiry(deps, new Date(Date.now() + (RELEASE_AFTER_DAYS + 1) * DAY * 1000))).released).toBe(1);
    expect((await listed(c.token, manual.phone_id)).status).toBe('released');
    expect((await listed(c.token, auto.phone_id)).status).toBe('running');
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });
});
