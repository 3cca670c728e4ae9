/**
 * The industry solution pages (/solution/{slug}, spec §2): their text comes from the API in the visitor's language,
 * and an editor changes it in the console's structured form.
 */
import { expect, test } from '@playwright/test';
import { OPS, OPERATORS, logInToConsole, toast } from './ops-helpers';

test('a solution page shows its sections from the API in the visitor’s language; unknown pages are 404', async ({
  page,
}) => {
  // English (the tests' `lang` cookie).
  await page.goto('/solution/zhibo');
  await expect(page.getByRole('heading', { level: 1, name: 'Live streaming solution' })).toBeVisible();
  await expect(page.getByText('Ingest, transcode and broadcast to every platform at once')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unstable uplinks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Single uplink' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Compute-optimised ECS.*8 vCPU per transcoded stream/ })).toHaveAttribute(
    'href',
    /\/ecs$/,
  );
  // "Other solutions" lists the six others from /v1/solution_list.
  await expect(page.getByRole('link', { name: /Cloud office solution/ })).toBeVisible();

  await page.goto('/solution/no-such-industry');
  await expect(page.getByText(/sorry, the page you visited does not exist/i)).toBeVisible();

  await page.goto('/solution/zhibo?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '直播行业解决方案' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '上行不稳定' })).toBeVisible();
});

test('an editor changes a solution page’s sections in the console form and the site shows the change', {
  tag: '@shared',
}, async ({ page }) => {
  const title = `门店数据分散 ${Date.now()}`;
  await logInToConsole(page, OPERATORS.editor);
  await page.goto(`${OPS}/content?kind=solution`);
  await page.getByRole('link', { name: 'Edit Digital marketing solution' }).click();
  await expect(page.getByRole('heading', { name: 'Edit solution page' })).toBeVisible();
  await page.getByLabel('Challenge 1 title').first().fill(title);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();

  await page.goto('/solution/yingxiao?lang=zh-CN');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The English page keeps its own text.
  await page.goto('/solution/yingxiao?lang=en');
  await expect(page.getByRole('heading', { name: 'Drawer full of phones' })).toBeVisible();
});
