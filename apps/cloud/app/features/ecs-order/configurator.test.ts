import { registerMessages } from '@lanyun/i18n/messages';
import { translatorFor } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import {
  DEFAULT_INSTANCE_NAME,
  ORDER_MESSAGES,
  configurator,
  initialConfigurator,
  orderParams,
  orderProblems,
  quoteParams,
  type CatalogFamily,
  type CatalogImage,
  type CatalogRegion,
  type ConfiguratorState,
} from './configurator';

const regions: CatalogRegion[] = [
  {
    id: 1,
    father_id: 1,
    name: 'Hangzhou',
    zones: [
      { id: 11, name: 'Zone A' },
      { id: 12, name: 'Zone B' },
    ],
  },
  { id: 2, father_id: 2, name: 'Singapore', zones: [{ id: 21, name: 'Zone A' }] },
];
const disks = [
  { code: 'cloud_essd', min_gb: 20, max_gb: 32768, system_disk: true },
  { code: 'cloud_efficiency', min_gb: 40, max_gb: 32768, system_disk: true },
];
const durations = [{ months: 1 }, { months: 12 }];
const images = (base: number): CatalogImage[] => [
  { id: base + 1, os_type: 'Windows', name: 'Windows Server', version: '2022' },
  { id: base + 2, os_type: 'Linux', name: 'Ubuntu', version: '24.04' },
  { id: base + 3, os_type: 'Linux', name: 'Debian', version: '12' },
];
const families = (base: number, withBig = true): CatalogFamily[] => [
  {
    code: 'g7',
    types: [{ id: base + 1, code: 'ecs.g7.large' }, ...(withBig ? [{ id: base + 2, code: 'ecs.g7.xlarge' }] : [])],
  },
  { code: 'c7', types: [{ id: base + 3, code: 'ecs.c7.large' }] },
];

registerMessages('en', en);
/** The checks' messages in English, as a visitor of ?lang=en reads them. */
const t = translatorFor('en');

function start(): ConfiguratorState {
  const s = initialConfigurator({ regions, disks, durations });
  return configurator(s, { type: 'zone-catalog', zoneId: 11, images: images(100), families: families(200) });
}

describe('initial state', () => {
  it('starts in the first zone of the first region with a 40 GB system disk, password log-in and one month', () => {
    const s = initialConfigurator({ regions, disks, durations });
    expect(s).toMatchObject({
      regionId: 1,
      zoneId: 11,
      imageId: null,
      typeId: null,
      systemDisk: { type: 'cloud_essd', gb: 40 },
      loginType: 'password',
      months: 1,
      quantity: 1,
      name: DEFAULT_INSTANCE_NAME,
    });
    expect(quoteParams(s)).toBeNull();
  });
  it('picks the first Linux image and the first type once the zone catalog arrives', () => {
    expect(start()).toMatchObject({ imageId: 102, typeId: 201, familyCode: 'g7' });
  });
  it('ignores a zone catalog that arrives for a zone no longer chosen', () => {
    const s = configurator(start(), { type: 'zone', zoneId: 12 });
    expect(configurator(s, { type: 'zone-catalog', zoneId: 11, images: images(500), families: families(600) })).toBe(s);
  });
});

describe('changing region and zone keeps what the new zone offers', () => {
  it('a new region selects its first zone', () => {
    const s = configurator(start(), { type: 'region', region: regions[1]! });
    expect(s).toMatchObject({ regionId: 2, zoneId: 21 });
  });
  it('keeps the same image (by name and version) and type (by code) in the new zone', () => {
    let s = configurator(start(), { type: 'image', imageId: 103, images: images(100) });
    s = configurator(s, { type: 'instance-type', typeId: 202, code: 'ecs.g7.xlarge' });
    s = configurator(s, { type: 'zone', zoneId: 12 });
    s = configurator(s, { type: 'zone-catalog', zoneId: 12, images: images(300), families: families(400) });
    expect(s).toMatchObject({ imageId: 303, typeId: 402, familyCode: 'g7' });
  });
  it('falls back to the family’s first type when the new zone lacks the chosen one', () => {
    let s = configurator(start(), { type: 'instance-type', typeId: 202, code: 'ecs.g7.xlarge' });
    s = configurator(s, { type: 'zone', zoneId: 12 });
    s = configurator(s, { type: 'zone-catalog', zoneId: 12, images: images(300), families: families(400, false) });
    expect(s).toMatchObject({ typeId: 401, familyCode: 'g7' });
  });
  it('choosing a family selects its first type', () => {
    const s = configurator(start(), { type: 'family', family: families(200)[1]! });
    expect(s).toMatchObject({ familyCode: 'c7', typeId: 203 });
  });
});

describe('numbers are kept in range', () => {
  it('clamps bandwidth to 0–200 and quantity to 1–20', () => {
    expect(configurator(start(), { type: 'bandwidth', mbps: 500 }).bandwidthMbps).toBe(200);
    expect(configurator(start(), { type: 'bandwidth', mbps: -3 }).bandwidthMbps).toBe(0);
    expect(configurator(start(), { type: 'quantity', quantity: 0 }).quantity).toBe(1);
    expect(configurator(start(), { type: 'quantity', quantity: 99 }).quantity).toBe(20);
    expect(configurator(start(), { type: 'quantity', quantity: Number.NaN }).quantity).toBe(1);
  });
  it('adds, edits and removes data disks', () => {
    let s = configurator(start(), { type: 'add-data-disk', diskType: 'cloud_essd' });
    s = configurator(s, { type: 'add-data-disk', diskType: 'cloud_essd' });
    expect(s.dataDisks.map((d) => d.key)).toEqual([1, 2]);
    s = configurator(s, { type: 'data-disk', key: 2, disk: { gb: 500 } });
    s = configurator(s, { type: 'remove-data-disk', key: 1 });
    expect(s.dataDisks).toEqual([{ key: 2, type: 'cloud_essd', gb: 500 }]);
  });
});

describe('what is sent', () => {
  it('quotes the configuration without any price', () => {
    const s = configurator(start(), { type: 'add-data-disk', diskType: 'cloud_essd' });
    const q = quoteParams(s)!;
    expect(q).toEqual({
      zone_id: 11,
      instance_type_id: 201,
      image_id: 102,
      system_disk_type: 'cloud_essd',
      system_disk_gb: 40,
      data_disks: '[{"type":"cloud_essd","gb":100}]',
      bandwidth_mbps: 1,
      duration_months: 1,
      quantity: 1,
    });
    expect(Object.keys(q).some((k) => k.includes('price'))).toBe(false);
  });
  it('orders with the price seen, the log-in chosen and nothing else', () => {
    let s = configurator(start(), { type: 'password', password: 'Lanyun2024xyz' });
    expect(orderParams(s, '123.40', 'tok-12345678')).toMatchObject({
      region_id: 1,
      name: DEFAULT_INSTANCE_NAME,
      login_type: 'password',
      password: 'Lanyun2024xyz',
      price: '123.40',
      client_token: 'tok-12345678',
      auto_renew: false,
    });
    s = configurator(s, { type: 'login-type', loginType: 'key' });
    s = configurator(s, { type: 'ssh-key', id: 7 });
    const key = orderParams(s, '1.00', 'tok-12345678')!;
    expect(key).toMatchObject({ login_type: 'key', ssh_key_id: 7 });
    expect('password' in key).toBe(false);
  });
});

describe('checks before buying', () => {
  const ok = (s: ConfiguratorState) =>
    configurator(configurator(s, { type: 'password', password: 'Lanyun2024xyz' }), {
      type: 'confirm-password',
      password: 'Lanyun2024xyz',
    });
  it('accepts a complete order', () => {
    expect(orderProblems(ok(start()), disks, t)).toEqual({});
  });
  it('applies the shared instance password rule and the confirmation', () => {
    const s = configurator(start(), { type: 'password', password: 'root' });
    expect(orderProblems(s, disks, t).password).toBe('The password must be 12 to 26 characters');
    const admin = configurator(start(), { type: 'password', password: 'MyAdminPass123' });
    expect(orderProblems(admin, disks, t).password).toBe('The password must not contain "Admin"');
    const mismatch = configurator(ok(start()), { type: 'confirm-password', password: 'other' });
    expect(orderProblems(mismatch, disks, t).confirmPassword).toBe(t(ORDER_MESSAGES.passwordMismatch));
  });
  it('needs an SSH key for key log-in', () => {
    const s = configurator(start(), { type: 'login-type', loginType: 'key' });
    expect(orderProblems(s, disks, t)).toMatchObject({ sshKey: t(ORDER_MESSAGES.sshKey) });
    expect(orderProblems(s, disks, t).password).toBeUndefined();
  });
  it('checks disk sizes against the category', () => {
    const s = configurator(ok(start()), { type: 'system-disk', disk: { type: 'cloud_efficiency', gb: 30 } });
    expect(orderProblems(s, disks, t).systemDisk).toBe('The system disk must be 40 to 32768 GB');
  });
  it('checks the name', () => {
    expect(orderProblems(configurator(ok(start()), { type: 'name', name: '1abc' }), disks, t).name).toBe(
      t(ORDER_MESSAGES.name),
    );
    expect(
      orderProblems(configurator(ok(start()), { type: 'name', name: 'web-01.prod' }), disks, t).name,
    ).toBeUndefined();
    expect(orderProblems(configurator(ok(start()), { type: 'name', name: '' }), disks, t).name).toBe(
      t(ORDER_MESSAGES.name),
    );
  });
  it('reports an incomplete configuration', () => {
    expect(orderProblems(initialConfigurator({ regions, disks, durations }), disks, t).config).toBe(
      t(ORDER_MESSAGES.incomplete),
    );
  });
});
