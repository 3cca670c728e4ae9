// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ogCardResponse, pageTitleOf, parseOgSplat } from './og-route.server';
import { ogCardPath } from './seo';

describe('card URLs', () => {
  it('name the page and language, and change with the title', () => {
    expect(ogCardPath('/', 'zh-CN', '首页')).toMatch(/^\/og\/[0-9a-z]+\/zh-CN\/index\.png$/);
    expect(ogCardPath('/news/detail/12', 'en', 'News')).toMatch(/^\/og\/[0-9a-z]+\/en\/news\/detail\/12\.png$/);
    expect(ogCardPath('/ecs', 'en', 'A')).not.toBe(ogCardPath('/ecs', 'en', 'B'));
    expect(parseOgSplat(ogCardPath('/', 'zh-CN', '首页').slice(4))).toMatchObject({ lang: 'zh-CN', path: '/' });
    expect(parseOgSplat('abc/en/news/detail/12.png')).toEqual({
      fingerprint: 'abc',
      lang: 'en',
      path: '/news/detail/12',
    });
    expect(parseOgSplat('abc/fr/index.png')).toBeNull();
    expect(parseOgSplat('abc/en/../etc/passwd.png')).toBeNull();
  });

  it('take the page title without the site name, entities decoded', () => {
    const html = '<title>x</title><meta property="og:title" content="价格 &amp; 套餐 — Lanyun Cloud"/>';
    expect(pageTitleOf(html, 'Lanyun Cloud')).toBe('价格 & 套餐');
    expect(pageTitleOf('<title>Docs</title>', 'Lanyun Cloud')).toBe('Docs');
  });
});

describe('ogCardResponse', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ecs?lang=en') res.end('<meta property="og:title" content="Elastic compute — Lanyun Cloud"/>');
      else if (req.url === '/ecs') res.end('<meta property="og:title" content="云服务器 — Lanyun Cloud"/>');
      else if (req.url === '/price')
        res.end('<meta property="og:title" content="价格 — 岚云"/><meta property="og:site_name" content="岚云"/>');
      else res.writeHead(req.url === '/user/basic' ? 302 : 404, { location: '/login' }).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.SITE_INTERNAL_ORIGIN = origin;
  });
  afterAll(() => {
    delete process.env.SITE_INTERNAL_ORIGIN;
    server.close();
  });
  const get = (path: string) =>
    ogCardResponse(new Request(`${origin}${path}`), path.slice('/og/'.length), { siteName: 'Lanyun Cloud' });

  it('answers a public page with a PNG cached for a year', async () => {
    const res = await get(ogCardPath('/ecs', 'zh-CN', '云服务器'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
    expect((await get(ogCardPath('/ecs', 'en', 'Elastic compute'))).status).toBe(200);
  });

  it('takes the brand a page names in og:site_name off its title (岚云 on Chinese pages)', async () => {
    expect((await get(ogCardPath('/price', 'zh-CN', '价格'))).status).toBe(200);
  });

  it('sends the URL of an old title to the current card', async () => {
    const res = await get(ogCardPath('/ecs', 'zh-CN', '旧标题'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(ogCardPath('/ecs', 'zh-CN', '云服务器'));
  });

  it('answers 404 for private, missing and malformed paths', async () => {
    expect((await get(ogCardPath('/user/basic', 'zh-CN', 'x'))).status).toBe(404);
    expect((await get(ogCardPath('/nope', 'zh-CN', 'x'))).status).toBe(404);
    expect((await get('/og/zzz/en/a.b.png')).status).toBe(404);
  });
});
