/**
 * The instance's root-password reset asks for the second factor like release does: a customer with two-factor log-in
 * on whose session has proved no code presses Reset; the API refuses with `twofactor.step_up_required`, the site opens
 * "Security check" over the reset dialog, which keeps both passwords and says to press Reset again; after the code the
 * reset goes through.
 */
import { generate } from 'otplib';
import { API } from './accounts-helpers';
import { buyEcs, ECS_PRICE } from './billing-helpers';
import { addSessionCookie, apiPost, expect, test } from './fixtures';
import { hydrated } from './hydration';
import { toast } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';

test('resetting the root password asks for the two-factor code first, then goes through', async ({
  page,
  context,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const me = await customer({ verified: true, name: 'reset-step-up' });
  await topUpInSandbox(request, me.token, ECS_PRICE);
  const id = await buyEcs(request, me.token, 'e2e-reset-step-up');

  // The browser's session is opened before two-factor is turned on (from the sign-up session): it has proved no code.
  const login = await request.post(`${API}/v1/phone_login`, {
    multipart: { account: me.email, password: me.password },
  });
  const browserToken = ((await login.json()) as { data: { token: string } }).data.token;
  const { secret } = await apiPost<{ secret: string }>(request, '/secure/two_factor_setup', me.token);
  const now = Math.floor(Date.now() / 1000);
  await apiPost(request, '/secure/two_factor_enable', me.token, { code: await generate({ secret, epoch: now }) });
  await addSessionCookie(context, browserToken);

  await page.goto(`/user/instances/${id}`);
  await hydrated(page);
  await expect(page.getByTestId('instance-status')).toHaveText('Running', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the root password' });
  await dialog.getByLabel('New password').fill('Console2024ok');
  await dialog.getByLabel('Repeat the password').fill('Console2024ok');
  await dialog.getByRole('button', { name: 'Reset' }).click();

  const check = page.getByRole('dialog', { name: 'Security check' });
  await expect(check).toBeVisible();
  // Each 30-s step is accepted once per account: the enabling used this step's code, so the next step's is given.
  await check.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret, epoch: now + 30 }));
  await check.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Verified: please repeat the action')).toBeVisible();
  await expect(check).toBeHidden();

  // The reset dialog is still open, saying what to do, with the passwords kept: pressing Reset again goes through.
  await expect(dialog.getByRole('alert')).toHaveText(
    'For your security, enter the code from your authenticator app in the security check, then press Reset again',
  );
  await expect(dialog.getByLabel('New password')).toHaveValue('Console2024ok');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('The password was reset')).toBeVisible();
  await expect(dialog).toBeHidden();
});
