// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { clientAddressOf, isSameOriginRequest, proxyApiRequest, type ApiProxyOptions } from './api-proxy.server';

type Upstream = (url: string, init: RequestInit & { duplex?: string }) => Promise<Response>;

function setup(answer: Upstream, extra: Partial<ApiProxyOptions> = {}) {
  const fetch = vi.fn(answer);
  const options: ApiProxyOptions = {
    apiUrl: 'http://api.test/',
    siteUrl: 'https://www.lanyun.example',
    cookieName: 'access-token',
    cookie: { domain: '.lanyun.example', secure: true },
    logoutPaths: ['/secure/user_logout'],
    renewPaths: ['/secure/update_token_expiration_time'],
    clientAddress: '203.0.113.9',
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...extra,
  };
  return { fetch, options };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const post = (path: string, init: RequestInit = {}, origin: string | null = 'http://site.test') =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    ...init,
    headers: { ...(origin ? { origin } : {}), ...(init.headers as Record<string, string>) },
  });

describe('CSRF: state changes only from the site itself', () => {
  it('accepts the request origin, the public site origin, or Sec-Fetch-Site same-origin', () => {
    expect(isSameOriginRequest(post('/api/x'), null)).toBe(true);
    expect(isSameOriginRequest(post('/api/x', {}, 'https://www.lanyun.example'), 'https://www.lanyun.example/')).toBe(
      true,
    );
    expect(isSameOriginRequest(post('/api/x', { headers: { 'sec-fetch-site': 'same-origin' } }, null), null)).toBe(
      true,
    );
    expect(isSameOriginRequest(new Request('http://site.test/api/x'), null)).toBe(true);
  });

  it('refuses a foreign origin, a sister subdomain, or no proof at all, with a 403 envelope and no API call', async () => {
    const { fetch, options } = setup(async () => json({ code: 200, msg: 'ok', data: null }));
    for (const req of [
      post('/api/v1/message_update', { headers: { cookie: 'access-token=tok' } }, 'https://evil.example'),
      post('/api/v1/message_update', {}, 'https://ip.lanyun.example'),
      post('/api/v1/message_update', { headers: { 'sec-fetch-site': 'cross-site' } }, null),
      post('/api/v1/message_update', {}, null),
      post('/api/v1/message_update', { headers: { 'accept-language': 'en' } }, 'null'),
    ]) {
      const res = await proxyApiRequest(req, options);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 403, data: null });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('forwarding', () => {
  it('sends path, query, the cookie token, the visitor address and the chosen headers, not the page token header', async () => {
    const { fetch, options } = setup(async () => json({ code: 200, msg: 'ok', data: { list: [] } }));
    const req = new Request('http://site.test/api/v1/get_news_list?page=2&x=%20', {
      headers: {
        cookie: 'a=1; access-token=tok%3D',
        token: 'forged',
        channel: 'pc',
        'accept-language': 'en',
        'x-other': '1',
      },
    });
    const res = await proxyApiRequest(req, options);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, msg: 'ok', data: { list: [] } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/v1/get_news_list?page=2&x=%20');
    const headers = new Headers(init.headers);
    expect(headers.get('token')).toBe('tok=');
    expect(headers.get('channel')).toBe('pc');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('x-other')).toBeNull();
    expect(headers.get('cookie')).toBeNull();
  });

  it('streams a multipart body through unchanged', async () => {
    let received: { type: string | null; file: string } | null = null;
    const { options } = setup(async (_url, init) => {
      const form = await new Request('http://x/', {
        method: 'POST',
        body: init.body,
        headers: init.headers,
        duplex: 'half',
      } as RequestInit).formData();
      received = {
        type: new Headers(init.headers).get('content-type'),
        file: await (form.get('image') as File).text(),
      };
      return json({ code: 200, msg: 'ok', data: { id: 1 } });
    });
    const form = new FormData();
    form.append('image', new File(['png-bytes'], 'id.png', { type: 'image/png' }));
    const res = await proxyApiRequest(post('/api/v1/upload', { body: form }), options);
    expect(res.status).toBe(200);
    expect(received!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.file).toBe('png-bytes');
  });

  it('passes files through with their headers', async () => {
    const { options } = setup(
      async () =>
        new Response('a,b\n1,2\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="l.csv"' },
        }),
    );
    const res = await proxyApiRequest(new Request('http://site.test/api/balance_recharge/ledger.csv'), options);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(res.headers.get('content-disposition')).toContain('l.csv');
    expect(await res.text()).toBe('a,b\n1,2\n');
  });

  it('answers 502 with an envelope when the API cannot be reached', async () => {
    const { options } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    const res = await proxyApiRequest(new Request('http://site.test/api/v1/web_init'), options);
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe(502);
  });
});

describe('the session cookie', () => {
  it('a log-in answer sets the HttpOnly cookie for expires_in and the page never sees the token', async () => {
    const { options } = setup(async () =>
      json({ code: 200, msg: 'Logged in', data: { token: 'secret-token', expires_in: 2_592_000, user: { id: 1 } } }),
    );
    const res = await proxyApiRequest(post('/api/v1/phone_login'), options);
    const text = await res.text();
    expect(text).not.toContain('secret-token');
    expect(JSON.parse(text)).toEqual({ code: 200, msg: 'Logged in', data: { expires_in: 2_592_000, user: { id: 1 } } });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^access-token=secret-token;/);
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Domain=.lanyun.example', 'Max-Age=2592000'])
      expect(cookie).toContain(part);
  });

  it('a failed log-in sets nothing', async () => {
    const { options } = setup(async () => json({ code: 400, msg: 'Incorrect account or password', data: null }));
    const res = await proxyApiRequest(post('/api/v1/phone_login'), options);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await res.json()).code).toBe(400);
  });

  it('log-out and any 506 delete the cookie, and the 506 still reaches the page', async () => {
    const { options } = setup(async (url) =>
      url.endsWith('/secure/user_logout')
        ? json({ code: 200, msg: 'Logged out', data: null })
        : json({ code: 506, msg: 'Please log in again', data: null }),
    );
    const out = await proxyApiRequest(
      post('/api/secure/user_logout', { headers: { cookie: 'access-token=tok' } }),
      options,
    );
    expect(out.headers.get('set-cookie')).toMatch(/^access-token=;.*Max-Age=0/);
    const invalid = await proxyApiRequest(
      new Request('http://site.test/api/v1/message_count', { headers: { cookie: 'access-token=old' } }),
      options,
    );
    expect(invalid.headers.get('set-cookie')).toMatch(/^access-token=;.*HttpOnly; Max-Age=0/);
    expect(await invalid.json()).toMatchObject({ code: 506, msg: 'Please log in again' });
  });

  it('a new lifetime rewrites the cookie with the current token', async () => {
    const { options } = setup(async () => json({ code: 200, msg: 'ok', data: { expires_in: 604_800 } }));
    const res = await proxyApiRequest(
      post('/api/secure/update_token_expiration_time', { headers: { cookie: 'access-token=tok' } }),
      options,
    );
    expect(res.headers.get('set-cookie')).toMatch(/^access-token=tok;.*Max-Age=604800/);
  });

  it('uses the configured cookie name (the console: ops-token)', async () => {
    const { fetch, options } = setup(
      async () => json({ code: 200, msg: 'ok', data: { token: 'op', expires_in: 43_200 } }),
      {
        cookieName: 'ops-token',
        cookie: { secure: false },
        logoutPaths: ['/ops/logout'],
      },
    );
    const res = await proxyApiRequest(
      post('/api/ops/login', { headers: { cookie: 'access-token=customer' } }),
      options,
    );
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('token')).toBeNull();
    expect(res.headers.get('set-cookie')).toBe('ops-token=op; Path=/; SameSite=Lax; HttpOnly; Max-Age=43200');
  });
});

describe('request ids', () => {
  it("continues the front proxy's X-Request-ID, or creates one, sends it to the API and returns it to the page", async () => {
    const { fetch, options } = setup(async () => json({ code: 200, msg: 'ok', data: null }));
    const given = await proxyApiRequest(
      new Request('http://site.test/api/v1/web_init', { headers: { 'x-request-id': 'a1b2c3d4e5f60718' } }),
      options,
    );
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('x-request-id')).toBe('a1b2c3d4e5f60718');
    expect(given.headers.get('x-request-id')).toBe('a1b2c3d4e5f60718');
    // A value that is not a plain token (here one that would forge a log line) is replaced by a new UUID.
    const forged = await proxyApiRequest(
      new Request('http://site.test/api/v1/web_init', { headers: { 'x-request-id': 'x" level=error' } }),
      options,
    );
    const sent = new Headers(fetch.mock.calls[1]![1].headers).get('x-request-id');
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.headers.get('x-request-id')).toBe(sent);
  });

  it('names the request id on a 502 too', async () => {
    const { options } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    const res = await proxyApiRequest(new Request('http://site.test/api/v1/web_init'), options);
    expect(res.status).toBe(502);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('clientAddressOf', () => {
  it('reads the address the server put in the load context', () => {
    expect(clientAddressOf({ clientAddress: '::1' })).toBe('::1');
    expect(clientAddressOf(undefined)).toBeUndefined();
    expect(clientAddressOf({})).toBeUndefined();
  });
});
