import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentNotifications, rechargeOrders, users } from '../src/db/schema.ts';
import { accountChanged } from '../src/modules/accounts/services/session-cache.ts';
import { signSandbox } from '../src/providers/payment/sandbox.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

// Each test signs up its own customer (payer()), so the tests do not depend on one another's order or balances.
let t: TestServer;
const SECRET = 'lanyun-sandbox-secret-change-me';

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const verify = async (id: number) => {
  await t.db.db.update(users).set({ authenticationStatus: 2, authenticationType: 1 }).where(eq(users.id, id));
  accountChanged(id); // as an operator's real-name decision does
};
/** A new customer of this test: its token and id, real-name verified unless `verified` is false. */
async function payer(verified = true): Promise<{ token: string; userId: number; tag: string }> {
  const tag = randomBytes(4).toString('hex');
  const reg = await t.signUp(`payer-${tag}@example.com`);
  if (verified) await verify(reg.data.user.id);
  return { token: reg.data.token as string, userId: reg.data.user.id as number, tag };
}
const balanceOf = async (id: number) =>
  (await t.db.db.select({ b: users.balanceFen }).from(users).where(eq(users.id, id)))[0]!.b;
/** POST a sandbox notification as the gateway would, optionally with a wrong signature. */
async function notify(body: object, sig?: string) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${t.baseUrl}/v1/pay_notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig ?? signSandbox(SECRET, raw) },
    body: raw,
  });
  return res.text();
}
async function waitForStatus(token: string, orderNum: string, status: string) {
  for (let i = 0; i < 100; i++) {
    const res = await t.client(token).call('/v1/order_pay_status', { order_num: orderNum });
    if (res.data?.pay_status === status) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${orderNum} never reached ${status}`);
}

describe('top-up', () => {
  it('refuses an unverified account with code 503 and the spec message, writing no order', async () => {
    const { token, userId } = await payer(false);
    const res = await t.post('/balance_recharge/charge_order_add', { price: '100', pay_type: '1' }, token);
    expect(res).toEqual({
      code: 503,
      msg: 'Please complete real-name verification first, and it must pass review.',
      data: { reason: 'realname.required' },
    });
    expect(
      (
        await t.db.db
          .select({ n: sql<number>`count(*)::int` })
          .from(rechargeOrders)
          .where(eq(rechargeOrders.userId, userId))
      )[0]!.n,
    ).toBe(0);
  });

  it('refuses amounts below 10 yuan or malformed', async () => {
    const { token } = await payer();
    expect((await t.post('/balance_recharge/charge_order_add', { price: '9.99', pay_type: '1' }, token)).msg).toBe(
      'The minimum top-up is 10 yuan',
    );
    expect((await t.post('/balance_recharge/charge_order_add', { price: '10.001', pay_type: '1' }, token)).code).toBe(
      400,
    );
    expect((await t.post('/balance_recharge/charge_order_add', { price: '100', pay_type: '3' }, token)).code).toBe(400);
  });

  it('pays through the sandbox cashier: signed notification, balance and ledger credited', async () => {
    const { token } = await payer();
    const order = await t.client(token).call('/balance_recharge/charge_order_add', { price: '10', pay_type: 2 });
    expect(order.data).toMatchObject({ price: '10.00', order_num: expect.stringMatching(/^R\d{20}$/) });
    expect(
      (await t.client(token).call('/v1/order_pay_status', { order_num: order.data!.order_num })).data?.pay_status,
    ).toBe('1');
    const cashier = new URL(order.data!.payUrl);
    const page = await (await fetch(`${t.baseUrl}${cashier.pathname}${cashier.search}`)).text();
    expect(page).toContain('¥10.00');
    const form = new URLSearchParams(cashier.search);
    form.set('action', 'pay');
    expect(
      await (await fetch(`${t.baseUrl}/sandbox/cashier/confirm`, { method: 'POST', body: form })).text(),
    ).toContain('支付成功');
    await waitForStatus(token, order.data!.order_num, '2');
    expect((await t.client(token).call('/personal_center/user_info')).data).toMatchObject({
      balance: '10.00',
      total_balance: '10.00',
    });
    const ledger = await t.client(token).call('/balance_recharge/ledger_list', {});
    expect(ledger.data?.list[0]).toMatchObject({
      kind: 'topup',
      amount: '10.00',
      balance_after: '10.00',
      ref_id: order.data!.order_num,
    });
  });

  it('credits 100 concurrent duplicate notifications exactly once', async () => {
    const { token, userId } = await payer();
    const order = await t.client(token).call('/balance_recharge/charge_order_add', { price: '123.45', pay_type: 1 });
    const before = await balanceOf(userId);
    const n = {
      order_num: order.data!.order_num,
      amount_fen: 12345,
      trade_no: 'SBXDUP',
      status: 'SUCCESS',
      timestamp: 1,
    };
    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(n)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    expect((await balanceOf(userId)) - before).toBe(12345);
    const entries = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, order.data!.order_num));
    expect(entries).toHaveLength(1);
  });

  it('refuses bad-signature, wrong-amount and unknown-order notifications, crediting nothing', async () => {
    const { token, userId } = await payer();
    const order = await t.client(token).call('/balance_recharge/charge_order_add', { price: '50', pay_type: 1 });
    const before = await balanceOf(userId);
    const good = {
      order_num: order.data!.order_num,
      amount_fen: 5000,
      trade_no: 'SBX1',
      status: 'SUCCESS',
      timestamp: 1,
    };
    expect(await notify(good, 'f'.repeat(64))).toBe('fail');
    expect(await notify({ ...good, amount_fen: 500000 })).toBe('fail');
    expect(await notify({ ...good, order_num: 'R00000000000000000000' })).toBe('fail');
    expect(await balanceOf(userId)).toBe(before);
    expect(
      (await t.client(token).call('/v1/order_pay_status', { order_num: order.data!.order_num })).data?.pay_status,
    ).toBe('1');
    const mine = inArray(paymentNotifications.orderNum, [order.data!.order_num, 'R00000000000000000000']);
    const outcomes = (await t.db.db.select().from(paymentNotifications).where(mine)).map((r) => r.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['amount_mismatch', 'unknown_order']));
    expect(outcomes).not.toContain('bad_signature'); // logged only: forged notifications write no rows
  });

  it('credits a payment that arrives after the order expired', async () => {
    const { token, userId } = await payer();
    const order = await t.client(token).call('/balance_recharge/charge_order_add', { price: '20', pay_type: 1 });
    await t.db.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeOrders.orderNum, order.data!.order_num));
    expect(
      (await t.client(token).call('/v1/order_pay_status', { order_num: order.data!.order_num })).data?.pay_status,
    ).toBe('3');
    const before = await balanceOf(userId);
    expect(
      await notify({
        order_num: order.data!.order_num,
        amount_fen: 2000,
        trade_no: 'SBXLATE',
        status: 'SUCCESS',
        timestamp: 1,
      }),
    ).toBe('success');
    expect((await balanceOf(userId)) - before).toBe(2000);
  });

  it('refuses a sub-account without cost-3-1 and credits the main account for one with it', async () => {
    const { token, userId, tag } = await payer();
    await t
      .client(token)
      .call('/team/sub_account_add', { email: `no-pay-${tag}@example.com`, password: 'Member123', rules: 'cost-1-1' });
    await t
      .client(token)
      .call('/team/sub_account_add', { email: `can-pay-${tag}@example.com`, password: 'Member123', rules: 'cost-3-1' });
    const noPay = (
      (await t.client().call('/v1/phone_login', { account: `no-pay-${tag}@example.com`, password: 'Member123' }))
        .data as Answer['data']
    ).token;
    const canPay = (
      (await t.client().call('/v1/phone_login', { account: `can-pay-${tag}@example.com`, password: 'Member123' }))
        .data as Answer['data']
    ).token;
    expect(await t.post('/balance_recharge/charge_order_add', { price: '100', pay_type: '1' }, noPay)).toEqual({
      code: 403,
      msg: 'You currently have no permission, please contact the main account to enable it',
      data: { permission: 'cost-3-1', reason: 'auth.no_permission' },
    });
    // A sub-account sees its main account's wallet and verification.
    expect((await t.client(canPay).call('/personal_center/user_info')).data).toMatchObject({
      authentication_status: 2,
      pid: userId,
    });
    const order = await t.client(canPay).call('/balance_recharge/charge_order_add', { price: '30', pay_type: 1 });
    const before = await balanceOf(userId);
    await notify({
      order_num: order.data!.order_num,
      amount_fen: 3000,
      trade_no: 'SBXSUB',
      status: 'SUCCESS',
      timestamp: 1,
    });
    expect((await balanceOf(userId)) - before).toBe(3000);
  });

  it('credits a confirmed bank transfer once, through the operator API, and the ledger check passes', async () => {
    const { token, userId } = await payer();
    const declared = await t
      .client(token)
      .call('/balance_recharge/bank_transfer_add', { amount: '1000', payer_name: 'Payer Ltd', reference: 'INV-1' });
    const ops = await t.opsLogin();
    const before = await balanceOf(userId);
    expect(
      (await t.post('/ops/bank_transfer/decide', { id: String(declared.data!.id), decision: 'credit' }, ops)).code,
    ).toBe(200);
    expect(
      (await t.post('/ops/bank_transfer/decide', { id: String(declared.data!.id), decision: 'credit' }, ops)).code,
    ).toBe(400);
    expect((await balanceOf(userId)) - before).toBe(100000);
    expect(
      (
        await t.post(
          '/ops/ledger/adjust',
          { user_id: String(userId), give_delta_fen: '500', reason: 'Welcome gift' },
          ops,
        )
      ).data,
    ).toMatchObject({ give_balance: '5.00' });
    expect(
      (
        await t.post(
          '/ops/ledger/adjust',
          { user_id: String(userId), balance_delta_fen: '-999999999', reason: 'Too much' },
          ops,
        )
      ).msg,
    ).toBe('Insufficient balance');
    const check = await t.post('/ops/ledger/check', {}, ops);
    expect(check.data.mismatches).toEqual([]);
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
    const csv = await (await fetch(`${t.baseUrl}/balance_recharge/ledger.csv`, { headers: { token } })).text();
    expect(csv.split('\n')[0]).toContain('time,kind,amount');
    expect(csv).toContain('bank_transfer');
  });
});

describe('the status poll’s copy', () => {
  it('shows a payment, and a declined payment, at once although the copy would still be answered', async () => {
    const COPY_MS = 1_500;
    const kept = await startTestServer({ env: { ACCOUNT_CACHE_MS: String(COPY_MS) } });
    try {
      const send = async (body: object) => {
        const raw = JSON.stringify(body);
        const res = await fetch(`${kept.baseUrl}/v1/pay_notify/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(SECRET, raw) },
          body: raw,
        });
        return res.text();
      };
      // Two customers (two groups of copies), one order each: one is paid, the other declined.
      type Case = { status: 'SUCCESS' | 'CLOSED'; shown: string; token: string; orderNum: string };
      const cases: Case[] = [];
      for (const [status, shown] of [
        ['SUCCESS', '2'],
        ['CLOSED', '4'],
      ] as const) {
        const reg = await kept.signUp(`poll-${randomBytes(4).toString('hex')}@example.com`);
        const userId = reg.data.user.id as number;
        await kept.db.db
          .update(users)
          .set({ authenticationStatus: 2, authenticationType: 1 })
          .where(eq(users.id, userId));
        const token = reg.data.token as string;
        const order = await kept.client(token).call('/balance_recharge/charge_order_add', { price: '30', pay_type: 1 });
        cases.push({ status, shown, token, orderNum: order.data!.order_num });
      }
      const poll = async (c: Case) =>
        (await kept.client(c.token).call('/v1/order_pay_status', { order_num: c.orderNum })).data;
      const amountOf = (c: Case, fen: number) =>
        kept.db.db.update(rechargeOrders).set({ amountFen: fen }).where(eq(rechargeOrders.orderNum, c.orderNum));
      // Reads are kept once the accounts' last change (the sign-up's session) is older than the copy's limit.
      await new Promise((r) => setTimeout(r, COPY_MS + 100));
      for (const c of cases) expect((await poll(c))?.pay_status).toBe('1');
      // Kept: a change behind the API's back is not seen …
      for (const c of cases) await amountOf(c, 3001);
      for (const c of cases) expect((await poll(c))?.price).toBe('30.00');
      for (const c of cases) await amountOf(c, 3000);
      // … but the gateway's notification, through the API, shows at once.
      for (const c of cases) {
        const trade = `SBX${c.orderNum.slice(-8)}`;
        expect(
          await send({ order_num: c.orderNum, amount_fen: 3000, trade_no: trade, status: c.status, timestamp: 1 }),
        ).toBe('success');
        expect((await poll(c))?.pay_status).toBe(c.shown);
      }
    } finally {
      await kept.close();
    }
  });
});
