import { expect, test } from '@playwright/test';

const IP_SITE = 'http://localhost:13100';

test('the IP query tool looks up an address and credits DB-IP', async ({ page }) => {
  await page.goto(IP_SITE);
  await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).first()).toBeVisible();
  await page.getByLabel('IP address').fill('8.8.8.8');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('United States').first()).toBeVisible();
  await expect(page.getByText('AS15169').first()).toBeVisible();

  await page.getByLabel('IP address').fill('2001:4860:4860::8888');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('2001:4860:4860::8888').first()).toBeVisible();

  await page.getByLabel('IP address').fill('not-an-ip');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Invalid IP address').first()).toBeVisible();
});
