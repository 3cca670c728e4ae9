/**
 * IP intelligence account end to end: a customer opens the IP site's dashboard, logs in on the cloud site and comes
 * back logged in (one-time code handoff), buys the Business plan from the wallet, creates an API key, calls the API
 * with it and sees the usage on the dashboard; a Business customer downloads a CSV database through a signed link.
 */
import { hydrated } from './hydration';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { apiPost, expect, test } from './fixtures';
import { API, escapeRegExp, logInWithEmail, registerByApi, signUpByApi } from './accounts-helpers';
import { CLOUD_URL, E2E_DATABASE, IPINTEL_URL } from './ports.mjs';

const IP_SITE = IPINTEL_URL;
const CLOUD = CLOUD_URL;

/** Test fixture: credits the wallet through a ledger entry written straight into the e2e database. */
async function fund(userId: number, fen: number) {
  const url = new URL(process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${E2E_DATABASE}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    await c.query('BEGIN');
    const { rows } = await c.query(
      'UPDATE users SET balance_fen = balance_fen + $2 WHERE id = $1 RETURNING balance_fen, give_balance_fen',
      [userId, fen],
    );
    await c.query(
      `INSERT INTO ledger_entries (user_id, kind, balance_delta_fen, give_delta_fen, balance_after_fen, give_after_fen, ref_type, ref_id, memo)
       VALUES ($1, 'adjustment', $2, 0, $3, $4, 'e2e', 'fund', 'test funds')`,
      [userId, fen, rows[0].balance_fen, rows[0].give_balance_fen],
    );
    await c.query('COMMIT');
  } finally {
    await c.end();
  }
}

test('log in through the cloud site, buy a plan, create a key, call the API, see usage', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `ip-${Date.now()}@example.com`;
  const password = 'Secret123';
  const userId = await signUpByApi(request, email, password);
  await fund(userId, 60_000);

  // Log-in lives on the cloud site; the handoff brings the session back to the IP site's domain.
  await page.goto(`${IP_SITE}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${CLOUD}/login`));
  // A click on "Log in" before the page has hydrated is lost.
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(`${IP_SITE}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('plan-name')).toHaveText('Free');

  // Buy Business (data downloads included) from the wallet.
  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥600.00');
  await page.getByRole('button', { name: 'Buy Business' }).click();
  // The review: paying waits for the service agreement.
  await expect(page.getByRole('button', { name: 'Pay from wallet' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Pay from wallet' }).click();
  await expect(page.getByText('You are on Business now')).toBeVisible();
  await expect(page.getByTestId('billing-plan')).toHaveText('Business');
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥101.00');
  await expect(page.getByRole('region', { name: 'Ledger' })).toContainText('IP intelligence Business (month)');

  // Create a key; its secret is shown once.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByLabel('Key name').fill('e2e backend');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('new-key-secret').textContent())!.trim();
  expect(key).toMatch(/^lyk_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: 'e2e backend', exact: true })).toBeVisible();

  // Call the API with it.
  for (const ip of ['8.8.8.8', '1.1.1.1', '2400:3200::1']) {
    const res = await request.get(`${API}/ip/v1/lookup?ip=${encodeURIComponent(ip)}`, {
      headers: { 'x-api-key': key },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }

  // The dashboard shows the usage: quota used and today's bar.
  await page.reload();
  await expect(page.getByTestId('quota-used')).toHaveText('3');
  await expect(page.getByTestId('quota-left')).toHaveText('9,999,997');
  await expect(page.getByTestId(`usage-${new Date().toISOString().slice(0, 10)}`)).toHaveText('3');
});

test('the cloud site’s link to the IP site carries the session over, and a visitor without one arrives logged out', async ({
  page,
  request,
}) => {
  const email = `ip-link-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Secret123');
  // The card on /resource (the header menu and the footer link to the IP site too).
  const ipCard = () => page.getByRole('main').getByRole('link', { name: /^IP Intelligence/ });

  await page.goto(`${CLOUD}/resource`);
  await ipCard().click();
  await expect(page).toHaveURL(`${IP_SITE}/`);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await logInWithEmail(page, email, 'Secret123');
  await page.goto(`${CLOUD}/resource`);
  await ipCard().click();
  await expect(page).toHaveURL(`${IP_SITE}/`);
  await expect(page.getByRole('button', { name: new RegExp(`User menu: ${escapeRegExp(email)}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});

test('a visitor sends a custom-plan request from the contact form', async ({ page }) => {
  await page.goto(`${IP_SITE}/#contact`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Topic').selectOption('custom_plan');
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@example.com');
  await form.getByLabel('Company').fill('Analytical Engines');
  await form.getByLabel('Message').fill('We need a billion lookups a month.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your message has been received' })).toBeVisible();
});

test('a sub-account without key rights sees “no permission” for the keys and usage, and never asks for them', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const { token } = await registerByApi(request, `ip-main-${stamp}@example.com`, 'Secret123');
  const subEmail = `ip-sub-${stamp}@example.com`;
  const add = await request.post(`${API}/team/sub_account_add`, {
    headers: { token },
    multipart: { email: subEmail, password: 'Member123', name: 'Viewer', rules: 'cost-1-1' },
  });
  expect(((await add.json()) as { code: number }).code).toBe(200);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/ipintel\/(key_list|usage)\b/.test(r.url())) asked.push(r.url());
  });

  await page.goto(`${IP_SITE}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${CLOUD}/login`));
  // A click on "Log in" before the page has hydrated is lost.
  await hydrated(page);
  await page.getByLabel('Email').fill(subEmail);
  await page.getByLabel('Password', { exact: true }).fill('Member123');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(`${IP_SITE}/dashboard`);
  const noPermission = 'You currently have no permission, please contact the main account to enable it';
  await expect(page.getByTestId('keys-no-permission')).toHaveText(noPermission);
  await expect(page.getByTestId('usage-no-permission')).toHaveText(noPermission);
  await expect(page.getByRole('region', { name: 'API keys' }).getByRole('table')).toHaveCount(0);
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
  expect(asked).toEqual([]);
});

// Tagged @late: runs after the other browser tests (e2e/playwright.config.ts), when the IP database snapshot the
// platform writes in the background after it starts (1–2 minutes on a new machine) is there, so no worker waits on it.
test('a Business customer downloads a CSV of the IP database through a signed link @late', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(300_000);
  const me = await login({ name: 'ip-csv' });
  await fund(me.id, 60_000);
  await apiPost(request, '/ipintel/plan_buy', me.token, {
    plan: 'business',
    period: 'month',
    price: '499.00',
    agree: '1',
  });

  await page.goto(`${IP_SITE}/downloads`);
  const button = page.getByRole('button', { name: /^Download Privacy · CSV / }).first();
  // Until the first snapshot is written the page lists none (only when this test runs alone on a new machine).
  await expect(async () => {
    if (!(await button.isVisible())) await page.reload();
    await expect(button).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 240_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^lanyun-\d{8}T\d{6}Z-privacy\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  // A comment line with the DB-IP attribution, then the header row.
  const [comment, header] = text.split('\n');
  expect(comment).toMatch(/^# .*DB-IP/);
  expect(header).toContain('start_ip');
});
