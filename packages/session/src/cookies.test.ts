import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  AUTH_COOKIE,
  clearSession,
  configureCookieDomain,
  readAuth,
  readToken,
  saveAuth,
  saveToken,
} from './cookies';
import { clearSessionSetCookies, parseCookieHeader, tokenFromCookieHeader } from './cookie-header';
import { clearAllCookies } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  configureCookieDomain(undefined);
  clearAllCookies();
});

describe('token cookie (spec §4, §9)', () => {
  it('is absent when logged out', () => {
    expect(readToken()).toBeUndefined();
  });

  it('saves for 7 days by default, 30 with remember-me, host-only, path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveToken('tok-1', false);
    expect(set).toHaveBeenLastCalledWith(ACCESS_TOKEN_COOKIE, 'tok-1', expect.objectContaining({ expires: 7, path: '/' }));
    expect(set.mock.lastCall?.[2]).not.toHaveProperty('domain');
    expect(readToken()).toBe('tok-1');
    saveToken('tok-2', true);
    expect(set).toHaveBeenLastCalledWith(ACCESS_TOKEN_COOKIE, 'tok-2', expect.objectContaining({ expires: 30 }));
    expect(readToken()).toBe('tok-2');
  });

  it('uses the configured site cookie domain', () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    configureCookieDomain('.lanyun.example');
    saveToken('tok', false);
    expect(set).toHaveBeenLastCalledWith(ACCESS_TOKEN_COOKIE, 'tok', expect.objectContaining({ domain: '.lanyun.example' }));
  });

  it('clearSession removes the token and auth cookies', () => {
    saveToken('tok', false);
    saveAuth(['cost-3-1', 'user-1-2']);
    expect(readAuth()).toEqual(['cost-3-1', 'user-1-2']);
    clearSession();
    expect(readToken()).toBeUndefined();
    expect(readAuth()).toEqual([]);
    expect(document.cookie).not.toContain(AUTH_COOKIE + '=');
  });
});

describe('cookie header parsing (server-side loaders)', () => {
  it('finds the access-token', () => {
    expect(tokenFromCookieHeader('theme=dark; access-token=abc%3D%3D; auth=cost-3-1')).toBe('abc==');
    expect(tokenFromCookieHeader('access-token=')).toBeUndefined();
    expect(tokenFromCookieHeader(null)).toBeUndefined();
    expect(tokenFromCookieHeader('other=1')).toBeUndefined();
  });
  it('parses quoted values and keeps the first duplicate', () => {
    expect(parseCookieHeader('a="x y"; a=2; bad; b=%E4%BD%A0')).toEqual({ a: 'x y', b: '你' });
  });
  it('builds Set-Cookie values that delete both cookies', () => {
    expect(clearSessionSetCookies()).toEqual([
      'access-token=; Path=/; Max-Age=0; SameSite=Lax',
      'auth=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    expect(clearSessionSetCookies('.lanyun.example')[0]).toContain('Domain=.lanyun.example');
  });
});
