/**
 * The cloud site on a 390 px phone: every public route fits the screen (no sideways scroll) and the header is not
 * clipped; log-in, sign-up and the site search are in the menu; the order pages keep the price and the buy button in
 * a bar at the bottom of the screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API } from './accounts-helpers';
import { CLOUD_LOGIN_ROUTES, CLOUD_PUBLIC_ROUTES } from './cloud-routes';
import { hydrated } from './hydration';

test.use({ viewport: { width: 390, height: 844 } });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// Every public route (the not-found page among them), the solution pages not in the shared list and the log-in forms.
const PUBLIC = [...CLOUD_PUBLIC_ROUTES, '/solution/bangong', '/solution/zhibo', ...CLOUD_LOGIN_ROUTES];

test('every public page of the cloud site renders and fits 390 px, with the whole header in view', async ({ page }) => {
  // The pages one after the other.
  test.setTimeout(240_000);
  const wide: string[] = [];
  for (const route of PUBLIC) {
    await page.goto(route);
    await hydrated(page);
    // It rendered: its own main content, not the not-found page (but for the not-found page's own route).
    if (route !== '/no-such-page')
      await expect(page.getByText(/sorry, the page you visited does not exist/i), route).toHaveCount(0);
    await expect(page.locator('main, [role=main]').first(), route).toBeVisible();
    const width = await scrollWidth(page);
    if (width !== 390) wide.push(`${route}: ${width}px`);
    // Nothing in the header row reaches past the screen's right edge ("Sign up" cut off).
    const right = await page
      .locator('header a:visible, header button:visible')
      .evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    if (right > 390) wide.push(`${route}: header reaches ${Math.round(right)}px`);
  }
  expect(wide).toEqual([]);
});

test('the phone menu offers log-in, sign-up and the site search', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Log in' })).toHaveAttribute('href', /\/login\?tp=1/);
  await expect(menu.getByRole('menuitem', { name: 'Sign up' })).toHaveAttribute('href', /\/login\?tp=2/);
  await menu.getByRole('menuitem', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(/\/search/);
});

test('the ECS and cloud-phone order pages keep the price and the buy button at the bottom of the screen', async ({
  page,
}) => {
  for (const route of ['/ecs', '/buyphone']) {
    await page.goto(route);
    await hydrated(page);
    const bar = page.getByTestId('mobile-buy-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/¥\d/); // the quote arrived
    await expect(bar.getByRole('link', { name: 'Log in to buy' })).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
  }
});

test('the home page quotes the catalog and the trial rules: counts of regions and zones, the trial days, no fixed availability', async ({
  page,
  request,
}) => {
  const res = await request.post(`${API}/v1/get_region_zone`);
  const regions = ((await res.json()) as { data: Array<{ zones: unknown[] }> }).data;
  const zones = regions.reduce((n, r) => n + r.zones.length, 0);
  await page.goto('/');
  await expect(page.getByText(`${regions.length} regions and ${zones} zones, redundant power`)).toBeVisible();
  await expect(page.getByText(/99\.9\d?%/)).toHaveCount(0);
  // The call to action and the trial banner state the real trial: a cloud phone, for the days the API gives.
  await expect(page.getByRole('heading', { name: 'Try a cloud phone for free' })).toBeVisible();
  const terms = await request.post(`${API}/phone/trial_terms`);
  const days = ((await terms.json()) as { data: { days: number } }).data.days;
  await expect(page.getByText(`Try before you buy: ${days}-day free trial`).first()).toBeAttached();
  await expect(page.getByText(/instance for a week/)).toHaveCount(0);
});
