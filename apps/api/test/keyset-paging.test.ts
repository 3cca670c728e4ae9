/**
 * Keyset (cursor) paging of the long lists (lib/keyset.ts): following `next_cursor` from the first page walks every
 * row exactly once, in the same order as the numbered pages (rows that share a time are neither skipped nor
 * repeated), the last page answers `next_cursor: null`, and a cursor the API did not write answers 400 with its
 * reason in the request's language. Lists: the operator's customer list, a customer's orders and ledger tabs, the
 * audit log; the customer's ledger and purchase orders in the cost centre.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let userId: number;
let customer: string;
let finance: string;
beforeAll(async () => {
  t = await startTestServer();
  const signed = await t.signUp('keyset@example.com');
  customer = signed.data.token;
  userId = signed.data.user.id;
  finance = await t.opsLogin('finance@lanyun.cloud');
  // 45 product orders and 12 top-ups, three to a second (ties on created_at), and a purchase entry for each order.
  await t.db.db.execute(sql`
    insert into product_orders (order_num, user_id, created_by, kind, amount_fen, detail, created_at)
    select 'KS' || lpad(g::text, 6, '0'), ${userId}, ${userId}, case when g % 5 = 0 then 'phone_new' else 'ecs_new' end,
           100 * g, '{}'::jsonb, timestamptz '2026-03-01 08:00:00+00' + (g / 3) * interval '1 second'
    from generate_series(1, 45) g`);
  await t.db.db.execute(sql`
    insert into recharge_orders (order_num, user_id, created_by, amount_fen, pay_type, provider, status, expires_at,
      created_at)
    select 'KR' || lpad(g::text, 6, '0'), ${userId}, ${userId}, 1000, 1, 'wechat', 2, now(),
           timestamptz '2026-03-01 08:00:00+00' + (g / 1) * interval '1 second'
    from generate_series(1, 12) g`);
  await t.db.db.execute(sql`
    insert into ledger_entries (user_id, kind, balance_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id,
      memo, created_at)
    select ${userId}, 'purchase', -100 * g, 0, 0, 'product_order', 'KS' || lpad(g::text, 6, '0'), 'ECS purchase',
           timestamptz '2026-03-01 08:00:00+00' + (g / 3) * interval '1 second'
    from generate_series(1, 45) g`);
  await t.db.db.execute(sql`
    insert into audit_log (action, target_type, target_id, detail)
    select 'keyset.test', 'user', g::text, '{}'::jsonb from generate_series(1, 33) g`);
  await t.db.db.execute(sql`
    insert into users (email, phone, user_name, name, company, password_hash, balance_fen)
    select 'ks-' || g || '@bulk.example', '13811' || lpad(g::text, 6, '0'), 'kscust-' || g, 'ks ' || g, '', 'x',
           (g % 4) * 100
    from generate_series(1, 23) g`);
});
afterAll(() => t.close());

type Page = { list: Record<string, unknown>[]; next_cursor: string | null; total: number };

/** Every page of `path` by number (until a short page) and by cursor; both as lists of `key` values. */
async function walk(path: string, fields: Record<string, string | number>, token: string, key: string) {
  const api = t.client(token);
  const byNumber: unknown[] = [];
  for (let page = 1; page < 50; page++) {
    const p = (await api.call(path as never, { ...fields, page, page_size: 10 } as never)).data as Page;
    byNumber.push(...p.list.map((r) => r[key]));
    if (p.list.length < 10) break;
  }
  const byCursor: unknown[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const answer = await api.call(path as never, { ...fields, page_size: 10, ...(cursor ? { cursor } : {}) } as never);
    expect(answer.code).toBe(200);
    const p = answer.data as Page;
    byCursor.push(...p.list.map((r) => r[key]));
    pages.push(p.list.length);
    cursor = p.next_cursor;
    if (!cursor) break;
  }
  return { byNumber, byCursor, pages };
}

describe('keyset (cursor) paging', () => {
  it('walks a customer’s orders tab by cursor exactly as by page number, ties on the time included', async () => {
    const { byNumber, byCursor, pages } = await walk(
      '/ops/customers/orders',
      { user_id: userId },
      finance,
      'order_num',
    );
    expect(byCursor).toHaveLength(57);
    expect(new Set(byCursor).size).toBe(57);
    expect(byCursor).toEqual(byNumber);
    expect(pages).toEqual([10, 10, 10, 10, 10, 7]);
  });

  it('walks the operator’s ledger tab, the audit log and the customer list (sorted by a column with ties)', async () => {
    const ledger = await walk('/ops/customers/ledger', { user_id: userId }, finance, 'id');
    expect(ledger.byCursor).toHaveLength(45);
    expect(ledger.byCursor).toEqual(ledger.byNumber);
    const audit = await walk('/ops/audit/list', { action: 'keyset.' }, finance, 'id');
    expect(audit.byCursor).toHaveLength(33);
    expect(audit.byCursor).toEqual(audit.byNumber);
    for (const order of ['asc', 'desc']) {
      const list = await walk('/ops/customers/list', { q: 'kscust-', sort: 'balance', order }, finance, 'id');
      expect(list.byCursor).toHaveLength(23);
      expect(new Set(list.byCursor).size).toBe(23);
      expect(list.byCursor).toEqual(list.byNumber);
    }
    const byTime = await walk('/ops/customers/list', { q: 'kscust-', sort: 'created_at' }, finance, 'id');
    expect(byTime.byCursor).toEqual(byTime.byNumber);
  });

  it('walks the cost centre’s ledger and purchase orders by cursor', async () => {
    const ledger = await walk('/balance_recharge/ledger_list', {}, customer, 'ref_id');
    expect(ledger.byCursor).toHaveLength(45);
    expect(ledger.byCursor).toEqual(ledger.byNumber);
    const orders = await walk('/balance_recharge/purchase_order_list', {}, customer, 'order_num');
    expect(orders.byCursor).toHaveLength(45);
    expect(orders.byCursor).toEqual(orders.byNumber);
    const phones = await walk('/balance_recharge/purchase_order_list', { product: 'phone' }, customer, 'order_num');
    expect(phones.byCursor).toEqual([
      'KS000045',
      'KS000040',
      'KS000035',
      'KS000030',
      'KS000025',
      'KS000020',
      'KS000015',
      'KS000010',
      'KS000005',
    ]);
  });

  it('refuses a cursor it did not write with a reason in the request’s language', async () => {
    const good = (await t.client(finance).call('/ops/customers/orders', { user_id: userId, page_size: 10 })).data!;
    const ask = async (path: string, body: Record<string, unknown>, token: string, lang: string) => {
      const res = await fetch(t.baseUrl + path, {
        method: 'POST',
        headers: { channel: 'pc', token, 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify(body),
      });
      return { status: res.status, ...((await res.json()) as { code: number; msg: string }) };
    };
    const forged = Buffer.from(JSON.stringify(['x', 1])).toString('base64url');
    for (const cursor of ['not!base64', forged, good.next_cursor!.slice(0, 5), 'e30']) {
      const zh = await ask('/ops/customers/orders', { user_id: userId, cursor }, finance, 'zh-CN');
      expect(zh.code).toBe(400);
      expect(zh.msg).toMatch(/翻页链接无效/);
    }
    // Another list's cursor (time and order number) is not a ledger position.
    const en = await ask('/balance_recharge/ledger_list', { cursor: good.next_cursor }, customer, 'en');
    expect(en.code).toBe(400);
    expect(en.msg).toMatch(/page link/i);
  });
});
