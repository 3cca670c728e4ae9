/**
 * Invoice requests over HTTP: the cap is the cash paid for products and not yet invoiced, computed on the server,
 * so concurrent requests cannot exceed it; special invoices need the bank details; tax numbers are validated;
 * sub-accounts need the keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { customer, offer, orderFields, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const TAX = '91350100M000100Y43';
const ask = (token: string, fields: Record<string, string>) =>
  t.post('/invoice/request', { kind: 'normal', title: '杭州示例科技有限公司', tax_number: TAX, ...fields }, token);

describe('invoice requests', () => {
  it('caps the amount at the cash paid (gift money excluded), even for concurrent requests', async () => {
    const c = await customer(t, { cashFen: 100_000, giveFen: 4_200 });
    expect((await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), c.token)).code).toBe(200);
    expect((await t.post('/invoice/list', {}, c.token)).data).toEqual({ list: [], invoiceable: '300.00' });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => ask(c.token, { amount: '100.00' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused.map((a) => a.data)).toEqual([
      { reason: 'invoice.over_cap', invoiceable: '0.00' },
      { reason: 'invoice.over_cap', invoiceable: '0.00' },
    ]);
    const list = (await t.post('/invoice/list', {}, c.token)).data;
    expect(list.invoiceable).toBe('0.00');
    expect(list.list.map((i: { status: string; amount: string }) => [i.status, i.amount])).toEqual([
      ['pending', '100.00'],
      ['pending', '100.00'],
      ['pending', '100.00'],
    ]);
  });

  it('validates the tax number and the special invoice fields, in both languages', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    expect((await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), c.token)).code).toBe(200);
    const bad = await ask(c.token, { amount: '10', tax_number: '91350100M000100Y44' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/valid tax number/);
    const special = await ask(c.token, { amount: '10', kind: 'special' });
    expect(special).toMatchObject({ code: 400, data: { reason: 'invoice.special_fields' } });
    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'special', title: 'X', tax_number: TAX, amount: '10' }))
      form.append(k, v);
    const zh = await fetch(`${t.baseUrl}/invoice/request`, {
      method: 'POST',
      body: form,
      headers: { token: c.token, 'accept-language': 'zh-CN' },
    });
    expect(((await zh.json()) as { msg: string }).msg).toBe('增值税专用发票需填写开户银行、银行账号、注册地址和电话');
    const fields = {
      kind: 'special',
      amount: '342',
      bank_name: '招商银行杭州分行',
      bank_account: '571900000000001',
      address: '杭州市',
      phone: '0571-88888888',
    };
    expect(await ask(c.token, fields)).toMatchObject({
      code: 200,
      data: { kind: 'special', amount: '342.00', status: 'pending', tax_number: TAX },
    });
    expect((await ask(c.token, { amount: '0.01' })).data).toEqual({ reason: 'invoice.over_cap', invoiceable: '0.00' });
  });

  it('finance issues with a PDF (the customer downloads it) or rejects with a reason (the amount is freed); audited', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    expect((await t.post('/instance_center/inquiry_create_instance_order', orderFields(o), c.token)).code).toBe(200);
    const a = (await ask(c.token, { amount: '200' })).data.id as number;
    const b = (await ask(c.token, { amount: '142' })).data.id as number;
    const ops = await t.opsLogin('finance@lanyun.cloud');
    const decide = async (fields: Record<string, string>, file?: Buffer, token = ops) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'invoice.pdf');
      const res = await fetch(`${t.baseUrl}/ops/invoice/decide`, {
        method: 'POST',
        body: form,
        headers: { token },
      });
      return (await res.json()) as { code: number; msg: string; data: { reason?: string; status?: string } | null };
    };
    expect((await t.post('/ops/invoice/list', {}, ops)).data.list.map((i: { id: number }) => i.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect(await decide({ id: String(a), decision: 'issue' }, Buffer.from('not a pdf'))).toMatchObject({
      code: 400,
      data: { reason: 'invoice.need_pdf' },
    });
    const pdf = Buffer.from('%PDF-1.4\n% invoice\n');
    expect(await decide({ id: String(a), decision: 'issue' }, pdf)).toMatchObject({
      code: 200,
      data: { status: 'issued' },
    });
    expect((await decide({ id: String(a), decision: 'reject', reason: 'x' })).data).toEqual({
      reason: 'invoice.decided',
    });
    expect((await decide({ id: String(b), decision: 'reject' })).data).toEqual({ reason: 'invoice.need_reason' });
    expect(await decide({ id: String(b), decision: 'reject', reason: '抬头与税号不一致' })).toMatchObject({
      code: 200,
      data: { status: 'rejected' },
    });

    // The queue by status, each row with its customer; other roles are refused.
    const issued = await t.post('/ops/invoice/list', { status: 'issued', page_size: '50' }, ops);
    expect(issued.data.list.find((i: { id: number }) => i.id === a)).toMatchObject({
      user_id: c.id,
      user_name: c.email,
      kind: 'normal',
      amount: '200.00',
      status: 'issued',
      has_file: true,
    });
    expect(issued.data.total).toBeGreaterThanOrEqual(1);
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    expect((await t.post('/ops/invoice/list', {}, reviewer)).code).toBe(403);
    expect((await decide({ id: String(b), decision: 'reject', reason: 'x' }, undefined, reviewer)).code).toBe(403);

    const file = await fetch(`${t.baseUrl}/invoice/file/${a}`, { headers: { token: c.token } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    const none = await fetch(`${t.baseUrl}/invoice/file/${b}`, { headers: { token: c.token } });
    expect(((await none.json()) as { code: number }).code).toBe(404);

    // Finance (and admin) download the issued PDF again from the console; other roles are refused; a request
    // without a PDF (rejected) or unknown is a 404.
    const opsFile = (id: number, token: string) => fetch(`${t.baseUrl}/ops/invoice/file/${id}`, { headers: { token } });
    for (const token of [ops, await t.opsLogin()]) {
      const again = await opsFile(a, token);
      expect(again.headers.get('content-type')).toBe('application/pdf');
      expect(again.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${a}.pdf"`);
      expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);
    }
    for (const email of ['reviewer@lanyun.cloud', 'editor@lanyun.cloud']) {
      const refused = await opsFile(a, await t.opsLogin(email));
      expect(refused.headers.get('content-type')).not.toBe('application/pdf');
      expect(((await refused.json()) as { code: number }).code).toBe(403);
    }
    expect(((await (await opsFile(a, c.token)).json()) as { code: number }).code).not.toBe(200);
    for (const id of [b, 999_999]) {
      expect(await (await opsFile(id, ops)).json()).toMatchObject({ code: 404, data: { reason: 'invoice.no_file' } });
    }
    const list = (await t.post('/invoice/list', {}, c.token)).data;
    expect(list.invoiceable).toBe('142.00');
    expect(list.list.find((i: { id: number }) => i.id === b)).toMatchObject({
      status: 'rejected',
      reject_reason: '抬头与税号不一致',
    });
    const log = await t.post('/ops/audit/list', {}, await t.opsLogin());
    expect(JSON.stringify(log.data)).toMatch(/invoice\.issue/);
  });

  it('a sub-account needs the bill and pay keys', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const add = async (email: string, rules: string) => {
      expect((await t.post('/team/sub_account_add', { email, password: 'Member123', rules }, c.token)).code).toBe(200);
      return (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    };
    const viewer = await add(`inv-viewer-${c.id}@example.com`, 'cost-1-1');
    expect((await t.post('/invoice/list', {}, viewer)).code).toBe(200);
    expect((await ask(viewer, { amount: '1' })).code).toBe(403);
    const none = await add(`inv-none-${c.id}@example.com`, 'server-1-1');
    expect((await t.post('/invoice/list', {}, none)).code).toBe(403);
  });
});
