import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../src/services/ops/ops-overview.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('operator dashboard figures', () => {
  it('counts the day in China time', () => {
    // 23:30 UTC is 07:30 the next day in China.
    expect(chinaDay(new Date('2026-03-01T23:30:00Z'))).toMatchObject({
      date: '2026-03-02',
      start: new Date('2026-03-01T16:00:00Z'),
      end: new Date('2026-03-02T16:00:00Z'),
    });
    expect(chinaDay(new Date('2026-03-01T15:59:59Z')).date).toBe('2026-03-01');
  });

  it('sums today’s sign-ups, top-ups, orders and revenue from their rows; pending reviews and instances by state now; finance only', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const before = (await t.client(finance).call('/ops/overview/day', {})).data!;
    const customer = await t.signUp(`overview-${Date.now()}@example.com`);
    const userId = customer.data.user.id as number;
    // Two orders of this test: one paid (¥123.45), one refunded (¥50.00); and a top-up of ¥200.00.
    await t.db.db.execute(sql`insert into product_orders (order_num, user_id, created_by, kind, amount_fen, status) values
      (${`OV${Date.now()}A`}, ${userId}, ${userId}, 'ecs_new', 12345, 2), (${`OV${Date.now()}B`}, ${userId}, ${userId}, 'phone_new', 5000, 5)`);
    await t.db.db.execute(sql`insert into ledger_entries (user_id, kind, balance_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id)
      values (${userId}, 'topup', 20000, 20000, 0, 'test', ${`ov-${Date.now()}`})`);

    const after = (await t.client(finance).call('/ops/overview/day', {})).data!;
    expect(after.sign_ups).toBe(before.sign_ups + 1);
    expect(after.orders.count).toBe(before.orders.count + 2);
    expect(Number(after.orders.revenue)).toBeCloseTo(Number(before.orders.revenue) + 123.45, 2);
    expect(after.orders.refunds).toBe(before.orders.refunds + 1);
    expect(Number(after.orders.refunded)).toBeCloseTo(Number(before.orders.refunded) + 50, 2);
    expect(after.top_ups.count).toBe(before.top_ups.count + 1);
    expect(Number(after.top_ups.amount)).toBeCloseTo(Number(before.top_ups.amount) + 200, 2);

    // Each figure equals the sum of its rows.
    const { start, end } = chinaDay(new Date());
    const [paid] = await rowsOf<{ fen: string }>(
      sql`select coalesce(sum(amount_fen), 0)::text as fen from product_orders where status = 2 and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`,
    );
    expect(after.orders.revenue).toBe((Number(paid!.fen) / 100).toFixed(2));
    const ecs = await rowsOf<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from instances group by status order by status`,
    );
    expect(after.instances.ecs).toEqual(ecs.map((r) => ({ status: r.status, count: r.n })));
    const [pending] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from real_name_applications where status = 1`,
    );
    expect(after.pending.real_name).toBe(pending!.n);

    // Another day has none of this test's rows; other roles may not read the money.
    const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await t.client(finance).call('/ops/overview/day', { date: yesterday })).data!.date).toBe(yesterday);
    expect((await t.client(await t.opsLogin('editor@lanyun.cloud')).call('/ops/overview/day', {})).code).toBe(403);
    expect((await t.post('/ops/overview/day', { date: 'today' }, finance)).msg).toMatch(/^date: /);
  });
});
