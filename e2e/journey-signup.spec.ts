import { expect, test } from './fixtures';
import { API, codeFromOutbox, lastOutboxId, randomPhone } from './accounts-helpers';

test('sign up with a phone, then log in with that phone and the password', async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto('/login?tp=2&rect=phone');
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  const before = await lastOutboxId(request, phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(request, phone, before));
  await page.getByLabel('Password', { exact: true }).fill('Phone1234');
  await page.getByLabel('Confirm password').fill('Phone1234');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login?tp=1&lang=en');
  await page.getByLabel('Email or phone').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Phone1234');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('an expired session explains itself and log-in returns to the page the customer was on', async ({
  page,
  login,
  request,
}) => {
  const me = await login();
  await page.goto('/user/cost?tab=recharge');
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
  // Let this page's own calls finish first: one answered 506 after the log-out below would end the session in the
  // browser (cookie cleared), and the next page would then be a plain log-in rather than the expired one.
  await page.waitForLoadState('networkidle');
  // The session ends elsewhere (log-out on another device); the next call from this page answers 506.
  await request.post(`${API}/secure/user_logout`, { headers: { token: me.token } });
  await page.goto('/user/basic?from=expired');
  await expect(page).toHaveURL(/\/login\?tp=1&expired=1&redirect=/);
  await expect(page.getByText('Your session has expired')).toBeVisible();
  await page.getByLabel('Email or phone').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/user\/basic\?from=expired$/);
});
