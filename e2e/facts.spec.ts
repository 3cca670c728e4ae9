/**
 * What the public pages state comes from the platform, and the IP product is where customers look for products
 * (docs/decisions/0070-facts-on-public-pages.md): the IP site two clicks from the cloud home (products menu, also on a
 * phone), on the home page, in the footer and in the console menus; the region and zone counts and the ECS "from"
 * price are the API's catalog figures; the brand is 岚云 on Chinese pages.
 */
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { API_URL, IPINTEL_URL } from './ports.mjs';

interface Facts {
  regions: number;
  zones: number;
  ecs_from: { price_month: string; config: { system_disk_gb: number } };
}

async function catalogFacts(request: import('@playwright/test').APIRequestContext): Promise<Facts> {
  const res = await request.post(`${API_URL}/v1/catalog_facts`, { data: {} });
  return ((await res.json()) as { data: Facts }).data;
}

const ipOrigin = new URL(IPINTEL_URL).origin;

test('the IP site is two clicks from the cloud home: the products menu, then IP 情报', async ({ page, context }) => {
  await context.clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: '产品' }).click();
  await page.getByRole('menuitem', { name: /IP 情报/ }).click();
  await expect(page).toHaveURL((url) => url.origin === ipOrigin);
  await expect(page.locator('h1')).toBeVisible();
});

test('on a phone too: the menu button, then IP 情报', async ({ page, context }) => {
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: '菜单' }).click();
  await page.getByRole('menuitem', { name: /IP 情报/ }).click();
  await expect(page).toHaveURL((url) => url.origin === ipOrigin);
});

test('the home page has an IP product card and the footer lists the product, in both languages', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'IP 情报', level: 3 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'IP 情报' })).toHaveAttribute('href', new RegExp(`^${ipOrigin}/`));
  // The brand on a Chinese page is 岚云, in the logo and the title.
  await expect(page.getByRole('banner').getByText('岚云', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/岚云/);
  await expect(page.getByText('Lanyun Cloud', { exact: true })).toHaveCount(0);

  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'IP Intelligence', level: 3 })).toBeVisible();
  await page.getByRole('link', { name: 'Visit IP Intelligence' }).click();
  await expect(page).toHaveURL((url) => url.origin === ipOrigin);
});

test('a customer finds the IP console in the console menu and the account navigation', async ({ page, login }) => {
  await login();
  await page.goto('/user/basic?lang=zh-CN');
  await hydrated(page);
  const side = page.getByRole('navigation', { name: '账号' });
  await expect(side.getByRole('link', { name: /IP 情报控制台/ })).toHaveAttribute(
    'href',
    `${ipOrigin}/sso/start?next=%2Fdashboard`,
  );
  await page.getByRole('banner').getByRole('button', { name: '控制台' }).click();
  await expect(page.getByRole('menuitem', { name: 'IP 情报控制台' })).toHaveAttribute(
    'href',
    `${ipOrigin}/sso/start?next=%2Fdashboard`,
  );
});

test('region and zone counts and the ECS "from" price are the catalog’s', async ({ page, context, request }) => {
  await context.clearCookies();
  const facts = await catalogFacts(request);
  expect(facts.regions).toBeGreaterThan(0);

  await page.goto('/aboutus');
  const figures = page.locator('dl');
  await expect(figures.getByText(`${facts.regions}`, { exact: true })).toBeVisible();
  await expect(figures.getByText(`${facts.zones}`, { exact: true })).toBeVisible();

  await page.goto('/');
  const price = Number(facts.ecs_from.price_month).toFixed(2);
  const ecsCard = page.locator('article').filter({ has: page.getByRole('heading', { name: '云服务器 ECS' }) });
  await expect(ecsCard).toContainText(`¥${price}`);
  await expect(ecsCard).toContainText(`含 ${facts.ecs_from.config.system_disk_gb} GB 系统盘`);
  await expect(page.getByText(`${facts.regions} 个地域、${facts.zones} 个可用区`).first()).toBeVisible();

  await page.goto('/price');
  await expect(page.getByText(`¥${price}`).first()).toBeVisible();
});
