import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerApi, dataOr, requestToken } from './server';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with a 200 envelope and returns the mock to read the sent headers from. */
function stubFetch() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { n: 1 } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sentHeaders(fetch: ReturnType<typeof stubFetch>): Record<string, string> {
  return (fetch.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('requestToken', () => {
  it('reads the access-token cookie of the request', () => {
    const request = new Request('http://site.test/', { headers: { cookie: 'a=1; access-token=abc%20d' } });
    expect(requestToken(request)).toBe('abc d');
  });

  it('is undefined without the cookie or with an empty one', () => {
    expect(requestToken(new Request('http://site.test/'))).toBeUndefined();
    expect(requestToken(new Request('http://site.test/', { headers: { cookie: 'access-token=' } }))).toBeUndefined();
  });
});

describe('createServerApi', () => {
  it('forwards the visitor token as the token header', async () => {
    const fetch = stubFetch();
    const request = new Request('http://site.test/', { headers: { cookie: 'access-token=tok' } });
    const api = createServerApi('http://api.test/', request);
    expect(api.baseUrl).toBe('http://api.test');
    await api.call('/v1/web_init');
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/v1/web_init');
    expect(sentHeaders(fetch).token).toBe('tok');
  });

  it('sends no token without a request', async () => {
    const fetch = stubFetch();
    await createServerApi('http://api.test').call('/v1/web_init');
    expect(sentHeaders(fetch).token).toBeUndefined();
  });
});

describe('dataOr', () => {
  it('returns data of a successful envelope', async () => {
    expect(await dataOr(Promise.resolve({ code: 200, data: [1, 2] }), [])).toEqual([1, 2]);
  });

  it('returns the fallback for a failed envelope or missing data', async () => {
    expect(await dataOr(Promise.resolve({ code: 500, data: [1] }), 'x')).toBe('x');
    expect(await dataOr(Promise.resolve({ code: 200, data: null }), 'x')).toBe('x');
    expect(await dataOr(Promise.resolve({ code: 200, data: undefined }), 'x')).toBe('x');
  });
});
