import { afterEach, describe, expect, it } from 'vitest';
import { clearOpsToken, clearOpsTokenSetCookie, opsTokenFromRequest, readOpsToken, saveOpsToken } from './cookie';

afterEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});

describe('the operator cookie', () => {
  it('keeps the operator token apart from the customer session', () => {
    document.cookie = 'access-token=customer; Path=/';
    expect(readOpsToken()).toBeUndefined();
    saveOpsToken('op-token', 12 * 3600);
    expect(readOpsToken()).toBe('op-token');
    clearOpsToken();
    expect(readOpsToken()).toBeUndefined();
    expect(document.cookie).toContain('access-token=customer');
  });

  it('is read from a request on the server, and deleted with a Set-Cookie', () => {
    const req = new Request('http://ops.test/', { headers: { cookie: 'access-token=customer; ops-token=abc' } });
    expect(opsTokenFromRequest(req)).toBe('abc');
    expect(opsTokenFromRequest(new Request('http://ops.test/', { headers: { cookie: 'access-token=customer' } }))).toBeUndefined();
    expect(clearOpsTokenSetCookie()).toMatch(/^ops-token=; Path=\/; Max-Age=0/);
  });
});
