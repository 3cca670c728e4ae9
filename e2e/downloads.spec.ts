import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInToConsole, OPERATORS, OPS } from './ops-helpers';

/** Clicks `link`, waits for the download it starts and answers the SHA-256 of the downloaded bytes. */
async function downloadedSha256(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
}

test('a download from /download has the SHA-256 the page shows', async ({ page }) => {
  await page.goto('/download');
  const card = page.getByRole('article').filter({ hasText: 'OpenAPI' }).first();
  const shown = (await card.getByText(/^SHA-256 [0-9a-f]{64}$/).textContent())!.slice('SHA-256 '.length);
  expect(await downloadedSha256(page, card.getByRole('link'))).toBe(shown);
});

test('an editor uploads a file in the console; /download lists it and it downloads with the SHA-256 shown', async ({
  page,
}) => {
  const stamp = Date.now();
  const data = Buffer.from(`lanyun test tool ${stamp}\n`);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const name = `测试工具 ${stamp}`;

  await logInToConsole(page, OPERATORS.editor);
  await page.goto(`${OPS}/content?kind=download`);
  await page.getByRole('button', { name: 'New download' }).click();
  await page
    .getByLabel('Upload the file')
    .setInputFiles({ name: `tool-${stamp}.txt`, mimeType: 'text/plain', buffer: data });
  await expect(
    page.getByRole('status').filter({ hasText: `Uploaded tool-${stamp}.txt (${data.length} B)` }),
  ).toBeVisible();
  await expect(page.getByText(`SHA-256: ${sha256}`)).toBeVisible();
  await expect(page.getByLabel('SHA-256', { exact: true })).toHaveValue(sha256);
  await expect(page.getByLabel('Size (bytes)')).toHaveValue(String(data.length));
  await page.getByLabel('Version').fill('1.0.0');
  await page.getByLabel('Name (zh-CN)').fill(name);
  await page.getByRole('button', { name: 'Create download' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  await page.goto('/download?lang=zh-CN');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText(`SHA-256 校验值 ${sha256}`)).toBeVisible();
  expect(await downloadedSha256(page, card.getByRole('link'))).toBe(sha256);
});
