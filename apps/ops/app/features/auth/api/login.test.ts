import { describe, expect, it } from 'vitest';
import { isCodeWellFormed, isTotpRequired, normalizeCode } from './login';

describe('two-factor code helpers', () => {
  it('reads the API asking for the code', () => {
    expect(isTotpRequired({ totp_required: true })).toBe(true);
    expect(isTotpRequired(null)).toBe(false);
    expect(isTotpRequired({ retry_after: 60 })).toBe(false);
  });

  it('accepts a code typed with spaces, and only 6 digits', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(isCodeWellFormed('123456')).toBe(true);
    expect(isCodeWellFormed('12345')).toBe(false);
    expect(isCodeWellFormed('12345a')).toBe(false);
  });
});
