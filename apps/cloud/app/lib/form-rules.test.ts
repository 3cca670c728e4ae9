import { describe, expect, it } from 'vitest';
import { accountKind, codeRule, phoneRule } from './form-rules';

describe('accountKind', () => {
  it('tells e-mail and phone accounts apart', () => {
    expect(accountKind('a@b.co')).toBe('email');
    expect(accountKind(' 13800138000 ')).toBe('phone');
    expect(accountKind('+86 138-0013-8000')).toBe('phone');
    expect(accountKind('12345')).toBeNull();
    expect(accountKind('')).toBeNull();
  });
});

describe('phoneRule and codeRule', () => {
  it('normalise and check', () => {
    expect(phoneRule.parse('86 13800138000')).toBe('13800138000');
    expect(phoneRule.safeParse('10000000000').success).toBe(false);
    expect(codeRule.parse(' 012345 ')).toBe('012345');
    expect(codeRule.safeParse('12345a').success).toBe(false);
  });
});
