import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { API_URL, IPINTEL_URL } from './ports.mjs';

const IP_SITE = IPINTEL_URL;

test('the IP query tool looks up an address and credits DB-IP', async ({ page }) => {
  await page.goto(IP_SITE);
  await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).first()).toBeVisible();
  // The tool answers once the page has hydrated (a click before that is lost).
  await hydrated(page);
  await page.getByLabel('IP address').fill('8.8.8.8');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('ip-result-country')).toContainText('United States');
  await expect(page.getByTestId('ip-result-asn')).toHaveText('AS15169');
  // The anonymous answer is the demo set; the full field set is offered with a key.
  await expect(page.getByTestId('ip-full-fields')).toContainText('API key');

  await page.getByLabel('IP address').fill('2400:3200::1');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('ip-result-ip')).toHaveText('2400:3200::1');
  await expect(page.getByTestId('ip-result-country')).toContainText('China');
  await expect(page.getByTestId('ip-result-asn')).toHaveText('AS37963');

  await page.getByLabel('IP address').fill('not-an-ip');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid IPv4 or IPv6 address' })).toBeVisible();
});

test('the API reference gives the HTTP status and data.error key the API really answers with', async ({
  page,
  request,
}) => {
  await page.goto(`${IP_SITE}/docs?lang=en`);
  const table = page.getByRole('table', { name: 'Error codes' });
  const row = (key: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) });
  // Two real errors of the keyed API, and the rows the page shows for their keys.
  for (const [url, headers] of [
    [`${API_URL}/ip/v1/lookup?ip=8.8.8.8`, {}],
    [`${API_URL}/ip/v1/lookup?ip=8.8.8.8`, { 'x-api-key': 'lk_no_such_key' }],
  ] as const) {
    const res = await request.get(url, { headers });
    const body = (await res.json()) as { code: number; data: { error: string } };
    expect(body.code).toBe(res.status());
    await expect(row(body.data.error).getByRole('cell').first()).toHaveText(String(res.status()));
  }
  await expect(row('quota_exceeded').getByRole('cell').first()).toHaveText('429');
  await expect(row('plan_required').getByRole('cell').first()).toHaveText('402');
  const intro = page.getByRole('main').locator('header p').first();
  await expect(intro).toContainText('whose code is the HTTP status');
  await expect(intro).not.toContainText('Every answer is HTTP 200');
});

test('the IP site has a sitemap, robots.txt keeping the account pages out, and canonical tags', async ({
  page,
  request,
}) => {
  const xml = await (await request.get(`${IP_SITE}/sitemap.xml`)).text();
  expect(xml).toMatch(/<loc>[^<]+\/docs<\/loc>/);
  const robots = await (await request.get(`${IP_SITE}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(xml).toMatch(/hreflang="en" href="[^"]+\/docs\?lang=en"/);
  // The English page (this browser chose English) is canonical at its own URL; the Chinese one is the plain path.
  await page.goto(`${IP_SITE}/docs?from=test`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/docs\?lang=en$/);
  await expect(page.locator('link[rel=alternate][hreflang=zh-CN]')).toHaveAttribute('href', /\/docs$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /API reference/);
  await page.goto(`${IP_SITE}/docs?lang=zh-CN`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/docs$/);
});
