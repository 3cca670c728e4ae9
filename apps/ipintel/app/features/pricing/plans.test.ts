import { describe, expect, it } from 'vitest';
import { planFeatures, planPrice } from './plans';

describe('IP plan copy', () => {
  it('prices a plan by period from the API figures', () => {
    const plan = { price_month: '99.00', price_year: '990.00' };
    expect(planPrice(plan, 'monthly')).toBe('99.00');
    expect(planPrice(plan, 'yearly')).toBe('990.00');
  });
  it('has bullets for the four spec plans and none for unknown codes', () => {
    for (const code of ['free', 'standard', 'business', 'enterprise'])
      expect(planFeatures(code).length).toBeGreaterThan(0);
    expect(planFeatures('custom')).toEqual([]);
  });
});
