import { createApiClient } from '@lanyun/api-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import type { Answer, TestServer } from './harness.ts';
import { balances, customer, setFailureRate, startOrderingServer, waitForPhone } from './ordering-helpers.ts';

let t: TestServer;
let pkg: { id: number; name: string; price_month: string };
let region: { id: number; code: string };
beforeAll(async () => {
  t = await startOrderingServer();
  pkg = (await enClient().call('/phone/get_pdc_pkg_id')).data!.find((p) => p.name === 'Standard')!;
  region = (await t.client().call('/phone/get_pdc_regions')).data!.find((r) => r.code === 'cp-hangzhou')!;
});
afterAll(() => t.close());
/** A client of an English page (catalog names in English). */
const enClient = () => createApiClient({ baseUrl: t.baseUrl, headers: { 'accept-language': 'en' } });

const price = async (q: Record<string, string>) =>
  (await fetch(`${t.baseUrl}/phone_order/get_pdc_pkg_price?${new URLSearchParams(q)}`).then((r) => r.json())) as Answer;

describe('cloud-phone catalog and price', () => {
  it('lists regions, durations and the recommended packages', async () => {
    expect((await t.client().call('/phone/get_pdc_regions')).data?.map((r) => r.code)).toContain('cp-hongkong');
    expect((await enClient().call('/phone/get_pdc_duration')).data).toContainEqual({
      months: 12,
      label: '1 year',
      price_pct: 80,
    });
    const rec = (await enClient().call('/v1/get_recommend_list_new')).data!;
    expect(rec).toContainEqual(
      expect.objectContaining({ name: 'Standard', badge: 'Most popular', price_month: '69.00' }),
    );
    expect(rec.some((p) => p.name === 'Basic')).toBe(false);
    // Chinese names for zh-CN pages (the default without Accept-Language).
    expect((await t.client().call('/phone/get_pdc_duration')).data).toContainEqual({
      months: 12,
      label: '1 年',
      price_pct: 80,
    });
    expect((await t.client().call('/v1/get_recommend_list_new')).data).toContainEqual(
      expect.objectContaining({ name: '标准版', badge: '最受欢迎' }),
    );
    expect((await t.client().call('/phone/get_pdc_regions')).data).toContainEqual(
      expect.objectContaining({ code: 'cp-hangzhou', name: '华东（杭州）' }),
    );
  });

  it('prices package × region × duration × quantity on the server, refusing unknown things', async () => {
    expect(
      (await price({ pkg_id: String(pkg.id), region_id: String(region.id), duration_months: '12', quantity: '2' }))
        .data,
    ).toEqual({
      price: '1324.80',
      original_price: '1656.00',
      discount: '331.20',
      unit_price_month: '69.00',
      breakdown: [
        { kind: 'package', item: '标准版', amount: '1656.00' },
        { kind: 'discount', item: '时长优惠（按原价 80% 计费）', amount: '-331.20' },
      ],
    });
    expect((await price({ pkg_id: '9999', region_id: String(region.id) })).msg).toBe('Unknown cloud-phone package');
    expect((await price({ pkg_id: String(pkg.id), region_id: '9999' })).msg).toBe(
      'Cloud phones are not offered in this region',
    );
    expect((await price({ pkg_id: String(pkg.id), region_id: String(region.id), duration_months: '7' })).msg).toBe(
      'Unsupported purchase duration',
    );
    expect((await price({ pkg_id: String(pkg.id), region_id: String(region.id), quantity: '0' })).msg).toMatch(
      /Quantity must be/,
    );
  });
});

describe('cloud-phone order', () => {
  const order = (token: string, extra: Record<string, string> = {}) =>
    t.post(
      '/phone_order/add_pdc_order',
      {
        pkg_id: String(pkg.id),
        region_id: String(region.id),
        duration_months: '1',
        quantity: '1',
        price: '69.00',
        agree: '1',
        ...extra,
      },
      token,
    );

  it('pays from the wallet and the phone goes pending → running', async () => {
    const c = await customer(t, { cashFen: 10_000 });
    const res = await order(c.token);
    expect(res.data).toMatchObject({
      amount: '69.00',
      balance: '31.00',
      phones: [expect.objectContaining({ status: 'pending', package_name: 'Standard', trial: false })],
    });
    await waitForPhone(t, c.token, res.data.phones[0].phone_id, 'running');
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('same rules as ECS: 503 unverified, 409 changed price, 402 shortfall, 403 sub-account without keys', async () => {
    const unverified = await customer(t, { verified: false, cashFen: 10_000 });
    expect((await order(unverified.token)).code).toBe(503);
    const c = await customer(t, { cashFen: 5_000 });
    expect(await order(c.token, { price: '1.00' })).toMatchObject({ code: 409, data: { price: '69.00' } });
    expect(await order(c.token)).toMatchObject({ code: 402, data: { shortfall: '19.00' } });
    expect(await balances(t, c.id)).toEqual({ cash: 5_000, give: 0 });
    await t.post(
      '/team/sub_account_add',
      { email: 'phone-sub@example.com', password: 'Member123', name: 'P', rules: 'server-2-1' },
      c.token,
    );
    const sub = (await t.post('/v1/phone_login', { account: 'phone-sub@example.com', password: 'Member123' })).data
      .token;
    expect((await order(sub)).data).toEqual({ permission: 'server-2-2', reason: 'auth.no_permission' });
    expect((await t.post('/phone_overview/user_phone_list', {}, sub)).code).toBe(200);
  });

  it('a failed creation is refunded', async () => {
    const c = await customer(t, { cashFen: 20_000 });
    setFailureRate(t, 1);
    try {
      const res = await order(c.token, { quantity: '2', price: '138.00' });
      for (const p of res.data.phones) await waitForPhone(t, c.token, p.phone_id, 'failed');
    } finally {
      setFailureRate(t, 0);
    }
    expect(await balances(t, c.id)).toEqual({ cash: 20_000, give: 0 });
  });
});

describe('trials', () => {
  const apply = (token: string, extra: Record<string, string> = {}) =>
    t.post(
      '/phone/apply_use_add',
      {
        pkg_id: String(pkg.id),
        region_id: String(region.id),
        contact_name: 'Li Lei',
        contact_phone: '13800138000',
        purpose: 'Testing our app on Android',
        ...extra,
      },
      token,
    );

  it('needs a verified main account and valid fields', async () => {
    const unverified = await customer(t, { verified: false });
    expect((await apply(unverified.token)).code).toBe(503);
    const c = await customer(t);
    expect((await apply(c.token, { contact_phone: '123' })).msg).toBe('Please enter a valid mobile number');
    expect((await apply(c.token, { purpose: 'x' })).code).toBe(400);
    expect((await apply(c.token, { pkg_id: '9999' })).msg).toBe('Unknown cloud-phone package');
    expect((await t.post('/phone/apply_use_info', {}, c.token)).data).toBeNull();
  });

  it('one per account; reviewed by an operator (audited, site message); claimed once as a free phone', async () => {
    const c = await customer(t);
    const app = await apply(c.token);
    expect(app.data).toMatchObject({ status: 1, contact_phone: '13800138000', phone_id: null });
    expect(await apply(c.token)).toMatchObject({
      code: 409,
      msg: 'This account has already applied for a trial (one trial per account)',
    });
    expect((await t.post('/phone_order/add_pdc_trial_order', {}, c.token)).msg).toBe(
      'The trial application is still under review',
    );

    // Customers and editors cannot review; a reviewer can.
    expect((await t.post('/ops/trial/list', {}, c.token)).code).toBe(506);
    const editor = await t.opsLogin('editor@lanyun.cloud');
    expect((await t.post('/ops/trial/review', { id: String(app.data.id), decision: 'approve' }, editor)).code).toBe(
      403,
    );
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const list = await t.post('/ops/trial/list', {}, reviewer);
    expect(list.data.list).toContainEqual(expect.objectContaining({ id: app.data.id, user_id: c.id, status: 1 }));
    expect((await t.post('/ops/trial/review', { id: String(app.data.id), decision: 'reject' }, reviewer)).msg).toBe(
      'reason: Please give the reason for the rejection',
    );
    expect(
      (await t.post('/ops/trial/review', { id: String(app.data.id), decision: 'approve' }, reviewer)).data.status,
    ).toBe(2);
    expect(
      (await t.post('/ops/trial/review', { id: String(app.data.id), decision: 'reject', reason: 'late' }, reviewer))
        .code,
    ).toBe(409);
    const approvals = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trial.approve'), eq(auditLog.targetId, String(app.data.id))));
    expect(approvals).toHaveLength(1);
    // The decision's before and after: under review, then approved by this reviewer at a time.
    expect(approvals[0]!.before).toMatchObject({ status: 1, operator_id: null, reviewed_at: null });
    expect(approvals[0]!.after).toMatchObject({
      status: 2,
      reject_reason: null,
      operator_id: expect.any(Number),
      reviewed_at: expect.any(String),
    });
    expect((await t.db.db.select().from(messages).where(eq(messages.userId, c.id))).map((m) => m.title)).toContain(
      'Your cloud-phone trial is approved',
    );

    const before = await balances(t, c.id);
    const claimed = await t.post('/phone_order/add_pdc_trial_order', {}, c.token);
    expect(claimed.data.phone).toMatchObject({ trial: true, status: 'pending', package_name: 'Standard' });
    expect(claimed.data.phone.expires_at - claimed.data.phone.created_at).toBe(7 * 86_400);
    // The days the public terms quote (the sites' offer text) are the days a claimed phone gets.
    const terms = await t.post('/phone/trial_terms', {});
    expect(terms).toMatchObject({ code: 200, data: { days: 7 } });
    await waitForPhone(t, c.token, claimed.data.phone.phone_id, 'running');
    expect(await balances(t, c.id)).toEqual(before);
    expect(await t.post('/phone_order/add_pdc_trial_order', {}, c.token)).toMatchObject({
      code: 409,
      msg: 'The trial has already been used',
    });
    expect((await t.post('/phone/apply_use_info', {}, c.token)).data).toMatchObject({
      status: 4,
      phone_id: claimed.data.phone.phone_id,
    });
  });

  it('a rejected application shows the reason and cannot be claimed or repeated', async () => {
    const c = await customer(t);
    const app = await apply(c.token);
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    await t.post(
      '/ops/trial/review',
      { id: String(app.data.id), decision: 'reject', reason: 'Purpose unclear' },
      reviewer,
    );
    expect((await t.post('/phone/apply_use_info', {}, c.token)).data).toMatchObject({
      status: 3,
      reject_reason: 'Purpose unclear',
    });
    expect((await t.post('/phone_order/add_pdc_trial_order', {}, c.token)).msg).toBe(
      'The trial application was rejected: Purpose unclear',
    );
    expect((await apply(c.token)).code).toBe(409);
  });
});
