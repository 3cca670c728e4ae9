import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money.ts';

describe('money', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(12345)).toBe('123.45');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(1_000_000_000_00)).toBe('1000000000.00');
  });
  it('parses yuan into fen exactly', () => {
    expect(yuanToFen('10')).toBe(1000);
    expect(yuanToFen('10.5')).toBe(1050);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen(' 99.99 ')).toBe(9999);
  });
  it('rejects malformed amounts', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.5']) expect(() => yuanToFen(bad)).toThrow(RangeError);
  });
});
