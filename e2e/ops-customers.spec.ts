/**
 * The operator console as a place to run the business: a reviewer decides several real-name applications at once
 * (each audited with its state before and after), and finance finds a set of customers in the customer list and
 * exports exactly those as CSV.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { apiPost, applyForRealName, expect, test } from './fixtures';
import { logInToConsole, OPERATORS, OPS } from './ops-helpers';
import { E2E_DATABASE } from './ports.mjs';

type AuditRow = { action: string; target_id: string; before: unknown; after: unknown; operator_email: string | null };

test('a reviewer approves three real-name applications at once and each is audited with before and after', async ({
  page,
  request,
  customer,
  operator,
}) => {
  const people = await Promise.all(
    ['bulk-a', 'bulk-b', 'bulk-c'].map(async (name) => {
      const c = await customer({ name });
      await applyForRealName(request, c.token, 'Li Si');
      return c;
    }),
  );
  const admin = await operator();
  const queue = await apiPost<{ list: Array<{ id: number; user_id: number }> }>(request, '/ops/real_name/list', admin, {
    page: '1',
    page_size: '50',
  });
  const applications = people.map((p) => queue.list.find((a) => a.user_id === p.id)!.id);

  await logInToConsole(page, OPERATORS.reviewer);
  await page.goto(`${OPS}/real-name`);
  for (const p of people) await page.getByRole('checkbox', { name: `Select ${p.email}` }).check();
  const bar = page.getByRole('toolbar', { name: 'Selected applications' });
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 3 applications?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Approved: 3.' })).toBeVisible();
  for (const p of people) await expect(page.getByRole('checkbox', { name: `Select ${p.email}` })).toHaveCount(0);

  // One audit entry per application, by the reviewer, with the state before and after.
  for (const id of applications) {
    const log = await apiPost<{ list: AuditRow[] }>(request, '/ops/audit/list', admin, {
      action: 'real_name.',
      target_type: 'real_name_application',
      target_id: String(id),
      page: '1',
      page_size: '10',
    });
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({
      action: 'real_name.approve',
      operator_email: OPERATORS.reviewer,
      before: { status: 1, reject_reason: null },
      after: { status: 2, reject_reason: null },
    });
  }
});

/** Inserts `count` customers whose company is `company`, straight into the e2e database (one statement). */
async function insertCustomers(company: string, count: number): Promise<void> {
  const url = new URL(process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${E2E_DATABASE}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    await c.query(
      `INSERT INTO users (email, user_name, password_hash, company)
       SELECT 'e2e-csv-' || $1 || '-' || g || '@example.com', 'e2e-csv-' || $1 || '-' || g || '@example.com', 'x', $2
       FROM generate_series(1, $3::int) AS g`,
      [company.toLowerCase().replace(/\s+/g, '-'), company, count],
    );
  } finally {
    await c.end();
  }
}

test('finance filters the customer list to 1,000 customers and exports exactly those as CSV', async ({ page }) => {
  const company = `Csv Export ${randomBytes(4).toString('hex')}`;
  await insertCustomers(company, 1000);

  await logInToConsole(page, OPERATORS.finance);
  await page.goto(`${OPS}/customers`);
  await page.getByLabel('Phone, e-mail, account ID, name, company or ID number').fill(company);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=Csv/);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('1,000 in all')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(21);

  // The state survives a reload: page 2 of the same search.
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByText('1,000 in all')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter((l) => l !== '');
  expect(lines[0]).toMatch(/^id,user_name,/);
  const rows = lines.slice(1);
  expect(rows).toHaveLength(1000);
  expect(rows.every((r) => r.includes(company))).toBe(true);
});
