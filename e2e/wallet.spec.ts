/**
 * Wallet top-up end to end (spec §4 Recharge, §8, §9): a new customer is verified through the operator API, tops up
 * 5 yuan (raised to 10 after the pause) with Alipay, pays on the sandbox cashier in a new tab, sees the success
 * dialog and a balance of 10.00 in the header, then finds the top-up in the cost center.
 */
import { codeFromOutbox, lastOutboxId } from './accounts-helpers';
import { approveRealName, expect, test } from './fixtures';
import { hydrated } from './hydration';

test('top up 10 yuan with Alipay through the sandbox cashier', async ({ page, request }) => {
  const email = `e2e-wallet-${Date.now()}@example.com`;
  const password = 'Wallet123';

  await page.goto('/login?tp=2');
  await page.getByLabel('Email').fill(email);
  // The address is proved with the code sent to it.
  const before = await lastOutboxId(request, email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(request, email, before));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  const userMenu = page.getByRole('button', { name: `User menu: ${email}` });
  await expect(userMenu).toBeVisible();

  const token = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  expect(token, 'the access-token cookie is set after sign-up').toBeTruthy();
  await approveRealName(request, token!);

  await page.reload();
  await hydrated(page); // a click before hydration opens nothing
  await userMenu.click();
  await expect(page.getByTestId('real-name-status')).toHaveText('Verified');
  await page.getByRole('menuitem', { name: 'Top up' }).click();

  const recharge = page.getByRole('dialog', { name: 'Top up' });
  await expect(recharge).toBeVisible();
  await expect(recharge.getByRole('tab', { name: 'Online top-up' })).toHaveAttribute('aria-selected', 'true');
  const amount = recharge.getByLabel('Top-up amount (yuan)');
  await expect(amount).toHaveValue('100');
  await amount.fill('5');
  await expect(amount).toHaveValue('10'); // raised to the minimum after the 0.5 s pause
  await recharge.getByRole('radio', { name: 'Alipay' }).check();
  await recharge.getByRole('button', { name: 'Pay now' }).click();

  const qr = page.getByRole('dialog', { name: 'To be paid' });
  await expect(qr).toBeVisible();
  await expect(qr.getByTestId('qr-pay-amount')).toContainText('10.00');
  await expect(qr.getByText('Scan with WeChat or Alipay')).toBeVisible();
  await expect(qr.getByRole('img', { name: 'Payment QR code' })).toBeVisible();

  const [cashier] = await Promise.all([
    page.context().waitForEvent('page'),
    qr.getByRole('link', { name: 'Open the sandbox cashier' }).click(),
  ]);
  await cashier.waitForLoadState();
  await expect(cashier.getByText('¥10.00')).toBeVisible();
  await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cashier.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await cashier.close();

  // Back on the site: polling sees pay_status '2', the dialogs close and the success dialog opens.
  const success = page.getByRole('dialog', { name: 'Top-up successful' });
  await expect(success).toBeVisible();
  await expect(qr).toHaveCount(0);
  await expect(recharge).toHaveCount(0);
  await expect(success.getByRole('link', { name: 'Buy a cloud server' })).toHaveAttribute('href', '/ecs');
  await expect(success.getByRole('link', { name: 'Buy a cloud phone' })).toHaveAttribute('href', '/buyphone');
  await success.getByRole('button', { name: 'Close' }).click();

  await userMenu.click();
  await expect(page.getByTestId('user-balance')).toHaveText('10.00');
  await page.keyboard.press('Escape');

  // The cost center shows the balance, the ledger entry and the paid order.
  await page.goto('/user/cost');
  await expect(page.getByRole('heading', { name: 'Cost center', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cost-total-balance')).toHaveText('10.00');
  const ledger = page.getByRole('table', { name: 'Balance ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Online top-up' })).toContainText('+10.00');
  const orders = page.getByRole('table', { name: 'Top-up orders' });
  await expect(orders.getByRole('row').filter({ hasText: 'Alipay' })).toContainText('Paid');
  await page.getByLabel('Kind').selectOption('purchase');
  await expect(ledger.getByText('No ledger entries')).toBeVisible();

  // "Top up" on the cost center opens the same dialog.
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: 'Top up' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Top up' }).getByRole('tab', { name: 'Public bank transfer' }).click();
  await expect(page.getByRole('button', { name: 'Copy account number' })).toBeVisible();
});
