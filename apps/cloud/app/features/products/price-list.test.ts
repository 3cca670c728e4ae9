import { describe, expect, it } from 'vitest';
import { discountLabel } from '../../lib/discount';
import { lowestMonthlyPrice, mergeFamilies, shapeRange, type EcsFamily } from './price-list';

const t = (id: number, vcpu: number, memory_gb: number, price_month: string) => ({
  id,
  code: `t${id}`,
  vcpu,
  memory_gb,
  price_month,
});
const zoneA: EcsFamily[] = [
  { code: 'g7', name: 'General', description: '', types: [t(2, 4, 16, '558.00'), t(1, 2, 8, '279.00')] },
  { code: 'r7', name: 'Memory', description: '', types: [t(5, 2, 16, '369.00')] },
];
const zoneB: EcsFamily[] = [
  { code: 'g7', name: 'General', description: '', types: [t(1, 2, 8, '279.00'), t(3, 8, 32, '1116.00')] },
  { code: 't6', name: 'Burstable', description: '', types: [t(9, 1, 1, '29.00')] },
];

describe('mergeFamilies', () => {
  it('unites the types of every zone once, sorted by size, families in first-seen order', () => {
    const merged = mergeFamilies([zoneA, zoneB]);
    expect(merged.map((f) => f.code)).toEqual(['g7', 'r7', 't6']);
    expect(merged[0]!.types.map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it('does not change its input', () => {
    mergeFamilies([zoneA, zoneB]);
    expect(zoneA[0]!.types.map((x) => x.id)).toEqual([2, 1]);
  });
});

describe('price facts', () => {
  it('finds the lowest monthly price as the API wrote it', () => {
    expect(lowestMonthlyPrice(mergeFamilies([zoneA, zoneB]))).toBe('29.00');
    expect(lowestMonthlyPrice([])).toBeNull();
  });
  it('describes the range of shapes', () => {
    expect(shapeRange(mergeFamilies([zoneA, zoneB]))).toBe('1–8 vCPU, 1–32 GiB');
    expect(shapeRange([])).toBe('');
  });
  it('labels duration discounts', () => {
    expect(discountLabel(100)).toBe('List price');
    expect(discountLabel(83)).toBe('17% off');
  });
});
