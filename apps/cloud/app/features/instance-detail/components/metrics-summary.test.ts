import { describe, expect, it } from 'vitest';
import { formatChartValue, summarizeSeries } from './metrics-summary';

describe('summarizeSeries', () => {
  it('gives the latest, lowest, highest and average value of the range', () => {
    expect(summarizeSeries([10, 40, 20, 30])).toEqual({ latest: 30, min: 10, max: 40, avg: 25 });
  });

  it('skips gaps and says nothing for a series without values', () => {
    expect(summarizeSeries([Number.NaN, 5, Number.NaN])).toEqual({ latest: 5, min: 5, max: 5, avg: 5 });
    expect(summarizeSeries([])).toBeNull();
  });
});

describe('formatChartValue', () => {
  it('keeps at most one decimal, grouped as the language writes numbers', () => {
    expect(formatChartValue(12.345, 'en')).toBe('12.3');
    expect(formatChartValue(2048, 'zh-CN')).toBe('2,048');
  });
});
