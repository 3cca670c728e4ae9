import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { postLedger } from '../src/modules/wallet/services/ledger.ts';
import type { TestServer } from './harness.ts';
import { offer, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let admin = '';
beforeAll(async () => {
  t = await startOrderingServer();
  admin = await t.opsLogin();
});
afterAll(() => t.close());

describe('operator catalog', () => {
  it('is for admins only', async () => {
    expect((await t.post('/ops/catalog/region_list', {})).code).toBe(506);
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    expect((await t.post('/ops/catalog/region_list', {}, reviewer)).code).toBe(403);
    expect((await t.post('/ops/catalog/instance_type_update', { id: '1', price_month: '1.00' }, reviewer)).code).toBe(
      403,
    );
  });

  it('lists every entity with money in yuan', async () => {
    for (const e of [
      'region_father',
      'region',
      'zone',
      'image',
      'instance_family',
      'instance_type',
      'disk_type',
      'duration',
      'bandwidth_tier',
      'phone_package',
      'phone_region',
      'phone_duration',
      'ip_plan',
    ]) {
      const res = await t.post(`/ops/catalog/${e}_list`, {}, admin);
      expect(res.code, e).toBe(200);
      expect(res.data.length, e).toBeGreaterThan(0);
    }
    const types = (await t.post('/ops/catalog/instance_type_list', {}, admin)).data;
    expect(types).toContainEqual(
      expect.objectContaining({ code: 'ecs.g7.large', vcpu: 2, memory_gb: 8, price_month: '279.00', enabled: true }),
    );
  });

  it('a price change shows in the next price inquiry, and is audited with before and after', async () => {
    const o = await offer(t);
    const q = () =>
      t.post('/v1/inquiry_create_instance_price', {
        zone_id: String(o.zone.id),
        instance_type_id: String(o.type.id),
        image_id: String(o.image.id),
      });
    expect((await q()).data.price).toBe('342.00');
    const res = await t.post(
      '/ops/catalog/instance_type_update',
      { id: String(o.type.id), price_month: '300.00' },
      admin,
    );
    expect(res.data).toMatchObject({ id: o.type.id, price_month: '300.00', code: 'ecs.g7.large' });
    expect((await q()).data.price).toBe('363.00');
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog.instance_type.update'), eq(auditLog.targetId, String(o.type.id))));
    expect(entry).toMatchObject({
      before: expect.objectContaining({ priceMonthFen: 27_900 }),
      after: expect.objectContaining({ priceMonthFen: 30_000 }),
    });
    // Disabling the type withdraws it from the zone's offer.
    await t.post('/ops/catalog/instance_type_update', { id: String(o.type.id), enabled: '0' }, admin);
    expect((await q()).msg).toBe('This instance type is not offered in the chosen zone');
    await t.post(
      '/ops/catalog/instance_type_update',
      { id: String(o.type.id), enabled: '1', price_month: '279.00' },
      admin,
    );
  });

  it('adds a region with a zone, an image and its instance types; bad input is refused clearly', async () => {
    const father = (await t.post('/ops/catalog/region_father_list', {}, admin)).data[0];
    const region = await t.post(
      '/ops/catalog/region_add',
      { father_id: String(father.id), code: 'cn-wuhan', name: 'Central China (Wuhan)' },
      admin,
    );
    expect(region.data).toMatchObject({ code: 'cn-wuhan', price_pct: 100 });
    expect(
      (
        await t.post(
          '/ops/catalog/region_add',
          { father_id: String(father.id), code: 'cn-wuhan', name: 'Again' },
          admin,
        )
      ).msg,
    ).toBe('An entry with this code already exists');
    expect((await t.post('/ops/catalog/region_add', { father_id: '99999', code: 'cn-x', name: 'X' }, admin)).msg).toBe(
      'The referenced parent does not exist',
    );
    expect(
      (await t.post('/ops/catalog/region_add', { father_id: String(father.id), code: 'cn-y', name: '' }, admin)).code,
    ).toBe(400);
    expect((await t.post('/ops/catalog/region_update', { id: '99999', name: 'X' }, admin)).code).toBe(404);
    const zone = await t.post(
      '/ops/catalog/zone_add',
      { region_id: String(region.data.id), code: 'cn-wuhan-a', name: 'Zone A' },
      admin,
    );
    const image = await t.post(
      '/ops/catalog/image_add',
      { zone_id: String(zone.data.id), os_type: 'Linux', name: 'Debian', version: '12 64-bit' },
      admin,
    );
    const o = await offer(t);
    expect(
      (
        await t.post(
          '/ops/catalog/zone_instance_types',
          { zone_id: String(zone.data.id), type_ids: `${o.type.id}` },
          admin,
        )
      ).data,
    ).toEqual({ zone_id: zone.data.id, type_ids: [o.type.id] });
    const regions = (await t.client().call('/v1/get_region_zone')).data!;
    expect(regions.find((r) => r.code === 'cn-wuhan')?.zones).toEqual([
      { id: zone.data.id, name: 'Zone A', code: 'cn-wuhan-a' },
    ]);
    const price = await t.post('/v1/inquiry_create_instance_price', {
      region_id: String(region.data.id),
      zone_id: String(zone.data.id),
      instance_type_id: String(o.type.id),
      image_id: String(image.data.id),
    });
    expect(price.data.price).toBe('342.00');
  });

  it('edits cloud-phone packages and regions; the phone price follows', async () => {
    const pkg = (await t.post('/ops/catalog/phone_package_list', {}, admin)).data.find(
      (p: { name: string }) => p.name === 'Basic',
    );
    await t.post(
      '/ops/catalog/phone_package_update',
      { id: String(pkg.id), price_month: '45.00', recommended: '1', badge: 'New' },
      admin,
    );
    const region = (
      await t.post(
        '/ops/catalog/phone_region_add',
        { code: 'cp-tokyo', name: 'Japan (Tokyo)', price_pct: '150' },
        admin,
      )
    ).data;
    const res = (await fetch(`${t.baseUrl}/phone_order/get_pdc_pkg_price?pkg_id=${pkg.id}&region_id=${region.id}`).then(
      (r) => r.json(),
    )) as { data: { price: string } };
    expect(res.data.price).toBe('67.50');
    // zh-CN pages (the default): the seeded Chinese name, and the English badge until a Chinese one is set.
    expect((await t.client().call('/v1/get_recommend_list_new')).data).toContainEqual(
      expect.objectContaining({ name: '基础版', badge: 'New' }),
    );
    await t.post('/ops/catalog/phone_package_update', { id: String(pkg.id), badge_zh: '新品' }, admin);
    expect((await t.client().call('/v1/get_recommend_list_new')).data).toContainEqual(
      expect.objectContaining({ name: '基础版', badge: '新品' }),
    );
    // An emptied Chinese name falls back to the English one.
    expect(
      (await t.post('/ops/catalog/phone_package_update', { id: String(pkg.id), name_zh: '' }, admin)).data,
    ).toMatchObject({ name: 'Basic', name_zh: null });
    expect((await t.client().call('/v1/get_recommend_list_new')).data).toContainEqual(
      expect.objectContaining({ name: 'Basic', badge: '新品' }),
    );
    expect(
      (await t.post('/ops/catalog/phone_region_add', { code: 'cp-bad', name: 'Bad', price_pct: '0' }, admin)).code,
    ).toBe(400);
  });

  it('edits the IP plans: the IP site’s price list, a purchase and the quota follow; the Free plan stays free', async () => {
    const plans = (await t.post('/ops/catalog/ip_plan_list', {}, admin)).data as Array<{ id: number; code: string }>;
    expect(plans.map((p) => p.code)).toEqual(['free', 'standard', 'business', 'enterprise']);
    expect(plans[1]).toMatchObject({
      name: 'Standard',
      monthly_quota: 1_000_000,
      price_month: '99.00',
      price_year: '990.00',
      api_access: true,
      data_download: false,
    });
    const standard = plans[1]!;
    const free = plans[0]!;
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    expect(
      (await t.post('/ops/catalog/ip_plan_update', { id: String(standard.id), price_month: '1.00' }, reviewer)).code,
    ).toBe(403);

    const res = await t.post(
      '/ops/catalog/ip_plan_update',
      { id: String(standard.id), monthly_quota: '2000000', price_month: '129.00' },
      admin,
    );
    expect(res.data).toMatchObject({ code: 'standard', monthly_quota: 2_000_000, price_month: '129.00' });
    const listed = (await t.client().call('/ipintel/plan_list')).data!;
    expect(listed.find((p) => p.code === 'standard')).toMatchObject({
      monthly_quota: 2_000_000,
      price_month: '129.00',
    });
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog.ip_plan.update'), eq(auditLog.targetId, String(standard.id))));
    expect(entry).toMatchObject({
      before: expect.objectContaining({ priceMonthFen: 9_900, monthlyQuota: 1_000_000 }),
      after: expect.objectContaining({ priceMonthFen: 12_900, monthlyQuota: 2_000_000 }),
    });

    // A customer buying the plan now pays the new price and gets the new quota.
    const reg = await t.signUp('planbuyer@example.com');
    const token = reg.data.token as string;
    await t.db.db.transaction((tx) =>
      postLedger(tx, {
        userId: reg.data.user.id,
        kind: 'adjustment',
        balanceDeltaFen: 200_00,
        refType: 'test',
        refId: 1,
        memo: 'test funds',
      }),
    );
    expect(
      (await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '129.00', agree: '1' }, token))
        .data,
    ).toMatchObject({
      price: '129.00',
    });
    expect((await t.post('/ipintel/subscription', {}, token)).data).toMatchObject({
      plan: { code: 'standard', monthly_quota: 2_000_000 },
      remaining: 2_000_000,
    });
    expect((await t.client(token).call('/personal_center/user_info')).data).toMatchObject({ balance: '71.00' });

    // The Free plan keeps its code and costs nothing; a new plan cannot take its code.
    expect((await t.post('/ops/catalog/ip_plan_update', { id: String(free.id), price_month: '9.00' }, admin)).msg).toBe(
      'The Free plan costs nothing: its prices stay 0.00',
    );
    expect((await t.post('/ops/catalog/ip_plan_update', { id: String(free.id), code: 'basic' }, admin)).msg).toBe(
      'The Free plan keeps the code free',
    );
    expect(
      (await t.post('/ops/catalog/ip_plan_update', { id: String(free.id), monthly_quota: '60000' }, admin)).data,
    ).toMatchObject({ code: 'free', monthly_quota: 60_000 });
    expect(
      (
        await t.post(
          '/ops/catalog/ip_plan_add',
          { code: 'free', name: 'Again', monthly_quota: '1', price_month: '0', price_year: '0' },
          admin,
        )
      ).msg,
    ).toBe('An entry with this code already exists');
    expect(
      (await t.post('/ops/catalog/ip_plan_update', { id: String(standard.id), monthly_quota: '-1' }, admin)).code,
    ).toBe(400);
    await t.post(
      '/ops/catalog/ip_plan_update',
      { id: String(standard.id), monthly_quota: '1000000', price_month: '99.00' },
      admin,
    );
    await t.post('/ops/catalog/ip_plan_update', { id: String(free.id), monthly_quota: '50000' }, admin);
  });
});
