/**
 * Bills, invoices and refunds end to end: a customer requests the invoice of an order in the cost center, finance
 * issues it in the console with the PDF attached, and finance (again, from the issued list) and the customer download
 * exactly that file; and the 5-day
 * no-reason refund — credited once in /user/instances (one refund ledger entry), refused on a second attempt
 * (`refund.used`, in English and Chinese), and refused for a purchase moved 6 days into the past
 * (`refund.window_passed`). The refund clock is moved in the e2e database, never by sleeping.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Download, Page } from '@playwright/test';
import { agePurchase, buyEcs, ECS_PRICE, ledgerEntries } from './billing-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { logInToConsole, OPERATORS, toast } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';
import { CLOUD_URL } from './ports.mjs';

/** A small but real PDF: the API checks the `%PDF-` signature. */
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n` +
    `trailer <</Root 1 0 R>>\n%%EOF ${randomBytes(8).toString('hex')}\n`,
);
const TOP_UP = 400;

/** The cost center's balance as shown, yuan. */
async function shownBalance(page: Page): Promise<string> {
  await page.goto('/user/cost');
  await hydrated(page);
  return (await page.getByTestId('cost-total-balance').textContent())!.trim();
}

test('a customer requests an invoice, finance issues it with the PDF, the customer downloads it', async ({
  page,
  request,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const title = `林${'晓明华丽安宁'[randomInt(6)]}${'一二三四五六七八九'[randomInt(9)]}`;
  const me = await login({ verified: true, name: 'invoice', realName: title });
  await topUpInSandbox(request, me.token, TOP_UP);
  await buyEcs(request, me.token, 'e2e-invoice');

  // The customer asks for the personal electronic invoice of the order (the 342 yuan paid), titled with their name.
  await page.goto('/user/cost');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Invoices' });
  await expect(section.getByText(`Invoiceable amount: ${ECS_PRICE.toFixed(2)}`)).toBeVisible();
  await expect(section.getByTestId('invoice-title')).toContainText(title);
  const order = section.getByLabel('Order to invoice');
  await order.selectOption({ index: 1 });
  await section.getByRole('button', { name: 'Request invoice' }).click();
  await expect(toast(page, 'Invoice requested')).toBeVisible();
  const mine = section.getByRole('row').filter({ hasText: title });
  await expect(mine).toContainText('Pending');
  await expect(mine.getByRole('button', { name: 'Download' })).toHaveCount(0);

  // Finance finds it in the console's pending queue and issues it with the PDF.
  const consoleContext = await browser.newContext();
  const ops = await consoleContext.newPage();
  try {
    await logInToConsole(ops, OPERATORS.finance);
    await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(ops.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(ops.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const row = ops.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Electronic ordinary invoice (personal)');
    await expect(row).toContainText(ECS_PRICE.toFixed(2));
    await expect(ops.getByRole('columnheader', { name: 'Requested (UTC+8)' })).toBeVisible();
    await row.getByRole('button', { name: `Issue the invoice for ${title}` }).click();
    const dialog = ops.getByRole('dialog', { name: 'Issue the invoice' });
    // Without a file nothing is sent.
    await dialog.getByRole('button', { name: 'Issue with this file' }).click();
    await expect(dialog.getByText('Attach the invoice PDF')).toBeVisible();
    await dialog.getByLabel('Invoice file (PDF)').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('button', { name: 'Issue with this file' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(ops, 'Invoice issued')).toBeVisible();
    await expect(ops.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await ops.getByRole('tab', { name: 'Issued' }).click();
    const issued = ops.getByRole('row').filter({ hasText: title });
    await expect(issued).toBeVisible();
    // Finance can download the issued PDF again: the very bytes uploaded.
    const [again] = await Promise.all([
      ops.waitForEvent('download'),
      issued.getByRole('link', { name: `Download the invoice PDF: ${title}` }).click(),
    ]);
    expect(await readDownload(again)).toEqual(PDF);
  } finally {
    await consoleContext.close();
  }

  // The customer sees it issued and downloads the very bytes finance uploaded.
  await page.reload();
  await hydrated(page);
  await expect(mine).toContainText('Issued');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    mine.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect((await readDownload(download)).equals(PDF)).toBe(true);
});

/** The bytes of a finished download. */
async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('the 5-day no-reason refund is granted once, and refused after day 5', async ({
  page,
  request,
  context,
  login,
  customer,
}) => {
  test.setTimeout(120_000);
  const me = await login({ verified: true, name: 'refund' });
  await topUpInSandbox(request, me.token, TOP_UP);
  const first = await buyEcs(request, me.token, 'e2e-refund-first');
  expect(await shownBalance(page)).toBe((TOP_UP - ECS_PRICE).toFixed(2));

  // Within the window (moved to day 4): refunded, the whole price back to the cash balance.
  await agePurchase(first, 4);
  await page.goto('/user/instances');
  await hydrated(page);
  await page
    .getByRole('row', { name: /e2e-refund-first/ })
    .getByRole('button', { name: 'No-reason refund' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Ask for the 5-day no-reason refund?' });
  await confirm.getByRole('button', { name: 'No-reason refund' }).click();
  await expect(toast(page, 'Refunded; the instance is being released')).toBeVisible();
  expect(await shownBalance(page)).toBe(TOP_UP.toFixed(2));
  expect(await ledgerEntries(me.id, 'refund')).toEqual([{ balance_delta_fen: ECS_PRICE * 100 }]);

  // A second attempt, on a later purchase, is refused (once per account) and credits nothing.
  await buyEcs(request, me.token, 'e2e-refund-later');
  const askAgain = async (confirmLabel: string, verb: string) => {
    await page.goto('/user/instances');
    await hydrated(page);
    await page
      .getByRole('row', { name: /e2e-refund-later/ })
      .getByRole('button', { name: verb })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
  };
  await askAgain('No-reason refund', 'No-reason refund');
  await expect(
    toast(page, 'The no-reason refund has already been used for ECS on this account (once per account)'),
  ).toBeVisible();
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: CLOUD_URL }]);
  await askAgain('无理由退款', '无理由退款');
  await expect(toast(page, '该账号的云服务器无理由退款已使用过（每个账号限一次）')).toBeVisible();
  await context.addCookies([{ name: 'lang', value: 'en', url: CLOUD_URL }]);
  expect(await ledgerEntries(me.id, 'refund')).toHaveLength(1);
  expect(await shownBalance(page)).toBe((TOP_UP - ECS_PRICE).toFixed(2));

  // Another account whose purchase was paid 6 days ago is refused: the window has passed.
  const late = await customer({ verified: true, name: 'refund-late' });
  await topUpInSandbox(request, late.token, TOP_UP);
  const old = await buyEcs(request, late.token, 'e2e-refund-old');
  await agePurchase(old, 6);
  await context.clearCookies({ name: 'access-token' });
  await context.addCookies([
    { name: 'access-token', value: late.token, url: CLOUD_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto('/user/instances');
  await hydrated(page);
  await page
    .getByRole('row', { name: /e2e-refund-old/ })
    .getByRole('button', { name: 'No-reason refund' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'No-reason refund' }).click();
  await expect(toast(page, 'The no-reason refund is only available within 5 days of purchase')).toBeVisible();
  expect(await ledgerEntries(late.id, 'refund')).toEqual([]);
  expect(await shownBalance(page)).toBe((TOP_UP - ECS_PRICE).toFixed(2));
});
