import { describe, expect, it } from 'vitest';
import { gateRedirect } from './gate';

const at = (path: string) => new URL(`http://ops.test${path}`);

describe('gateRedirect', () => {
  it('sends a visitor without a session to the log-in, remembering the page', () => {
    expect(gateRedirect(at('/real-name?status=2'), null)).toBe('/login?redirect=%2Freal-name%3Fstatus%3D2');
    expect(gateRedirect(at('/two-factor'), null)).toBe('/login?redirect=%2Ftwo-factor');
    expect(gateRedirect(at('/login'), null)).toBeNull();
  });

  it('keeps an operator without two-factor log-in on the enrolment page', () => {
    expect(gateRedirect(at('/'), { totp_enabled: false })).toBe('/two-factor');
    expect(gateRedirect(at('/login'), { totp_enabled: false })).toBe('/two-factor');
    expect(gateRedirect(at('/two-factor'), { totp_enabled: false })).toBeNull();
  });

  it('lets a fully logged-in operator in, and moves them off the log-in and enrolment pages', () => {
    expect(gateRedirect(at('/bank-transfers'), { totp_enabled: true })).toBeNull();
    expect(gateRedirect(at('/login?redirect=%2Faudit'), { totp_enabled: true })).toBe('/audit');
    expect(gateRedirect(at('/login?redirect=https%3A%2F%2Fevil.example'), { totp_enabled: true })).toBe('/');
    expect(gateRedirect(at('/login?redirect=%2F%09%2Fevil.example'), { totp_enabled: true })).toBe('/');
    expect(gateRedirect(at('/login?redirect=%2F%0d%0aSet-Cookie%3Ax'), { totp_enabled: true })).toBe('/');
    expect(gateRedirect(at('/two-factor'), { totp_enabled: true })).toBe('/');
  });
});
