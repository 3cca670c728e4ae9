import { expect, test } from '@playwright/test';
import { escapeRegExp, logInWithEmail, signUpByApi } from './accounts-helpers';
import { openUserMenu } from './hydration';

test('a sub-account without cost-3-1 may not top up', async ({ page, request }) => {
  const stamp = Date.now();
  const mainEmail = `e2e-main-${stamp}@example.com`;
  const subEmail = `e2e-sub-${stamp}@example.com`;
  await signUpByApi(request, mainEmail, 'MainAcct123');
  await logInWithEmail(page, mainEmail, 'MainAcct123');

  // The user menu leads to access management.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Access management' }).click();
  await expect(page).toHaveURL(/\/user\/team$/);
  await expect(page.getByRole('heading', { name: 'Access management' })).toBeVisible();

  await page.getByRole('button', { name: 'Create sub-account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create sub-account' });
  await dialog.getByLabel('Email', { exact: true }).fill(subEmail);
  await dialog.getByLabel('Name', { exact: true }).fill('Support desk');
  await dialog.getByLabel('Password', { exact: true }).fill('SubAcct123');
  // The personal-center permissions, but not "Top up the wallet" (cost-3-1).
  await dialog.getByRole('checkbox', { name: 'All personal center' }).check();
  const topUp = dialog.getByRole('checkbox', { name: 'Top up the wallet' });
  await expect(topUp).toHaveCount(1);
  await expect(topUp).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(subEmail)) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Top up the wallet');

  // Log out, log in as the sub-account.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
  await logInWithEmail(page, subEmail, 'SubAcct123');

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Access management' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Top up' }).click();
  await expect(
    page.getByText('You currently have no permission, please contact the main account to enable it'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: /top up/i })).toHaveCount(0);
});
