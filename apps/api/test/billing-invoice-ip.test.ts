/**
 * Invoices of IP plan purchases over HTTP: an IP plan purchase is an order like an ECS order for invoicing (order
 * number `IP` + its id, as the bills list it): the cash paid (not the gift part) may be invoiced once, by its owner
 * only, and the customer is told when finance issues it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realNameApplications, users } from '../src/db/schema.ts';
import { accountChanged } from '../src/modules/accounts/services/session-cache.ts';
import type { TestServer } from './harness.ts';
import { customer, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startOrderingServer();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n% invoice\n');
type Invoice = { id: number; status: string; amount: string; title: string; tax_number: string | null };
type Order = { order_num: string; paid: string; refunded: string; invoiced: string; invoiceable: string };

/** A customer whose personal real-name application (张三) was approved. */
async function verified(_type: 'personal', money: { cashFen: number; giveFen?: number }) {
  const c = await customer(t, money);
  await t.db.db
    .insert(realNameApplications)
    .values({ userId: c.id, type: 1, realName: '张三', idNumber: '11010519491231002X', status: 2 });
  await t.db.db.update(users).set({ authenticationStatus: 2, authenticationType: 1 }).where(eq(users.id, c.id));
  accountChanged(c.id);
  return c;
}

const list = async (token: string) => (await t.post('/invoice/list', {}, token)).data;
const ask = (token: string, order_num: string) => t.post('/invoice/request', { order_num }, token);
const orderOf = async (token: string, num: string) =>
  ((await list(token)).orders as Order[]).find((x) => x.order_num === num)!;

async function decide(fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'invoice.pdf');
  const res = await fetch(`${t.baseUrl}/ops/invoice/decide`, {
    method: 'POST',
    body: form,
    headers: { token: await t.opsLogin('finance@lanyun.cloud') },
  });
  return (await res.json()) as { code: number; msg: string; data: { reason?: string; status?: string } | null };
}

/** Titles of the customer's site messages (English: the request names no language), newest first. */
async function messageTitles(token: string): Promise<string[]> {
  const res = await t.post('/v1/message_list', { page: '1', page_size: '50' }, token);
  return (res.data.list as { title: string }[]).map((m) => m.title);
}

describe('IP plan purchases are invoiced per order', () => {
  it('an IP plan purchase is invoiced per order like a product order: cash paid, once; issuing it is told', async () => {
    const c = await verified('personal', { cashFen: 9_000, giveFen: 900 });
    const bought = await t.post(
      '/ipintel/plan_buy',
      { plan: 'standard', period: 'month', price: '99.00', agree: '1' },
      c.token,
    );
    expect(bought.code).toBe(200);
    const before = await list(c.token);
    const plan = (before.orders as Order[]).find((x) => x.order_num.startsWith('IP'));
    // 99.00, 9.00 of it from the gift balance, which is never invoiced.
    expect(plan).toMatchObject({ paid: '90.00', refunded: '0.00', invoiced: '0.00', invoiceable: '90.00' });
    expect(before.invoiceable).toBe('90.00');
    const answers = await Promise.all([1, 2].map(() => ask(c.token, plan!.order_num)));
    const okOnes = answers.filter((a) => a.code === 200);
    expect(okOnes).toHaveLength(1);
    expect(okOnes[0]!.data).toMatchObject({
      order_num: plan!.order_num,
      title: '张三',
      amount: '90.00',
      status: 'pending',
    });
    expect(answers.find((a) => a.code !== 200)!.data).toEqual({ reason: 'invoice.nothing_left', invoiceable: '0.00' });
    expect(await orderOf(c.token, plan!.order_num)).toMatchObject({ invoiced: '90.00', invoiceable: '0.00' });
    // Another account cannot invoice it.
    const other = await verified('personal', { cashFen: 0 });
    expect((await ask(other.token, plan!.order_num)).data).toEqual({ reason: 'invoice.order_not_found' });
    const id = (okOnes[0]!.data as Invoice).id;
    expect((await decide({ id: String(id), decision: 'issue' }, PDF)).code).toBe(200);
    expect(await messageTitles(c.token)).toContain(`Invoice for order ${plan!.order_num} issued`);
    expect((await list(c.token)).list.find((i: Invoice) => i.id === id)).toMatchObject({
      order_num: plan!.order_num,
      status: 'issued',
    });
  });
});
