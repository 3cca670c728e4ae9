/**
 * The operator console on a 390 px phone: the sidebar gives way to a "Menu" button opening the sections as a drawer,
 * and the lists, a customer's page and the editor fit the screen (tables scroll inside their own box, never the page).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { logInToConsole, OPERATORS, OPS } from './ops-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the console fits 390 px and its menu opens as a drawer and navigates', async ({ page, customer }) => {
  const someone = await customer({ name: 'ops-narrow' });
  await logInToConsole(page, OPERATORS.admin);
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav).toBeHidden();
  expect(await scrollWidth(page)).toBe(390);

  // The menu: a drawer with every section; choosing one goes there and closes it.
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(`${OPS}/customers`);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  expect(await scrollWidth(page)).toBe(390);
  // Escape closes it too.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const pages: Array<[string, RegExp | string]> = [
    ['/audit', 'Audit log'],
    ['/content?kind=news', 'Content'],
    ['/invoices?status=0', 'Invoices'],
    ['/real-name', 'Real-name review'],
    ['/bank-transfers', 'Bank transfers'],
    ['/tickets', 'Tickets'],
    [`/customers/${someone.id}`, `Customer #${someone.id}`],
    [`/customers/${someone.id}?tab=orders`, `Customer #${someone.id}`],
    ['/content/news/new', /New/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${OPS}${path}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect.soft(await scrollWidth(page), path).toBe(390);
  }
});
