import { expect, test } from '@playwright/test';
import { codeFromOutbox, lastOutboxId, logInWithEmail, signUpByApi } from './accounts-helpers';

test('register, see the header balance, log out, log back in', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'Secret123';

  await page.goto('/login?tp=2');
  await page.getByLabel('Email').fill(email);
  // The address is proved with the code sent to it.
  const before = await lastOutboxId(request, email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(request, email, before));
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

test('the logged-in header never lets the navigation run into the account area', async ({ page, request }) => {
  const email = `e2e-hdr-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Secret123');
  await logInWithEmail(page, email, 'Secret123');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const language = page.getByRole('link', { name: '简体中文' });
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notices/ });
  for (const width of [1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(bell).toBeVisible();
    const right = (await language.boundingBox())!.x;
    if (await nav.isVisible()) {
      // Every entry ends left of the language switch.
      for (const entry of await nav.getByRole('link').or(nav.getByRole('button')).all()) {
        const box = (await entry.boundingBox())!;
        expect(box.x + box.width, `${width}px: "${await entry.textContent()}"`).toBeLessThanOrEqual(right);
      }
    } else {
      // Folded into the menu button, which opens every entry.
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Pricing' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
  // 1280 px in English fits without folding; the wide screen shows the cost center link too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toBeVisible();
  await page.setViewportSize({ width: 1536, height: 800 });
  await expect(page.getByRole('link', { name: 'Cost center' })).toBeVisible();
});
