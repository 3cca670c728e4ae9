/**
 * The security check before a sensitive action (docs/decisions.md "Instant real-name checks and customers' two-factor
 * log-in", "Step-up"): a customer with two-factor log-in on whose session has not proved a code asks to release an
 * instance; the API refuses with `twofactor.step_up_required`, the site opens "Security check", a wrong code is refused
 * with the reason shown, a right one lets the repeated release go through, and focus returns to the row's Release
 * button when the dialog closes.
 */
import { generate } from 'otplib';
import { API } from './accounts-helpers';
import { buyEcs, ECS_PRICE } from './billing-helpers';
import { addSessionCookie, apiPost, expect, test } from './fixtures';
import { hydrated } from './hydration';
import { toast } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';

test('releasing an instance asks for the two-factor code again; a wrong code is refused, a right one proceeds', async ({
  page,
  context,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const me = await customer({ verified: true, name: 'step-up' });
  await topUpInSandbox(request, me.token, ECS_PRICE);
  await buyEcs(request, me.token, 'e2e-step-up');

  // The browser gets a session of its own, opened before two-factor is on: it has proved no code.
  const login = await request.post(`${API}/v1/phone_login`, {
    multipart: { account: me.email, password: me.password },
  });
  const browserToken = ((await login.json()) as { data: { token: string } }).data.token;
  // Two-factor is turned on from the sign-up session (which thereby has proved a code; the browser's has not).
  const { secret } = await apiPost<{ secret: string }>(request, '/secure/two_factor_setup', me.token);
  const now = Math.floor(Date.now() / 1000);
  await apiPost(request, '/secure/two_factor_enable', me.token, { code: await generate({ secret, epoch: now }) });
  await addSessionCookie(context, browserToken);

  await page.goto('/user/instances');
  await hydrated(page);
  const row = page.getByRole('row', { name: /e2e-step-up/ });
  const release = row.getByRole('button', { name: 'Release' });
  await release.click();
  await page.getByRole('dialog', { name: 'Release the instance?' }).getByRole('button', { name: 'Release' }).click();

  const check = page.getByRole('dialog', { name: 'Security check' });
  await expect(check).toBeVisible();
  await expect(toast(page, 'For your security, enter the code from your authenticator app first')).toBeVisible();

  await check.getByRole('textbox', { name: 'Code' }).fill('000000');
  await check.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'The code is incorrect or already used')).toBeVisible();
  await expect(check).toBeVisible();

  // Each 30-s step is accepted once per account: the enabling used this step's code, so the next step's is given.
  await check.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret, epoch: now + 30 }));
  await check.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Verified: please repeat the action')).toBeVisible();
  await expect(check).toBeHidden();
  await expect(release).toBeFocused();
  // Nothing was released by the refused call.
  await expect(row.getByTestId('instance-status')).toHaveText('Running');

  await release.click();
  await page.getByRole('dialog', { name: 'Release the instance?' }).getByRole('button', { name: 'Release' }).click();
  await expect(toast(page, 'The instance is being released')).toBeVisible();
  await expect(check).toBeHidden();
});
