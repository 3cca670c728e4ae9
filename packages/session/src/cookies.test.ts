import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, clearSession, configureCookieDomain, readAuth, saveAuth } from './cookies';
import {
  clearSessionSetCookies,
  clearTokenSetCookie,
  parseCookieHeader,
  tokenFromCookieHeader,
  tokenSetCookie,
} from './cookie-header';
import { clearAllCookies } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  configureCookieDomain(undefined);
  clearAllCookies();
});

describe('auth cookie (spec §4)', () => {
  it('holds the permission keys and is readable by page scripts', () => {
    saveAuth(['cost-3-1', 'user-1-2']);
    expect(readAuth()).toEqual(['cost-3-1', 'user-1-2']);
    expect(document.cookie).toContain(`${AUTH_COOKIE}=`);
  });

  it('uses the configured site cookie domain', () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    configureCookieDomain('.lanyun.example');
    saveAuth(['cost-3-1']);
    expect(set).toHaveBeenLastCalledWith(
      AUTH_COOKIE,
      'cost-3-1',
      expect.objectContaining({ domain: '.lanyun.example', path: '/' }),
    );
  });

  it('clearSession removes the auth cookie', () => {
    saveAuth(['cost-3-1', 'user-1-2']);
    clearSession();
    expect(readAuth()).toEqual([]);
    expect(document.cookie).not.toContain(`${AUTH_COOKIE}=`);
  });

  it('the browser module offers no way to read or write the token', async () => {
    const mod = await import('./cookies');
    expect(Object.keys(mod)).not.toContain('readToken');
    expect(Object.keys(mod)).not.toContain('saveToken');
  });
});

describe('cookie header parsing (server-side loaders)', () => {
  it('finds the access-token', () => {
    expect(tokenFromCookieHeader('theme=dark; access-token=abc%3D%3D; auth=cost-3-1')).toBe('abc==');
    expect(tokenFromCookieHeader('access-token=')).toBeUndefined();
    expect(tokenFromCookieHeader(null)).toBeUndefined();
    expect(tokenFromCookieHeader('other=1')).toBeUndefined();
    expect(tokenFromCookieHeader('access-token=a; ops-token=b', 'ops-token')).toBe('b');
  });
  it('parses quoted values and keeps the first duplicate', () => {
    expect(parseCookieHeader('a="x y"; a=2; bad; b=%E4%BD%A0')).toEqual({ a: 'x y', b: '你' });
  });
  it('builds Set-Cookie values that delete both cookies', () => {
    expect(clearSessionSetCookies()).toEqual([
      'access-token=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
      'auth=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
    expect(clearSessionSetCookies('.lanyun.example')[0]).toContain('Domain=.lanyun.example');
    expect(clearSessionSetCookies(null, { secure: true })[0]).toContain('; Secure');
  });
});

describe('token Set-Cookie values (HttpOnly, docs/decisions/0013-sessions-and-csrf.md)', () => {
  it('stores the token HttpOnly, SameSite=Lax, path /, for the given lifetime', () => {
    expect(tokenSetCookie('access-token', 'a b', 604_800)).toBe(
      'access-token=a%20b; Path=/; SameSite=Lax; HttpOnly; Max-Age=604800',
    );
  });
  it('adds the cookie domain and Secure when asked', () => {
    const cookie = tokenSetCookie('ops-token', 't', 43_200, { domain: '.lanyun.example', secure: true });
    expect(cookie).toContain('Domain=.lanyun.example');
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; HttpOnly');
    expect(clearTokenSetCookie('ops-token', { secure: true })).toBe(
      'ops-token=; Path=/; SameSite=Lax; Secure; HttpOnly; Max-Age=0',
    );
  });
});
