/**
 * The console's overview (dashboard, services/ops/ops-overview.ts): a customer pays an ECS instance, a cloud phone
 * and an IP plan through the API; the test moves the three orders to a day of its own in the past (a random day no
 * other test uses, so the figures of that day are exactly these orders), and finance's overview of that day shows
 * revenue = ECS + cloud phones + IP plans, each product's figure, the stacked chart with its text alternative and
 * the table row of the day; the week around it holds the same; zh-CN at 390 px shows it without English and fits.
 */
import type { Page } from '@playwright/test';
import { API } from './accounts-helpers';
import { buyEcs, ECS_PRICE, withE2eDb } from './billing-helpers';
import { apiPost, expect, test } from './fixtures';
import { hydrated } from './hydration';
import { logInToConsole, OPERATORS, OPS } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';

/** "¥1,234.50" → 123450 (fen). */
const fenOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[¥,\s]/g, '')) * 100);
/** 123450 → "1,234.50", as the console writes yuan. */
const money = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The figure `overview-<id>` in fen. */
async function figure(page: Page, id: string): Promise<number> {
  const el = page.getByTestId(`overview-${id}`);
  await expect(el).toHaveText(/^¥-?[\d,]+\.\d\d$/);
  return fenOf(await el.textContent());
}

test('the overview’s revenue of a day is the sum of its ECS, cloud-phone and IP-plan orders, and the chart shows it', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(150_000);
  const me = await customer({ verified: true, name: 'overview' });
  await topUpInSandbox(request, me.token, 1200);

  // Three orders through the API: an ECS instance (¥342), a cloud phone at its quoted price, the Business IP plan.
  await buyEcs(request, me.token, 'e2e-overview');
  const regions = (await (await request.get(`${API}/phone/get_pdc_regions`)).json()).data as Array<{ id: number }>;
  const packages = (
    await (await request.get(`${API}/phone/get_pdc_pkg_id`, { headers: { 'accept-language': 'en' } })).json()
  ).data as Array<{ id: number; name: string }>;
  const config = {
    pkg_id: String(packages.find((p) => p.name === 'Standard')!.id),
    region_id: String(regions[0]!.id),
    duration_months: '1',
    quantity: '1',
  };
  const quote = (
    await (await request.get(`${API}/phone_order/get_pdc_pkg_price?${new URLSearchParams(config)}`)).json()
  ).data as { price: string };
  await apiPost(request, '/phone_order/add_pdc_order', me.token, { ...config, price: quote.price, agree: '1' });
  const plan = await apiPost<{ price: string }>(request, '/ipintel/plan_buy', me.token, {
    plan: 'business',
    period: 'month',
    price: '499.00',
    agree: '1',
  });
  const ecs = ECS_PRICE * 100;
  const phone = fenOf(quote.price);
  const ip = fenOf(plan.price);
  const total = ecs + phone + ip;

  // The test's own day: 10:00 China time (02:00 UTC) of a random day of 2001-2019.
  const at = new Date(
    Date.UTC(2001 + Math.floor(Math.random() * 19), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28)),
  );
  const day = at.toISOString().slice(0, 10);
  await withE2eDb(async (db) => {
    const when = `${day}T02:00:00Z`;
    const orders = await db.query('UPDATE product_orders SET created_at = $2 WHERE user_id = $1', [me.id, when]);
    expect(orders.rowCount).toBe(2);
    const plans = await db.query('UPDATE ip_subscriptions SET created_at = $2 WHERE user_id = $1', [me.id, when]);
    expect(plans.rowCount).toBe(1);
  });

  await logInToConsole(page, OPERATORS.finance);
  await page.goto(`${OPS}/?period=day&date=${day}`);
  await hydrated(page);
  await expect(page.getByTestId('overview-range')).toHaveText(`${day}, China time`);
  expect(await figure(page, 'revenue-ecs')).toBe(ecs);
  expect(await figure(page, 'revenue-phone')).toBe(phone);
  expect(await figure(page, 'revenue-ip')).toBe(ip);
  expect(await figure(page, 'revenue')).toBe(total);
  await expect(page.getByTestId('overview-orders')).toHaveText('3');
  await expect(page.getByTestId('overview-refunds')).toHaveText('¥0.00');

  // The chart: drawn (three stacked bars on the day) and named with the same figures.
  const chart = page.getByTestId('overview-chart');
  await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(3);
  await expect(chart.getByRole('img', { name: /^Revenue by product per day\./ })).toHaveAccessibleName(
    `Revenue by product per day. ${day}, China time: cloud servers ¥${money(ecs)}, cloud phones ¥${money(phone)}, IP plans ¥${money(ip)}, total ¥${money(total)}`,
  );
  await expect(
    page.getByTestId('overview-breakdown').locator('.recharts-wrapper > svg.recharts-surface'),
  ).toBeVisible();
  // Its table: the day's row, product by product, and the total.
  await page.getByText('The chart’s figures as a table').click();
  const row = page.getByRole('row', { name: new RegExp(`^${day} `) });
  await expect(row.getByRole('cell')).toHaveText([
    `¥${money(ecs)}`,
    `¥${money(phone)}`,
    `¥${money(ip)}`,
    `¥${money(total)}`,
    '¥0.00',
  ]);

  // The week (Monday to Sunday) around the day: seven rows, the same revenue.
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/period=week/);
  const monday = new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByTestId('overview-range')).toHaveText(
    new RegExp(`^${monday} to \\d{4}-\\d\\d-\\d\\d, China time$`),
  );
  await expect(page.getByTestId('overview-table').locator('tbody tr')).toHaveCount(7);
  await expect(page.getByTestId('overview-revenue')).toHaveText(`¥${money(total)}`);

  // zh-CN on a 390 px phone: the month, in Chinese, fitting the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${OPS}/?period=month&date=${day}&lang=zh-CN`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '经营概览' })).toBeVisible();
  await expect(page.getByTestId('overview-revenue')).toHaveText(`¥${money(total)}`);
  await expect(page.getByTestId('overview-chart').getByRole('img', { name: /^各产品每日收入/ })).toHaveAccessibleName(
    new RegExp(`^各产品每日收入。.*合计 ¥${money(total).replace('.', '\\.')}$`),
  );
  await expect(page.getByRole('group', { name: '统计周期' }).getByRole('button', { name: '月' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
