import { describe, expect, it } from 'vitest';
import { PLANS, planPrice } from './plans';

describe('IP plans (spec §1, §9)', () => {
  it('has the four spec plans with a 50,000-lookup free tier', () => {
    expect(PLANS.map((p) => p.name)).toEqual(['Free', 'Standard', 'Business', 'Enterprise']);
    expect(PLANS[0]?.lookupsPerMonth).toBe(50_000);
    expect(PLANS[0]?.priceMonth).toBe(0);
  });
  it('prices yearly billing at ten months', () => {
    expect(planPrice({ priceMonth: 99 }, 'monthly')).toBe(99);
    expect(planPrice({ priceMonth: 99 }, 'yearly')).toBe(990);
    expect(planPrice({ priceMonth: null }, 'yearly')).toBeNull();
  });
});
