/**
 * The real-name page drives the face liveness step (实人认证) where the identity provider is configured for it
 * (IDENTITY_LIVENESS=on, on a platform of its own: liveness-stack.ts): a personal application whose name and ID number
 * match is not verified yet; the page shows the face verification step, opens the provider's page (the sandbox stands
 * in for Alibaba Cloud's face verification: it returns at once), comes back and the account is verified. A failed
 * face check (a name with 假脸) falls back to manual review with the provider's message shown.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pngBuffer } from './accounts-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import {
  LIVENESS,
  latestApplication,
  type LivenessStack,
  signUpOnLiveness,
  startLivenessStack,
} from './liveness-stack';

/** A valid resident ID number without the X check character: the sandbox matches it with any plain name. */
const MATCHING_ID = '110105199003071239';

let stack: LivenessStack | null = null;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startLivenessStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

/** A new customer of the liveness platform, logged in on `page`'s context, in zh-CN. */
async function loggedIn(page: Page, name: string): Promise<string> {
  const email = `e2e-${name}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const token = await signUpOnLiveness(page.request, email, 'Customer123');
  await page.context().addCookies([
    { name: 'access-token', value: token, url: LIVENESS.cloud, httpOnly: true, sameSite: 'Lax' },
    { name: 'lang', value: 'zh-CN', url: LIVENESS.cloud },
  ]);
  return email;
}

async function applyPersonal(page: Page, realName: string) {
  await page.goto(`${LIVENESS.cloud}/user/auth`);
  await hydrated(page);
  await expect(page.getByTestId('real-name-status-page')).toHaveText('未认证');
  await page.getByLabel('真实姓名').fill(realName);
  await page.getByLabel('身份证号').fill(MATCHING_ID);
  await page
    .getByLabel('身份证人像面')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(8, [200, 40, 40]) });
  await expect(page.getByTestId('upload-done-id_front')).toBeVisible();
  await page
    .getByLabel('身份证国徽面')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: pngBuffer(8, [40, 160, 60]) });
  await expect(page.getByTestId('upload-done-id_back')).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
}

test('a matching application goes through the face check on the provider’s page and comes back verified', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await loggedIn(page, 'face-ok');
  await applyPersonal(page, '王五');
  // Name and ID number match, but the account waits for the face check: the page shows the provider's step.
  await expect(page.getByText('姓名与身份证号码核验一致，请打开人脸识别页面完成实名认证')).toBeVisible();
  await expect(page.getByTestId('real-name-status-page')).toHaveText(/审核中/);
  const step = page.getByRole('region', { name: '人脸识别' });
  await expect(step).toContainText('请打开人脸识别页面并按提示完成刷脸');
  expect((await latestApplication(email))?.status).toBe(1);

  // A reload keeps the step (the provider's page has not been opened yet).
  await page.reload();
  await hydrated(page);
  await expect(step.getByRole('link', { name: '开始人脸识别' })).toBeVisible();

  // The provider's page (the sandbox returns straight away, as the real one does once the face is filmed).
  const back = page.waitForURL(/\/user\/auth\?certify_id=sbxT/);
  await step.getByRole('link', { name: '开始人脸识别' }).click();
  await back;
  await hydrated(page);
  await expect(page.getByText('认证成功：人脸识别通过')).toBeVisible();
  await expect(page.getByTestId('real-name-status-page')).toHaveText(/已认证/);
  // The reference leaves the address; the step is gone.
  await expect(page).toHaveURL(`${LIVENESS.cloud}/user/auth`);
  await expect(step).toHaveCount(0);
  expect(await latestApplication(email)).toEqual({ status: 2, liveness_result: 'passed' });
});

test('a failed face check falls back to manual review, with the message shown', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await loggedIn(page, 'face-spoof');
  await applyPersonal(page, '李假脸');
  const step = page.getByRole('region', { name: '人脸识别' });
  await step.getByRole('link', { name: '开始人脸识别' }).click();
  await page.waitForURL(/\/user\/auth\?certify_id=sbxF/);
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: '人脸识别未通过，申请已转人工审核' })).toBeVisible();
  await expect(page.getByTestId('real-name-status-page')).toHaveText(/审核中/);
  expect(await latestApplication(email)).toEqual({ status: 1, liveness_result: 'failed' });
});
