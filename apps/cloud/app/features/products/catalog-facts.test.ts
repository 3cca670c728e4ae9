import { describe, expect, it } from 'vitest';
import { fillCatalogFacts, lowestPrice, quotePrice } from './catalog-facts';

const facts = { ecsFrom: '31.50', ecsFromDiskGb: 40, phoneFrom: '39.00', regions: 12, zones: 31, trialDays: 7 };

describe('catalog facts in operator-written text', () => {
  it('fills prices and counts from the catalog', () => {
    expect(fillCatalogFacts('云服务器 ECS 低至 {ecs_from} 元/月', facts)).toBe('云服务器 ECS 低至 31.5 元/月');
    expect(fillCatalogFacts('{regions} 个地域，{zones} 个可用区；云手机每月 {phone_from} 元起', facts)).toBe(
      '12 个地域，31 个可用区；云手机每月 39 元起',
    );
    expect(fillCatalogFacts('先试后买：{trial_days} 天免费试用', facts)).toBe('先试后买：7 天免费试用');
    expect(fillCatalogFacts('No figures here', facts)).toBe('No figures here');
    expect(fillCatalogFacts('{unknown} stays', facts)).toBe('{unknown} stays');
  });

  it('gives null when the catalog cannot give a figure the text names', () => {
    expect(fillCatalogFacts('From ¥{ecs_from}/month', { ...facts, ecsFrom: null })).toBeNull();
    expect(fillCatalogFacts('{regions} regions', { ...facts, regions: 0 })).toBeNull();
    expect(fillCatalogFacts('{trial_days}-day trial', { ...facts, trialDays: null })).toBeNull();
  });

  it('quotes yuan without trailing zeros and finds the lowest price', () => {
    expect(quotePrice('29.00')).toBe('29');
    expect(quotePrice('29.90')).toBe('29.9');
    expect(lowestPrice(['59.00', '39.00', 'x'])).toBe('39.00');
    expect(lowestPrice([])).toBeNull();
  });
});
