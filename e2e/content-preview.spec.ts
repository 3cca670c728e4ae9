import { expect, test } from './fixtures';
import {
  chooseNewsClass,
  openNewArticle,
  logInToConsole,
  OPS,
  OPERATORS,
  toast,
  writeAndCreateArticle,
} from './ops-helpers';

// A draft changes nothing the public sees, so this runs beside the other tests.
test('an editor shares a draft through its preview link; the link shows it unindexed, a tampered or revoked one is refused', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const zhTitle = `预览草稿：西北一区 ${stamp}`;
  const enTitle = `Draft preview: North-West 1 ${stamp}`;

  await logInToConsole(page, OPERATORS.editor);
  await openNewArticle(page);
  await chooseNewsClass(page);
  await page.getByLabel('Published (otherwise a draft only operators see)').uncheck();
  await writeAndCreateArticle(page, {
    zhTitle,
    zhBody: '西北一区的草稿正文。',
    enTitle,
    enBody: 'The draft body of North-West 1.',
  });
  const row = page.getByRole('row').filter({ hasText: zhTitle });
  await expect(row).toContainText('Draft');

  await row.getByRole('button', { name: `Get a preview link of ${enTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview link' });
  await expect(dialog).toContainText('Anyone with this link can see this unpublished article');
  const url = await dialog.getByLabel('Link').inputValue();
  expect(url).toMatch(/\/news\/preview\/\d+\.\d+\.\d+\.[0-9a-f]{64}/);

  // The link shows the draft as it will look, marked as a preview and kept out of search engines.
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();
  await expect(page.getByText('The draft body of North-West 1.')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('this draft is not published yet');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // A changed link is refused, and says why.
  const token = /\/news\/preview\/([^?#]+)/.exec(url)![1]!;
  const tampered = url.replace(token, `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`);
  expect((await page.goto(tampered))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview link unavailable' })).toBeVisible();
  await expect(page.getByText('This preview link is not valid')).toBeVisible();

  // The article itself stays unpublished.
  const id = Number(token.split('.')[0]);
  expect((await page.goto(`/news/detail/${id}`))?.status()).toBe(404);

  // The article's page in the console lists the link with who made it; revoked, it stops working at once.
  await page.goto(`${OPS}/content/news/${id}`);
  const links = page.getByRole('table', { name: 'Preview links' });
  // The rows come from the browser's own call, so they show once the page is live.
  const made = links.getByRole('row').filter({ hasText: OPERATORS.editor });
  await expect(made).toHaveCount(1);
  await made.getByRole('button', { name: /^Revoke the link / }).click();
  await page.getByRole('dialog', { name: 'Revoke the preview link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Preview link revoked')).toBeVisible();
  await expect(links.getByRole('row').filter({ hasText: OPERATORS.editor })).toHaveCount(0);
  await expect(page.getByText('No preview link works at the moment.')).toBeVisible();

  // The visitor is told so, in their language.
  expect((await page.goto(url))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview link unavailable' })).toBeVisible();
  await expect(page.getByText('This preview link was revoked by the editor who shared it')).toBeVisible();
  const zh = new URL(url);
  zh.searchParams.set('lang', 'zh-CN');
  expect((await page.goto(zh.href))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: '预览链接不可用' })).toBeVisible();
  await expect(page.getByText('此预览链接已被编辑撤销')).toBeVisible();
});
