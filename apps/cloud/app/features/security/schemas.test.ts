import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD_MSG } from '@lanyun/validators/password';
import { FORM_MESSAGES } from '../../lib/form-rules';
import { validate } from '../../lib/validate';
import { emailDisplay, maskEmail, phoneDisplay } from './mask';
import {
  emailChangeSchema,
  passwordPhoneSchema,
  passwordVerifySchema,
  phoneChangeSchema,
  phoneVerifySchema,
} from './schemas';

describe('password change', () => {
  it('needs the current password, a valid new one and a matching confirmation', () => {
    expect(
      validate(passwordVerifySchema, { old_password: 'old12345', password: 'new12345', confirm_password: 'new12345' })
        .ok,
    ).toBe(true);
    expect(validate(passwordVerifySchema, { old_password: '', password: 'short', confirm_password: 'other' })).toEqual({
      ok: false,
      errors: {
        old_password: FORM_MESSAGES.currentPassword,
        password: ACCOUNT_PASSWORD_MSG,
        confirm_password: FORM_MESSAGES.mismatch,
      },
    });
  });
  it('with an SMS code', () => {
    expect(
      validate(passwordPhoneSchema, { code: '123456', password: 'new12345', confirm_password: 'new12345' }).ok,
    ).toBe(true);
    expect(validate(passwordPhoneSchema, { code: '12', password: 'new12345', confirm_password: 'new12345' })).toEqual({
      ok: false,
      errors: { code: FORM_MESSAGES.codeFormat },
    });
  });
});

describe('e-mail and phone changes', () => {
  it('validates the new e-mail and code', () => {
    expect(validate(emailChangeSchema, { email: ' b@c.de ', code: '654321' })).toEqual({
      ok: true,
      data: { email: 'b@c.de', code: '654321' },
    });
    expect(validate(emailChangeSchema, { email: 'nope', code: '' })).toEqual({
      ok: false,
      errors: { email: FORM_MESSAGES.email, code: FORM_MESSAGES.code },
    });
  });
  it('validates both phone steps', () => {
    expect(validate(phoneVerifySchema, { code: '111111' }).ok).toBe(true);
    expect(validate(phoneChangeSchema, { phone: '139 0000 0000', code: '222222' })).toEqual({
      ok: true,
      data: { phone: '13900000000', code: '222222' },
    });
    expect(validate(phoneChangeSchema, { phone: '1234', code: '222222' })).toEqual({
      ok: false,
      errors: { phone: FORM_MESSAGES.phone },
    });
  });
});

describe('masking', () => {
  it('masks e-mail addresses', () => {
    expect(maskEmail('alice@example.com')).toBe('a****@example.com');
    expect(maskEmail('a@example.com')).toBe('****@example.com');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });
  it('shows "Not bound" for missing values', () => {
    expect(phoneDisplay('13800138000', 'Not bound')).toBe('138****8000');
    expect(phoneDisplay(null, 'Not bound')).toBe('Not bound');
    expect(emailDisplay(undefined, 'Not bound')).toBe('Not bound');
    expect(emailDisplay('bob@x.io', 'Not bound')).toBe('b****@x.io');
  });
});
