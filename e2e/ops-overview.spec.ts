/**
 * The console's overview (dashboard, services/ops/ops-overview.ts): today's revenue is the sum of the day's paid orders.
 * Other tests also place orders, so this one is `@shared` (it runs after them, alone) and reads its before-figure
 * itself: a new customer pays two ECS orders, and finance's overview shows the revenue and the order count gone up
 * by exactly those orders.
 */
import type { Page } from '@playwright/test';
import { buyEcs, ECS_PRICE } from './billing-helpers';
import { expect, test } from './fixtures';
import { logInToConsole, OPERATORS } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';

/** The overview's figures as numbers ("¥1,026.00" → 1026), and the day they are of. */
async function figures(page: Page) {
  const number = async (id: string) => {
    const text = (await page.getByTestId(`overview-${id}`).textContent()) ?? '';
    return Number(text.replace(/[¥,\s]/g, ''));
  };
  return {
    day: await page.getByRole('heading', { name: /^Today \(/ }).textContent(),
    revenue: await number('revenue'),
    orders: await number('orders'),
  };
}

test('the overview’s revenue of today goes up by exactly the orders a customer pays', { tag: '@shared' }, async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const me = await customer({ verified: true, name: 'overview' });
  await topUpInSandbox(request, me.token, 2 * ECS_PRICE);

  await logInToConsole(page, OPERATORS.finance);
  await expect(page.getByTestId('overview-revenue')).toHaveText(/^¥[\d,]+\.\d\d$/);
  const before = await figures(page);

  // Two paid orders of ¥342.00 each (the top-up before them is not revenue).
  await buyEcs(request, me.token, 'e2e-overview-1');
  await buyEcs(request, me.token, 'e2e-overview-2');

  await page.reload();
  await expect(page.getByTestId('overview-revenue')).toHaveText(/^¥[\d,]+\.\d\d$/);
  const after = await figures(page);
  expect(after.day, 'the test ran within one China-time day').toBe(before.day);
  expect(after.orders - before.orders).toBe(2);
  expect(Math.round((after.revenue - before.revenue) * 100)).toBe(2 * ECS_PRICE * 100);
});
