/**
 * The confirmation before money moves: every purchase that charges the wallet (ECS order and renewal, cloud phone
 * order and renewal, IP plan) needs the service agreement ticked (`agree`) and the amount the customer saw (`price`);
 * without the agreement, or when the server's price differs, nothing is charged and no order is written. The quotes
 * answer the breakdown the confirmation page lists, summing to the amount charged.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipSubscriptions, ledgerEntries, productOrders } from '../src/db/schema.ts';
import type { Answer, TestServer } from './harness.ts';
import { balances, customer, offer, orderFields, startOrderingServer, waitForInstance } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
let pkg: { id: number };
let region: { id: number };
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
  pkg = (await t.client().call('/phone/get_pdc_pkg_id')).data!.find((p) => p.price_month === '69.00')!;
  region = (await t.client().call('/phone/get_pdc_regions')).data!.find((r) => r.code === 'cp-hangzhou')!;
});
afterAll(() => t.close());

const ORDER = '/instance_center/inquiry_create_instance_order';
const count = async (table: typeof productOrders | typeof ipSubscriptions, userId: number) =>
  (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]!.n;
const ledgerOf = (userId: number) => t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
const sum = (lines: { amount: string }[]) => lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
const zh = async (path: string, fields: Record<string, string>) =>
  (await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    body: JSON.stringify(fields),
  }).then((r) => r.json())) as Answer;

/** A customer's money and rows before a refused purchase, to prove the refusal charged nothing. */
async function untouched(c: { id: number }, before: { cash: number; give: number }, ledgerRows: number) {
  expect(await balances(t, c.id)).toEqual(before);
  expect(await count(productOrders, c.id)).toBe(0);
  expect(await count(ipSubscriptions, c.id)).toBe(0);
  expect((await ledgerOf(c.id)).length).toBe(ledgerRows);
}

describe('ECS confirmation', () => {
  const config = () => ({
    region_id: String(o.hz.id),
    zone_id: String(o.zone.id),
    instance_type_id: String(o.type.id),
    image_id: String(o.image.id),
    system_disk_type: 'cloud_essd',
    system_disk_gb: '40',
    data_disks: JSON.stringify([{ type: 'cloud_essd', gb: 100 }]),
    bandwidth_mbps: '5',
    duration_months: '3',
    quantity: '2',
  });

  it('the quote lists instance, disks, bandwidth and the discount, in the page language, summing to the price', async () => {
    const q = await zh('/v1/inquiry_create_instance_price', config());
    expect(q.code).toBe(200);
    const kinds = q.data.breakdown.map((l: { kind: string }) => l.kind);
    expect(kinds).toEqual(['instance', 'system_disk', 'data_disk', 'bandwidth', 'discount']);
    expect(q.data.breakdown[1].item).toMatch(/^系统盘：/);
    expect(q.data.breakdown[4].item).toMatch(/^时长优惠/);
    expect(Number(q.data.breakdown[4].amount)).toBeLessThan(0);
    expect(sum(q.data.breakdown)).toBe(Math.round(Number(q.data.price) * 100));
    expect(sum(q.data.breakdown.slice(0, 4))).toBe(Math.round(Number(q.data.original_price) * 100));
  });

  it('without the agreement the order is refused with its reason and nothing is charged', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const before = await balances(t, c.id);
    const rows = (await ledgerOf(c.id)).length;
    const { agree: _, ...noAgree } = orderFields(o);
    const res = await t.post(ORDER, noAgree, c.token);
    expect(res).toMatchObject({ code: 400, data: { reason: 'order.agreement_required' } });
    expect(res.msg).toBe('Please read and agree to the service agreement before paying');
    expect((await t.post(ORDER, orderFields(o, { agree: '0' }), c.token)).data.reason).toBe('order.agreement_required');
    const zhRes = await zh(ORDER, noAgree);
    expect(zhRes.code).not.toBe(200);
    await untouched(c, before, rows);
  });

  it('an amount other than the server’s price is refused with the new price; nothing is charged, no order row', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const before = await balances(t, c.id);
    const rows = (await ledgerOf(c.id)).length;
    const res = await t.post(ORDER, orderFields(o, { price: '341.99' }), c.token);
    expect(res).toMatchObject({ code: 409, data: { reason: 'order.price_changed', price: '342.00' } });
    await untouched(c, before, rows);
    // Confirmed with the amount shown: exactly that amount leaves the wallet.
    const paid = await t.post(ORDER, orderFields(o, { price: '342.00' }), c.token);
    expect(paid).toMatchObject({ code: 200, data: { amount: '342.00' } });
    expect(await balances(t, c.id)).toEqual({ cash: before.cash - 34_200, give: 0 });
  });

  it('a renewal needs the agreement too, and its quote carries the breakdown', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = (await t.post(ORDER, orderFields(o), c.token)).data.instances[0].instance_id as string;
    await waitForInstance(t, c.token, id, 'running');
    const q = await t.post(
      '/instance_center/inquiry_renew_instance_price',
      { instance_id: id, duration_months: '3' },
      c.token,
    );
    expect(sum(q.data.breakdown)).toBe(Math.round(Number(q.data.price) * 100));
    const before = await balances(t, c.id);
    const refused = await t.post(
      '/instance_center/instance_renew',
      { instance_id: id, duration_months: '3', price: q.data.price },
      c.token,
    );
    expect(refused).toMatchObject({ code: 400, data: { reason: 'order.agreement_required' } });
    const stale = await t.post(
      '/instance_center/instance_renew',
      { instance_id: id, duration_months: '3', price: '1.00', agree: '1' },
      c.token,
    );
    expect(stale).toMatchObject({ code: 409, data: { reason: 'order.price_changed', price: q.data.price } });
    expect(await balances(t, c.id)).toEqual(before);
    expect(await count(productOrders, c.id)).toBe(1);
  });
});

describe('cloud phone confirmation', () => {
  const phone = (extra: Record<string, string>) => ({
    pkg_id: String(pkg.id),
    region_id: String(region.id),
    duration_months: '12',
    quantity: '2',
    ...extra,
  });

  it('the quote lists the package and the discount, summing to the price', async () => {
    const q = (await fetch(`${t.baseUrl}/phone_order/get_pdc_pkg_price?${new URLSearchParams(phone({}))}`).then((r) =>
      r.json(),
    )) as Answer;
    expect(q.data.breakdown.map((l: { kind: string }) => l.kind)).toEqual(['package', 'discount']);
    expect(sum(q.data.breakdown)).toBe(Math.round(Number(q.data.price) * 100));
  });

  it('refuses without the agreement and at another price; nothing is charged, no order row', async () => {
    const c = await customer(t, { cashFen: 300_000 });
    const before = await balances(t, c.id);
    const rows = (await ledgerOf(c.id)).length;
    const q = (await fetch(`${t.baseUrl}/phone_order/get_pdc_pkg_price?${new URLSearchParams(phone({}))}`).then((r) =>
      r.json(),
    )) as Answer;
    expect(await t.post('/phone_order/add_pdc_order', phone({ price: q.data.price }), c.token)).toMatchObject({
      code: 400,
      data: { reason: 'order.agreement_required' },
    });
    expect(await t.post('/phone_order/add_pdc_order', phone({ price: '69.00', agree: '1' }), c.token)).toMatchObject({
      code: 409,
      data: { reason: 'order.price_changed', price: q.data.price },
    });
    await untouched(c, before, rows);
    const paid = await t.post('/phone_order/add_pdc_order', phone({ price: q.data.price, agree: '1' }), c.token);
    expect(paid).toMatchObject({ code: 200, data: { amount: q.data.price } });
  });
});

describe('IP plan confirmation', () => {
  it('refuses without the agreement and at another price; nothing is charged, no subscription', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const before = await balances(t, c.id);
    const rows = (await ledgerOf(c.id)).length;
    expect(
      await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '99.00' }, c.token),
    ).toMatchObject({ code: 400, data: { reason: 'order.agreement_required' } });
    expect(
      await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'year', price: '99.00', agree: '1' }, c.token),
    ).toMatchObject({ code: 409, data: { reason: 'order.price_changed', price: '990.00' } });
    expect((await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', agree: '1' }, c.token)).code).toBe(
      400,
    );
    await untouched(c, before, rows);
    const paid = await t.post(
      '/ipintel/plan_buy',
      { plan: 'standard', period: 'year', price: '990.00', agree: '1' },
      c.token,
    );
    expect(paid).toMatchObject({ code: 200, data: { price: '990.00' } });
    expect(await balances(t, c.id)).toEqual({ cash: before.cash - 99_000, give: 0 });
  });
});
