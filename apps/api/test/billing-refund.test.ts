/**
 * The 5-day no-reason refund over HTTP: day 4 credited once (gift money back to the gift balance, the ledger check
 * clean), day 6 refused, a second attempt refused, concurrent attempts granted once, sub-account permissions.
 * The day clock is moved by back-dating the order (no sleeping).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, ledgerEntries, productOrders } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import type { TestServer } from './harness.ts';
import { balances, customer, offer, orderRunning, startOrderingServer, waitForInstance } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const REFUND = '/instance_center/instance_refund';
const DAY = 86_400_000;

const buyRunning = (token: string, name = 'web') => orderRunning(t, o, token, { name });

/** Move the purchase of `instanceId` `days` days into the past. */
async function ageOrder(instanceId: string, days: number) {
  const [i] = await t.db.db
    .select({ orderId: instances.orderId })
    .from(instances)
    .where(eq(instances.instanceId, instanceId));
  await t.db.db
    .update(productOrders)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(productOrders.id, i!.orderId));
}

async function refundZh(instanceId: string, token: string) {
  const form = new FormData();
  form.append('instance_id', instanceId);
  const res = await fetch(`${t.baseUrl}${REFUND}`, {
    method: 'POST',
    body: form,
    headers: { token, 'accept-language': 'zh-CN' },
  });
  return (await res.json()) as { code: number; msg: string; data: { reason?: string } | null };
}

describe('5-day no-reason refund', () => {
  it('on day 4 refunds the first purchase once, gift money to the gift balance, and releases the instance', async () => {
    const c = await customer(t, { cashFen: 100_000, giveFen: 10_000 });
    const id = await buyRunning(c.token);
    expect(await balances(t, c.id)).toEqual({ cash: 75_800, give: 0 });
    await ageOrder(id, 4);
    const res = await t.post(REFUND, { instance_id: id }, c.token);
    expect(res).toMatchObject({
      code: 200,
      data: { refund: '342.00', cash: '242.00', give: '100.00', instance: { status: 'releasing' } },
    });
    expect(await balances(t, c.id)).toEqual({ cash: 100_000, give: 10_000 });
    await waitForInstance(t, c.token, id, 'released');

    // A second attempt — the same instance, or a later purchase — is refused and nothing more is credited.
    const again = await t.post(REFUND, { instance_id: id }, c.token);
    expect(again).toMatchObject({ code: 409, data: { reason: 'refund.used' } });
    expect(again.msg).toBe('The no-reason refund has already been used for ECS on this account (once per account)');
    expect(await refundZh(id, c.token)).toMatchObject({
      code: 409,
      msg: '该账号的云服务器无理由退款已使用过（每个账号限一次）',
    });
    const later = await buyRunning(c.token, 'later');
    expect((await t.post(REFUND, { instance_id: later }, c.token)).data.reason).toBe('refund.used');

    const refunds = (await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, c.id))).filter(
      (e) => e.kind === 'refund',
    );
    expect(refunds.map((e) => [e.balanceDeltaFen, e.giveDeltaFen])).toEqual([[24_200, 10_000]]);
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('on day 6 refuses with a clear reason in both languages, and keeps the money', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await buyRunning(c.token);
    await ageOrder(id, 6);
    const res = await t.post(REFUND, { instance_id: id }, c.token);
    expect(res).toEqual({
      code: 409,
      msg: 'The no-reason refund is only available within 5 days of purchase',
      data: { reason: 'refund.window_passed', days: 5 },
    });
    expect((await refundZh(id, c.token)).msg).toBe('无理由退款仅限购买后 5 天内申请');
    expect(await balances(t, c.id)).toEqual({ cash: 65_800, give: 0 });
    expect((await waitForInstance(t, c.token, id, 'running')).status).toBe('running');
  });

  it('refuses a purchase that is not the account’s first', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    await buyRunning(c.token, 'first');
    const second = await buyRunning(c.token, 'second');
    const res = await refundZh(second, c.token);
    expect(res).toMatchObject({
      code: 409,
      msg: '仅账号首次购买的云服务器可申请无理由退款',
      data: { reason: 'refund.not_first' },
    });
  });

  it('concurrent attempts are granted once', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await buyRunning(c.token);
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.post(REFUND, { instance_id: id }, c.token)));
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409, 409, 409]);
    expect(await balances(t, c.id)).toEqual({ cash: 100_000, give: 0 });
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('a sub-account needs the release and pay keys; with them it refunds its main account’s instance', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await buyRunning(c.token);
    const add = async (email: string, rules: string) => {
      expect((await t.post('/team/sub_account_add', { email, password: 'Member123', rules }, c.token)).code).toBe(200);
      return (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    };
    const viewer = await add(`viewer-${c.id}@example.com`, 'server-1-1');
    expect((await t.post(REFUND, { instance_id: id }, viewer)).code).toBe(403);
    const stranger = await customer(t);
    expect((await t.post(REFUND, { instance_id: id }, stranger.token)).code).toBe(404);
    const manager = await add(`manager-${c.id}@example.com`, 'server-1-1,server-1-4,cost-2-2');
    expect((await t.post(REFUND, { instance_id: id }, manager)).code).toBe(200);
    expect(await balances(t, c.id)).toEqual({ cash: 100_000, give: 0 });
  });
});
