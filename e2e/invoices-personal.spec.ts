/**
 * Invoices for a personally verified customer, in Chinese: the cost center titles the invoice with the verified real
 * name (no taxpayer id field), the customer requests the electronic ordinary invoice of an ECS order; after the 5-day
 * refund of that order the pending request shows voided with its reason, and a new request for the order is refused
 * with the reason in Chinese.
 */
import { randomInt } from 'node:crypto';
import { buyEcs, ECS_PRICE, withE2eDb } from './billing-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { toast } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';
import { CLOUD_URL } from './ports.mjs';

/** A Chinese name of the test's own (the console lists every customer's invoices). */
const realName = () => `林${'晓明华丽安宁'[randomInt(6)]}${'一二三四五六七八九'[randomInt(9)]}`;

test('a personally verified customer gets a personal e-invoice in their name; a refund voids it and refuses a new one', async ({
  page,
  request,
  context,
  login,
}) => {
  test.setTimeout(120_000);
  const name = realName();
  const me = await login({ verified: true, name: 'invoice-personal', realName: name });
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: CLOUD_URL }]);
  await topUpInSandbox(request, me.token, 400);
  await buyEcs(request, me.token, 'e2e-invoice-personal');

  await page.goto('/user/cost');
  await hydrated(page);
  const section = page.getByRole('region', { name: '发票' });
  // The title is the verified name, marked personal; there is no taxpayer id to type.
  await expect(section.getByTestId('invoice-title')).toHaveText(`${name}个人`);
  await expect(section.getByText('纳税人识别号')).toHaveCount(0);
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByText('电子普通发票（个人）')).toBeVisible();
  const order = section.getByLabel('开票订单');
  const option = order.locator('option').filter({ hasText: `可开票 ¥${ECS_PRICE.toFixed(2)}` });
  await expect(option).toHaveCount(1);
  const orderNum = (await option.getAttribute('value'))!;
  await order.selectOption(orderNum);
  await section.getByRole('button', { name: '申请开票' }).click();
  await expect(toast(page, '发票申请已提交')).toBeVisible();
  const mine = section.getByRole('row').filter({ hasText: orderNum });
  await expect(mine).toContainText(name);
  await expect(mine).toContainText('电子普通发票（个人）');
  await expect(mine).toContainText(ECS_PRICE.toFixed(2));
  await expect(mine).toContainText('待开具');

  // The 5-day no-reason refund of that order, in /user/instances.
  await page.goto('/user/instances');
  await hydrated(page);
  await page
    .getByRole('row', { name: /e2e-invoice-personal/ })
    .getByRole('button', { name: '无理由退款' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '无理由退款' }).click();
  await expect(toast(page, '已退款，实例正在释放')).toBeVisible();

  // The pending request shows voided with its reason; a new request for the order is refused with the reason.
  await page.goto('/user/cost');
  await hydrated(page);
  await expect(mine).toContainText('已作废');
  await expect(mine).toContainText('订单已退款');
  await expect(section.getByText('可开票金额：0.00')).toBeVisible();
  await expect(order.locator(`option[value="${orderNum}"]`)).toHaveText(/已全额退款/);
  await order.selectOption(orderNum);
  await section.getByRole('button', { name: '申请开票' }).click();
  await expect(toast(page, '该订单已全额退款，不能开具发票')).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: orderNum })).toHaveCount(1);
  const rows = await withE2eDb((db) =>
    db.query<{ status: string; title: string; tax_number: string | null }>(
      'SELECT status, title, tax_number FROM invoice_requests WHERE user_id = $1',
      [me.id],
    ),
  );
  expect(rows.rows).toEqual([{ status: 'voided', title: name, tax_number: null }]);
});
