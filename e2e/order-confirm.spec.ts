/**
 * The confirmation before money moves: on /ecs "Buy now" opens the order review (configuration, region and zone,
 * duration, the server's breakdown, the amount, the service agreement) instead of paying; the wallet is untouched
 * until "Confirm and pay", which stays disabled until the agreement is ticked (and the API refuses an order without
 * it); the amount charged (balance difference and ledger entry) equals the amount the review showed. Checked in
 * English and in zh-CN, at 1280 and 390 px (screenshots kept with the test's output).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API } from './accounts-helpers';
import { ledgerEntries } from './billing-helpers';
import { hydrated } from './hydration';
import { apiPost, topUpInSandbox } from './ordering-helpers';

/** The wallet's cash balance in fen, read from the API. */
async function balanceFen(request: Parameters<typeof topUpInSandbox>[0], token: string): Promise<number> {
  const me = await apiPost<{ balance: string }>(request, '/personal_center/user_info', token, {});
  return Math.round(Number(me.balance) * 100);
}

/** "¥1,234.50" → 123450 fen. */
const fenOf = (shown: string) => Math.round(Number(shown.replace(/[¥,\s]/g, '')) * 100);

/** Fills what the default configuration still needs (password, name) and presses the summary's buy button. */
async function configureAndBuy(page: Page, words: { password: string; confirm: string; name: string; buy: string }) {
  await page.getByLabel(words.password, { exact: true }).fill('Lanyun-Cloud42x');
  await page.getByLabel(words.confirm, { exact: true }).fill('Lanyun-Cloud42x');
  await page.getByRole('textbox', { name: words.name, exact: true }).fill('confirm-web');
  await page.getByRole('complementary').getByRole('button', { name: words.buy }).click();
}

test('an ECS order stops at the review; nothing is charged until the agreement is ticked and the order confirmed', async ({
  page,
  request,
  login,
}, testInfo) => {
  test.setTimeout(90_000);
  const me = await login({ verified: true, name: 'confirm' });
  await topUpInSandbox(request, me.token, 2000);
  const before = await balanceFen(request, me.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ecs#buy');
  await hydrated(page);
  await expect(page.getByTestId('ecs-total')).toHaveText(/¥\d/);
  await configureAndBuy(page, {
    password: 'Log-in password',
    confirm: 'Confirm password',
    name: 'Instance name',
    buy: 'Buy now',
  });

  // The review, not a payment: configuration, region and zone, duration, the breakdown and the amount.
  const review = page.getByRole('region', { name: 'Confirm your order' });
  await expect(review).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeFocused();
  await expect(review.getByRole('definition').first()).toContainText(' · Zone');
  await expect(review.getByRole('definition').filter({ hasText: '1 month' })).toHaveCount(1);
  await expect(review).toContainText('confirm-web');
  const lines = review.getByRole('table', { name: 'Charges' }).locator('tbody tr');
  await expect(lines.first()).toContainText('vCPU');
  await expect(review.getByRole('table', { name: 'Charges' })).toContainText('System disk: ');
  await expect(review.getByRole('table', { name: 'Charges' })).toContainText('Public bandwidth');
  const shown = fenOf((await review.getByTestId('confirm-total').textContent()) ?? '');
  expect(shown).toBeGreaterThan(0);
  // The lines add up to the amount to pay.
  const amounts = await lines.locator('td:last-child').allTextContents();
  expect(amounts.reduce((s, a) => s + (a.startsWith('-') ? -fenOf(a.slice(1)) : fenOf(a)), 0)).toBe(shown);
  await expect(review.getByRole('link', { name: 'Lanyun Cloud Service Agreement' })).toHaveAttribute(
    'href',
    '/agreement/service',
  );
  await review.screenshot({ path: testInfo.outputPath('review-en-1280.png') });

  // Not ticked: paying is not possible, and the wallet has not moved.
  const pay = review.getByRole('button', { name: /^Confirm and pay/ });
  await expect(pay).toBeDisabled();
  expect(await balanceFen(request, me.token)).toBe(before);

  // At 390 px the review still fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await review.screenshot({ path: testInfo.outputPath('review-en-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to edit keeps the configuration; buying again returns to the review.
  await review.getByRole('button', { name: 'Back to edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Instance name', exact: true })).toHaveValue('confirm-web');
  await page.getByRole('complementary').getByRole('button', { name: 'Buy now' }).click();

  await review.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/user\/instances$/);

  // Charged exactly the amount shown: the balance difference and the purchase ledger entry.
  expect(before - (await balanceFen(request, me.token))).toBe(shown);
  expect(await ledgerEntries(me.id, 'purchase')).toEqual([{ balance_delta_fen: -shown }]);
});

test('the API refuses an ECS order without the agreement and charges nothing', async ({ request, customer }) => {
  const me = await customer({ verified: true, name: 'confirm-api' });
  await topUpInSandbox(request, me.token, 500);
  const before = await balanceFen(request, me.token);
  const regions = (await (await request.post(`${API}/v1/get_region_zone`)).json()).data as Array<{
    id: number;
    zones: Array<{ id: number }>;
  }>;
  const region = regions[0]!;
  const zone = region.zones[0]!;
  const families = (
    await (
      await request.post(`${API}/v1/get_region_zone_instance_config`, { multipart: { zone_id: String(zone.id) } })
    ).json()
  ).data as Array<{ types: Array<{ id: number }> }>;
  const images = (
    await (await request.post(`${API}/v1/get_region_zone_images`, { multipart: { zone_id: String(zone.id) } })).json()
  ).data as Array<{ id: number }>;
  const config = {
    zone_id: String(zone.id),
    instance_type_id: String(families[0]!.types[0]!.id),
    image_id: String(images[0]!.id),
    system_disk_type: 'cloud_essd',
    system_disk_gb: '40',
    data_disks: '[]',
    bandwidth_mbps: '1',
    duration_months: '1',
    quantity: '1',
  };
  const quote = (await (await request.post(`${API}/v1/inquiry_create_instance_price`, { multipart: config })).json())
    .data as { price: string };
  const res = await request.post(`${API}/instance_center/inquiry_create_instance_order`, {
    headers: { token: me.token },
    multipart: {
      ...config,
      region_id: String(region.id),
      name: 'no-agreement',
      login_type: 'password',
      password: 'Lanyun-Cloud42x',
      price: quote.price,
    },
  });
  expect(await res.json()).toMatchObject({ code: 400, data: { reason: 'order.agreement_required' } });
  expect(await balanceFen(request, me.token)).toBe(before);
  expect(await ledgerEntries(me.id, 'purchase')).toEqual([]);
});

test('zh-CN: the review speaks Chinese and links the service agreement', async ({ page, request, login }, testInfo) => {
  const me = await login({ verified: true, name: 'confirm-zh' });
  await topUpInSandbox(request, me.token, 2000);
  const before = await balanceFen(request, me.token);
  await page.context().clearCookies({ name: 'lang' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ecs?lang=zh-CN#buy');
  await hydrated(page);
  await expect(page.getByTestId('ecs-total')).toHaveText(/¥\d/);
  await configureAndBuy(page, { password: '登录密码', confirm: '确认密码', name: '实例名称', buy: '立即购买' });
  const review = page.getByRole('region', { name: '确认订单' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('table', { name: '费用明细' })).toContainText('系统盘：');
  await expect(review.getByRole('link', { name: '《岚云服务协议》' })).toHaveAttribute('href', '/agreement/service');
  await expect(review.getByRole('button', { name: /^确认支付 ¥/ })).toBeDisabled();
  await expect(review).not.toContainText(/Confirm|Charges|Back to edit|Amount/);
  await review.screenshot({ path: testInfo.outputPath('review-zh-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await review.screenshot({ path: testInfo.outputPath('review-zh-390.png') });
  expect(await balanceFen(request, me.token)).toBe(before);
});
