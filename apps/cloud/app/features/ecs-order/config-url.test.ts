import { describe, expect, it } from 'vitest';
import { configFromParams, configToParams, loginToBuyHref } from './config-url';
import { initialConfigurator } from './configurator';

const regions = [
  { id: 1, name: 'A', father_id: 1, zones: [{ id: 11, name: 'a' }] },
  {
    id: 2,
    name: 'B',
    father_id: 1,
    zones: [
      { id: 21, name: 'b' },
      { id: 22, name: 'c' },
    ],
  },
];
const start = initialConfigurator({
  regions: regions as never,
  disks: [{ code: 'cloud_essd', system_disk: true, min_gb: 20 }] as never,
  durations: [{ months: 1 }, { months: 12 }],
});

describe('the ECS configuration in the URL (survives log-in)', () => {
  it('round-trips what the customer chose, without the password', () => {
    const chosen = {
      ...start,
      regionId: 2,
      zoneId: 22,
      imageId: 7,
      typeId: 9,
      bandwidthMbps: 5,
      systemDisk: { type: 'cloud_essd', gb: 60 },
      dataDisks: [{ key: 3, type: 'cloud_ssd', gb: 200 }],
      months: 12,
      quantity: 3,
      autoRenew: true,
      password: 'Secret123!',
    };
    const params = configToParams(chosen);
    expect(params.toString()).not.toContain('Secret');
    const back = configFromParams(start, params, regions);
    expect(back).toMatchObject({
      regionId: 2,
      zoneId: 22,
      imageId: 7,
      typeId: 9,
      bandwidthMbps: 5,
      systemDisk: { type: 'cloud_essd', gb: 60 },
      dataDisks: [{ type: 'cloud_ssd', gb: 200 }],
      months: 12,
      quantity: 3,
      autoRenew: true,
      password: '',
    });
    expect(decodeURIComponent(loginToBuyHref(chosen))).toMatch(
      /^\/login\?tp=1&redirect=\/ecs\?region=2&zone=22&.*#buy$/,
    );
  });

  it('ignores malformed or unknown values', () => {
    const back = configFromParams(
      start,
      new URLSearchParams('region=2&zone=11&bw=-3&qty=999&sys=x&data=;drop'),
      regions,
    );
    expect(back.regionId).toBe(start.regionId);
    expect(back.zoneId).toBe(start.zoneId);
    expect(back.bandwidthMbps).toBe(start.bandwidthMbps);
    expect(back.quantity).toBe(20);
    expect(back.dataDisks).toEqual([]);
  });
});
