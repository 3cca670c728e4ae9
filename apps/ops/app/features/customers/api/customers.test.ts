import { translatorFor } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import { orderStatusLabel, verificationLabel, yuanToFen } from './customers';

const t = translatorFor('en');

describe('yuanToFen', () => {
  it('reads amounts as finance types them', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('1,000.00')).toBe(100_000);
    expect(yuanToFen('¥ 0.07')).toBe(7);
    expect(yuanToFen('-3')).toBe(-300);
  });

  it('refuses what is not an amount in yuan and fen', () => {
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('')).toBeNull();
  });
});

describe('labels', () => {
  it('names verification and order states', () => {
    expect(verificationLabel(2, 2, t)).toBe('Verified (enterprise)');
    expect(verificationLabel(0, 0, t)).toBe('Not verified');
    expect(orderStatusLabel(5, t)).toBe('Refunded');
  });
});
