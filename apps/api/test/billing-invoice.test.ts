/**
 * Invoice requests over HTTP: one request per order for what it may still invoice (cash paid − refunded − invoiced),
 * titled with the verified identity (a personal title without a tax number; an enterprise one with the verified
 * company and credit code, whatever the customer posts); a refund voids the pending request; an issued invoice of a
 * refunded order needs finance's red-letter reversal, audited, before the refund or anything else goes on.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, invoiceRequests, productOrders, realNameApplications, users } from '../src/db/schema.ts';
import { refundOrderShare } from '../src/modules/orders/services/orders.ts';
import { accountChanged } from '../src/modules/accounts/services/session-cache.ts';
import type { TestServer } from './harness.ts';
import { customer, offer, orderRunning, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const USCC = '91350100M000100Y43';
const REFUND = '/instance_center/instance_refund';
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n% invoice\n');
type Invoice = { id: number; status: string; amount: string; title: string; tax_number: string | null };
type Order = { order_num: string; paid: string; refunded: string; invoiced: string; invoiceable: string };

/** A customer whose real-name application (personal 张三, or enterprise) was approved. */
async function verified(type: 'personal' | 'enterprise', money: { cashFen: number; giveFen?: number }) {
  const c = await customer(t, money);
  await t.db.db
    .insert(realNameApplications)
    .values(
      type === 'personal'
        ? { userId: c.id, type: 1, realName: '张三', idNumber: '11010519491231002X', status: 2 }
        : { userId: c.id, type: 2, companyName: '杭州示例科技有限公司', creditCode: USCC, status: 2 },
    );
  await t.db.db
    .update(users)
    .set({ authenticationStatus: 2, authenticationType: type === 'personal' ? 1 : 2 })
    .where(eq(users.id, c.id));
  accountChanged(c.id);
  return c;
}

/** Buys one running ECS instance; returns its id and its order number. */
async function buy(token: string) {
  const id = await orderRunning(t, o, token);
  const [row] = await t.db.db
    .select({ num: productOrders.orderNum, orderId: productOrders.id })
    .from(instances)
    .innerJoin(productOrders, eq(productOrders.id, instances.orderId))
    .where(eq(instances.instanceId, id));
  return { id, orderNum: row!.num, orderId: row!.orderId };
}

const list = async (token: string) => (await t.post('/invoice/list', {}, token)).data;
const ask = (token: string, order_num: string, fields: Record<string, string> = {}) =>
  t.post('/invoice/request', { order_num, ...fields }, token);
const orderOf = async (token: string, num: string) =>
  ((await list(token)).orders as Order[]).find((x) => x.order_num === num)!;

async function decide(fields: Record<string, string>, file?: Buffer, token?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'invoice.pdf');
  const res = await fetch(`${t.baseUrl}/ops/invoice/decide`, {
    method: 'POST',
    body: form,
    headers: { token: token ?? (await t.opsLogin('finance@lanyun.cloud')) },
  });
  return (await res.json()) as { code: number; msg: string; data: { reason?: string; status?: string } | null };
}

/** Titles of the customer's site messages (English: the request names no language), newest first. */
async function messageTitles(token: string): Promise<string[]> {
  const res = await t.post('/v1/message_list', { page: '1', page_size: '50' }, token);
  return (res.data.list as { title: string }[]).map((m) => m.title);
}

describe('invoice requests per order, titled by the verified identity', () => {
  it('a personal title: the verified real name, no tax number, ordinary only, once per order', async () => {
    const c = await verified('personal', { cashFen: 100_000, giveFen: 4_200 });
    const { orderNum } = await buy(c.token);
    const before = await list(c.token);
    expect(before.title).toEqual({ type: 'personal', name: '张三', tax_number: null });
    // Gift money is not invoiceable: 342 paid, 42 of it from the gift balance.
    expect(before.orders).toEqual([
      expect.objectContaining({ order_num: orderNum, paid: '300.00', refunded: '0.00', invoiceable: '300.00' }),
    ]);
    expect((await ask(c.token, orderNum, { kind: 'special' })).data).toEqual({ reason: 'invoice.personal_special' });
    // Concurrent requests for one order: one is recorded, for the whole invoiceable amount.
    const answers = await Promise.all(
      [1, 2, 3].map(() => ask(c.token, orderNum, { title: '别人的公司', tax_number: USCC })),
    );
    const okOnes = answers.filter((a) => a.code === 200);
    expect(okOnes).toHaveLength(1);
    expect(okOnes[0]!.data).toMatchObject({
      order_num: orderNum,
      title_type: 'personal',
      kind: 'normal',
      title: '张三',
      tax_number: null,
      amount: '300.00',
      status: 'pending',
    });
    expect(answers.filter((a) => a.code !== 200).map((a) => a.data)).toEqual([
      { reason: 'invoice.nothing_left', invoiceable: '0.00' },
      { reason: 'invoice.nothing_left', invoiceable: '0.00' },
    ]);
    expect(await orderOf(c.token, orderNum)).toMatchObject({ invoiced: '300.00', invoiceable: '0.00' });
    expect((await ask(c.token, 'LY-NOT-MINE')).data).toEqual({ reason: 'invoice.order_not_found' });
  });

  it('an unverified account cannot ask, and is told why in its language', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const { orderNum } = await buy(c.token);
    expect((await ask(c.token, orderNum)).data).toEqual({ reason: 'invoice.need_verification' });
    const res = await fetch(`${t.baseUrl}/invoice/request`, {
      method: 'POST',
      headers: { token: c.token, 'accept-language': 'zh-CN', 'content-type': 'application/json' },
      body: JSON.stringify({ order_num: orderNum }),
    });
    expect(((await res.json()) as { msg: string }).msg).toBe('请先完成实名认证：发票抬头为认证的姓名或企业名称');
  });

  it('an enterprise title: the verified company and credit code, whatever is posted; special needs the bank fields', async () => {
    const c = await verified('enterprise', { cashFen: 100_000 });
    const { orderNum } = await buy(c.token);
    expect((await list(c.token)).title).toEqual({ type: 'enterprise', name: '杭州示例科技有限公司', tax_number: USCC });
    expect((await ask(c.token, orderNum, { kind: 'special' })).data).toEqual({ reason: 'invoice.special_fields' });
    const fields = {
      kind: 'special',
      title: '另一家公司',
      tax_number: '91110000100000000X',
      bank_name: '招商银行杭州分行',
      bank_account: '571900000000001',
      address: '杭州市西湖区',
      phone: '0571-88888888',
    };
    expect(await ask(c.token, orderNum, fields)).toMatchObject({
      code: 200,
      data: {
        title_type: 'enterprise',
        kind: 'special',
        title: '杭州示例科技有限公司',
        tax_number: USCC,
        bank_name: '招商银行杭州分行',
        amount: '342.00',
      },
    });
  });

  it('invoiceable = paid − refunded: a refund voids the pending request; a new one is refused', async () => {
    const c = await verified('personal', { cashFen: 100_000 });
    const { id, orderNum } = await buy(c.token);
    const pending = (await ask(c.token, orderNum)).data as Invoice;
    expect(pending.amount).toBe('342.00');
    expect((await t.post(REFUND, { instance_id: id }, c.token)).code).toBe(200);
    const after = await list(c.token);
    expect(after.list.find((i: Invoice) => i.id === pending.id)).toMatchObject({
      status: 'voided',
      void_reason: 'invoice.void.refunded',
    });
    expect(after.orders.find((x: Order) => x.order_num === orderNum)).toMatchObject({
      paid: '342.00',
      refunded: '342.00',
      invoiced: '0.00',
      invoiceable: '0.00',
      fully_refunded: true,
    });
    expect(after.invoiceable).toBe('0.00');
    expect(await messageTitles(c.token)).toContain(`Invoice request for order ${orderNum} voided`);
    expect((await ask(c.token, orderNum)).data).toEqual({ reason: 'invoice.order_refunded' });
    // Finance can no longer issue the voided request.
    expect((await decide({ id: String(pending.id), decision: 'issue' }, PDF)).data).toEqual({
      reason: 'invoice.decided',
    });
  });

  it('a partial refund leaves the rest invoiceable', async () => {
    const c = await verified('personal', { cashFen: 100_000 });
    const { orderId, orderNum } = await buy(c.token);
    // Half of the order is refunded (as a release of one unit of two would).
    await t.db.db.transaction((tx) =>
      refundOrderShare(tx, orderId, 14_200, { key: 'ledger.no_reason_refund', params: { id: 'partial' } }),
    );
    expect(await orderOf(c.token, orderNum)).toMatchObject({
      paid: '342.00',
      refunded: '142.00',
      invoiceable: '200.00',
    });
    expect((await ask(c.token, orderNum)).data).toMatchObject({ amount: '200.00', status: 'pending' });
  });

  it('an issued invoice holds the refund until finance reverses it with a red-letter invoice, audited', async () => {
    const c = await verified('enterprise', { cashFen: 100_000 });
    const { id, orderNum } = await buy(c.token);
    const inv = (await ask(c.token, orderNum)).data as Invoice;
    expect(await decide({ id: String(inv.id), decision: 'issue' }, PDF)).toMatchObject({ data: { status: 'issued' } });
    // Day 1: the refund waits, and asks finance for the reversal.
    const held = await t.post(REFUND, { instance_id: id }, c.token);
    expect(held).toMatchObject({ code: 409, data: { reason: 'refund.invoice_issued' } });
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const queue = await t.post('/ops/invoice/list', { status: 'reversal_pending', page_size: '50' }, finance);
    expect(queue.data.list.find((i: Invoice) => i.id === inv.id)).toMatchObject({
      order_num: orderNum,
      user_id: c.id,
      status: 'reversal_pending',
    });
    expect((await ask(c.token, orderNum)).data).toEqual({ reason: 'invoice.reversal_pending' });
    expect((await t.post(REFUND, { instance_id: id }, c.token)).data.reason).toBe('refund.invoice_issued');

    // Only finance reverses, and only with the red-letter PDF.
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    expect((await decide({ id: String(inv.id), decision: 'reverse' }, PDF, reviewer)).code).toBe(403);
    expect((await decide({ id: String(inv.id), decision: 'reverse' })).data).toEqual({ reason: 'invoice.need_pdf' });
    expect(await decide({ id: String(inv.id), decision: 'reverse' }, PDF)).toMatchObject({
      code: 200,
      data: { status: 'reversed' },
    });
    expect((await decide({ id: String(inv.id), decision: 'reverse' }, PDF)).data).toEqual({
      reason: 'invoice.not_reversible',
    });
    const log = await t.post('/ops/audit/list', {}, await t.opsLogin());
    expect(JSON.stringify(log.data)).toMatch(/invoice\.reverse/);

    // Day 6: the window is judged when the reversal was asked (day 1), so the refund now goes through.
    await t.db.db
      .update(productOrders)
      .set({ createdAt: new Date(Date.now() - 6 * DAY) })
      .where(eq(productOrders.orderNum, orderNum));
    await t.db.db
      .update(invoiceRequests)
      .set({ reversalRequestedAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(invoiceRequests.id, inv.id));
    expect(await t.post(REFUND, { instance_id: id }, c.token)).toMatchObject({ code: 200, data: { refund: '342.00' } });
    expect((await ask(c.token, orderNum)).data).toEqual({ reason: 'invoice.order_refunded' });
    expect((await list(c.token)).list.find((i: Invoice) => i.id === inv.id).status).toBe('reversed');
  });

  it('finance issues with a PDF (the customer downloads it) or rejects with a reason (the order is invoiceable again)', async () => {
    const c = await verified('personal', { cashFen: 100_000 });
    const { orderNum } = await buy(c.token);
    const a = (await ask(c.token, orderNum)).data.id as number;
    expect((await decide({ id: String(a), decision: 'reject' })).data).toEqual({ reason: 'invoice.need_reason' });
    expect(await decide({ id: String(a), decision: 'reject', reason: '请核对订单' })).toMatchObject({
      data: { status: 'rejected' },
    });
    expect(await orderOf(c.token, orderNum)).toMatchObject({ invoiceable: '342.00' });
    const b = (await ask(c.token, orderNum)).data.id as number;
    expect((await decide({ id: String(b), decision: 'issue' }, Buffer.from('not a pdf'))).data).toEqual({
      reason: 'invoice.need_pdf',
    });
    expect(await decide({ id: String(b), decision: 'issue' }, PDF)).toMatchObject({ data: { status: 'issued' } });
    const file = await fetch(`${t.baseUrl}/invoice/file/${b}`, { headers: { token: c.token } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const opsFile = await fetch(`${t.baseUrl}/ops/invoice/file/${b}`, {
      headers: { token: await t.opsLogin('finance@lanyun.cloud') },
    });
    expect(Buffer.from(await opsFile.arrayBuffer()).equals(PDF)).toBe(true);
    const none = await fetch(`${t.baseUrl}/invoice/file/${a}`, { headers: { token: c.token } });
    expect(((await none.json()) as { code: number }).code).toBe(404);
  });

  it('a sub-account needs the bill and pay keys', async () => {
    const c = await verified('personal', { cashFen: 100_000 });
    const { orderNum } = await buy(c.token);
    const add = async (email: string, rules: string) => {
      expect((await t.post('/team/sub_account_add', { email, password: 'Member123', rules }, c.token)).code).toBe(200);
      return (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    };
    const viewer = await add(`inv-viewer-${c.id}@example.com`, 'cost-1-1');
    expect((await t.post('/invoice/list', {}, viewer)).code).toBe(200);
    expect((await ask(viewer, orderNum)).code).toBe(403);
    const none = await add(`inv-none-${c.id}@example.com`, 'server-1-1');
    expect((await t.post('/invoice/list', {}, none)).code).toBe(403);
  });
});
