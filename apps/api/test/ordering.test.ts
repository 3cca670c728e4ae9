import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, ledgerEntries, productOrders } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import type { TestServer } from './harness.ts';
import { balances, customer, offer, orderFields, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

const ORDER = '/instance_center/inquiry_create_instance_order';
const countInstances = async (userId: number) =>
  (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(instances).where(eq(instances.userId, userId)))[0]!.n;

describe('ECS order', () => {
  it('the price inquiry and the order agree; the order pays from the wallet and creates pending instances', async () => {
    const quote = await t.post('/v1/inquiry_create_instance_price', {
      region_id: String(o.hz.id),
      zone_id: String(o.zone.id),
      instance_type_id: String(o.type.id),
      image_id: String(o.image.id),
      quantity: '2',
    });
    expect(quote.data.price).toBe('684.00');
    const c = await customer(t, { cashFen: 100_000, giveFen: 10_000 });
    const res = await t.post(
      ORDER,
      orderFields(o, { quantity: '2', price: quote.data.price, name: 'api', auto_renew: '1' }),
      c.token,
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      order_num: expect.stringMatching(/^P\d{20}$/),
      amount: '684.00',
      give_amount: '100.00',
      balance: '416.00',
      give_balance: '0.00',
    });
    // Gift money first, then cash: 100.00 gift + 584.00 cash.
    expect(await balances(t, c.id)).toEqual({ cash: 100_000 - 58_400, give: 0 });
    expect(res.data.instances.map((i: { name: string }) => i.name)).toEqual(['api-001', 'api-002']);
    expect(res.data.instances[0]).toMatchObject({
      status: 'pending',
      region_code: 'cn-hangzhou',
      instance_type: 'ecs.g7.large',
      vcpu: 2,
      memory_gb: 8,
      login_type: 'password',
      auto_renew: true,
      system_disk: { type: 'cloud_essd', gb: 40 },
    });
    const entries = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, res.data.order_num));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'purchase', balanceDeltaFen: -58_400, giveDeltaFen: -10_000 }),
    ]);
    const list = await t.post('/instance_overview/user_instance_list', {}, c.token);
    expect(list.data.total).toBe(2);
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('refuses an unverified account with 503 (the site opens the real-name dialog), charging nothing', async () => {
    const c = await customer(t, { verified: false, cashFen: 100_000 });
    expect(await t.post(ORDER, orderFields(o), c.token)).toEqual({
      code: 503,
      msg: 'Please complete real-name verification first, and it must pass review.',
      data: { reason: 'realname.required' },
    });
    expect(await balances(t, c.id)).toEqual({ cash: 100_000, give: 0 });
    expect(await countInstances(c.id)).toBe(0);
  });

  it('refuses a configuration that does not belong together, naming the problem', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const msg = async (extra: Record<string, string>) => (await t.post(ORDER, orderFields(o, extra), c.token)).msg;
    expect(await msg({ region_id: '99999' })).toBe('Unknown region');
    expect(await msg({ zone_id: '99999' })).toBe('Unknown zone');
    expect(await msg({ zone_id: String(o.bj.zones[0]!.id) })).toBe('This zone is not in the chosen region');
    expect(await msg({ image_id: String(o.otherZoneImage.id) })).toBe('This image is not offered in the chosen zone');
    // A configuration from another zone: r7.2xlarge is offered in Hangzhou zone A but not in zone B.
    const scarce = (await t.client().call('/v1/get_region_zone_instance_config', { zone_id: o.zone.id }))
      .data!.flatMap((f) => f.types)
      .find((ty) => ty.code === 'ecs.r7.2xlarge')!;
    const zoneB = o.hz.zones[1]!.id;
    expect(
      (await t.client().call('/v1/get_region_zone_instance_config', { zone_id: zoneB }))
        .data!.flatMap((f) => f.types)
        .some((ty) => ty.id === scarce.id),
    ).toBe(false);
    const imageB = (await t.client().call('/v1/get_region_zone_images', { zone_id: zoneB })).data![0]!;
    expect(
      await msg({ zone_id: String(zoneB), image_id: String(imageB.id), instance_type_id: String(scarce.id) }),
    ).toBe('This instance type is not offered in the chosen zone');
    expect(await msg({ instance_type_id: '99999' })).toBe('This instance type is not offered in the chosen zone');
    expect(await msg({ duration_months: '5' })).toBe('Unsupported purchase duration');
    expect(await msg({ quantity: '0' })).toMatch(/Quantity must be 1 to/);
    expect(await msg({ system_disk_gb: '10' })).toMatch(/System disk size must be/);
    expect(await msg({ name: '-bad' })).toMatch(/name/);
    expect(await countInstances(c.id)).toBe(0);
    expect(await balances(t, c.id)).toEqual({ cash: 100_000, give: 0 });
  });

  it('validates the log-in: the section-5 password rule, or an SSH key of the account', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    expect((await t.post(ORDER, orderFields(o, { password: 'short1A' }), c.token)).msg).toBe(
      'password: The password must be 12 to 26 characters',
    );
    expect((await t.post(ORDER, orderFields(o, { password: 'Administrator1x' }), c.token)).msg).toBe(
      'password: The password must not contain "Admin"',
    );
    expect((await t.post(ORDER, orderFields(o, { login_type: 'key' }), c.token)).msg).toBe(
      'ssh_key_id: Please choose an SSH key',
    );
    expect((await t.post(ORDER, orderFields(o, { login_type: 'key', ssh_key_id: '424242' }), c.token)).msg).toMatch(
      /Unknown SSH key/,
    );
    expect(await countInstances(c.id)).toBe(0);
  });

  it('refuses a tampered or stale price with 409 and the server price, charging nothing', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const res = await t.post(ORDER, orderFields(o, { price: '0.01' }), c.token);
    expect(res).toMatchObject({
      code: 409,
      msg: expect.stringContaining('The price has changed to ¥342.00'),
      data: { price: '342.00' },
    });
    expect((await t.post(ORDER, orderFields(o, { price: 'free' }), c.token)).code).toBe(400);
    expect(await balances(t, c.id)).toEqual({ cash: 100_000, give: 0 });
  });

  it('answers 402 with the shortfall when the wallet cannot pay', async () => {
    const c = await customer(t, { cashFen: 30_000, giveFen: 2_000 });
    expect(await t.post(ORDER, orderFields(o), c.token)).toEqual({
      code: 402,
      msg: 'Insufficient balance: ¥22.00 more is needed, please top up',
      data: { shortfall: '22.00', reason: 'wallet.shortfall' },
    });
    expect(await balances(t, c.id)).toEqual({ cash: 30_000, give: 2_000 });
    expect(await countInstances(c.id)).toBe(0);
  });

  it('a repeated submission with the same client_token is one order, paid once', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const fields = orderFields(o, { client_token: 'tok-12345678' });
    const [a, b] = await Promise.all([t.post(ORDER, fields, c.token), t.post(ORDER, fields, c.token)]);
    expect(a.code).toBe(200);
    expect(b.data.order_num).toBe(a.data.order_num);
    expect(b.data.instances.map((i: { instance_id: string }) => i.instance_id)).toEqual(
      a.data.instances.map((i: { instance_id: string }) => i.instance_id),
    );
    expect(await balances(t, c.id)).toEqual({ cash: 100_000 - 34_200, give: 0 });
    expect(await countInstances(c.id)).toBe(1);
  });

  it('20 concurrent orders against a balance that covers 5: exactly 5 succeed, never overdrawn, ledger consistent', async () => {
    const c = await customer(t, { cashFen: 5 * 34_200 + 100 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post(ORDER, orderFields(o, { name: `burst${i}` }), c.token)),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 402)).toHaveLength(15);
    expect(await balances(t, c.id)).toEqual({ cash: 100, give: 0 });
    expect(await countInstances(c.id)).toBe(5);
    const orders = await t.db.db.select().from(productOrders).where(eq(productOrders.userId, c.id));
    expect(orders).toHaveLength(5);
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
  });

  it('needs a session, and for sub-accounts the server-1-2 and cost-2-2 keys (403)', async () => {
    expect((await t.post(ORDER, orderFields(o))).code).toBe(506);
    const main = await customer(t, { cashFen: 100_000 });
    const add = async (email: string, rules: string) =>
      t.post('/team/sub_account_add', { email, password: 'Member123', name: 'M', rules }, main.token);
    await add('sub-noperm@example.com', 'server-1-1');
    await add('sub-nopay@example.com', 'server-1-2');
    await add('sub-buyer@example.com', 'server-1-1,server-1-2,cost-2-2');
    const login = async (email: string) =>
      (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    const noPerm = await t.post(ORDER, orderFields(o), await login('sub-noperm@example.com'));
    expect(noPerm).toEqual({
      code: 403,
      msg: 'You currently have no permission, please contact the main account to enable it',
      data: { permission: 'server-1-2', reason: 'auth.no_permission' },
    });
    expect((await t.post(ORDER, orderFields(o), await login('sub-nopay@example.com'))).data).toEqual({
      permission: 'cost-2-2',
      reason: 'auth.no_permission',
    });
    const buyer = await login('sub-buyer@example.com');
    const ok = await t.post(ORDER, orderFields(o, { name: 'by-sub' }), buyer);
    expect(ok.code).toBe(200);
    // Bought with the main account's wallet; the main account sees the instance.
    expect(await balances(t, main.id)).toEqual({ cash: 100_000 - 34_200, give: 0 });
    expect((await t.post('/instance_overview/user_instance_list', { keyword: 'by-sub' }, main.token)).data.total).toBe(
      1,
    );
  });
});
