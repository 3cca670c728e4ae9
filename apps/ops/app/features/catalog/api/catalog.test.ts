import { describe, expect, it } from 'vitest';
import { catalogFields, changedValues, fieldLabel } from './catalog';

const row = { id: 3, code: 'ecs.c7.large', vcpu: 2, price_month: '99.00', enabled: true };

describe('catalog forms', () => {
  it('takes the fields from a row', () => {
    expect(catalogFields([row])).toEqual([
      { key: 'code', boolean: false },
      { key: 'vcpu', boolean: false },
      { key: 'price_month', boolean: false },
      { key: 'enabled', boolean: true },
    ]);
    expect(catalogFields([])).toEqual([]);
    expect(fieldLabel('price_month')).toBe('Price month');
    expect(fieldLabel('name_zh')).toBe('Name (zh-CN)');
  });

  it('sends only what changed on an update, everything on an add', () => {
    expect(changedValues(row, { code: 'ecs.c7.large', vcpu: '4', price_month: ' 99.00 ', enabled: false })).toEqual({
      vcpu: '4',
      enabled: false,
    });
    expect(changedValues(row, { code: 'ecs.c7.large', vcpu: '2', price_month: '99.00', enabled: true })).toEqual({});
    expect(changedValues(null, { code: 'x', enabled: true })).toEqual({ code: 'x', enabled: true });
  });
});
