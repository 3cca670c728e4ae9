import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, loginSchema, signupSchema, validate } from './schemas';

describe('sign-up validation (spec §5)', () => {
  const valid = { email: 'new@example.com', password: 'abc12345', confirm_password: 'abc12345', agree: true };

  it('accepts a complete form', () => {
    expect(validate(signupSchema, valid)).toEqual({ ok: true, data: valid });
  });
  it('requires the agreement', () => {
    expect(validate(signupSchema, { ...valid, agree: false })).toEqual({ ok: false, errors: { agree: AUTH_MESSAGES.agree } });
  });
  it('requires a correct email', () => {
    expect(validate(signupSchema, { ...valid, email: 'not-an-email' })).toEqual({ ok: false, errors: { email: AUTH_MESSAGES.email } });
    expect(validate(signupSchema, { ...valid, email: '' })).toEqual({ ok: false, errors: { email: AUTH_MESSAGES.email } });
  });
  it('requires a password', () => {
    const r = validate(signupSchema, { ...valid, password: '', confirm_password: '' });
    expect(r).toEqual({ ok: false, errors: { password: AUTH_MESSAGES.password } });
  });
  it('requires matching passwords', () => {
    expect(validate(signupSchema, { ...valid, confirm_password: 'abc12346' })).toEqual({
      ok: false,
      errors: { confirm_password: AUTH_MESSAGES.mismatch },
    });
  });
  it('reports every problem at once', () => {
    const r = validate(signupSchema, { email: 'x', password: 'a1', confirm_password: 'b2', agree: false });
    expect(r).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.email, agree: AUTH_MESSAGES.agree, confirm_password: AUTH_MESSAGES.mismatch },
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
      errors: { account: AUTH_MESSAGES.email, password: AUTH_MESSAGES.password },
    });
  });
});
