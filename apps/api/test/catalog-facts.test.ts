import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the figures public pages quote (/v1/catalog_facts)', () => {
  it('counts the regions and zones the catalog lists', async () => {
    const facts = (await t.client().call('/v1/catalog_facts')).data!;
    const regions = (await t.client().call('/v1/get_region_zone')).data!;
    const withZones = regions.filter((r) => r.zones.length > 0);
    expect(withZones.length).toBeGreaterThan(1);
    expect(facts.regions).toBe(withZones.length);
    expect(facts.zones).toBe(withZones.reduce((n, r) => n + r.zones.length, 0));
  });

  it('quotes "from" as the cheapest configuration a customer can order, system disk included', async () => {
    const c = t.client();
    const facts = (await c.call('/v1/catalog_facts')).data!;
    const from = facts.ecs_from!;
    expect(from).not.toBeNull();
    // The same configuration priced as the configurator prices it costs exactly the quoted figure.
    const own = (await c.call('/v1/inquiry_create_instance_price', { ...from.config, data_disks: '[]', quantity: 1 }))
      .data!;
    expect(from.config.duration_months).toBe(1);
    expect(from.price_month).toBe(own.price);
    expect(own.lines.some((l) => /系统盘/.test(l.item))).toBe(true);

    // No zone offers a complete configuration for less: its cheapest type with the smallest system disk.
    const disks = (await c.call('/v1/get_disk')).data!.filter((d) => d.system_disk);
    const disk = disks.reduce((a, b) =>
      Number(b.price_gb_month) * b.min_gb < Number(a.price_gb_month) * a.min_gb ? b : a,
    );
    let cheapestTypeAlone = Infinity;
    for (const region of (await c.call('/v1/get_region_zone')).data!) {
      for (const zone of region.zones) {
        const images = (await c.call('/v1/get_region_zone_images', { zone_id: zone.id })).data!;
        const types = (await c.call('/v1/get_region_zone_instance_config', { zone_id: zone.id })).data!.flatMap(
          (f) => f.types,
        );
        if (!images.length || !types.length) continue;
        const type = types.reduce((a, b) => (Number(b.price_month) < Number(a.price_month) ? b : a));
        cheapestTypeAlone = Math.min(cheapestTypeAlone, Number(type.price_month));
        const quote = (
          await c.call('/v1/inquiry_create_instance_price', {
            region_id: region.id,
            zone_id: zone.id,
            instance_type_id: type.id,
            image_id: images[0]!.id,
            system_disk_type: disk.code,
            system_disk_gb: disk.min_gb,
            data_disks: '[]',
            bandwidth_mbps: 0,
            duration_months: 1,
            quantity: 1,
          })
        ).data!;
        expect(Number(quote.price), `${zone.code}`).toBeGreaterThanOrEqual(Number(from.price_month));
      }
    }
    // The instance type alone is cheaper than what a customer pays: the mandatory system disk is counted.
    expect(Number(from.price_month)).toBeGreaterThan(cheapestTypeAlone);
  });

  it('quotes the cheapest cloud-phone package', async () => {
    const facts = (await t.client().call('/v1/catalog_facts')).data!;
    const packages = (await t.client().call('/phone/get_pdc_pkg_id')).data!;
    expect(facts.phone_from).toBe(packages.map((p) => p.price_month).reduce((a, b) => (Number(b) < Number(a) ? b : a)));
  });
});
