import { createApiClient } from '@lanyun/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let hz: { zones: { id: number }[] };
let hk: { zones: { id: number }[] };
beforeAll(async () => {
  t = await startTestServer();
  const regions = (await t.client().call('/v1/get_region_zone')).data!;
  hz = regions.find((r) => r.code === 'cn-hangzhou')!;
  hk = regions.find((r) => r.code === 'cn-hongkong')!;
});
afterAll(() => t.close());

async function config(zoneId: number) {
  const fams = (await t.client().call('/v1/get_region_zone_instance_config', { zone_id: zoneId })).data!;
  const images = (await t.client().call('/v1/get_region_zone_images', { zone_id: zoneId })).data!;
  const type = fams.find((f) => f.code === 'g7')!.types.find((ty) => ty.code === 'ecs.g7.large')!;
  return { type, image: images[0]!, fams };
}

describe('ECS catalog and prices', () => {
  it('lists durations, disks and the families a zone offers', async () => {
    expect((await t.client().call('/v1/get_duration')).data).toContainEqual({
      months: 12,
      label: '1 年',
      price_pct: 83,
    });
    const en = createApiClient({ baseUrl: t.baseUrl, headers: { 'accept-language': 'en' } });
    expect((await en.call('/v1/get_duration')).data).toContainEqual({ months: 12, label: '1 year', price_pct: 83 });
    expect((await en.call('/v1/get_disk')).data?.[0]?.name).toBe('ESSD PL1');
    expect((await t.client().call('/v1/get_disk')).data?.[0]?.name).toBe('ESSD 云盘 PL1');
    expect((await t.client().call('/v1/get_region_father')).data?.[0]?.name).toBe('中国内地');
    expect((await en.call('/v1/get_region_zone')).data?.[0]).toMatchObject({
      name: 'East China 1 (Hangzhou)',
      zones: [expect.objectContaining({ name: 'Zone A' }), expect.anything(), expect.anything()],
    });
    expect((await t.client().call('/v1/get_region_zone')).data?.[0]).toMatchObject({
      name: '华东1（杭州）',
      zones: [expect.objectContaining({ name: '可用区 A' }), expect.anything(), expect.anything()],
    });
    expect((await t.client().call('/v1/get_disk')).data?.[0]).toMatchObject({
      code: 'cloud_essd',
      price_gb_month: '1.00',
      min_gb: 20,
    });
    const { type, fams } = await config(hz.zones[0]!.id);
    expect(type).toMatchObject({ vcpu: 2, memory_gb: 8, price_month: '279.00' });
    expect(fams.map((f) => f.code)).toEqual(['g7', 'c7', 'r7', 't6']);
  });

  it('prices a configuration on the server: parts, region factor, duration discount, quantity', async () => {
    const { type, image } = await config(hz.zones[0]!.id);
    const body = {
      zone_id: hz.zones[0]!.id,
      instance_type_id: type.id,
      image_id: image.id,
      system_disk_type: 'cloud_essd',
      system_disk_gb: 40,
      data_disks: JSON.stringify([{ type: 'cloud_ssd', gb: 100 }]),
      bandwidth_mbps: 5,
      duration_months: 12,
      quantity: 2,
    };
    // 279.00 + 40 GB × 1.00 + 100 GB × 0.80 + 5 Mbps × 23.00 = 514.00 a month
    const res = await t.client().call('/v1/inquiry_create_instance_price', body);
    expect(res.data).toMatchObject({
      unit_price_month: '514.00',
      original_price: '12336.00',
      price: '10238.88',
      discount: '2097.12',
    });
    expect(res.data!.lines.map((l) => l.item)).toEqual([
      'ecs.g7.large (2 vCPU, 8 GiB)',
      '系统盘：ESSD 云盘 PL1 40 GB',
      '数据盘：SSD 云盘 100 GB',
      '公网带宽 5 Mbps',
    ]);
    const en = createApiClient({ baseUrl: t.baseUrl, headers: { 'accept-language': 'en' } });
    expect((await en.call('/v1/inquiry_create_instance_price', body)).data!.lines.map((l) => l.item)).toEqual([
      'ecs.g7.large (2 vCPU, 8 GiB)',
      'System disk: ESSD PL1 40 GB',
      'Data disk: Standard SSD 100 GB',
      'Public bandwidth 5 Mbps',
    ]);
    // Hong Kong costs 130 %.
    const h = await config(hk.zones[0]!.id);
    const hkRes = await t.client().call('/v1/inquiry_create_instance_price', {
      ...body,
      zone_id: hk.zones[0]!.id,
      instance_type_id: h.type.id,
      image_id: h.image.id,
      duration_months: 1,
      quantity: 1,
    });
    expect(hkRes.data?.unit_price_month).toBe('668.20');
  });

  it('refuses configurations the catalog does not offer, naming the problem', async () => {
    const a = await config(hz.zones[0]!.id);
    const other = await config(hz.zones[1]!.id);
    const base = {
      zone_id: String(hz.zones[0]!.id),
      instance_type_id: String(a.type.id),
      image_id: String(a.image.id),
    };
    const msg = async (extra: Record<string, string>) =>
      (await t.post('/v1/inquiry_create_instance_price', { ...base, ...extra })).msg;
    expect(await msg({ zone_id: '999999' })).toBe('Unknown zone');
    expect(await msg({ image_id: String(other.image.id) })).toBe('This image is not offered in the chosen zone');
    expect(await msg({ system_disk_gb: '10' })).toBe('System disk size must be 20 to 32768 GB');
    expect(await msg({ system_disk_type: 'floppy' })).toBe('Unknown system disk type: floppy');
    expect(await msg({ data_disks: 'not json' })).toMatch(/data_disks must be a JSON array/);
    expect(await msg({ duration_months: '5' })).toBe('Unsupported purchase duration');
    expect(await msg({ bandwidth_mbps: '1000' })).toBe('Bandwidth must be 0 to 200 Mbps');
    expect(await msg({ quantity: '0' })).toBe('Quantity must be 1 to 20');
    // The largest r7 type is offered in every other zone only.
    const scarce = a.fams.find((f) => f.code === 'r7')!.types.at(-1)!;
    expect(other.fams.find((f) => f.code === 'r7')!.types.some((ty) => ty.id === scarce.id)).toBe(false);
    expect(
      await msg({
        zone_id: String(hz.zones[1]!.id),
        image_id: String(other.image.id),
        instance_type_id: String(scarce.id),
      }),
    ).toBe('This instance type is not offered in the chosen zone');
  });
});
