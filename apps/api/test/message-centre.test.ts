/**
 * The message centre over HTTP: money events leave exactly one message per channel even when their job runs twice or
 * at once (a payment notification delivered twice concurrently, the expiry-reminder sweep run twice at once), and the
 * channel settings decide what is sent (e-mail off → no e-mail in the outbox; in-app cannot be turned off for money).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, messages, notificationDeliveries, outboxMessages } from '../src/db/schema.ts';
import { signSandbox } from '../src/providers/payment/sandbox.ts';
import { deliverPending, MAX_DELIVERY_ATTEMPTS } from '../src/modules/accounts/services/notify.ts';
import { sweepReminders } from '../src/modules/instances/services/expiry-reminders.ts';
import {
  customer,
  offer,
  orderFields,
  orderRunning,
  setFailureRate,
  startOrderingServer,
  waitForInstance,
} from './ordering-helpers.ts';
import type { TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startOrderingServer();
});
afterAll(() => t.close());

const SECRET = 'lanyun-sandbox-secret-change-me';
const DAY = 86_400_000;

/** A top-up order of `price` yuan, paid by two identical gateway notifications sent at once. */
async function topUpTwiceAtOnce(token: string, price: string) {
  const order = await t.client(token).call('/balance_recharge/charge_order_add', { price, pay_type: 2 });
  const orderNum = order.data!.order_num;
  const raw = JSON.stringify({
    order_num: orderNum,
    trade_no: `T${orderNum}`,
    amount_fen: Math.round(Number(price) * 100),
    status: 'SUCCESS',
  });
  const send = () =>
    fetch(`${t.baseUrl}/v1/pay_notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(SECRET, raw) },
      body: raw,
    }).then((r) => r.text());
  const answers = await Promise.all([send(), send()]);
  expect(answers).toEqual(['success', 'success']);
  return orderNum;
}

/** The customer's messages as the message centre lists them, in `lang`. */
async function listed(token: string, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const res = await fetch(`${t.baseUrl}/v1/message_list`, {
    method: 'POST',
    body: new URLSearchParams({ page: '1', page_size: '50' }),
    headers: { channel: 'pc', 'accept-language': lang, token },
  });
  return ((await res.json()) as { data: { list: { title: string; category: string | null }[] } }).data.list;
}

const outboxTo = (to: string) => t.db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe('exactly one message per channel', () => {
  it('a top-up notified twice at once credits once and leaves one in-app message and one e-mail', async () => {
    const c = await customer(t);
    const orderNum = await topUpTwiceAtOnce(c.token, '88');
    const mine = (await listed(c.token)).filter((m) => m.title.includes('充值'));
    expect(mine).toEqual([{ ...mine[0], title: '充值 88.00 元已到账', category: 'finance' }]);
    expect((await listed(c.token, 'en')).map((m) => m.title)).toContain('Top-up of 88.00 yuan credited');
    // Two deliverers at once send the one queued e-mail once.
    await Promise.all([deliverPending(t.db.db, t.app.messaging), deliverPending(t.db.db, t.app.messaging)]);
    const mails = (await outboxTo(c.email)).filter((m) => m.subject.includes('充值'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(orderNum);
    // The account never said its language: the e-mail is Chinese only.
    expect(mails[0]!.subject).toBe('【岚云】充值 88.00 元已到账');
    expect(mails[0]!.body).not.toContain('Top-up');
  });

  it('the expiry-reminder sweep run twice at once sends the 7-day reminder once, and the next stage later', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, await offer(t), c.token);
    const expiresAt = new Date(Date.now() + 10 * DAY);
    await t.db.db.update(instances).set({ expiresAt }).where(eq(instances.instanceId, id));
    const reminders = () =>
      t.db.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, c.id), like(messages.dedupeKey, `expiry:instance:${id}:%`)));

    // 8 days ahead: nothing due.
    expect(await sweepReminders(t.db.db, new Date(expiresAt.getTime() - 8 * DAY))).toBe(0);
    expect(await reminders()).toHaveLength(0);
    // Just past 7 days ahead, two sweeps at once and one more after: one reminder.
    const at = new Date(expiresAt.getTime() - 7 * DAY + 60_000);
    const sent = await Promise.all([sweepReminders(t.db.db, at), sweepReminders(t.db.db, at)]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await sweepReminders(t.db.db, at)).toBe(0);
    expect(await reminders()).toHaveLength(1);
    const titles = (await listed(c.token)).map((m) => m.title);
    expect(titles).toContain(`您的云服务器 ${id} 将在 7 天后到期`);
    const deliveries = await t.db.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(like(notificationDeliveries.dedupeKey, `expiry:instance:${id}:%`));
    expect(deliveries).toEqual([{ channel: 'email' }]);
    // 2 days ahead: the 3-day reminder, once.
    expect(await sweepReminders(t.db.db, new Date(expiresAt.getTime() - 2 * DAY))).toBe(1);
    expect(await sweepReminders(t.db.db, new Date(expiresAt.getTime() - 2 * DAY))).toBe(0);
    expect(await reminders()).toHaveLength(2);
  });

  it('an ECS purchase leaves one order-paid and one ready message with the address', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, await offer(t), c.token);
    const [row] = await t.db.db.select({ ip: instances.publicIp }).from(instances).where(eq(instances.instanceId, id));
    const titles = (await listed(c.token)).map((m) => m.title);
    expect(titles.filter((x) => /^订单 P\d+ 已支付 342\.00 元$/.test(x))).toHaveLength(1);
    expect(titles.filter((x) => x === `您的云服务器 ${id} 已就绪`)).toHaveLength(1);
    const [ready] = await t.db.db
      .select({ html: messages.contentHtml })
      .from(messages)
      .where(eq(messages.dedupeKey, `ready:instance:${id}:in_app`));
    expect(ready!.html).toContain(row!.ip!);
  });
});

describe('channel settings', () => {
  it('defaults: in-app on and required for money, e-mail on for finance, SMS off', async () => {
    const c = await customer(t);
    const res = await t.post('/v1/message_settings', {}, c.token);
    expect(res.data.list.find((r: { category: string }) => r.category === 'finance')).toEqual({
      category: 'finance',
      in_app: 1,
      email: 1,
      sms: 0,
      in_app_required: 1,
    });
  });

  it('with e-mail off for finance a top-up leaves the in-app message and no e-mail', async () => {
    const c = await customer(t);
    const off = await t.post(
      '/v1/message_settings_update',
      { category: 'finance', in_app: '1', email: '0', sms: '0' },
      c.token,
    );
    expect(off.code).toBe(200);
    expect(off.data.list.find((r: { category: string }) => r.category === 'finance').email).toBe(0);
    await topUpTwiceAtOnce(c.token, '12');
    expect((await listed(c.token)).map((m) => m.title)).toContain('充值 12.00 元已到账');
    await deliverPending(t.db.db, t.app.messaging);
    expect((await outboxTo(c.email)).filter((m) => m.subject.includes('充值'))).toEqual([]);
    expect(await t.db.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, c.id))).toEqual(
      [],
    );
  });

  it('refuses turning off in-app messages of a money category, in the request language', async () => {
    const c = await customer(t);
    for (const [lang, msg] of [
      ['zh-CN', '该类消息的站内信不能关闭'],
      ['en', 'In-app messages of this category cannot be turned off'],
    ] as const) {
      const res = await fetch(`${t.baseUrl}/v1/message_settings_update`, {
        method: 'POST',
        body: new URLSearchParams({ category: 'finance', in_app: '0', email: '1', sms: '0' }),
        headers: { channel: 'pc', 'accept-language': lang, token: c.token },
      });
      const body = (await res.json()) as { code: number; msg: string; data: { reason: string } };
      expect(body).toMatchObject({ code: 400, msg, data: { reason: 'notify.in_app_required' } });
    }
    // A category without money may be muted in-app.
    const ok = await t.post(
      '/v1/message_settings_update',
      { category: 'service', in_app: '0', email: '0', sms: '0' },
      c.token,
    );
    expect(ok.data.list.find((r: { category: string }) => r.category === 'service').in_app).toBe(0);
  });
});

describe('deliveries a crash left sending', () => {
  const LEASE_MS = 60_000;
  /** Queue one e-mail for customer `c` by a top-up, and leave it `sending` as a deliverer that died would. */
  async function stuckMail(c: { id: number; token: string }, price: string, claimedAgoMs: number, attempts = 1) {
    await topUpTwiceAtOnce(c.token, price);
    const [row] = await t.db.db
      .update(notificationDeliveries)
      .set({
        status: 'sending',
        attempts,
        claimedAt: sql`now() - make_interval(secs => ${claimedAgoMs / 1000})`,
      })
      .where(and(eq(notificationDeliveries.userId, c.id), eq(notificationDeliveries.channel, 'email')))
      .returning();
    return row!;
  }

  it('a row left sending past its lease is sent once by one of two deliverers; one within its lease waits', async () => {
    const c = await customer(t);
    const row = await stuckMail(c, '31', 2 * LEASE_MS);
    const other = await customer(t);
    const fresh = await stuckMail(other, '32', 1_000);
    const sent = await Promise.all([
      deliverPending(t.db.db, t.app.messaging, 20, LEASE_MS),
      deliverPending(t.db.db, t.app.messaging, 20, LEASE_MS),
    ]);
    expect(sent[0]! + sent[1]!).toBeGreaterThanOrEqual(1);
    const mails = (await outboxTo(c.email)).filter((m) => m.subject.includes('充值 31.00'));
    expect(mails).toHaveLength(1);
    const [after] = await t.db.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    // Sent once: later passes leave it alone.
    await deliverPending(t.db.db, t.app.messaging, 20, LEASE_MS);
    expect((await outboxTo(c.email)).filter((m) => m.subject.includes('充值 31.00'))).toHaveLength(1);
    // Still within its lease: its deliverer may be sending it now, nobody else does.
    expect((await outboxTo(other.email)).filter((m) => m.subject.includes('充值 32.00'))).toEqual([]);
    const [waiting] = await t.db.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, fresh.id));
    expect(waiting).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('a row whose last attempt lapsed is given up, not sent again', async () => {
    const c = await customer(t);
    const row = await stuckMail(c, '33', 2 * LEASE_MS, MAX_DELIVERY_ATTEMPTS);
    await deliverPending(t.db.db, t.app.messaging, 20, LEASE_MS);
    const [after] = await t.db.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, row.id));
    expect(after).toMatchObject({ status: 'failed', lastError: 'sending lease expired' });
    expect((await outboxTo(c.email)).filter((m) => m.subject.includes('充值 33.00'))).toEqual([]);
  });
});

describe('language of e-mails', () => {
  it('an account that logged in from an English page gets its e-mails in English only', async () => {
    const c = await customer(t);
    const res = await fetch(`${t.baseUrl}/v1/phone_login`, {
      method: 'POST',
      body: new URLSearchParams({ account: c.email, password: 'Secret123' }),
      headers: { channel: 'pc', 'accept-language': 'en-US,en;q=0.9' },
    });
    const login = (await res.json()) as { code: number; data: { token: string } };
    expect(login.code).toBe(200);
    await topUpTwiceAtOnce(login.data.token, '21');
    await deliverPending(t.db.db, t.app.messaging);
    const mails = (await outboxTo(c.email)).filter((m) => m.subject.includes('21.00'));
    expect(mails.map((m) => m.subject)).toEqual(['[Lanyun Cloud] Top-up of 21.00 yuan credited']);
    expect(mails[0]!.body).not.toMatch(/[充值到账]/);
    // Back on a Chinese page: the next e-mail is Chinese.
    await fetch(`${t.baseUrl}/v1/phone_login`, {
      method: 'POST',
      body: new URLSearchParams({ account: c.email, password: 'Secret123' }),
      headers: { channel: 'pc', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    await topUpTwiceAtOnce(login.data.token, '22');
    await deliverPending(t.db.db, t.app.messaging);
    const zh = (await outboxTo(c.email)).filter((m) => m.subject.includes('22.00'));
    expect(zh.map((m) => m.subject)).toEqual(['【岚云】充值 22.00 元已到账']);
  });
});

describe('every money event leaves a message', () => {
  it('a failed creation tells of the failure and the refund, and its release tells of the release, once each', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const o = await offer(t);
    setFailureRate(t, 1);
    let id: string;
    try {
      const order = await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), c.token);
      expect(order.code).toBe(200);
      id = order.data.instances[0].instance_id;
      await waitForInstance(t, c.token, id, 'failed');
    } finally {
      setFailureRate(t, 0);
    }
    const titles = async () => (await listed(c.token)).map((m) => m.title);
    expect(await titles()).toEqual(
      expect.arrayContaining([`您的云服务器 ${id} 创建失败`, expect.stringMatching(/^订单 P\d+ 已退款 342\.00 元$/)]),
    );
    const release = await t.post('/instance_center/instance_release', { instance_id: id }, c.token);
    expect(release.code).toBe(200);
    expect(await t.post('/instance_center/instance_release', { instance_id: id }, c.token)).toMatchObject({
      code: 409,
    });
    const after = await titles();
    expect(after.filter((x) => x === `您的云服务器 ${id} 已释放`)).toHaveLength(1);
    expect(after.filter((x) => x === `您的云服务器 ${id} 创建失败`)).toHaveLength(1);
    expect((await listed(c.token, 'en')).map((m) => m.title)).toContain(`Your cloud server ${id} could not be created`);
  });

  it("an operator's balance adjustment leaves one finance message with both changes and the reason", async () => {
    const c = await customer(t);
    const admin = await t.opsLogin();
    const adjusted = await t.client(admin).call('/ops/ledger/adjust', {
      user_id: c.id,
      balance_delta_fen: 1500,
      give_delta_fen: 0,
      reason: '工单 1024 补偿',
    });
    expect(adjusted.code).toBe(200);
    const mine = (await listed(c.token)).filter((m) => m.title === '您的账户余额已调整');
    expect(mine).toEqual([expect.objectContaining({ category: 'finance' })]);
    const [row] = await t.db.db
      .select({ html: messages.contentHtml })
      .from(messages)
      .where(and(eq(messages.userId, c.id), like(messages.dedupeKey, 'adjust:%')));
    expect(row!.html).toContain('+15.00');
    expect(row!.html).toContain('工单 1024 补偿');
  });
});
