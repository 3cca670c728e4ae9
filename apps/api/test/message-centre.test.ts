/**
 * The message centre over HTTP: money events leave exactly one message per channel even when their job runs twice or
 * at once (a payment notification delivered twice concurrently, the expiry-reminder sweep run twice at once), and the
 * channel settings decide what is sent (e-mail off → no e-mail in the outbox; in-app cannot be turned off for money).
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, messages, notificationDeliveries, outboxMessages } from '../src/db/schema.ts';
import { signSandbox } from '../src/providers/payment/sandbox.ts';
import { deliverPending } from '../src/modules/accounts/services/notify.ts';
import { sweepReminders } from '../src/modules/instances/services/expiry-reminders.ts';
import { customer, offer, orderRunning, startOrderingServer } from './ordering-helpers.ts';
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
    expect(mails[0]!.body).toContain('Top-up of 88.00 yuan credited');
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
