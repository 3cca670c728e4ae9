import { expect, test } from '@playwright/test';
import { codeFromOutbox, lastOutboxId, logInWithEmail, randomPhone, signUpByApi } from './accounts-helpers';
import { openUserMenu } from './hydration';
import { E2E_CODE_RESEND_MS } from './ports.mjs';

test('edit the profile, change the password and the e-mail, bind a phone', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `e2e-sec-${stamp}@example.com`;
  const newEmail = `e2e-sec-new-${stamp}@example.com`;
  const phone = randomPhone();
  await signUpByApi(request, email, 'Security123');
  await logInWithEmail(page, email, 'Security123');

  // Profile: name, company, industry.
  await page.goto('/user/basic');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Company').fill('Analytical Engines Ltd');
  await page.getByLabel('Industry').selectOption('Games');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Ada Lovelace' })).toBeVisible();

  // Password with the current one.
  await page.goto('/user/security');
  await expect(page.getByTestId('security-email')).toHaveText(`e****@example.com`);
  await page.getByRole('button', { name: 'Change password' }).click();
  let dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password', { exact: true }).fill('Security123');
  await dialog.getByLabel('New password', { exact: true }).fill('Security456');
  await dialog.getByLabel('Confirm new password').fill('Security456');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();

  // E-mail: the code goes to the new address.
  await page.getByRole('button', { name: 'Change email' }).click();
  dialog = page.getByRole('dialog', { name: 'Change email' });
  await dialog.getByLabel('New email').fill(newEmail);
  let before = await lastOutboxId(request, newEmail);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(request, newEmail, before));
  await dialog.getByRole('button', { name: 'Change email' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('security-email')).toHaveText('e****@example.com');

  // Bind a phone (no phone yet: one step).
  await page.getByRole('button', { name: 'Bind phone' }).click();
  dialog = page.getByRole('dialog', { name: 'Bind phone' });
  await dialog.getByLabel('New phone').fill(phone);
  before = await lastOutboxId(request, phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(request, phone, before));
  await dialog.getByRole('button', { name: 'Bind phone' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('security-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  await expect(page.getByRole('button', { name: 'Change phone' })).toBeVisible();

  // The new e-mail and password log in.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
  await page.goto('/login?tp=1');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill('Security456');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
});

test('change a bound phone in two steps', async ({ page, request }) => {
  // One code per number and purpose per window (60 s in production, E2E_CODE_RESEND_MS on the test stack): the second
  // code to the current phone waits the window out.
  const email = `e2e-phone-${Date.now()}@example.com`;
  const oldPhone = randomPhone();
  const newPhone = randomPhone();
  await signUpByApi(request, email, 'PhoneSwap123');
  await logInWithEmail(page, email, 'PhoneSwap123');
  await page.goto('/user/security');

  await page.getByRole('button', { name: 'Bind phone' }).click();
  let dialog = page.getByRole('dialog', { name: 'Bind phone' });
  await dialog.getByLabel('New phone').fill(oldPhone);
  let before = await lastOutboxId(request, oldPhone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(request, oldPhone, before));
  await dialog.getByRole('button', { name: 'Bind phone' }).click();
  await expect(dialog).toBeHidden();

  await page.waitForTimeout(E2E_CODE_RESEND_MS + 100);
  await page.getByRole('button', { name: 'Change phone' }).click();
  dialog = page.getByRole('dialog', { name: 'Change phone' });
  // Step 1: the current phone.
  before = await lastOutboxId(request, oldPhone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(request, oldPhone, before));
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Step 2: the new phone.
  await dialog.getByLabel('New phone').fill(newPhone);
  before = await lastOutboxId(request, newPhone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(request, newPhone, before));
  await dialog.getByRole('button', { name: 'Change phone' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('security-phone')).toHaveText(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`);
});
