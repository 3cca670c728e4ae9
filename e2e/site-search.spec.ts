import { expect, test } from './fixtures';

test('the header search finds 服务器 inside an article body, highlighted', async ({ page }) => {
  // Chinese content is searched in the Chinese interface; the header's magnifier opens the search page.
  await page.goto('/?lang=zh-CN');
  await page.getByRole('banner').getByRole('link', { name: '站内搜索' }).click();
  await expect(page).toHaveURL(/\/search/);
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('服务器');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%E6%9C%8D%E5%8A%A1%E5%99%A8/);
  await expect(page.getByTestId('search-results')).toBeVisible();
  // The C7 article has the word only in its body ("…批量转码和游戏服务器"): title hits rank first, so it is on a later page.
  const hit = page
    .getByTestId('search-results')
    .getByRole('listitem')
    .filter({ hasText: '计算型 C7 实例全面开售' })
    .first();
  for (let p = 2; p <= 5 && !(await hit.isVisible()); p++)
    await page.goto(`/search?q=${encodeURIComponent('服务器')}&page=${p}`);
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark', { hasText: '服务器' }).first()).toBeVisible();
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/detail\/\d+/);
});
