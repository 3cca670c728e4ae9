import { describe, expect, it } from 'vitest';
import { clampQuantity, initialPhoneChoice, phoneOrderParams, phoneQuoteParams } from './phone-order';

const catalog = {
  packages: [{ id: 1 }, { id: 2 }],
  regions: [{ id: 7 }, { id: 8 }],
  durations: [{ months: 1 }, { months: 3 }],
};

describe('phone purchase form', () => {
  it('starts with the recommended package when there is one', () => {
    expect(initialPhoneChoice(catalog)).toEqual({ pkgId: 1, regionId: 7, months: 1, quantity: 1, autoRenew: false });
    expect(initialPhoneChoice({ ...catalog, recommendedId: 2 }).pkgId).toBe(2);
    expect(initialPhoneChoice({ ...catalog, recommendedId: 99 }).pkgId).toBe(1);
  });
  it('keeps the quantity between 1 and 20', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(25)).toBe(20);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.4)).toBe(2);
  });
  it('asks for a quote without a price and orders with the price seen', () => {
    const c = { ...initialPhoneChoice(catalog), quantity: 3, autoRenew: true };
    expect(phoneQuoteParams(c)).toEqual({ pkg_id: 1, region_id: 7, duration_months: 1, quantity: 3 });
    expect(phoneOrderParams(c, '117.00', 'token-123456')).toEqual({
      pkg_id: 1,
      region_id: 7,
      duration_months: 1,
      quantity: 3,
      auto_renew: true,
      price: '117.00',
      client_token: 'token-123456',
    });
  });
  it('waits for a package and a region', () => {
    expect(phoneQuoteParams({ pkgId: null, regionId: 7, months: 1, quantity: 1, autoRenew: false })).toBeNull();
    expect(
      phoneOrderParams({ pkgId: 1, regionId: null, months: 1, quantity: 1, autoRenew: false }, '1.00', 'token-123456'),
    ).toBeNull();
  });
});
