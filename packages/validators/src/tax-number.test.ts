import { describe, expect, it } from 'vitest';
import { isValidTaxNumber, normalizeTaxNumber, taxNumberProblem } from './tax-number.ts';

describe('taxpayer identification numbers', () => {
  const valid18 = '91350100M000100Y43';

  it('accepts an 18-character unified social credit code with the right check character', () => {
    expect(isValidTaxNumber(valid18)).toBe(true);
    expect(isValidTaxNumber(` ${valid18.toLowerCase()} `)).toBe(true);
    expect(normalizeTaxNumber(` ${valid18.toLowerCase()} `)).toBe(valid18);
  });

  it('refuses a wrong check character, naming it', () => {
    const wrong = valid18.slice(0, 17) + (valid18[17] === '0' ? '1' : '0');
    expect(taxNumberProblem(wrong)).toBe('check_digit');
  });

  it('accepts the 15- and 20-character former numbers by format', () => {
    expect(isValidTaxNumber('330106123456789')).toBe(true);
    expect(isValidTaxNumber('11010519491231002X01')).toBe(true);
  });

  it('refuses other lengths and symbols', () => {
    expect(taxNumberProblem('')).toBe('format');
    expect(taxNumberProblem('1234567890123456')).toBe('format');
    expect(taxNumberProblem('33010612345678-')).toBe('format');
    expect(taxNumberProblem('91350100M000100Y4!')).toBe('format');
  });
});
