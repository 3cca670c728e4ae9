import { describe, expect, it } from 'vitest';
import { isValidCreditCode, creditCodeCheckChar } from './credit-code.ts';
import { idNumberCheckChar, isValidIdNumber, maskIdNumber } from './id-number.ts';
import { isValidAccountPassword, instancePasswordRule } from './password.ts';
import { maskPhone, normalizePhone } from './phone.ts';

describe('ID numbers (GB 11643)', () => {
  it('accepts numbers with the right check character', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true); // the standard's published example
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
  });
  it('refuses a wrong check character, an impossible or future birth date, and bad shapes', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    const first17 = '11010520230230001'; // 30 February
    expect(isValidIdNumber(first17 + idNumberCheckChar(first17))).toBe(false);
    const future = '11010521990101001';
    expect(isValidIdNumber(future + idNumberCheckChar(future), new Date('2026-01-01'))).toBe(false);
    for (const bad of ['', '1101051949123100', '11010519491231002Y', 'abcdefghijklmnopqr'])
      expect(isValidIdNumber(bad)).toBe(false);
  });
  it('masks the middle', () => expect(maskIdNumber('11010519491231002X')).toBe('110***********002X'));
});

describe('unified social credit codes (GB 32100)', () => {
  it('accepts a code with the right check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode(' 91350100m000100y43 ')).toBe(true);
  });
  it('refuses a wrong check character and symbols outside the alphabet', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100Y')).toBeNull();
  });
});

describe('phones', () => {
  it('normalizes and masks mainland mobiles', () => {
    expect(normalizePhone('+86 138-0013-8000')).toBe('13800138000');
    expect(normalizePhone('12800138000')).toBeNull();
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
});

describe('passwords', () => {
  it('applies the account rule', () => {
    expect(isValidAccountPassword('Secret123')).toBe(true);
    for (const p of ['short1', 'allletters', '12345678', 'a1'.repeat(17)])
      expect(isValidAccountPassword(p)).toBe(false);
  });
  it('applies the spec section-5 instance password rule', () => {
    const reason = (p: string) => instancePasswordRule(p)?.reason ?? null;
    expect(instancePasswordRule('Cloud-Server_2024')).toBeNull();
    expect(reason('Short1A')).toBe('password.length');
    expect(reason('/Cloud-Server2024')).toBe('password.leading_slash');
    expect(reason('cloud-server-2024')).toBe('password.classes');
    expect(reason('Cloud Server 2024')).toBe('password.characters');
    expect(instancePasswordRule('MyAdminPass2024')).toEqual({
      reason: 'password.forbidden_part',
      params: { part: 'Admin' },
    });
    expect(instancePasswordRule('Ministry2024abc')).toEqual({
      reason: 'password.forbidden_part',
      params: { part: 'ini' },
    });
    expect(instancePasswordRule('Monitor2024abcd')).toEqual({
      reason: 'password.forbidden_part',
      params: { part: 'tor' },
    });
  });
});
