import { describe, expect, it } from 'vitest';
import { bandwidthMonthFen, spreadLines } from './ecs-pricing.ts';

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

describe('spreadLines', () => {
  const parts = [
    { kind: 'instance' as const, item: 'type', monthFen: 33_333 },
    { kind: 'system_disk' as const, item: 'disk', monthFen: 1_111 },
    { kind: 'bandwidth' as const, item: 'bw', monthFen: 2_301 },
  ];
  it('prices each part with the region factor and puts the rounding on the first, so the lines sum to the list price', () => {
    const unit = Math.round(((33_333 + 1_111 + 2_301) * 115) / 100);
    const lines = spreadLines(parts, 115, unit, 3 * 2);
    expect(lines.map((l) => l.kind)).toEqual(['instance', 'system_disk', 'bandwidth']);
    expect(lines.reduce((s, l) => s + l.fen, 0)).toBe(unit * 6);
    expect(lines[1]!.fen).toBe(Math.round((1_111 * 115) / 100) * 6);
    expect(lines[2]!.fen).toBe(Math.round((2_301 * 115) / 100) * 6);
  });
});
