import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, periodRange } from '../src/modules/ops/services/ops-overview.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('operator overview periods', () => {
  it('counts days in China time, weeks from Monday and calendar months', () => {
    // 23:30 UTC is 07:30 the next day in China.
    expect(chinaDay(new Date('2026-03-01T23:30:00Z'))).toMatchObject({
      date: '2026-03-02',
      start: new Date('2026-03-01T16:00:00Z'),
      end: new Date('2026-03-02T16:00:00Z'),
    });
    expect(chinaDay(new Date('2026-03-01T15:59:59Z')).date).toBe('2026-03-01');
    // 2026-03-04 is a Wednesday: its week runs Monday 03-02 to Sunday 03-08.
    const week = periodRange('week', '2026-03-04');
    expect([week.from, week.to, week.dates.length]).toEqual(['2026-03-02', '2026-03-08', 7]);
    expect(week.start).toEqual(new Date('2026-03-01T16:00:00Z'));
    expect(periodRange('week', '2026-03-08').from).toBe('2026-03-02');
    const feb = periodRange('month', '2026-02-14');
    expect([feb.from, feb.to, feb.dates.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
    expect(feb.end).toEqual(new Date('2026-02-28T16:00:00Z'));
  });
});

describe('operator overview figures', () => {
  it('sums revenue by product (ECS, cloud phones, IP plans) per day, week and month; refunds beside it; finance only', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const overview = async (period: 'day' | 'week' | 'month', date: string) => {
      const res = await t.client(finance).call('/ops/overview/period', { period, date });
      expect(res.code).toBe(200);
      return res.data!;
    };
    const customer = await t.signUp(`overview-${Date.now()}@example.com`);
    const userId = customer.data.user.id as number;
    const other = (await t.signUp(`overview-free-${Date.now()}@example.com`)).data.user.id as number;
    const [plan] = await rowsOf<{ id: number; code: string }>(
      sql`select id, code from ip_plans where code <> 'free' order by sort, id limit 1`,
    );
    // March 2025 in China time: Wednesday 12th 10:00 (02:00Z) an ECS order ¥123.45, a cloud phone ¥50.00 and an IP
    // plan ¥499.00 (the missing sum), a top-up ¥200.00 and the sign-up; Friday 14th an ECS order ¥100.00;
    // the phone order refunded on Thursday 13th; Monday 31st 23:30 an ECS order ¥7.00 (still March in China);
    // Tuesday 1 April 00:10 China (still 31 March in UTC) an IP plan ¥10.00.
    await t.db.db.execute(sql`update users set created_at = '2025-03-12T02:00:00Z' where id = ${userId}`);
    await t.db.db.execute(sql`insert into product_orders (order_num, user_id, created_by, kind, amount_fen, status, created_at) values
      ('OVA', ${userId}, ${userId}, 'ecs_new', 12345, 2, '2025-03-12T02:00:00Z'),
      ('OVB', ${userId}, ${userId}, 'phone_new', 5000, 5, '2025-03-12T02:05:00Z'),
      ('OVC', ${userId}, ${userId}, 'ecs_renew', 10000, 2, '2025-03-14T02:00:00Z'),
      ('OVD', ${userId}, ${userId}, 'ecs_new', 700, 2, '2025-03-31T15:30:00Z')`);
    await t.db.db.execute(sql`insert into ip_subscriptions (user_id, plan_id, period, price_fen, starts_at, ends_at, created_at) values
      (${userId}, ${plan!.id}, 'month', 49900, '2025-03-12T02:10:00Z', '2025-04-12T02:10:00Z', '2025-03-12T02:10:00Z'),
      (${other}, ${plan!.id}, 'month', 1000, '2025-03-31T16:10:00Z', '2025-04-30T16:10:00Z', '2025-03-31T16:10:00Z')`);
    await t.db.db.execute(sql`insert into ledger_entries (user_id, kind, balance_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id, created_at) values
      (${userId}, 'topup', 20000, 20000, 0, 'test', 'ov-topup', '2025-03-12T03:00:00Z'),
      (${userId}, 'refund', 5000, 25000, 0, 'product_order', 'OVB', '2025-03-13T03:00:00Z')`);
    // Real-name: approved on the 12th (counted), submitted on the 12th and approved on 2 April (April's).
    await t.db.db.execute(sql`insert into real_name_applications (user_id, type, real_name, status, reviewed_at, created_at) values
      (${userId}, 1, '张三', 2, '2025-03-12T04:00:00Z', '2025-03-12T03:30:00Z'),
      (${other}, 1, '李四', 2, '2025-04-02T04:00:00Z', '2025-03-12T03:30:00Z')`);
    // IP API calls on 12 March (UTC day): 40 by the paying customer's key (its plan), 7 by a Free account's key.
    const keys = await rowsOf<{ id: number }>(sql`insert into api_keys (user_id, name, prefix, key_hash) values
      (${userId}, 'k', 'lyk_ov01', 'ov-hash-1'), (${other}, 'k', 'lyk_ov02', 'ov-hash-2') returning id`);
    await t.db.db.execute(sql`insert into ip_usage_daily (key_id, day, count) values
      (${keys[0]!.id}, '2025-03-12', 40), (${keys[1]!.id}, '2025-03-12', 7), (${keys[1]!.id}, '2025-04-02', 5)`);

    const day = await overview('day', '2025-03-12');
    expect([day.period, day.from, day.to]).toEqual(['day', '2025-03-12', '2025-03-12']);
    expect(day.revenue).toEqual({ ecs: '123.45', phone: '50.00', ip: '499.00', total: '672.45' });
    expect(day.orders).toEqual({ ecs: 1, phone: 1, ip: 1, total: 3 });
    expect(day.days).toEqual([
      { date: '2025-03-12', ecs: '123.45', phone: '50.00', ip: '499.00', total: '672.45', refunds: '0.00' },
    ]);
    expect(day.refunds.amount).toBe('0.00');
    expect(day.net).toBe('672.45');
    expect(day.sign_ups).toBe(1);
    expect(day.verified).toBe(1);
    expect(day.top_ups).toEqual({ count: 1, amount: '200.00' });
    const calls = Object.fromEntries(day.ip_calls.plans.map((p) => [p.code, p.calls]));
    expect(calls[plan!.code]).toBe(40);
    expect(calls.free).toBe(7);
    expect(day.ip_calls.total).toBe(47);

    // The week Monday 10 to Sunday 16 March: the refund is dated when it was made, beside the revenue.
    const week = await overview('week', '2025-03-12');
    expect([week.from, week.to, week.days.length]).toEqual(['2025-03-10', '2025-03-16', 7]);
    expect(week.revenue).toEqual({ ecs: '223.45', phone: '50.00', ip: '499.00', total: '772.45' });
    expect(week.days.find((d) => d.date === '2025-03-14')!.ecs).toBe('100.00');
    expect(week.days.find((d) => d.date === '2025-03-13')).toMatchObject({ total: '0.00', refunds: '50.00' });
    expect(week.refunds).toEqual({ count: 1, amount: '50.00', ecs: '0.00', phone: '50.00' });
    expect(week.net).toBe('722.45');

    // March ends at midnight China time: the ECS order at 23:30 is in, the IP plan at 00:10 on 1 April is not.
    const march = await overview('month', '2025-03-20');
    expect([march.from, march.to, march.days.length]).toEqual(['2025-03-01', '2025-03-31', 31]);
    expect(march.revenue).toEqual({ ecs: '230.45', phone: '50.00', ip: '499.00', total: '779.45' });
    expect(march.days.at(-1)!.ecs).toBe('7.00');
    expect(march.orders.total).toBe(5);
    const april = await overview('month', '2025-04-01');
    expect(april.revenue).toEqual({ ecs: '0.00', phone: '0.00', ip: '10.00', total: '10.00' });
    expect(april.days[0]!.ip).toBe('10.00');
    expect(april.ip_calls.total).toBe(5);
    expect([march.verified, april.verified]).toEqual([1, 1]);

    // Every figure is the sum of its rows: each day's total is its products, the period's the sum of its days.
    for (const o of [day, week, march, april]) {
      const fen = (y: string) => Math.round(Number(y) * 100);
      for (const d of o.days) expect(fen(d.total)).toBe(fen(d.ecs) + fen(d.phone) + fen(d.ip));
      for (const k of ['ecs', 'phone', 'ip', 'total'] as const) {
        expect(o.days.reduce((s, d) => s + fen(d[k]), 0)).toBe(fen(o.revenue[k]));
      }
      expect(o.days.reduce((s, d) => s + fen(d.refunds), 0)).toBe(fen(o.refunds.amount));
    }

    // The state now: instances by status and the pending queues, from their rows.
    const ecs = await rowsOf<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from instances group by status order by status`,
    );
    expect(day.instances.ecs).toEqual(ecs.map((r) => ({ status: r.status, count: r.n })));
    const [pending] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from real_name_applications where status = 1`,
    );
    expect(day.queues.real_name).toBe(pending!.n);

    // Default: today's day; other roles may not read the money; a date that does not exist is refused.
    const today = (await t.client(finance).call('/ops/overview/period', {})).data!;
    expect([today.period, today.from]).toEqual(['day', chinaDay(new Date()).date]);
    expect((await t.client(await t.opsLogin('editor@lanyun.cloud')).call('/ops/overview/period', {})).code).toBe(403);
    const bad = await t.post('/ops/overview/period', { period: 'month', date: '2025-02-30' }, finance);
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/^date: /);
    expect((await t.post('/ops/overview/period', { period: 'year' }, finance)).code).toBe(400);
  });
});

describe('operator overview daily totals', () => {
  it('keeps every day total equal to the sum of its rows through inserts, corrections and deletions', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const userId = (await t.signUp(`overview-rollup-${Date.now()}@example.com`)).data.user.id as number;
    // February 2024, China time: an order written, then moved a day and repriced, a second order deleted, a refund
    // of the first order, a top-up and a bank transfer, an approval later withdrawn.
    await t.db.db.execute(sql`insert into product_orders (order_num, user_id, created_by, kind, amount_fen, status, created_at) values
      ('OVR1', ${userId}, ${userId}, 'ecs_new', 30000, 2, '2024-02-05T02:00:00Z'),
      ('OVR2', ${userId}, ${userId}, 'phone_new', 4000, 2, '2024-02-05T03:00:00Z')`);
    await t.db.db.execute(
      sql`update product_orders set created_at = '2024-02-06T02:00:00Z', amount_fen = 31000 where order_num = 'OVR1'`,
    );
    await t.db.db.execute(sql`update product_orders set status = 5 where order_num = 'OVR1'`);
    await t.db.db.execute(sql`delete from product_orders where order_num = 'OVR2'`);
    await t.db.db.execute(sql`insert into ledger_entries (user_id, kind, balance_delta_fen, give_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id, created_at) values
      (${userId}, 'refund', 1000, 500, 1000, 500, 'product_order', 'OVR1', '2024-02-07T03:00:00Z'),
      (${userId}, 'topup', 8800, 0, 9800, 500, 'test', 'ovr-topup', '2024-02-07T04:00:00Z'),
      (${userId}, 'bank_transfer', 20000, 0, 29800, 500, 'test', 'ovr-bank', '2024-02-08T04:00:00Z')`);
    await t.db.db.execute(sql`insert into real_name_applications (user_id, type, real_name, status, reviewed_at, created_at)
      values (${userId}, 1, '王五', 2, '2024-02-07T05:00:00Z', '2024-02-07T04:30:00Z')`);
    await t.db.db.execute(sql`update real_name_applications set status = 3 where user_id = ${userId}`);

    const feb = (await t.client(finance).call('/ops/overview/period', { period: 'month', date: '2024-02-10' })).data!;
    expect(feb.revenue).toEqual({ ecs: '310.00', phone: '0.00', ip: '0.00', total: '310.00' });
    expect(feb.days.find((d) => d.date === '2024-02-06')!.ecs).toBe('310.00');
    expect(feb.days.find((d) => d.date === '2024-02-05')!.total).toBe('0.00');
    expect(feb.refunds).toEqual({ count: 1, amount: '15.00', ecs: '15.00', phone: '0.00' });
    expect(feb.top_ups).toEqual({ count: 2, amount: '288.00' });
    expect(feb.verified).toBe(0);

    // Over the whole history, each day's totals equal the rows they count, read straight from those rows.
    const kept = await rowsOf<{ day: string; figure: string; product: string; n: string; fen: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, figure, product, sum(n)::text as n, sum(fen)::text as fen
      from overview_days group by 1, 2, 3 having sum(n) <> 0 or sum(fen) <> 0 order by 1, 2, 3`);
    const counted = await rowsOf<{ day: string; figure: string; product: string; n: string; fen: string }>(sql`
      with d as (
        select created_at as at, 'order' as figure,
               case when kind like 'ecs%' then 'ecs' else 'phone' end as product, amount_fen as fen from product_orders
        union all select created_at, 'order', 'ip', price_fen from ip_subscriptions
        union all select l.created_at, 'refund', case when po.kind like 'ecs%' then 'ecs' else 'phone' end,
                         l.balance_delta_fen + l.give_delta_fen
          from ledger_entries l left join product_orders po on l.ref_type = 'product_order' and po.order_num = l.ref_id
          where l.kind = 'refund'
        union all select created_at, 'top_up', '', balance_delta_fen from ledger_entries
          where kind in ('topup', 'bank_transfer')
        union all select created_at, 'sign_up', '', 0 from users
        union all select reviewed_at, 'verified', '', 0 from real_name_applications
          where status = 2 and reviewed_at is not null)
      select to_char((at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day, figure, product,
             count(*)::text as n, sum(fen)::text as fen
      from d group by 1, 2, 3 order by 1, 2, 3`);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
  });
});

describe('operator overview state counts', () => {
  const TABLES = [
    'instances',
    'cloud_phones',
    'real_name_applications',
    'trial_applications',
    'tickets',
    'invoice_requests',
    'bank_transfers',
    'feedback',
  ];
  /** The kept counts and the counts recounted from the rows, each as `table status n` lines. */
  const keptAndCounted = async () => {
    const kept = await rowsOf<{ line: string }>(sql`
      select tbl || ' ' || status || ' ' || sum(n) as line from state_counts
      group by tbl, status having sum(n) <> 0 order by 1`);
    const counted = await rowsOf<{ line: string }>(
      sql.join(
        TABLES.map(
          (tb) =>
            sql`select ${tb} || ' ' || status::text || ' ' || count(*) as line from ${sql.identifier(tb)} group by status`,
        ),
        sql` union all `,
      ),
    );
    return { kept: kept.map((r) => r.line).sort(), counted: counted.map((r) => r.line).sort() };
  };

  it('keeps the counts equal to a recount after inserts, status changes, deletes and concurrent writers', async () => {
    const userId = (await t.signUp(`overview-states-${Date.now()}@example.com`)).data.user.id as number;
    const ticket = (title: string, status = 1) =>
      sql`insert into tickets (user_id, created_by, category, title, status)
          values (${userId}, ${userId}, 'ecs', ${title}, ${status}) returning id`;
    // A ticket answered and closed; another opened and deleted; a real-name application approved.
    const [one] = await rowsOf<{ id: number }>(ticket('states one'));
    await t.db.db.execute(sql`update tickets set status = 2 where id = ${one!.id}`);
    await t.db.db.execute(sql`update tickets set status = 3 where id = ${one!.id}`);
    await t.db.db.execute(ticket('states two'));
    await t.db.db.execute(sql`delete from tickets where title = 'states two'`);
    await t.db.db.execute(sql`insert into real_name_applications (user_id, type, real_name, status)
      values (${userId}, 1, '赵六', 1)`);
    await t.db.db.execute(sql`update real_name_applications set status = 2 where user_id = ${userId}`);

    // Concurrent writers: transactions opening, moving and deleting tickets at once (on PostgreSQL each its own
    // connection), some rolled back.
    const writers = Array.from({ length: 12 }, (_, i) => async () => {
      try {
        await t.db.db.transaction(async (tx) => {
          const rows = (await tx.execute(ticket(`states c${i}`))) as unknown as { rows: { id: number }[] };
          const id = rows.rows[0]!.id;
          await tx.execute(sql`update tickets set status = ${1 + (i % 3)} where id = ${id}`);
          if (i % 4 === 0) await tx.execute(sql`delete from tickets where id = ${id}`);
          if (i % 5 === 0) throw new Error('rolled back');
        });
      } catch (e) {
        if ((e as Error).message !== 'rolled back') throw e;
      }
    });
    await Promise.all(writers.map((w) => w()));

    const { kept, counted } = await keptAndCounted();
    expect(kept.some((l) => l.startsWith('tickets '))).toBe(true);
    expect(kept).toEqual(counted);

    // The overview reads them: instances by status and the pending tickets, as recounted.
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const day = (await t.client(finance).call('/ops/overview/period', { period: 'day' })).data!;
    const ecs = await rowsOf<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from instances group by status order by status`,
    );
    expect(day.instances.ecs).toEqual(ecs.map((r) => ({ status: r.status, count: r.n })));
    const [open] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from tickets where status = 1`);
    expect(day.queues.tickets).toBe(open!.n);

    // A table emptied at once empties its counts.
    await t.db.db.execute(sql`truncate feedback`);
    expect((await keptAndCounted()).kept.some((l) => l.startsWith('feedback '))).toBe(false);
  });
});
