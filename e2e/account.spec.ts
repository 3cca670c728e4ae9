import { expect, test } from '@playwright/test';

test('register, see the header balance, log out, log back in', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'Secret123';

  await page.goto('/login?tp=2');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('Different123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  await expect(page.getByText('The two passwords do not match').first()).toBeVisible();

  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).last().click();

  const userMenu = page.getByRole('button', { name: new RegExp(email) });
  await expect(userMenu).toBeVisible();
  await userMenu.click();
  await expect(page.getByTestId('user-balance')).toHaveText('0.00');
  await expect(page.getByTestId('real-name-status')).toHaveText('Not verified');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();

  await page.goto('/login?tp=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();

  await page.goto('/user/basic');
  await expect(page.getByText(email).first()).toBeVisible();
});

test('the customer area sends a visitor to log in', async ({ page }) => {
  await page.goto('/user/basic');
  await expect(page).toHaveURL(/\/login\?tp=1/);
});
