/**
 * Texts the API stores and shows later are stored as a catalogue key with params and read in the reader's language
 * (Accept-Language): a site message and a ledger memo of a credited bank transfer, a rejected transfer's note
 * (escaped in the HTML body), a purchase order's title, the CSV headers of ledger.csv and bills.csv; rows written
 * as text before the keys keep showing their text in every language. An instance's memo, order title and region and
 * zone names follow the reader too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages, regions, zones } from '../src/db/schema.ts';
import { buyPlan } from '../src/modules/ipintel/services/ip-plans.ts';
import type { Answer, TestServer } from './harness.ts';
import { customer, offer, orderRunning, startOrderingServer } from './ordering-helpers.ts';

type Lang = 'zh-CN' | 'en';
let t: TestServer;
let ops: string;
beforeAll(async () => {
  t = await startOrderingServer();
  ops = await t.opsLogin('finance@lanyun.cloud');
});
afterAll(() => t.close());

/** POST form fields as a page in `lang` would. */
async function post(path: string, fields: Record<string, string>, lang: Lang, token: string): Promise<Answer> {
  const res = await fetch(t.baseUrl + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { channel: 'pc', 'accept-language': lang, token },
  });
  return (await res.json()) as Answer;
}

/** GET a CSV download in `lang`: its lines. */
async function csv(path: string, lang: Lang, token: string): Promise<string[]> {
  const res = await fetch(t.baseUrl + path, { headers: { 'accept-language': lang, token } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split('\n');
}

/** Declare a bank transfer of `amount` yuan for `c` and let finance decide it. */
async function transfer(c: { token: string }, amount: string, decision: 'credit' | 'reject', note?: string) {
  const add = await t.post('/balance_recharge/bank_transfer_add', { amount, payer_name: 'Payer <Ltd>' }, c.token);
  expect(add.code).toBe(200);
  const decided = await t.post(
    '/ops/bank_transfer/decide',
    { id: String(add.data.id), decision, ...(note ? { note } : {}) },
    ops,
  );
  expect(decided.code).toBe(200);
}

describe('site messages', () => {
  it('read a credited transfer’s message in Chinese and in English', async () => {
    const c = await customer(t);
    await transfer(c, '60000', 'credit');
    const zh = (await post('/v1/message_list', {}, 'zh-CN', c.token)).data.list[0];
    expect(zh.title).toBe('您的 60000.00 元对公转账已入账');
    expect(zh.content_html).toBe('<p>Payer &#60;Ltd&#62; 转入的 60000.00 元已计入您的余额。</p>');
    const en = (await post('/v1/message_list', {}, 'en', c.token)).data.list[0];
    expect(en.title).toBe('Your bank transfer of 60000.00 yuan was credited');
    expect(en.content_html).toBe('<p>60000.00 yuan from Payer &#60;Ltd&#62; has been added to your balance.</p>');
  });

  it('render a rejection’s note (escaped) in the reader’s language', async () => {
    const c = await customer(t);
    await transfer(c, '500', 'reject', 'No <b>receipt</b>');
    const zh = (await post('/v1/message_list', {}, 'zh-CN', c.token)).data.list[0];
    expect(zh.title).toBe('您的 500.00 元对公转账未能确认');
    expect(zh.content_html).toBe('<p>我们未能确认收到这笔转账。备注：No &#60;b&#62;receipt&#60;/b&#62;</p>');
    const en = (await post('/v1/message_list', {}, 'en', c.token)).data.list[0];
    expect(en.content_html).toBe(
      '<p>We could not confirm the receipt of this transfer. Note: No &#60;b&#62;receipt&#60;/b&#62;</p>',
    );
  });

  it('written as text before the keys keep showing their text', async () => {
    const c = await customer(t);
    await t.db.db.insert(messages).values({ userId: c.id, title: 'Old notice', contentHtml: '<p>Old body</p>' });
    for (const lang of ['zh-CN', 'en'] as const) {
      const [m] = (await post('/v1/message_list', {}, lang, c.token)).data.list;
      expect(m).toMatchObject({ title: 'Old notice', content_html: '<p>Old body</p>' });
    }
    const [row] = await t.db.db.select().from(messages).where(eq(messages.userId, c.id));
    expect(row!.textKey).toBeNull();
  });
});

describe('ledger memos', () => {
  it('read in the reader’s language, and old text-only memos as written', async () => {
    const c = await customer(t, { cashFen: 1_000 }); // the test funds' memo is text ("test funds")
    await transfer(c, '100', 'credit');
    const memos = async (lang: Lang) =>
      (await post('/balance_recharge/ledger_list', {}, lang, c.token)).data.list.map((e: { memo: string }) => e.memo);
    expect(await memos('zh-CN')).toEqual(['对公转账', 'test funds']);
    expect(await memos('en')).toEqual(['Public bank transfer', 'test funds']);
    const stored = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, c.id));
    expect(stored.find((e) => e.kind === 'bank_transfer')).toMatchObject({
      memo: 'Public bank transfer',
      memoKey: 'ledger.bank_transfer',
    });

    const zhCsv = await csv('/balance_recharge/ledger.csv', 'zh-CN', c.token);
    expect(zhCsv[0]).toBe('时间（北京时间）,类型,金额,赠送金金额,余额,赠送金余额,关联单号,备注');
    expect(zhCsv[1]).toContain('对公转账');
    // Beijing time and the kind in words for a Chinese reader; English keeps ISO times and kind codes.
    expect(zhCsv[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},银行转账,/);
    const enCsv = await csv('/balance_recharge/ledger.csv', 'en', c.token);
    expect(enCsv[0]).toBe('time,kind,amount,gift_amount,balance_after,gift_balance_after,reference,memo');
    expect(enCsv[1]).toContain('Public bank transfer');
    expect(enCsv[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,bank_transfer,/);
  });
});

describe('purchase orders and bills', () => {
  it('titles and the bills CSV header come in the reader’s language', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    await buyPlan(t.db.db, c.id, { plan: 'standard', period: 'month', price: 9_900, agree: true });
    const title = async (lang: Lang) =>
      (await post('/balance_recharge/purchase_order_list', {}, lang, c.token)).data.list[0].title as string;
    // The plan by its name in the reader's language: 标准版 on a Chinese page, not the English "Standard".
    expect(await title('zh-CN')).toBe('IP 数据服务 标准版（月付）');
    expect(await title('en')).toMatch(/^IP intelligence Standard \(month\)$/);
    const memos = async (lang: Lang) =>
      (await post('/balance_recharge/ledger_list', {}, lang, c.token)).data.list[0].memo as string;
    expect(await memos('zh-CN')).toBe(await title('zh-CN'));

    const zh = await csv('/balance_recharge/bills.csv', 'zh-CN', c.token);
    expect(zh[0]).toBe('账期,产品,金额,现金,赠送金,笔数');
    expect(zh[1]).toContain(',IP 数据服务,');
    const en = await csv('/balance_recharge/bills.csv', 'en', c.token);
    expect(en[0]).toBe('month,product,amount,cash,gift,entries');
    expect(en[1]).toContain(',ipintel,');
  });
});

describe('an instance bought', () => {
  it('has its memo, order title and region and zone names in the reader’s language', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, await offer(t), c.token);
    const [hz] = await t.db.db.select().from(regions).where(eq(regions.code, 'cn-hangzhou'));
    const instance = async (lang: Lang) =>
      (await post('/instance_overview/user_instance_list', {}, lang, c.token)).data.list.find(
        (i: { instance_id: string }) => i.instance_id === id,
      );
    const zh = await instance('zh-CN');
    const [zone] = await t.db.db.select().from(zones).where(eq(zones.code, zh.zone_code));
    expect(hz!.nameZh).toBeTruthy();
    expect(zh).toMatchObject({ region_name: hz!.nameZh, zone_name: zone!.nameZh ?? zone!.name });
    expect(await instance('en')).toMatchObject({ region_name: hz!.name, zone_name: zone!.name });

    const memo = async (lang: Lang) =>
      (await post('/balance_recharge/ledger_list', {}, lang, c.token)).data.list[0].memo as string;
    expect(await memo('zh-CN')).toBe('云服务器 ECS ecs.g7.large × 1，1 个月');
    expect(await memo('en')).toBe('ECS ecs.g7.large × 1, 1 month(s)');
    const title = async (lang: Lang) =>
      (await post('/balance_recharge/purchase_order_list', {}, lang, c.token)).data.list[0].title as string;
    expect(await title('zh-CN')).toBe('云服务器 ECS ecs.g7.large × 1，1 个月');
    expect(await title('en')).toBe('ECS ecs.g7.large × 1, 1 month(s)');
  }, 60_000);
});
