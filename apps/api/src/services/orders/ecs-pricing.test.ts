import { describe, expect, it } from 'vitest';
import { bandwidthMonthFen } from './ecs-pricing.ts';

describe('bandwidthMonthFen', () => {
  const tiers = [
    { fromMbps: 0, priceFenPerMbps: 2300 },
    { fromMbps: 5, priceFenPerMbps: 8000 },
  ];
  it('charges each Mbps at its tier', () => {
    expect(bandwidthMonthFen(0, tiers)).toBe(0);
    expect(bandwidthMonthFen(1, tiers)).toBe(2300);
    expect(bandwidthMonthFen(5, tiers)).toBe(11500);
    expect(bandwidthMonthFen(6, tiers)).toBe(19500);
    expect(bandwidthMonthFen(100, tiers)).toBe(11500 + 95 * 8000);
  });
});
