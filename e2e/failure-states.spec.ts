/**
 * Visible failures (issue 23): when the API cannot be reached, a list of the customer area shows an error state
 * with a "Retry" button, never "no rows", and the retry loads the list once the API answers again. The browser's
 * calls to the site's /api proxy are refused for the outage (the page's own reads go there); the server-rendered
 * page itself loads before.
 */
import { expect, test } from '@playwright/test';
import { logInWithEmail, registerByApi } from './accounts-helpers';

test('the cost center shows an unreachable API as an error with a retry, and the retry loads the list', async ({
  page,
  request,
}) => {
  const email = `e2e-failure-${Date.now()}@example.com`;
  const password = 'Failure123';
  await registerByApi(request, email, password);
  await logInWithEmail(page, email, password);

  await page.goto('/user/cost');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost center' })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Top-up orders' });
  await expect(orders.getByText('No top-up orders')).toBeVisible();

  // The API goes away: every call of the page to the site's /api is refused.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await orders.getByLabel('Status').selectOption({ label: 'Paid' });
  const failure = orders.getByRole('alert');
  await expect(failure).toContainText('Could not load');
  await expect(failure).toContainText('Could not reach the server');
  await expect(orders.getByText('No top-up orders')).toBeHidden();
  await expect(orders.getByRole('table')).toBeHidden();

  // Back again: "Retry" loads the (empty) list.
  await page.unroute('**/api/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(orders.getByRole('alert')).toBeHidden();
  await expect(orders.getByText('No top-up orders')).toBeVisible();
});
