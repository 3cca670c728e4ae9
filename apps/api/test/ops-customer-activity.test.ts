/**
 * A customer's orders and ledger as the console pages them (/ops/customers/orders, /ops/customers/ledger): each order
 * with its title in the reader's language (as the customer's cost center shows it), the total, the page size, and
 * a page past the end answered with no rows and the same total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { customer, offer, orderFields, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startOrderingServer();
});
afterAll(() => t.close());

type Page = { list: Array<Record<string, unknown>>; total: number; page: number; page_size: number };
/** Calls an operator list in `lang`. */
async function opsList(path: string, body: Record<string, unknown>, token: string, lang = 'en'): Promise<Page> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  const out = (await res.json()) as { code: number; data: Page };
  expect(out.code).toBe(200);
  return out.data;
}

describe("a customer's orders and ledger in the console", () => {
  it('titles each order in the reader’s language and pages with the total', async () => {
    const o = await offer(t);
    const c = await customer(t, { cashFen: 200_000 });
    for (let i = 0; i < 2; i++)
      expect((await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), c.token)).code).toBe(200);
    expect((await t.post('/balance_recharge/charge_order_add', { price: '100', pay_type: '1' }, c.token)).code).toBe(
      200,
    );
    const finance = await t.opsLogin('finance@lanyun.cloud');

    const all = await opsList('/ops/customers/orders', { user_id: c.id, page_size: 10 }, finance);
    expect(all.total).toBe(3);
    expect(all.list.map((r) => [r.kind, r.title])).toEqual([
      ['recharge', expect.stringMatching(/^Online top-up \(/)],
      ['ecs_new', 'ECS ecs.g7.large × 1, 1 month(s)'],
      ['ecs_new', 'ECS ecs.g7.large × 1, 1 month(s)'],
    ]);
    const zh = await opsList('/ops/customers/orders', { user_id: c.id, page_size: 10 }, finance, 'zh-CN');
    expect(zh.list.map((r) => r.title)).toEqual([
      expect.stringMatching(/^在线充值（/),
      '云服务器 ECS ecs.g7.large × 1，1 个月',
      '云服务器 ECS ecs.g7.large × 1，1 个月',
    ]);

    // Page size 2: two pages, then nothing past the end (the total stays).
    const p1 = await opsList('/ops/customers/orders', { user_id: c.id, page: 1, page_size: 2 }, finance);
    const p2 = await opsList('/ops/customers/orders', { user_id: c.id, page: 2, page_size: 2 }, finance);
    expect([p1.list.length, p2.list.length, p1.total, p2.total]).toEqual([2, 1, 3, 3]);
    expect(new Set([...p1.list, ...p2.list].map((r) => r.order_num)).size).toBe(3);
    const past = await opsList('/ops/customers/orders', { user_id: c.id, page: 9, page_size: 2 }, finance);
    expect(past).toMatchObject({ list: [], total: 3, page: 9, page_size: 2 });

    // The ledger: the funding and the two purchases.
    const ledger = await opsList('/ops/customers/ledger', { user_id: c.id, page: 2, page_size: 2 }, finance);
    expect(ledger).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(ledger.list).toHaveLength(1);
    expect((await opsList('/ops/customers/ledger', { user_id: c.id, page: 3, page_size: 2 }, finance)).list).toEqual(
      [],
    );

    // The editor may not read a customer's activity.
    const editor = await t.opsLogin('editor@lanyun.cloud');
    expect((await t.client(editor).call('/ops/customers/orders', { user_id: c.id })).code).toBe(403);
  });
});
