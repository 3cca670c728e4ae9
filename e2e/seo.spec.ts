/**
 * What a search engine sees of the sites, over plain HTTP (no browser): redirects to canonical URLs, paging
 * canonicals and 404s, JSON-LD, og:image, one <h1> per page, the sitemaps (lastmod, x-default, scheduled articles
 * left out), the console's robots.txt and noindex, `Vary: Cookie`, and the home banner's price following the catalog
 * (docs/decisions/0019-scheduled-publishing-search-engines-and-the-audit-export.md).
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API } from './accounts-helpers';
import { OPS, OPERATORS, operatorToken } from './ops-helpers';
import { CLOUD_URL, IPINTEL_URL } from './ports.mjs';

/** A first visit: no cookies (so zh-CN), redirects not followed. */
async function visitor(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] }, maxRedirects: 0 });
}

const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? null;

/** Every JSON-LD object of a page (a parse error fails the test). */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Path and query of an absolute URL (the sites' canonical origin is PUBLIC_SITE_URL, not the test port). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function expectRedirect(res: APIResponse, to: string) {
  expect(res.status(), `${res.url()} redirects`).toBe(301);
  expect(res.headers().location).toBe(to);
}

async function apiData<T>(
  ctx: APIRequestContext,
  path: string,
  body: Record<string, string | number> = {},
  token?: string,
): Promise<T> {
  const res = await ctx.post(`${API}${path}`, { data: body, ...(token ? { headers: { token } } : {}) });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${path}: ${json.msg}`).toBe(200);
  return json.data;
}

test('the cloud home: one <h1>, Organization and WebSite JSON-LD, an og:image that is an image, Vary: Cookie', async () => {
  const site = await visitor(CLOUD_URL);
  const res = await site.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers().vary).toMatch(/cookie/i);
  const html = await res.text();
  expect(h1Count(html)).toBe(1);
  const types = jsonLdOf(html).map((o) => o['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  const image = ogImageOf(html);
  expect(image).toMatch(/\/og\/[0-9a-z]+\/zh-CN\/index\.png$/);
  const img = await site.get(pathOf(image!));
  expect(img.status()).toBe(200);
  expect(img.headers()['content-type']).toBe('image/png');
  expect(img.headers()['cache-control']).toContain('max-age=31536000');
  const png = await img.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeGreaterThan(10_000);
  // Each page has its own card, in the page's language.
  const en = ogImageOf(await (await site.get('/ecs?lang=en')).text());
  expect(en).toMatch(/\/og\/[0-9a-z]+\/en\/ecs\.png$/);
  expect((await site.get(pathOf(en!))).headers()['content-type']).toBe('image/png');
});

test('duplicates and variants answer 301 to the canonical URL; /news goes to the list', async () => {
  const site = await visitor(CLOUD_URL);
  const news = await apiData<{ list: { id: number }[] }>(site, '/v1/get_news_list', { type: 1, page_size: 1 });
  const doc = await apiData<{ list: { id: number }[] }>(site, '/v1/get_news_list', { type: 2, page_size: 1 });
  const id = news.list[0]!.id;
  const docId = doc.list[0]!.id;
  await expectRedirect(await site.get('/ECS'), '/ecs');
  await expectRedirect(await site.get('/Price/ECS?lang=en'), '/price/ecs?lang=en');
  await expectRedirect(await site.get(`/news/detail/00${id}`), `/news/detail/${id}`);
  await expectRedirect(await site.get(`/news/detail/document?id=${docId}`), `/news/detail/${docId}`);
  await expectRedirect(await site.get(`/news/detail/document?id=${docId}&lang=en`), `/news/detail/${docId}?lang=en`);
  const firstDoc = await apiData<{ id: number }>(site, '/v1/get_doc', {});
  await expectRedirect(await site.get('/news/detail/document'), `/news/detail/${firstDoc.id}`);
  await expectRedirect(await site.get('/news'), '/news/info');
  expect((await site.get('/news/detail/document?id=999999')).status()).toBe(404);
});

test('an article: NewsArticle and BreadcrumbList JSON-LD, self-canonical; paged lists are canonical to themselves and 404 past the end', async () => {
  const site = await visitor(CLOUD_URL);
  const news = await apiData<{ list: { id: number; title: string }[]; total: number }>(site, '/v1/get_news_list', {
    type: 1,
    page_size: 1,
  });
  const a = news.list[0]!;
  const html = await (await site.get(`/news/detail/${a.id}`)).text();
  expect(pathOf(canonicalOf(html)!)).toBe(`/news/detail/${a.id}`);
  const ld = jsonLdOf(html);
  expect(ld.find((o) => o['@type'] === 'NewsArticle')).toMatchObject({
    headline: a.title,
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  expect(ld.find((o) => o['@type'] === 'BreadcrumbList')).toBeTruthy();
  expect(h1Count(html)).toBe(1);

  expect(news.total).toBeGreaterThan(10); // the list pages 10 a page
  const page2 = await site.get('/news/info?page=2');
  expect(page2.status()).toBe(200);
  expect(pathOf(canonicalOf(await page2.text())!)).toBe('/news/info?page=2');
  expect((await site.get('/news/info?page=99')).status()).toBe(404);
  expect((await site.get('/notice?page=99')).status()).toBe(404);
  expect(pathOf(canonicalOf(await (await site.get('/news/info?page=1')).text())!)).toBe('/news/info');
});

test('the price pages carry Product and Offer JSON-LD from the catalog', async () => {
  const site = await visitor(CLOUD_URL);
  const ld = jsonLdOf(await (await site.get('/price')).text());
  const products = ld.filter((o) => o['@type'] === 'Product');
  expect(products).toHaveLength(2);
  for (const p of products)
    expect(p.offers).toMatchObject({ priceCurrency: 'CNY', lowPrice: expect.stringMatching(/^\d+\.\d{2}$/) });
  expect(jsonLdOf(await (await site.get('/price/ecs')).text()).map((o) => o['@type'])).toContain('Product');
});

test('the sitemaps: every URL with a lastmod not in the future and x-default', async () => {
  // What each listed page answers (200, one <h1>, its own canonical, JSON-LD) is the crawl's (e2e/crawl.spec.ts).
  const today = new Date().toISOString().slice(0, 10);
  for (const base of [CLOUD_URL, IPINTEL_URL]) {
    const site = await visitor(base);
    const xml = await (await site.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(1);
    for (const u of urls) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(u)?.[1];
      expect(lastmod, u).toBeTruthy();
      expect(lastmod! <= today, `${lastmod} after ${today}`).toBe(true);
      expect(u).toContain('hreflang="x-default"');
    }
  }
  // The IP site lists its public pages.
  const ipXml = await (await (await visitor(IPINTEL_URL)).get('/sitemap.xml')).text();
  for (const path of ['/', '/docs']) expect(ipXml).toContain(`${path}</loc>`);
});

test('an article scheduled for later is not public and not in the sitemap', async ({ request }) => {
  const editor = await operatorToken(request, OPERATORS.editor);
  const classes = await apiData<{ id: number }[]>(request, '/v1/get_news_class_list', { type: 1 });
  const later = Math.floor(Date.now() / 1000) + 30 * 86_400;
  const saved = await apiData<{ id: number }>(
    request,
    '/ops/news/save',
    { class_id: classes[0]!.id, title: '下月上线的新地域', content_html: '<p>敬请期待。</p>', published_at: later },
    editor,
  );
  const site = await visitor(CLOUD_URL);
  expect((await site.get(`/news/detail/${saved.id}`)).status()).toBe(404);
  expect(await (await site.get('/sitemap.xml')).text()).not.toContain(`/news/detail/${saved.id}<`);
  await apiData(request, '/ops/news/delete', { id: saved.id }, editor);
});

test('the console: robots.txt keeps crawlers out (served, not the log-in page) and /login is noindex', async () => {
  const ops = await visitor(OPS);
  const robots = await ops.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /');
  const login = await (await ops.get('/login')).text();
  expect(login).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});

test('the home banner quotes the catalog’s current ECS price, system disk included', { tag: '@shared' }, async ({
  request,
}) => {
  const admin = await operatorToken(request, OPERATORS.admin);
  const site = await visitor(CLOUD_URL);
  const types = await apiData<{ id: number; price_month: string; enabled: boolean }[]>(
    request,
    '/ops/catalog/instance_type_list',
    {},
    admin,
  );
  const cheapest = types.filter((t) => t.enabled).sort((a, b) => Number(a.price_month) - Number(b.price_month))[0]!;
  const yuan = (s: string) => String(Number(s));
  const fromNow = async () =>
    (await apiData<{ ecs_from: { price_month: string } }>(request, '/v1/catalog_facts', {})).ecs_from.price_month;
  const before = await fromNow();
  // The cheapest complete configuration: its instance type and the mandatory system disk.
  expect(Number(before)).toBeGreaterThan(Number(cheapest.price_month));
  expect(await (await site.get('/')).text()).toContain(`云服务器 ECS 低至 ${yuan(before)} 元/月`);
  try {
    await apiData(request, '/ops/catalog/instance_type_update', { id: cheapest.id, price_month: '19.90' }, admin);
    const after = (Number(before) - Number(cheapest.price_month) + 19.9).toFixed(2);
    expect(await fromNow()).toBe(after);
    const html = await (await site.get('/')).text();
    expect(html).toContain(`云服务器 ECS 低至 ${yuan(after)} 元/月`);
    expect(html).not.toContain(`低至 ${yuan(before)} 元/月`);
  } finally {
    await apiData(
      request,
      '/ops/catalog/instance_type_update',
      { id: cheapest.id, price_month: cheapest.price_month },
      admin,
    );
  }
});
