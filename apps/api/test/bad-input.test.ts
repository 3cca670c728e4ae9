/**
 * Bad input answers a clear 4xx envelope, never a 500, and unauthenticated writes are bounded
 * (issue "Safe to deploy", findings 5 and 6).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfers, paymentNotifications, users } from '../src/db/schema.ts';
import { NOTIFY_RATE_LIMIT } from '../src/modules/wallet/routes/v1/pay-notify.ts';
import { customer, offer, orderFields, startOrderingServer } from './ordering-helpers.ts';
import type { TestServer } from './harness.ts';

let t: TestServer;
let buyer: Awaited<ReturnType<typeof customer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  buyer = await customer(t, { cashFen: 100_000 });
});
afterAll(() => t.close());

type Envelope = { code: number; msg: string; data: unknown };
/** POST a JSON body (optionally raw text) and read the envelope. */
async function postJson(
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Envelope & { status: number }> {
  const res = await fetch(t.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', channel: 'pc', ...(token ? { token } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as Envelope) };
}

describe('the NUL character', () => {
  it('is refused with 400 naming the field, in JSON, form and query fields (it answered 500)', async () => {
    const raw = await fetch(`${t.baseUrl}/v1/news_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"keyword":"a\\u0000b"}',
    });
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const json = await postJson('/v1/news_search', { keyword: 'a\u0000b' });
    expect(json).toMatchObject({ status: 200, code: 400, msg: 'keyword: must not contain the NUL character (U+0000)' });
    expect((await t.post('/v1/news_search', { keyword: 'a\u0000b' })).code).toBe(400);
    const form = await fetch(`${t.baseUrl}/v1/news_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'keyword=a%00b',
    });
    expect(((await form.json()) as Envelope).code).toBe(400);
    const query = await fetch(`${t.baseUrl}/v1/order_pay_status?order_num=R1%00`, { headers: { token: buyer.token } });
    expect(await query.json()).toMatchObject({
      code: 400,
      msg: 'order_num: must not contain the NUL character (U+0000)',
    });
    // Authenticated writes too, e.g. the profile, which is left unchanged.
    expect((await postJson('/v1/perfect_user_info', { name: 'x\u0000' }, buyer.token)).code).toBe(400);
    const zh = await postJson('/v1/news_search', { keyword: '\u0000' }, undefined, { 'accept-language': 'zh-CN' });
    expect(zh.msg).toBe('keyword：不能包含 NUL 字符（U+0000）');
  });
});

describe('values the database cannot hold', () => {
  it('/v1/perfect_user_info with nothing to save answers 400 (it answered 500)', async () => {
    expect(await postJson('/v1/perfect_user_info', {}, buyer.token)).toMatchObject({
      code: 400,
      msg: 'Nothing to save: give name, company or industry',
    });
    expect((await postJson('/v1/perfect_user_info', { company: 'Acme' }, buyer.token)).code).toBe(200);
  });

  it('ids beyond the integer range answer 400 (message_update answered 500)', async () => {
    expect(await t.post('/v1/message_update', { ids: '99999999999999999999' }, buyer.token)).toMatchObject({
      code: 400,
      msg: 'ids: Expected comma-separated ids',
    });
    expect((await t.post('/v1/message_update', { ids: '2147483648' }, buyer.token)).code).toBe(400);
    expect(await t.post('/v1/message_update', { ids: '2147483647,1' }, buyer.token)).toEqual({
      code: 200,
      msg: 'ok',
      data: { updated: 0 },
    });
    expect(await t.post('/v1/ssh_secret_key_del', { id: '99999999999' }, buyer.token)).toMatchObject({
      code: 400,
      msg: 'id: The id is too large',
    });
  });
});

describe('deleting a sub-account that placed an order', () => {
  it('ends its sessions at once and keeps the order on the main account (it answered 500 and stayed logged in)', async () => {
    const main = await customer(t, { cashFen: 100_000 });
    await t.post(
      '/team/sub_account_add',
      { email: 'buyer-sub@example.com', password: 'Member123', name: 'Sub', rules: 'server-1-1,server-1-2,cost-2-2' },
      main.token,
    );
    const sub = (await t.post('/v1/phone_login', { account: 'buyer-sub@example.com', password: 'Member123' })).data
      .token as string;
    const o = await offer(t);
    const order = await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), sub);
    expect(order.code).toBe(200);
    const subId = (await t.post('/personal_center/user_info', {}, sub)).data.id as number;

    expect(await t.post('/team/sub_account_delete', { id: String(subId) }, main.token)).toEqual({
      code: 200,
      msg: 'Sub-account deleted',
      data: null,
    });
    expect((await t.post('/personal_center/user_info', {}, sub)).code).toBe(506);
    expect((await t.post('/v1/phone_login', { account: 'buyer-sub@example.com', password: 'Member123' })).code).toBe(
      400,
    );
    expect((await t.post('/team/overview', {}, main.token)).data.sub_accounts).toEqual([]);
    expect((await t.post('/team/sub_account_delete', { id: String(subId) }, main.token)).code).toBe(404);
    // The main account still sees the instance its sub-account bought, and the address can be used again.
    expect((await t.post('/instance_overview/user_instance_list', {}, main.token)).data.total).toBe(1);
    expect(
      (await t.post('/team/sub_account_add', { email: 'buyer-sub@example.com', password: 'Member123' }, main.token))
        .code,
    ).toBe(200);
  });
});

describe('body limits and files', () => {
  it('a payment notification over 64 KiB answers HTTP 413 (it answered 500 over 256 KB)', async () => {
    const res = await fetch(`${t.baseUrl}/v1/pay_notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe('fail');
    // Other bad input is the caller's fault too: a 4xx, so no gateway is told to retry it.
    expect((await fetch(`${t.baseUrl}/v1/pay_notify/sandbox?x=%00`, { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('a JSON or form body over the route limit answers code 413', async () => {
    const big = 'x'.repeat(100 * 1024);
    expect(await postJson('/v1/news_search', { keyword: big })).toMatchObject({
      code: 413,
      msg: 'The request is too large',
    });
    expect(await t.post('/v1/news_search', { keyword: big })).toMatchObject({
      code: 413,
      msg: 'The request is too large',
    });
  });

  it('a file part on a route that takes no files is refused without being read (news_search buffered 4 × 5 MB)', async () => {
    const form = new FormData();
    form.append('keyword', 'cloud');
    for (let i = 0; i < 4; i++) form.append(`f${i}`, new Blob([new Uint8Array(5 * 1024 * 1024)]), `f${i}.bin`);
    const res = await fetch(`${t.baseUrl}/v1/news_search`, { method: 'POST', body: form });
    expect(await res.json()).toEqual({
      code: 413,
      msg: 'This call does not take files',
      data: { reason: 'request.no_files' },
    });
    expect(res.headers.get('connection')).toBe('close'); // the unread rest of the body does not hold the connection open
    // Form fields alone still work everywhere (spec section 7).
    expect((await t.post('/v1/news_search', { keyword: 'cloud' })).code).toBe(200);
  });

  it('the upload call takes one file of at most 5 MB', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const upload = (files: Blob[]) => {
      const form = new FormData();
      form.append('usage', 'id_front');
      files.forEach((f, i) => form.append(i === 0 ? 'file' : `file${i}`, f, 'x.png'));
      return fetch(`${t.baseUrl}/base/upload_img`, {
        method: 'POST',
        body: form,
        headers: { token: buyer.token },
      }).then((r) => r.json() as Promise<Envelope>);
    };
    expect((await upload([new Blob([png])])).code).toBe(200);
    expect(await upload([new Blob([png]), new Blob([png])])).toMatchObject({
      code: 413,
      msg: 'Too many files in one request',
    });
    expect((await upload([new Blob([new Uint8Array(5 * 1024 * 1024 + 1)])])).code).toBe(400);
  });
});

describe('payment notifications', () => {
  it('are rate-limited per source address and forged ones write no rows (500 wrote 500 rows)', async () => {
    const before = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(paymentNotifications))[0]!.n;
    const send = () =>
      fetch(`${t.baseUrl}/v1/pay_notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'f'.repeat(64) },
        body: '{"order_num":"R1","amount_fen":1}',
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < NOTIFY_RATE_LIMIT + 20; i += 20)
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, send))));
    // Earlier notifications of this file from the same address count too.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(NOTIFY_RATE_LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(paymentNotifications))[0]!.n).toBe(before);
  });
});

describe('bank-transfer declarations', () => {
  it('are capped at 10,000,000 yuan (999999999999.99 was accepted)', async () => {
    const declare = (amount: string) =>
      t.post('/balance_recharge/bank_transfer_add', { amount, payer_name: 'Buyer Ltd' }, buyer.token);
    expect(await declare('999999999999.99')).toEqual({
      code: 400,
      msg: 'A bank transfer declaration is at most 10,000,000 yuan; declare a larger transfer in parts',
      data: { reason: 'wallet.transfer_max' },
    });
    expect(await declare('10000000.01')).toMatchObject({ code: 400 });
    expect((await declare('10000000')).code).toBe(200);
    const rows = await t.db.db.select().from(bankTransfers).where(eq(bankTransfers.userId, buyer.id));
    expect(rows.map((r) => r.amountFen)).toEqual([10_000_000_00]);
    expect((await t.db.db.select().from(users).where(eq(users.id, buyer.id)))[0]!.balanceFen).toBe(100_000);
  });
});
