import { describe, expect, it } from 'vitest';
import { authPanel } from './auth-card';

describe('authPanel (/login query, spec §2)', () => {
  it('tp=1 is log-in, tp=2 sign-up, rect=phone the phone tab', () => {
    expect(authPanel(new URLSearchParams('tp=1'))).toBe('login');
    expect(authPanel(new URLSearchParams('tp=2'))).toBe('signup');
    expect(authPanel(new URLSearchParams('tp=1&rect=phone'))).toBe('phone');
    expect(authPanel(new URLSearchParams('rect=phone'))).toBe('phone');
  });
  it('defaults to log-in', () => {
    expect(authPanel(new URLSearchParams(''))).toBe('login');
    expect(authPanel(new URLSearchParams('tp=9'))).toBe('login');
  });
});
