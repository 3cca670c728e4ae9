/**
 * The console's remaining lists paged like the others (docs/decisions/0056-console-lists-paging-search-sort-and-csv.md): the audit log, the content
 * list and a customer's ledger and orders show the total, page links and 10/20/50 a page, keep the page and size in
 * the address (a reload shows the same rows), and a page past the end shows no rows with the total still given. A
 * customer's orders say what was bought, not only the order number.
 */
import { buyEcs } from './billing-helpers';
import { apiPost, expect, test } from './fixtures';
import { hydrated } from './hydration';
import { logInToConsole, OPERATORS, OPS } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';

test('a customer’s orders tab names what was bought, and both tabs page with their total', async ({
  page,
  request,
  customer,
}) => {
  const me = await customer({ verified: true, name: 'ops-orders' });
  await topUpInSandbox(request, me.token, 400);
  await buyEcs(request, me.token, 'e2e-ops-orders');

  await logInToConsole(page, OPERATORS.finance);
  await page.goto(`${OPS}/customers/${me.id}`);
  await hydrated(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  // The ledger tab first: the top-up and the purchase, in Beijing time.
  await expect(page.getByRole('tab', { name: 'Balance ledger' })).toHaveAttribute('aria-selected', 'true');
  const ledger = page.getByRole('table', { name: 'Balance ledger' });
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger.getByRole('columnheader', { name: 'When (UTC+8)' })).toBeVisible();
  await expect(ledger.getByRole('row').filter({ hasText: 'Purchase' })).toContainText('ECS ecs.g7.large × 1');

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/[?&]tab=orders/);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row').filter({ hasText: 'New ECS' })).toContainText(
    'ECS ecs.g7.large × 1, 1 month(s)',
  );
  await expect(orders.getByRole('row').filter({ hasText: 'Online top-up' })).toContainText('400.00');
  await expect(pager.getByText('2 in all')).toBeVisible();

  // Page size 10 goes into the address; a page past the end shows no rows, and the total and the way back.
  await pager.getByLabel('Per page').selectOption('10');
  await expect(page).toHaveURL(/[?&]size=10/);
  await page.goto(`${OPS}/customers/${me.id}?tab=orders&page=7&size=10`);
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No orders')).toBeVisible();
  await expect(pager.getByText('2 in all')).toBeVisible();
  await pager.getByRole('link', { name: 'Page 1' }).click();
  await expect(orders.getByRole('row')).toHaveCount(3);
});

test('the audit log and the content list page with their total, page size and page in the address', async ({
  page,
  request,
  operator,
}) => {
  // Twelve audited actions of one article: preview links handed out (news.preview_link, target the article).
  const admin = await operator();
  const [article] = (
    await apiPost<{ list: Array<{ id: number }> }>(request, '/ops/news/list', admin, { page_size: '1' })
  ).list;
  for (let i = 0; i < 12; i++) await apiPost(request, '/ops/news/preview_link', admin, { id: String(article!.id) });
  const filter = `action=news.preview_link&target_id=${article!.id}`;

  await logInToConsole(page, OPERATORS.admin);
  await page.goto(`${OPS}/audit?${filter}&size=10`);
  await hydrated(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row')).toHaveCount(11);
  const shown = Number((await pager.getByText(/ in all$/).textContent())!.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(12);
  await expect(audit.getByRole('columnheader', { name: 'When (UTC+8)' })).toBeVisible();
  // Page 2 survives a reload; the page size is kept when the filters change.
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(audit.getByRole('row')).toHaveCount(1 + shown - 10);
  await page.getByLabel('Target ID').fill('');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/size=10/);
  await expect(page).not.toHaveURL(/page=2/);
  await pager.getByLabel('Per page').selectOption('50');
  await expect(page).toHaveURL(/size=50/);
  // A page past the end: no rows, the total, and a way back.
  await page.goto(`${OPS}/audit?${filter}&page=99`);
  await expect(page.getByText('No entries')).toBeVisible();
  await expect(pager.getByText(`${shown} in all`)).toBeVisible();
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(audit.getByRole('row')).not.toHaveCount(1);

  // The content list: the seeded news and documents, 10 a page, with the total and page links.
  await page.goto(`${OPS}/content?kind=news`);
  await hydrated(page);
  await pager.getByLabel('Per page').selectOption('10');
  await expect(page).toHaveURL(/kind=news&size=10/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Date (UTC+8)' })).toBeVisible();
  await page.goto(`${OPS}/content?kind=news&page=999`);
  await expect(page.getByText('Nothing yet')).toBeVisible();
  await expect(pager.getByText(/ in all$/)).toBeVisible();
});
