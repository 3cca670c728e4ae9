import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

test('a new visitor gets zh-CN; choosing English switches interface and content and is remembered', async ({
  page,
  context,
}) => {
  await context.clearCookies(); // a first visit: no remembered language
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('云服务器 ECS 低至 36 元/月').first()).toBeVisible();
  await expect(page.getByText('岚云广州可用区 C 正式开服').first()).toBeVisible();
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/\?lang=en$/);

  await page.getByRole('navigation', { name: '语言' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Elastic Compute Service from ¥36/month').first()).toBeVisible();
  await expect(page.getByText('Lanyun Cloud opens the Guangzhou Zone C data hall').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  // Remembered: a page without ?lang= stays English, also after a client-side navigation.
  await page.goto('/news/info');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/news\/info\?lang=en$/);
  await page.getByRole('link', { name: 'Lanyun Cloud opens the Guangzhou Zone C data hall' }).first().click();
  await expect(page.getByRole('heading', { name: 'Lanyun Cloud opens the Guangzhou Zone C data hall' })).toBeVisible();

  // And back to Chinese.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '岚云广州可用区 C 正式开服' })).toBeVisible();
});

test('the catalog speaks the page language: region, zone and duration names on the ECS page', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto('/ecs#buy');
  await expect(page.getByRole('radio', { name: '华东2（上海）' })).toBeVisible();
  await page.getByRole('radio', { name: '华东2（上海）' }).click();
  await expect(page.getByRole('radio', { name: '可用区 B' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^1 年/ }).first()).toBeVisible();
  await page.goto('/ecs?lang=en#buy');
  await expect(page.getByRole('radio', { name: 'East China 2 (Shanghai)' })).toBeVisible();
  await page.getByRole('radio', { name: 'East China 2 (Shanghai)' }).click();
  await expect(page.getByRole('radio', { name: 'Zone B' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^1 year/ }).first()).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(/sorry, the page you visited does not exist/i)).toBeVisible();
  await page
    .getByRole('link', { name: /back to home/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('search engines get a sitemap with the articles, robots.txt and per-page canonical and Open Graph tags', async ({
  page,
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  expect(xml).toMatch(/\/solution\/zhibo<\/loc>/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/solution\/zhibo\?lang=en"\/>/);
  const articleIds = [...xml.matchAll(/\/news\/detail\/(\d+)<\/loc>/g)].map((m) => m[1]);
  expect(articleIds.length).toBeGreaterThan(3);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /user/');
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);

  await page.goto(`/news/detail/${articleIds[0]}?utm_source=test&lang=zh-CN`);
  const title = await page.locator('h1').first().innerText();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`/news/detail/${articleIds[0]}$`),
  );
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
    'href',
    new RegExp(`/news/detail/${articleIds[0]}\\?lang=en$`),
  );
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
    'href',
    new RegExp(`/news/detail/${articleIds[0]}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  await page.goto('/login?tp=1');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
});

test('a logged-out home loads no react-query; following a link to /ecs brings it and the live quote works', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  // react-query and its provider are the `query-*` chunks (packages/site-kit/src/vite-build.ts, site-kit `query`).
  const queryChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/query-[^/]*\.js$/.test(r.url())) queryChunks.push(r.url());
  });
  await page.goto('/');
  await hydrated(page);
  // The stylesheet, the page's only render-blocking request, comes before the scripts' preloads.
  const head = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel=stylesheet], link[rel=modulepreload]')].map((l) =>
      l.getAttribute('rel'),
    ),
  );
  expect(head[0]).toBe('stylesheet');
  expect(head).toContain('modulepreload');
  expect(queryChunks).toEqual([]);

  await page.locator('main a[href="/ecs"]').first().click();
  await expect(page).toHaveURL(/\/ecs$/);
  await expect(page.getByTestId('ecs-total')).toHaveText(/^¥\d/);
  expect(queryChunks.length).toBeGreaterThan(0);
});
