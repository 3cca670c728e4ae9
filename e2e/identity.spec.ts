/**
 * Instant real-name verification through the sandbox identity provider (a match is verified in seconds, a mismatch
 * waits in the console's review queue) and customers' two-factor log-in (turn on, log out, log in with a code).
 */
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { pngBuffer } from './accounts-helpers';
import { expect, test } from './fixtures';
import { hydrated, openUserMenu } from './hydration';
import { logInToConsole, OPERATORS } from './ops-helpers';
import { PORTS } from './playwright.config';

const CLOUD_URL = `http://localhost:${PORTS.cloud}`;
/** A valid resident ID number without the X check character: the sandbox provider matches it with any plain name. */
const MATCHING_ID = '110105199003071239';

async function fillPersonalApplication(
  page: Page,
  labels: { name: string; id: string; front: string; back: string },
  name: string,
  id: string,
) {
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.id).fill(id);
  await page
    .getByLabel(labels.front)
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(8, [200, 40, 40]) });
  await expect(page.getByTestId('upload-done-id_front')).toBeVisible();
  await page
    .getByLabel(labels.back)
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: pngBuffer(8, [40, 160, 60]) });
  await expect(page.getByTestId('upload-done-id_back')).toBeVisible();
}

test('a personal real-name application whose name and ID number match is verified within 5 s (zh-CN)', async ({
  page,
  context,
  login,
}) => {
  // Slow machines: the 5 s are asserted on their own below; the page loads around them are not the subject.
  test.slow();
  await login({ name: 'idv-match' });
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: CLOUD_URL }]);
  await page.goto('/user/auth');
  await hydrated(page);
  await expect(page.getByTestId('real-name-status-page')).toHaveText('未认证');
  await expect(page.getByText('个人认证核验姓名与身份证号，通常几秒内完成')).toBeVisible();
  await fillPersonalApplication(
    page,
    { name: '真实姓名', id: '身份证号', front: '身份证人像面', back: '身份证国徽面' },
    '李四',
    MATCHING_ID,
  );
  await page.getByRole('button', { name: '提交审核' }).click();
  // From the submit: the check, the answer and the page showing it.
  const started = Date.now();
  await expect(page.getByTestId('real-name-status-page')).toHaveText('已认证', { timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByText('认证成功：姓名与身份证号码核验一致')).toBeVisible();
  // The header's user menu (its zh-CN name) shows it too.
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await expect(page.getByTestId('real-name-status')).toHaveText('已认证');
});

test('a mismatch waits in the console review queue with the provider’s answer', async ({ page, login, browser }) => {
  // Two sites in one test: the customer's and the console.
  test.slow();
  const me = await login({ name: 'idv-mismatch' });
  await page.goto('/user/auth');
  await hydrated(page);
  await fillPersonalApplication(
    page,
    { name: 'Real name', id: 'ID number', front: 'ID card front', back: 'ID card back' },
    '王失配',
    MATCHING_ID,
  );
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('real-name-status-page')).toHaveText('Personal verification under review');

  const ops = await browser.newPage();
  try {
    await logInToConsole(ops, OPERATORS.reviewer);
    await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Real-name review' }).click();
    await ops.getByRole('button', { name: `Review ${me.email}` }).click();
    const dialog = ops.getByRole('dialog', { name: `Personal verification: ${me.email}` });
    await expect(dialog.getByText(MATCHING_ID)).toBeVisible();
    await expect(dialog.getByText(/^Name and ID number do not match/)).toBeVisible();
  } finally {
    await ops.close();
  }
});

test('a customer turns on two-factor log-in, logs out, and logs in with a code; a wrong code is refused', async ({
  page,
  login,
}) => {
  const me = await login({ name: 'totp' });
  await page.goto('/user/security');
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
  await page.getByRole('button', { name: 'Turn on' }).click();
  const setup = page.getByRole('dialog', { name: 'Turn on two-factor log-in' });
  await setup.getByRole('button', { name: 'Start set-up' }).click();
  await expect(setup.getByRole('img', { name: 'Two-factor QR code' })).toBeVisible();
  const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // Each 30-s step is accepted once: turn on with this step's code, log in with the next one's (accepted early).
  const now = Math.floor(Date.now() / 1000);
  await setup.getByRole('textbox', { name: 'Code' }).fill('000000');
  await setup.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('The code is incorrect or already used')).toBeVisible();
  await setup.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret, epoch: now }));
  await setup.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = setup.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await setup.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('On · 10 recovery codes left');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();

  await page.goto('/login?tp=1');
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('heading', { name: 'Two-factor log-in' })).toBeVisible();
  // The password alone is no session.
  await expect(page.getByRole('button', { name: new RegExp(me.email) })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Code' }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('The code is incorrect or already used')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(me.email) })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret, epoch: now + 30 }));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(me.email) })).toBeVisible();
});
