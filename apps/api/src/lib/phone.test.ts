import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('accepts mainland mobile numbers in common spellings', () => {
    for (const s of ['13800138000', '+8613800138000', '86 138-0013-8000', '+86 199 1234 5678']) expect(normalizePhone(s)).toMatch(/^1[3-9]\d{9}$/);
  });
  it('refuses everything else', () => {
    for (const s of ['', '12800138000', '1380013800', '138001380001', '+1 415 555 0100', 'abc']) expect(normalizePhone(s)).toBeNull();
  });
});
