/**
 * A customer with 600,000 orders, on PostgreSQL: the operator's customer detail and orders tab answer 200 in well
 * under a second of database work (their cost follows the page, not the history; docs/decisions/0074-scale-reads.md
 * and the keyset paging of lib/keyset.ts), the total reads "10,000+", and a page reached by cursor costs what the
 * first page costs. The orders are seeded with generate_series in one statement: about 12 s on a shared machine
 * (more when it is very busy; the time is printed). PostgreSQL only: the size is the point, PGlite is the embedded default
 * for small installations.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const ORDERS = 600_000;
/** A read of the large customer must answer within this, ms (the plans take milliseconds; the rest is load). */
const BOUND_MS = 2_000;

describe.skipIf(process.env.TEST_DB !== 'postgres')('a customer with 600,000 orders', () => {
  let t: TestServer;
  let userId: number;
  let finance: string;
  let seedMs = 0;
  beforeAll(async () => {
    t = await startTestServer();
    userId = (await t.signUp('large@example.com')).data.user.id;
    finance = await t.opsLogin('finance@lanyun.cloud');
    const s0 = performance.now();
    // One statement (the pool's statement timeout lifted for it: a loaded machine may take longer than 15 s).
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into product_orders (order_num, user_id, created_by, kind, amount_fen, detail, created_at)
        select 'LG' || lpad(k::text, 10, '0'), ${userId}, ${userId},
               case when k % 5 = 0 then 'phone_new' else 'ecs_new' end, 10000, '{}'::jsonb,
               now() - (${ORDERS} - k) * interval '100 seconds'
        from generate_series(1, ${ORDERS}::int) k`);
    });
    seedMs = performance.now() - s0;
    // The newest orders' titles come from their purchase entries (rows written before title keys).
    await t.db.db.execute(sql`
      insert into ledger_entries (user_id, kind, balance_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id,
        memo, created_at)
      select ${userId}, 'purchase', -10000, 0, 0, 'product_order', 'LG' || lpad(k::text, 10, '0'), 'ECS purchase',
             now() - (${ORDERS} - k) * interval '100 seconds'
      from generate_series(${ORDERS - 99}::int, ${ORDERS}::int) k`);
    await t.db.db.execute(sql`analyze product_orders`);
    await t.db.db.execute(sql`analyze ledger_entries`);
  }, 300_000);
  afterAll(() => t?.close());

  /** POST `fields` to `path` as finance; the answer and its time, ms. */
  async function timed(path: string, fields: Record<string, unknown>) {
    const t0 = performance.now();
    const res = await fetch(t.baseUrl + path, {
      method: 'POST',
      headers: { channel: 'pc', token: finance, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    const body = (await res.json()) as { code: number; data: Record<string, unknown> & { list?: unknown[] } };
    return { status: res.status, body, ms: performance.now() - t0 };
  }

  it('answers the detail page and the orders tab with 200, fast, with the newest orders and a capped total', async () => {
    await timed('/ops/customers/detail', { id: userId }); // warm-up: plans and connections
    const detail = await timed('/ops/customers/detail', { id: userId });
    expect(detail.status).toBe(200);
    expect(detail.body.code).toBe(200);
    const orders = detail.body.data.orders as { order_num: string; title: string }[];
    expect(orders).toHaveLength(20);
    expect(orders[0]).toMatchObject({ order_num: 'LG0000600000', title: 'ECS purchase' });
    expect(detail.ms).toBeLessThan(BOUND_MS);

    const tab = await timed('/ops/customers/orders', { user_id: userId, page: 1, page_size: 20 });
    expect(tab.status).toBe(200);
    expect(tab.body.data).toMatchObject({ total: 10_000, total_capped: true });
    expect(tab.ms).toBeLessThan(BOUND_MS);

    // Three pages on by cursor: the same cost as the first, and the next rows in order.
    let cursor = tab.body.data.next_cursor as string;
    let last: Awaited<ReturnType<typeof timed>> = tab;
    const hops: number[] = [];
    for (let i = 0; i < 3; i++) {
      last = await timed('/ops/customers/orders', { user_id: userId, page_size: 20, cursor });
      hops.push(Math.round(last.ms));
      expect(last.status).toBe(200);
      expect(last.ms).toBeLessThan(BOUND_MS);
      cursor = last.body.data.next_cursor as string;
    }
    expect((last.body.data.list as { order_num: string }[])[0]!.order_num).toBe('LG0000599940');
    console.info(
      `600,000 orders seeded in ${(seedMs / 1000).toFixed(1)} s: detail ${detail.ms.toFixed(0)} ms, orders tab ${tab.ms.toFixed(0)} ms, pages 2–4 by cursor ${hops.join(', ')} ms`,
    );
  });
});
