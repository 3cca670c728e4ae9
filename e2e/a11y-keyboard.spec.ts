/**
 * The logged-in areas with the keyboard alone and as text: the serial console is left with its announced key and
 * "Disconnect" is reached with Tab; the top-up and QR payment dialogs give focus back to the button that opened each;
 * the instance page's monitoring charts state their values in text (summary and table) in zh-CN and en.
 * (The axe scan of every logged-in route: a11y-logged-in.spec.ts.)
 */
import { buyEcs, withE2eDb } from './billing-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { topUpInSandbox } from './ordering-helpers';

test.describe.configure({ mode: 'parallel' });

test('the serial console is left with Ctrl+] or F6, then Tab reaches Disconnect', async ({ page, login, request }) => {
  test.setTimeout(90_000);
  const me = await login({ verified: true });
  await topUpInSandbox(request, me.token, 400);
  const id = await buyEcs(request, me.token, 'kbd');
  await page.goto(`/user/instances/${id}`);
  await hydrated(page);

  const connect = page.getByRole('button', { name: 'Connect', exact: true });
  await connect.focus();
  await page.keyboard.press('Enter');
  // Connected: the terminal has focus, its input is labelled in the page's language, and how to leave is announced.
  const input = page.getByRole('textbox', { name: 'Terminal input' });
  // The terminal's code is loaded on the first "Connect" (a busy machine takes a while).
  await expect(input).toBeFocused({ timeout: 45_000 });
  await expect(page.getByText('Leave the terminal: press Ctrl+] or F6, then Tab to Disconnect')).toBeVisible();
  // Screen-reader mode: the terminal's output is read out through its live region.
  await expect(page.getByTestId('serial-console').locator('[aria-live]')).toHaveCount(1);

  // Tab belongs to the shell (completion), so it stays in the terminal …
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  // … and the leave key takes focus out to the line that says how to leave; the next Tab is "Disconnect".
  const hint = page.getByTestId('console-leave-hint');
  await page.keyboard.press('Control+BracketRight');
  await expect(hint).toBeFocused();
  await page.keyboard.press('Tab');
  const disconnect = page.getByRole('button', { name: 'Disconnect' });
  await expect(disconnect).toBeFocused();

  // Shift+Tab goes back into the terminal; F6 leaves as well.
  await page.keyboard.press('Shift+Tab');
  await expect(input).toBeFocused();
  await page.keyboard.press('F6');
  await expect(hint).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(disconnect).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(connect).toBeEnabled();
});

test('the top-up and QR payment dialogs give focus back to the button that opened each', async ({ page, login }) => {
  await login({ verified: true });
  await page.goto('/user/basic');
  await hydrated(page);

  const topUp = page.getByRole('main').getByRole('button', { name: 'Top up', exact: true });
  await topUp.focus();
  await page.keyboard.press('Enter');
  const recharge = page.getByRole('dialog', { name: 'Top up' });
  await expect(recharge).toBeVisible();
  await expect.poll(() => recharge.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(recharge).toBeHidden();
  await expect(topUp).toBeFocused();

  // Again, this time on to the QR dialog: "Pay now" opens it (and is disabled while the order is created).
  await page.keyboard.press('Enter');
  await expect(recharge).toBeVisible();
  const pay = recharge.getByRole('button', { name: 'Pay now' });
  await pay.focus();
  await page.keyboard.press('Enter');
  const qr = page.getByRole('dialog', { name: 'To be paid' });
  await expect(qr).toBeVisible();
  // Escape goes to the topmost dialog once it holds focus (Radix registers its layer as it moves focus in): a key
  // pressed in the frame the dialog was painted, before that, would reach the top-up dialog beneath.
  await expect.poll(() => qr.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();
  await expect(recharge).toBeVisible();
  await expect(pay).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(recharge).toBeHidden();
  await expect(topUp).toBeFocused();
});

/** Puts three CPU samples of 10, 40 and 25 % into the last minutes of `instanceId`'s monitoring (the e2e database). */
async function cpuSamples(instanceId: string): Promise<void> {
  await withE2eDb(async (db) => {
    const res = await db.query(
      `INSERT INTO instance_metrics (instance_id, at, cpu_pct, mem_used_mb, mem_total_mb, disk_read_total,
         disk_write_total, net_rx_total, net_tx_total, disk_read_bps, disk_write_bps, net_rx_bps, net_tx_bps)
       SELECT i.id, date_trunc('minute', now()) - make_interval(mins => s.m), s.cpu, 512, 8192, 0, 0, 0, 0,
              2048, 1024, 4096, 1024
         FROM instances i, (VALUES (4, 10.0), (3, 40.0), (2, 25.0)) AS s(m, cpu)
        WHERE i.instance_id = $1
       ON CONFLICT DO NOTHING`,
      [instanceId],
    );
    expect(res.rowCount).toBe(3);
  });
}

test('the monitoring charts state their values in text, in zh-CN and en', async ({ page, login, request }) => {
  test.setTimeout(90_000);
  const me = await login({ verified: true });
  await topUpInSandbox(request, me.token, 400);
  const id = await buyEcs(request, me.token, 'charts');
  await cpuSamples(id);

  for (const [lang, summaryRe, table, series] of [
    [
      'en',
      /^Last hour: latest [\d.,]+, min [\d.,]+, max [\d.,]+, average [\d.,]+ \(%\)$/,
      'Data table',
      'CPU usage (%)',
    ],
    ['zh-CN', /^最近 1 小时：最新 [\d.,]+，最低 [\d.,]+，最高 [\d.,]+，平均 [\d.,]+（%）$/, '数据表', 'CPU 使用率 (%)'],
  ] as const) {
    await page.goto(`/user/instances/${id}?lang=${lang}`);
    await hydrated(page);
    const summary = page.getByTestId('metrics-summary-cpu_pct');
    await expect(summary).toHaveText(summaryRe);
    // The chart's figure is described by the summary.
    const figure = page.getByRole('figure').filter({ has: summary });
    await expect(figure).toHaveAccessibleDescription(summaryRe);

    // The data table holds the samples; the summary's min and max are theirs.
    await figure.getByText(table, { exact: true }).click();
    const cells = figure.getByRole('table').getByRole('row').locator('td:nth-child(2)');
    await expect(figure.getByRole('columnheader', { name: series })).toBeVisible();
    const values = (await cells.allTextContents()).map((v) => Number(v.replace(/,/g, '')));
    expect(values).toEqual(expect.arrayContaining([10, 40, 25]));
    // The numbers after the range ("最近 1 小时" has one of its own).
    const text = ((await summary.textContent()) ?? '').split(/[:：]/)[1] ?? '';
    const [latest, min, max] = [...text.matchAll(/[\d.,]+(?=[,，\s(（]|$)/g)].map((m) =>
      Number(m[0].replace(/,/g, '')),
    );
    expect(min).toBe(Math.min(...values));
    expect(max).toBe(Math.max(...values));
    expect(values).toContain(latest);
    // The legend is in the page's language; the plot takes no tab stop (its values are in the text above).
    await expect(figure.locator('.recharts-legend-item-text')).toHaveText(series);
    await expect(figure.locator('[tabindex="0"]:not([role="region"])')).toHaveCount(0);
  }
});
