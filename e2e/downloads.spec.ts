import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

test('a download from /download has the SHA-256 the page shows', async ({ page }) => {
  await page.goto('/download');
  const card = page.getByRole('article').filter({ hasText: 'OpenAPI' }).first();
  const shown = (await card.getByText(/^SHA-256 [0-9a-f]{64}$/).textContent())!.slice('SHA-256 '.length);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link').click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(shown);
});
