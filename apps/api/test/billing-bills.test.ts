/**
 * Monthly bills, purchase orders and the customer's bank transfers over HTTP: a bill's totals equal the sum of the
 * ledger rows of its Asia/Shanghai month (a purchase at 00:30 Beijing time on the 1st belongs to that month), the
 * CSV and PDF downloads, the purchase-order list of ECS and IP plan orders with a refunded one, and a declared
 * bank transfer's status with the site message its crediting sends.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages } from '../src/db/schema.ts';
import { buyPlan } from '../src/modules/ipintel/services/ip-plans.ts';
import { fenToYuan } from '../src/lib/money.ts';
import type { TestServer } from './harness.ts';
import { customer, offer, orderRunning, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const buy = (token: string, name: string) => orderRunning(t, o, token, { name });

describe('monthly bills', () => {
  it('totals by product per Asia/Shanghai month equal the sum of the ledger rows, as JSON, CSV and PDF', async () => {
    const c = await customer(t, { cashFen: 200_000, giveFen: 5_000 });
    const first = await buy(c.token, 'first');
    await buy(c.token, 'second');
    expect((await t.post('/instance_center/instance_refund', { instance_id: first }, c.token)).code).toBe(200);
    await buyPlan(t.db.db, c.id, { plan: 'standard', period: 'month', price: 9_900, agree: true });

    const spending = await t.db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, c.id), inArray(ledgerEntries.kind, ['purchase', 'refund'])))
      .orderBy(ledgerEntries.id);
    expect(spending.length).toBe(4);
    // The first purchase moves to 2026-10-31 16:30 UTC = 2026-11-01 00:30 in Shanghai; the refund to October.
    await t.db.db
      .update(ledgerEntries)
      .set({ createdAt: new Date('2026-10-31T16:30:00Z') })
      .where(eq(ledgerEntries.id, spending[0]!.id));
    const refund = spending.find((e) => e.kind === 'refund')!;
    await t.db.db
      .update(ledgerEntries)
      .set({ createdAt: new Date('2026-10-31T15:30:00Z') })
      .where(eq(ledgerEntries.id, refund.id));

    const res = await t.post('/balance_recharge/bill_list', {}, c.token);
    expect(res.code).toBe(200);
    const bills = res.data.list as {
      month: string;
      total: string;
      lines: { product: string; amount: string; cash: string; gift: string }[];
    }[];
    const monthOf = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
        .format(d)
        .slice(0, 7);
    const rows = await t.db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, c.id), inArray(ledgerEntries.kind, ['purchase', 'refund'])));
    const expected = new Map<string, number>();
    for (const r of rows) {
      const m = monthOf(r.createdAt);
      expected.set(m, (expected.get(m) ?? 0) - r.balanceDeltaFen - r.giveDeltaFen);
    }
    expect(bills.map((b) => [b.month, b.total])).toEqual(
      [...expected.entries()].sort((a, b) => b[0].localeCompare(a[0])).map(([m, fen]) => [m, fenToYuan(fen)]),
    );
    const october = bills.find((b) => b.month === '2026-10')!;
    expect(october.lines).toEqual([
      {
        product: 'ecs',
        amount: fenToYuan(-refund.balanceDeltaFen - refund.giveDeltaFen),
        cash: fenToYuan(-refund.balanceDeltaFen),
        gift: fenToYuan(-refund.giveDeltaFen),
        entries: 1,
      },
    ]);
    expect(october.total).toBe('-342.00');
    expect(bills.some((b) => b.lines.some((l) => l.product === 'ipintel'))).toBe(true);

    const csv = await fetch(`${t.baseUrl}/balance_recharge/bills.csv`, { headers: { token: c.token } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('month,product,amount,cash,gift,entries'); // text() drops the leading BOM
    expect(lines).toContain(`2026-10,ecs,-342.00,${october.lines[0]!.cash},${october.lines[0]!.gift},1`);

    const pdf = await fetch(`${t.baseUrl}/balance_recharge/bill.pdf?month=2026-11`, {
      headers: { token: c.token, 'accept-language': 'zh-CN' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('bill-2026-11.pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const bad = await fetch(`${t.baseUrl}/balance_recharge/bill.pdf?month=2026-13`, { headers: { token: c.token } });
    expect(((await bad.json()) as { code: number }).code).toBe(400);
  }, 60_000);
});

describe('purchase orders', () => {
  it('lists ECS and IP plan orders newest first with status and amount, filtered by product', async () => {
    const c = await customer(t, { cashFen: 200_000 });
    const first = await buy(c.token, 'one');
    expect((await t.post('/instance_center/instance_refund', { instance_id: first }, c.token)).code).toBe(200);
    await buyPlan(t.db.db, c.id, { plan: 'standard', period: 'month', price: 9_900, agree: true });
    const res = await t.post('/balance_recharge/purchase_order_list', {}, c.token);
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(2);
    const [plan, ecs] = res.data.list;
    expect(plan).toMatchObject({ product: 'ipintel', kind: 'ip_plan', status: 'paid', refunded: '0.00' });
    expect(ecs).toMatchObject({ product: 'ecs', kind: 'ecs_new', status: 'refunded', amount: '342.00' });
    expect(ecs.refunded).toBe('342.00');
    const only = await t.post('/balance_recharge/purchase_order_list', { product: 'ecs' }, c.token);
    expect(only.data.list.map((x: { kind: string }) => x.kind)).toEqual(['ecs_new']);
    // The IP plans alone (their own source, no orders beside them): the same fields, by name.
    const plans = await t.post('/balance_recharge/purchase_order_list', { product: 'ipintel' }, c.token);
    expect(plans.code).toBe(200);
    expect(plans.data.list).toEqual([
      expect.objectContaining({ product: 'ipintel', kind: 'ip_plan', amount: '99.00' }),
    ]);
    const other = await customer(t);
    expect((await t.post('/balance_recharge/purchase_order_list', {}, other.token)).data.total).toBe(0);
  }, 60_000);
});

describe('bank transfers of the customer', () => {
  it('shows the declaration pending, then credited with a site message', async () => {
    const c = await customer(t);
    const add = await t.post(
      '/balance_recharge/bank_transfer_add',
      { amount: '60000', payer_name: '杭州测试' },
      c.token,
    );
    expect(add.code).toBe(200);
    const list = async () => (await t.post('/balance_recharge/bank_transfer_list', {}, c.token)).data.list;
    expect(await list()).toMatchObject([{ amount: '60000.00', payer_name: '杭州测试', status: 1, decided_at: null }]);
    const ops = await t.opsLogin('finance@lanyun.cloud');
    const decided = await t.post('/ops/bank_transfer/decide', { id: String(add.data.id), decision: 'credit' }, ops);
    expect(decided.code).toBe(200);
    expect(await list()).toMatchObject([{ status: 2 }]);
    const inbox = await t.db.db.select().from(messages).where(eq(messages.userId, c.id));
    expect(inbox.map((m) => m.title)).toEqual(['Your bank transfer of 60000.00 yuan was credited']);
  });
});
