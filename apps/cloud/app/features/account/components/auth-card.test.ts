import { describe, expect, it } from 'vitest';
import { authPanel, loginHref } from './auth-card';

describe('authPanel (/login query, spec §2)', () => {
  it('tp=1 is log-in, tp=2 sign-up, tp=3 forgot password, rect=phone the phone tab', () => {
    expect(authPanel(new URLSearchParams('tp=1'))).toBe('login');
    expect(authPanel(new URLSearchParams('tp=2'))).toBe('signup');
    expect(authPanel(new URLSearchParams('tp=2&rect=phone'))).toBe('signup-phone');
    expect(authPanel(new URLSearchParams('tp=3'))).toBe('forgot');
    expect(authPanel(new URLSearchParams('tp=1&rect=phone'))).toBe('phone');
    expect(authPanel(new URLSearchParams('rect=phone'))).toBe('phone');
  });
  it('defaults to log-in', () => {
    expect(authPanel(new URLSearchParams(''))).toBe('login');
    expect(authPanel(new URLSearchParams('tp=9'))).toBe('login');
  });
});

describe('loginHref', () => {
  it('keeps the redirect target', () => {
    expect(loginHref({ tp: '3' }, null)).toBe('/login?tp=3');
    expect(loginHref({ tp: '1', rect: 'phone' }, '/user/basic')).toBe(
      '/login?tp=1&rect=phone&redirect=%2Fuser%2Fbasic',
    );
  });
});
