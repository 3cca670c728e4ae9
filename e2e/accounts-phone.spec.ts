import { expect, test } from '@playwright/test';
import { codeFromOutbox, lastOutboxId, logInWithEmail, randomPhone, signUpByApi } from './accounts-helpers';
import { hydrated } from './hydration';

test('log in with a phone number and an SMS code', async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto('/login?tp=1&rect=phone');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  const before = await lastOutboxId(request, phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The button counts down 60 s before another code may be sent.
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await codeFromOutbox(request, phone, before);
  await page.getByLabel('Verification code').fill(code);
  // A new number gets an account only with the terms agreed; the same code works once the box is ticked.
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByText('Please agree to the terms first')).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // The phone is shown masked on the security page.
  await page.goto('/user/security');
  await expect(page.getByTestId('security-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
});

test('the phone form checks the number and the code before calling the API', async ({ page }) => {
  await page.goto('/login?tp=1&rect=phone');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Phone' }).fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a correct phone number')).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();
});

test('reset a forgotten password with an e-mail code, then log in with the new one', async ({ page, request }) => {
  const email = `e2e-reset-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Original123');

  await page.goto('/login?tp=1');

  await hydrated(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/tp=3/);
  await page.getByLabel('Email or phone').fill(email);
  const before = await lastOutboxId(request, email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromOutbox(request, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Changed456');
  await page.getByLabel('Confirm new password').fill('Changed999');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Changed456');
  await page.getByRole('button', { name: 'Reset password' }).click();

  // Back on the log-in form.
  await expect(page).toHaveURL(/tp=1/);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await logInWithEmail(page, email, 'Changed456');
});
