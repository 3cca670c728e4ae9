import { expect, test } from '@playwright/test';

test('home page shows banners and news from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Elastic Compute Service from ¥29/month').first()).toBeVisible();
  await expect(page.getByText('Lanyun Cloud opens the Guangzhou Zone C data hall').first()).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(/sorry, the page you visited does not exist/i)).toBeVisible();
  await page.getByRole('link', { name: /back to home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('every spec route renders', async ({ page }) => {
  const routes = [
    '/aboutus', '/agreement/service', '/buyphone', '/download', '/ecs', '/news/info', '/news/doc', '/notice', '/price', '/price/ecs',
    '/resource', '/solution/bangong', '/solution/zhibo', '/trial', '/tutorial', '/login?tp=1', '/login?tp=2',
  ];
  for (const r of routes) {
    await page.goto(r);
    await expect(page.getByText(/sorry, the page you visited does not exist/i), r).toHaveCount(0);
    await expect(page.locator('main, [role=main]').first(), r).toBeVisible();
  }
});
