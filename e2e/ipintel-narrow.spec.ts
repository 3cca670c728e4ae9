/**
 * The IP site on a 390 px phone: the home page, /docs and the logged-in dashboard fit the screen (no sideways
 * scroll), and the home page's figures come from the API (no fixed latency or SLA claims).
 */
import { API } from './accounts-helpers';
import { expect, test } from './fixtures';
import { IPINTEL_URL } from './ports.mjs';

test.use({ viewport: { width: 390, height: 844 } });

const scrollWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test('the IP home and /docs fit 390 px, and the home figures are read from data', async ({ page, request }) => {
  await page.goto(IPINTEL_URL);
  await expect(page.getByTestId('ip-result-country')).toBeVisible(); // the query tool answered: the page is complete
  expect(await scrollWidth(page)).toBe(390);
  // The figures: ranges, networks, data date and free quota are numbers from the API, not fixed text.
  await expect(page.locator('[data-stat=built] dd').first()).toHaveText(/^\d{4}-\d\d-\d\d$/);
  await expect(page.locator('[data-stat=free] dd').first()).toHaveText('50,000');
  await expect(page.getByText('99.99%')).toHaveCount(0);
  const facts = (await (await request.post(`${API}/ipintel/database_facts`)).json()) as {
    data: { demo_per_minute: number };
  };
  await expect(page.getByText(/per address|每分钟可查询/).first()).toContainText(
    `${facts.data.demo_per_minute} lookups`,
  );

  await page.goto(`${IPINTEL_URL}/docs`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollWidth(page)).toBe(390);
  // The error table wraps inside its column in both languages: no cell is cut off at the column's edge.
  for (const [lang, name] of [
    ['zh-CN', '错误码'],
    ['en', 'Error codes'],
  ] as const) {
    await page.goto(`${IPINTEL_URL}/docs?lang=${lang}`);
    const errors = page.getByRole('table', { name });
    const [right, columnRight] = await errors.evaluate((el) => [
      el.getBoundingClientRect().right,
      el.parentElement!.getBoundingClientRect().right,
    ]);
    expect(right).toBeLessThanOrEqual(columnRight!);
  }
});

test('the logged-in dashboard fits 390 px', async ({ page, login }) => {
  await login();
  await page.goto(`${IPINTEL_URL}/dashboard`);
  await expect(page).toHaveURL(`${IPINTEL_URL}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollWidth(page)).toBe(390);
});
