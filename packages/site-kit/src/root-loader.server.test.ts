import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRootData } from './root-loader.server';
import { sitePublicConfig } from './env.server';
import { loadedMessages } from '@lanyun/i18n/messages';

afterEach(() => vi.unstubAllGlobals());

const site = { site_name_en: 'Lanyun Cloud', version: '1.0.0' };
const user = { id: 7, user_name: 'alice@example.com', name: 'Alice' };

/** Stubs fetch: `/v1/web_init` answers the site; the profile answers `profile` (or the fetch fails with `null`). */
function stubApi(profile: { code: number; data?: unknown } | null) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/v1/web_init')) return Response.json({ code: 200, msg: 'ok', data: site });
    if (!profile) throw new TypeError('fetch failed');
    return Response.json({ code: profile.code, msg: 'x', data: profile.data ?? null });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const withToken = () => new Request('http://site.test/', { headers: { cookie: 'access-token=tok' } });
const config = { ...sitePublicConfig({ PUBLIC_COOKIE_DOMAIN: '.lanyun.test' }), extra: 'x' };

const messages = { 'zh-CN': async () => ({ app: { hi: '你好' } }), en: async () => ({ app: { hi: 'Hello' } }) };

async function run(request: Request) {
  const result = await loadRootData(request, config, messages);
  return { data: result.data, setCookies: new Headers(result.init?.headers).getSetCookie() };
}

describe('loadRootData', () => {
  it('logged out: site info and config, no profile call, no cookies touched', async () => {
    const fetch = stubApi(null);
    const { data, setCookies } = await run(new Request('http://site.test/'));
    expect(data).toEqual({ user: null, site, config, lang: 'zh-CN' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(setCookies).toEqual([]);
  });

  it('with a valid token: the user', async () => {
    stubApi({ code: 200, data: user });
    const { data, setCookies } = await run(withToken());
    expect(data.user).toEqual(user);
    expect(setCookies).toEqual([]);
  });

  it('a token the API rejects is deleted (on the configured cookie domain)', async () => {
    stubApi({ code: 506 });
    const { data, setCookies } = await run(withToken());
    expect(data.user).toBeNull();
    expect(setCookies).toEqual([
      'access-token=; Path=/; Domain=.lanyun.test; SameSite=Lax; HttpOnly; Max-Age=0',
      'auth=; Path=/; Domain=.lanyun.test; SameSite=Lax; Max-Age=0',
    ]);
  });

  it('keeps the token when the API cannot be reached', async () => {
    stubApi(null);
    const { data, setCookies } = await run(withToken());
    expect(data.user).toBeNull();
    expect(setCookies).toEqual([]);
  });

  it('keeps the token when the API answers with an outage (its database down: code 500)', async () => {
    stubApi({ code: 500 });
    const { data, setCookies } = await run(withToken());
    expect(data.user).toBeNull();
    expect(setCookies).toEqual([]);
  });
});

describe('loadRootData: interface language', () => {
  it('?lang=en is used, its catalogue loaded and the choice remembered in a cookie', async () => {
    const fetch = stubApi(null);
    const { data, setCookies } = await run(new Request('http://site.test/news?lang=en'));
    expect(data.lang).toBe('en');
    expect(loadedMessages('en')).toEqual({ app: { hi: 'Hello' } });
    expect(setCookies).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Domain=.lanyun.test']);
    // Content comes back in the page's language.
    expect(new Headers(fetch.mock.calls[0]![1]?.headers as HeadersInit).get('accept-language')).toBe('en');
  });

  it('a remembered language is used without setting the cookie again', async () => {
    stubApi(null);
    const { data, setCookies } = await run(new Request('http://site.test/', { headers: { cookie: 'lang=en' } }));
    expect(data.lang).toBe('en');
    expect(setCookies).toEqual([]);
  });
});
