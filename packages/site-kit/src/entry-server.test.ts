// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads, siteDataRequest, sitePolicy, varyOnCookie } from './entry-server';

describe('site server entry', () => {
  it('reads the API origin and the mode from the environment', () => {
    const policy = sitePolicy({ framing: 'none' }, 'n0nce', {
      PUBLIC_API_URL: 'https://api.example.com',
      PUBLIC_STORAGE_URL: 'https://uploads.example.com',
      NODE_ENV: 'production',
    });
    expect(policy).toMatchObject({
      framing: 'none',
      apiUrl: 'https://api.example.com',
      storageUrl: 'https://uploads.example.com',
      production: true,
      nonce: 'n0nce',
    });
    expect(sitePolicy({ framing: 'self' }, undefined, {}).apiUrl).toBe('http://127.0.0.1:8080');
  });

  it('puts the headers on data responses, even on a redirect whose headers cannot change', async () => {
    const handle = siteDataRequest({ framing: 'none' });
    const args = { request: new Request('http://ops.test/x.data'), params: {}, context: {} } as never;
    const plain = await handle(new Response('{}', { headers: { 'content-type': 'text/x-script' } }), args);
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('content-type')).toBe('text/x-script');
    const fixed = await handle(Response.redirect('http://ops.test/login', 302), args);
    expect(fixed.status).toBe(302);
    expect(fixed.headers.get('location')).toBe('http://ops.test/login');
    expect(fixed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('vary')).toBe('Cookie');
  });

  it('varies on the cookie (the language and the session come from it), naming it once', () => {
    expect(varyOnCookie(new Headers({ Vary: 'Accept-Encoding' })).get('vary')).toBe('Accept-Encoding, Cookie');
    expect(varyOnCookie(new Headers({ Vary: 'cookie' })).get('vary')).toBe('cookie');
    expect(varyOnCookie(new Headers()).get('vary')).toBe('Cookie');
  });

  it('marks every module preload low priority, even a tag or a character split across chunks', async () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/>' +
      '<link rel="modulepreload" href="/y.js"/></head><body>岚云</body>';
    const bytes = Buffer.from(page);
    // Every split point, including those inside a tag and inside a Chinese character's three bytes.
    for (let cut = 1; cut < bytes.length; cut++) {
      const stream = lowPriorityModulePreloads();
      const out: Buffer[] = [];
      stream.on('data', (c: Buffer) => out.push(c));
      const done = new Promise((r) => stream.on('end', r));
      stream.write(bytes.subarray(0, cut));
      stream.end(bytes.subarray(cut));
      await done;
      const html = Buffer.concat(out).toString();
      expect(html).toBe(page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
    }
  });
});
