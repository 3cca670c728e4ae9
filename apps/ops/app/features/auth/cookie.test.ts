import { afterEach, describe, expect, it } from 'vitest';
import * as cookie from './cookie';
import { clearOpsTokenSetCookie, opsTokenFromRequest } from './cookie';

afterEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});

describe('the operator cookie', () => {
  it('offers page scripts no way to read or write the token (the server keeps it HttpOnly)', () => {
    expect(Object.keys(cookie)).not.toContain('readOpsToken');
    expect(Object.keys(cookie)).not.toContain('saveOpsToken');
  });

  it('is read from a request on the server, and deleted with a Set-Cookie', () => {
    const req = new Request('http://ops.test/', { headers: { cookie: 'access-token=customer; ops-token=abc' } });
    expect(opsTokenFromRequest(req)).toBe('abc');
    expect(
      opsTokenFromRequest(new Request('http://ops.test/', { headers: { cookie: 'access-token=customer' } })),
    ).toBeUndefined();
    expect(clearOpsTokenSetCookie()).toMatch(/^ops-token=; Path=\/; SameSite=Lax;.*HttpOnly; Max-Age=0$/);
  });
});
