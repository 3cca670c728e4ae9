import { describe, expect, it } from 'vitest';
import { registerMessages } from '@lanyun/i18n/messages';
import { translatorFor } from '@lanyun/i18n/react';
import zhCN from '../../../locales/zh-CN';
import { catalogFields, changedValues, fieldLabel, fieldLang } from './catalog';

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
  });

  it('names the fields in the page’s language and marks the language of their values', () => {
    const en = translatorFor('en');
    registerMessages('zh-CN', zhCN);
    const zh = translatorFor('zh-CN');
    expect(fieldLabel('price_month', en)).toBe('Monthly price');
    expect(fieldLabel('name_zh', en)).toBe('Name (Chinese)');
    expect(fieldLabel('name_zh', zh)).toBe('名称（中文）');
    expect(fieldLabel('sort', zh)).toBe('排序');
    expect(fieldLang('name_zh', ['name', 'name_zh'])).toBe('zh-CN');
    expect(fieldLang('name', ['name', 'name_zh'])).toBe('en');
    expect(fieldLang('code', ['code', 'name'])).toBeUndefined();
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
