import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, ledgerEntries, productOrders } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import { sweepExpiry } from '../src/modules/instances/services/lifecycle.ts';
import type { TestServer } from './harness.ts';
import {
  balances,
  customer,
  offer,
  orderFields,
  setFailureRate,
  startOrderingServer,
  waitForInstance,
} from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const ORDER = '/instance_center/inquiry_create_instance_order';
async function buy(token: string, extra: Record<string, string> = {}) {
  const res = await t.post(ORDER, orderFields(o, extra), token);
  expect(res.code).toBe(200);
  return res.data as { order_num: string; instances: { instance_id: string }[] };
}

describe('instance lifecycle', () => {
  it('goes pending → running with IP addresses through the background job', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const order = await buy(c.token, { bandwidth_mbps: '1' });
    const id = order.instances[0]!.instance_id;
    const running = await waitForInstance(t, c.token, id, 'running');
    expect(running).toMatchObject({
      public_ip: expect.stringMatching(/^198\.1[89]\.\d+\.\d+$/),
      private_ip: expect.stringMatching(/^172\.\d+\.\d+\.\d+$/),
      fail_reason: null,
    });
    expect(running.expires_at - running.created_at).toBeGreaterThanOrEqual(28 * 86_400);
  });

  it('a failed creation marks the instance failed and refunds its share through the ledger', async () => {
    const c = await customer(t, { cashFen: 60_000, giveFen: 10_000 });
    setFailureRate(t, 1);
    try {
      const order = await buy(c.token, { quantity: '2', price: '684.00', name: 'doomed' });
      for (const i of order.instances) {
        const failed = await waitForInstance(t, c.token, i.instance_id, 'failed');
        expect(failed.fail_reason).toMatch(/\w+/);
      }
    } finally {
      setFailureRate(t, 0);
    }
    // Everything back, gift money as gift money.
    expect(await balances(t, c.id)).toEqual({ cash: 60_000, give: 10_000 });
    const refunds = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, c.id));
    expect(refunds.filter((e) => e.kind === 'refund').map((e) => e.balanceDeltaFen + e.giveDeltaFen)).toEqual([
      34_200, 34_200,
    ]);
    const [order] = await t.db.db.select().from(productOrders).where(eq(productOrders.userId, c.id));
    expect(order).toMatchObject({ status: 5, refundedFen: 68_400 });
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('stop → stopped, start → running, reboot → running; invalid transitions are refused clearly', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = (await buy(c.token)).instances[0]!.instance_id;
    // Still being created, or already running on a busy machine (creation takes 20–60 ms here): refused either way.
    expect(await t.post('/instance_center/instance_start', { instance_id: id }, c.token)).toMatchObject({
      code: 409,
      msg: expect.stringMatching(
        /^The instance is (still being created|running); only a stopped instance can be started$/,
      ),
    });
    await waitForInstance(t, c.token, id, 'running');
    expect((await t.post('/instance_center/instance_start', { instance_id: id }, c.token)).msg).toBe(
      'The instance is running; only a stopped instance can be started',
    );
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, c.token)).data.status).toBe('stopping');
    // Still stopping, or already stopped on a busy machine (stopping takes 10–30 ms here): refused either way.
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, c.token)).msg).toMatch(
      /^The instance is (stopping|stopped); only a running instance can be stopped$/,
    );
    await waitForInstance(t, c.token, id, 'stopped');
    expect((await t.post('/instance_center/instance_reboot', { instance_id: id }, c.token)).msg).toBe(
      'The instance is stopped; only a running instance can be rebooted',
    );
    expect((await t.post('/instance_center/instance_start', { instance_id: id }, c.token)).data.status).toBe(
      'starting',
    );
    await waitForInstance(t, c.token, id, 'running');
    expect((await t.post('/instance_center/instance_reboot', { instance_id: id }, c.token)).data.status).toBe(
      'rebooting',
    );
    await waitForInstance(t, c.token, id, 'running');
    expect(
      (await t.post('/instance_center/instance_auto_renew', { instance_id: id, auto_renew: '1' }, c.token)).data
        .auto_renew,
    ).toBe(true);
    expect((await t.post('/instance_center/instance_release', { instance_id: id }, c.token)).data.status).toBe(
      'releasing',
    );
    await waitForInstance(t, c.token, id, 'released');
    // Released instances leave the default list.
    expect(
      (await t.post('/instance_overview/user_instance_list', {}, c.token)).data.list.some(
        (i: { instance_id: string }) => i.instance_id === id,
      ),
    ).toBe(false);
    expect((await t.post('/instance_center/instance_start', { instance_id: id }, c.token)).msg).toBe(
      'The instance is released; only a stopped instance can be started',
    );
  });

  it('a start that had to move the forwarded SSH port shows the new port in the instance detail', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = (await buy(c.token)).instances[0]!.instance_id;
    await waitForInstance(t, c.token, id, 'running');
    await t.post('/instance_center/instance_stop', { instance_id: id }, c.token);
    await waitForInstance(t, c.token, id, 'stopped');
    const compute = t.app.compute;
    const start = compute.startInstance;
    // The libvirt backend answers so when another socket held the old port (src/providers/compute/libvirt.ts).
    compute.startInstance = async (ref) => {
      await start.call(compute, ref);
      return { sshPort: 40123 };
    };
    try {
      await t.post('/instance_center/instance_start', { instance_id: id }, c.token);
      await waitForInstance(t, c.token, id, 'running');
    } finally {
      compute.startInstance = start;
    }
    const d = await t.post('/instance_center/instance_detail', { instance_id: id }, c.token);
    expect(d.data).toMatchObject({ status: 'running', ssh_port: 40123 });
  });

  it('refuses another account’s instance (404) and sub-accounts without the server keys (403)', async () => {
    const owner = await customer(t, { cashFen: 100_000 });
    const id = (await buy(owner.token)).instances[0]!.instance_id;
    await waitForInstance(t, owner.token, id, 'running');
    const stranger = await customer(t);
    for (const path of [
      '/instance_center/instance_stop',
      '/instance_center/instance_release',
      '/instance_center/inquiry_renew_instance_price',
    ]) {
      expect(await t.post(path, { instance_id: id, duration_months: '1' }, stranger.token)).toEqual({
        code: 404,
        msg: 'No such instance',
        data: { reason: 'instance.not_found' },
      });
    }
    expect((await t.post('/instance_overview/user_instance_list', {}, stranger.token)).data).toMatchObject({
      total: 0,
      total_capped: false,
    });

    await t.post(
      '/team/sub_account_add',
      { email: 'viewer@example.com', password: 'Member123', name: 'V', rules: 'server-1-1' },
      owner.token,
    );
    await t.post(
      '/team/sub_account_add',
      { email: 'operator@example.com', password: 'Member123', name: 'O', rules: 'server-1-1,server-1-3' },
      owner.token,
    );
    const login = async (email: string) =>
      (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    const viewer = await login('viewer@example.com');
    const operator = await login('operator@example.com');
    expect((await t.post('/instance_overview/user_instance_list', {}, viewer)).data.list[0].instance_id).toBe(id);
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, viewer)).data).toEqual({
      permission: 'server-1-3',
      reason: 'auth.no_permission',
    });
    expect((await t.post('/instance_center/instance_release', { instance_id: id }, operator)).data).toEqual({
      permission: 'server-1-4',
      reason: 'auth.no_permission',
    });
    expect(
      (
        await t.post(
          '/instance_center/instance_renew',
          { instance_id: id, duration_months: '1', price: '342.00', agree: '1' },
          operator,
        )
      ).data,
    ).toEqual({ permission: 'server-1-4', reason: 'auth.no_permission' });
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, operator)).data.status).toBe(
      'stopping',
    );
    const none = await customer(t);
    await t.post(
      '/team/sub_account_add',
      { email: 'nobody@example.com', password: 'Member123', name: 'N', rules: '' },
      none.token,
    );
    expect((await t.post('/instance_overview/user_instance_list', {}, await login('nobody@example.com'))).data).toEqual(
      { permission: 'server-1-1', reason: 'auth.no_permission' },
    );
  });

  it('renews from the wallet at the current price: expiry moves, ledger entry; stale price 409, short 402', async () => {
    const c = await customer(t, { cashFen: 34_200 + 34_300 });
    const id = (await buy(c.token)).instances[0]!.instance_id;
    const before = await waitForInstance(t, c.token, id, 'running');
    const quote = await t.post(
      '/instance_center/inquiry_renew_instance_price',
      { instance_id: id, duration_months: '3' },
      c.token,
    );
    expect(quote.data).toEqual({
      price: '974.70',
      original_price: '1026.00',
      discount: '51.30',
      unit_price_month: '342.00',
      breakdown: [
        { kind: 'instance', item: 'ecs.g7.large (2 vCPU, 8 GiB)', amount: '837.00' },
        { kind: 'system_disk', item: '系统盘：ESSD 云盘 PL1 40 GB', amount: '120.00' },
        { kind: 'bandwidth', item: '公网带宽 1 Mbps', amount: '69.00' },
        { kind: 'discount', item: '时长优惠（按原价 95% 计费）', amount: '-51.30' },
      ],
    });
    expect(
      (
        await t.post(
          '/instance_center/instance_renew',
          { instance_id: id, duration_months: '3', price: '100.00', agree: '1' },
          c.token,
        )
      ).code,
    ).toBe(409);
    expect(
      await t.post(
        '/instance_center/instance_renew',
        { instance_id: id, duration_months: '3', price: '974.70', agree: '1' },
        c.token,
      ),
    ).toMatchObject({ code: 402, data: { shortfall: '631.70' } });
    const q1 = await t.post(
      '/instance_center/inquiry_renew_instance_price',
      { instance_id: id, duration_months: '1' },
      c.token,
    );
    expect(q1.data.price).toBe('342.00');
    const renewed = await t.post(
      '/instance_center/instance_renew',
      { instance_id: id, duration_months: '1', price: '342.00', agree: '1' },
      c.token,
    );
    expect(renewed.code).toBe(200);
    expect(renewed.data.instance.expires_at - before.expires_at).toBeGreaterThanOrEqual(28 * 86_400);
    const entry = (
      await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, renewed.data.order_num))
    )[0];
    expect(entry).toMatchObject({ kind: 'purchase', balanceDeltaFen: -34_200 });
  });

  it('at expiry: auto-renew pays from the wallet; without money or auto-renew the instance expires, then is released after 7 days', async () => {
    const c = await customer(t, { cashFen: 3 * 34_200 });
    const [a, b] = [
      (await buy(c.token, { name: 'auto', auto_renew: '1' })).instances[0]!.instance_id,
      (await buy(c.token, { name: 'manual' })).instances[0]!.instance_id,
    ];
    await waitForInstance(t, c.token, a, 'running');
    await waitForInstance(t, c.token, b, 'running');
    const past = new Date(Date.now() - 1000);
    await t.db.db.update(instances).set({ expiresAt: past }).where(eq(instances.userId, c.id));
    const deps = { db: t.db.db, compute: t.app.compute, jobs: t.app.jobs };
    await sweepExpiry(deps);
    const list = (await t.post('/instance_overview/user_instance_list', {}, c.token)).data.list as {
      instance_id: string;
      status: string;
      expires_at: number;
    }[];
    const auto = list.find((i) => i.instance_id === a)!;
    expect(auto.status).toBe('running');
    expect(auto.expires_at * 1000).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(list.find((i) => i.instance_id === b)!.status).toBe('expired');
    expect(await balances(t, c.id)).toEqual({ cash: 0, give: 0 });
    expect((await t.post('/instance_center/instance_start', { instance_id: b }, c.token)).msg).toBe(
      'The instance is expired; renew it first; only a stopped instance can be started',
    );
    await sweepExpiry(deps, new Date(Date.now() + 8 * 86_400_000));
    await waitForInstance(t, c.token, b, 'released');
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('lists with filters and pagination', async () => {
    const c = await customer(t, { cashFen: 200_000 });
    await buy(c.token, { quantity: '2', price: '684.00', name: 'alpha' });
    await buy(c.token, { name: 'beta' });
    const page = await t.post('/instance_overview/user_instance_list', { page: '1', page_size: '2' }, c.token);
    expect(page.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.data.list.map((i: { name: string }) => i.name)).toEqual(['beta', 'alpha-002']);
    expect((await t.post('/instance_overview/user_instance_list', { keyword: 'alpha' }, c.token)).data.total).toBe(2);
    expect(
      (await t.post('/instance_overview/user_instance_list', { region_code: 'cn-beijing' }, c.token)).data.total,
    ).toBe(0);
    expect((await t.post('/instance_overview/user_instance_list', { status: 'bogus' }, c.token)).code).toBe(400);
  });
});
