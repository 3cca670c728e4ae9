import { API } from './accounts-helpers';
import { expect, test } from './fixtures';
import { chooseNewsClass, openNewArticle, logInToConsole, OPERATORS, writeAndCreateArticle } from './ops-helpers';

/** Moves the stack's content clock (POST /dev/content-clock, test stack only) `seconds` ahead of the real time. */
async function moveContentClock(request: import('@playwright/test').APIRequestContext, seconds: number) {
  const res = await request.post(`${API}/dev/content-clock`, { data: { offset_seconds: seconds } });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

/** `ms` (epoch) as the `YYYY-MM-DDTHH:mm` of a datetime field in Beijing time (UTC+8). */
const beijingInput = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

// Moving the content clock changes what every visitor sees: it runs after the other tests, alone.
test('an article scheduled in the console stays off the site until its time comes, then shows everywhere', {
  tag: '@shared',
}, async ({ page, request }) => {
  const stamp = String(Date.now());
  const zhTitle = `定时发布：华南二区开服 ${stamp}`;
  const enTitle = `Scheduled: South China 2 opens ${stamp}`;

  await logInToConsole(page, OPERATORS.editor);
  await openNewArticle(page);
  await chooseNewsClass(page);
  // The publish time is Beijing time, and the field says so.
  await page.getByLabel('Publish at (Beijing time, UTC+8)').fill(beijingInput(Date.now() + 2 * 3600_000));
  await writeAndCreateArticle(page, {
    zhTitle,
    zhBody: '华南二区将于两小时后开放。',
    enTitle,
    enBody: 'South China 2 opens in two hours.',
  });
  const row = page.getByRole('row').filter({ hasText: zhTitle });
  await expect(row).toContainText('Scheduled');
  // Not public yet, so the row offers a preview link instead of a link to the site.
  await expect(row.getByRole('button', { name: `Get a preview link of ${enTitle}` })).toBeVisible();
  const href = await row.getByRole('link', { name: `Edit ${enTitle}` }).getAttribute('href');
  const id = Number(/\/content\/news\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  const detailPath = `/news/detail/${id}`;
  const sitemapHas = async () => (await (await request.get('/sitemap.xml')).text()).includes(`${detailPath}</loc>`);
  const searchPath = `/search?q=${stamp}&lang=zh-CN`;

  // Before its time: not in the list, no page, not found by the search, not in the sitemap.
  await page.goto('/news/info?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: zhTitle })).toHaveCount(0);
  expect((await page.goto(`${detailPath}?lang=zh-CN`))?.status()).toBe(404);
  await page.goto(searchPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: zhTitle })).toHaveCount(0);
  expect(await sitemapHas()).toBe(false);

  // Three hours later (the content clock moves; the real time does not): it is everywhere.
  await moveContentClock(request, 3 * 3600);
  try {
    await page.goto('/news/info?lang=zh-CN');
    await expect(page.getByRole('link', { name: zhTitle }).first()).toBeVisible();
    expect((await page.goto(`${detailPath}?lang=zh-CN`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: zhTitle })).toBeVisible();
    await expect(page.getByText('华南二区将于两小时后开放。')).toBeVisible();
    await page.goto(searchPath);
    await expect(page.getByRole('link', { name: zhTitle }).first()).toBeVisible();
    expect(await sitemapHas()).toBe(true);
  } finally {
    await moveContentClock(request, 0);
  }
});
