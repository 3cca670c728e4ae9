import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD_MSG } from '@lanyun/validators/password';
import { FORM_MESSAGES } from '../../lib/form-rules';
import {
  AUTH_MESSAGES,
  forgotSchema,
  loginSchema,
  phoneLoginSchema,
  phoneSignupSchema,
  signupSchema,
  validate,
} from './schemas';

describe('sign-up validation (spec §5)', () => {
  const valid = {
    email: 'new@example.com',
    code: '123456',
    password: 'abc12345',
    confirm_password: 'abc12345',
    agree: true,
  };

  it('accepts a complete form', () => {
    expect(validate(signupSchema, valid)).toEqual({ ok: true, data: valid });
  });
  it('requires the agreement', () => {
    expect(validate(signupSchema, { ...valid, agree: false })).toEqual({
      ok: false,
      errors: { agree: AUTH_MESSAGES.agree },
    });
  });
  it('requires the 6-digit code sent to the address', () => {
    expect(validate(signupSchema, { ...valid, code: '' })).toEqual({ ok: false, errors: { code: FORM_MESSAGES.code } });
    expect(validate(signupSchema, { ...valid, code: '12345' })).toEqual({
      ok: false,
      errors: { code: FORM_MESSAGES.codeFormat },
    });
  });
  it('requires a correct email', () => {
    expect(validate(signupSchema, { ...valid, email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.email },
    });
    expect(validate(signupSchema, { ...valid, email: '' })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.email },
    });
  });
  it('requires a password', () => {
    const r = validate(signupSchema, { ...valid, password: '', confirm_password: '' });
    // The shared rule's own message (@lanyun/validators), a catalogue key that lib/field-message translates.
    expect(r).toEqual({ ok: false, errors: { password: 'form.password' } });
  });
  it('applies the shared account password rule', () => {
    expect(validate(signupSchema, { ...valid, password: 'abcdefgh', confirm_password: 'abcdefgh' })).toEqual({
      ok: false,
      errors: { password: ACCOUNT_PASSWORD_MSG },
    });
  });
  it('requires matching passwords', () => {
    expect(validate(signupSchema, { ...valid, confirm_password: 'abc12346' })).toEqual({
      ok: false,
      errors: { confirm_password: AUTH_MESSAGES.mismatch },
    });
  });
  it('reports every problem at once', () => {
    const r = validate(signupSchema, { email: 'x', code: '', password: 'a1', confirm_password: 'b2', agree: false });
    expect(r).toEqual({
      ok: false,
      errors: {
        email: AUTH_MESSAGES.email,
        code: FORM_MESSAGES.code,
        password: ACCOUNT_PASSWORD_MSG,
        agree: AUTH_MESSAGES.agree,
        confirm_password: AUTH_MESSAGES.mismatch,
      },
    });
  });
});

describe('log-in validation (spec §5)', () => {
  it('accepts an email and password, trimming the email', () => {
    expect(validate(loginSchema, { account: ' a@b.co ', password: 'x', remember: true })).toEqual({
      ok: true,
      data: { account: 'a@b.co', password: 'x', remember: true },
    });
  });
  it('reports the spec messages', () => {
    expect(validate(loginSchema, { account: 'nope', password: '', remember: false })).toEqual({
      ok: false,
      errors: { account: FORM_MESSAGES.account, password: AUTH_MESSAGES.password },
    });
  });
  it('takes a phone in the same field (a phone-only account logs in with a password), normalised', () => {
    expect(validate(loginSchema, { account: '+86 138-0013-8000', password: 'x', remember: false })).toEqual({
      ok: true,
      data: { account: '13800138000', password: 'x', remember: false },
    });
  });
});

describe('phone sign-up validation', () => {
  it('needs the code, a valid password twice and the agreement', () => {
    const r = validate(phoneSignupSchema, {
      phone: '13800138000',
      code: '123456',
      password: 'Secret123',
      confirm_password: 'Secret124',
      agree: false,
    });
    expect(r.ok).toBe(false);
    expect(r.ok ? null : Object.keys(r.errors).sort()).toEqual(['agree', 'confirm_password']);
  });
});

describe('phone log-in validation', () => {
  it('normalises the phone number', () => {
    expect(
      validate(phoneLoginSchema, { phone: '+86 138-0013-8000', code: ' 123456 ', remember: false, agree: true }),
    ).toEqual({
      ok: true,
      data: { phone: '13800138000', code: '123456', remember: false, agree: true },
    });
  });
  it('rejects a bad phone and a short code', () => {
    expect(validate(phoneLoginSchema, { phone: '12345', code: '123', remember: false, agree: false })).toEqual({
      ok: false,
      errors: { phone: FORM_MESSAGES.phone, code: FORM_MESSAGES.codeFormat },
    });
    expect(validate(phoneLoginSchema, { phone: '', code: '', remember: false, agree: false })).toEqual({
      ok: false,
      errors: { phone: FORM_MESSAGES.phone, code: FORM_MESSAGES.code },
    });
  });
});

describe('forgot-password validation', () => {
  const valid = { account: 'a@b.co', code: '123456', password: 'newpass123', confirm_password: 'newpass123' };
  it('accepts an e-mail or a phone account', () => {
    expect(validate(forgotSchema, valid)).toEqual({ ok: true, data: valid });
    expect(validate(forgotSchema, { ...valid, account: '138 0013 8000' })).toEqual({
      ok: true,
      data: { ...valid, account: '13800138000' },
    });
  });
  it('rejects an account that is neither', () => {
    expect(validate(forgotSchema, { ...valid, account: 'someone' })).toEqual({
      ok: false,
      errors: { account: FORM_MESSAGES.account },
    });
  });
  it('checks the new password and its confirmation', () => {
    expect(validate(forgotSchema, { ...valid, password: 'short1', confirm_password: 'short1' })).toEqual({
      ok: false,
      errors: { password: ACCOUNT_PASSWORD_MSG },
    });
    expect(validate(forgotSchema, { ...valid, confirm_password: 'other1234' })).toEqual({
      ok: false,
      errors: { confirm_password: FORM_MESSAGES.mismatch },
    });
  });
});

describe('profile form', () => {
  it('trims and limits the lengths', async () => {
    const { profileSchema } = await import('./schemas');
    expect(validate(profileSchema, { name: ' Ann ', company: ' ACME ', industry: 'Games' })).toEqual({
      ok: true,
      data: { name: 'Ann', company: 'ACME', industry: 'Games' },
    });
    expect(validate(profileSchema, { name: 'x'.repeat(51), company: 'y'.repeat(101), industry: '' })).toEqual({
      ok: false,
      errors: { name: 'form.nameTooLong', company: 'form.companyTooLong' },
    });
  });
});
