/**
 * Converting a trial cloud phone to a paid one (转为正式), keeping the phone: on /user/phones the running trial phone
 * offers "Convert to paid", whose dialog is the order review every purchase has (package, region, duration, the
 * trial's end and the expiry once converted, the server's breakdown, the amount, the service agreement linked). Nothing
 * is charged until the agreement is ticked and the order confirmed; the charge equals the amount shown; the same phone
 * is then a bought one, and the conversion leaves exactly one order message. A trial that has ended is not offered
 * the conversion, and the API refuses it with its reason key.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './accounts-helpers';
import { ledgerEntries } from './billing-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { OPERATORS, toast } from './ops-helpers';
import { apiPost, topUpInSandbox } from './ordering-helpers';
import { withE2eDb } from './billing-helpers';

type Phone = { phone_id: string; name: string; status: string; trial: boolean; expires_at: number };

/** The wallet's cash balance in fen, read from the API. */
async function balanceFen(request: APIRequestContext, token: string): Promise<number> {
  const me = await apiPost<{ balance: string }>(request, '/personal_center/user_info', token, {});
  return Math.round(Number(me.balance) * 100);
}
const fenOf = (shown: string) => Math.round(Number(shown.replace(/[¥,\s]/g, '')) * 100);

/** Applies for the trial of the Standard package, has the reviewer approve it, claims it and waits until it runs. */
async function runningTrial(request: APIRequestContext, token: string, reviewer: string): Promise<Phone> {
  const packages = (await (await request.get(`${API}/phone/get_pdc_pkg_id`)).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const regions = (await (await request.get(`${API}/phone/get_pdc_regions`)).json()).data as Array<{ id: number }>;
  const application = await apiPost<{ id: number }>(request, '/phone/apply_use_add', token, {
    pkg_id: String(packages.find((p) => /Standard|标准/.test(p.name))?.id ?? packages[0]!.id),
    region_id: String(regions[0]!.id),
    contact_name: 'Zhang San',
    contact_phone: '13800138000',
    purpose: 'Testing our Android shop app',
  });
  await apiPost(request, '/ops/trial/review', reviewer, { id: String(application.id), decision: 'approve' });
  const claimed = await apiPost<{ phone: Phone }>(request, '/phone_order/add_pdc_trial_order', token);
  let phone: Phone | undefined;
  await expect
    .poll(
      async () => {
        const page = await apiPost<{ list: Phone[] }>(request, '/phone_overview/user_phone_list', token, {});
        phone = page.list.find((p) => p.phone_id === claimed.phone.phone_id);
        return phone?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('running');
  return phone!;
}

async function orderMessages(page: Page): Promise<string[]> {
  await page.goto('/notice?tab=messages');
  await hydrated(page);
  const items = page.getByTestId('message');
  await expect(items.first()).toBeVisible();
  return (await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).filter((t) =>
    /Order P\d+ paid/.test(t),
  );
}

test('a trial phone is converted to a paid one through the order review; the charge equals the amount shown', async ({
  page,
  request,
  login,
  operator,
}) => {
  test.setTimeout(120_000);
  const me = await login({ verified: true, name: 'trial-convert' });
  await topUpInSandbox(request, me.token, 500);
  const phone = await runningTrial(request, me.token, await operator(OPERATORS.reviewer));
  const paidBefore = await orderMessages(page);
  const before = await balanceFen(request, me.token);

  await page.goto('/user/phones');
  await hydrated(page);
  const row = page.getByRole('row', { name: phone.name });
  await expect(row.getByTestId('phone-status')).toHaveText('Running');
  await expect(row.getByRole('button', { name: 'Renew' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Convert to paid' }).click();

  const dialog = page.getByRole('dialog', { name: `Convert ${phone.name} to a paid cloud phone` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /3 months/ }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: '3 months' })).toHaveCount(1);
  await expect(dialog.getByRole('term').filter({ hasText: 'Trial ends' })).toHaveCount(1);
  await expect(dialog.getByRole('term').filter({ hasText: 'Expires once converted' })).toHaveCount(1);
  const charges = dialog.getByRole('table', { name: 'Charges' });
  await expect(charges.locator('tbody tr[data-kind="package"]')).toHaveCount(1);
  await expect(charges.locator('tbody tr[data-kind="discount"]')).toHaveCount(1);
  const shown = fenOf((await dialog.getByTestId('confirm-total').textContent()) ?? '');
  expect(shown).toBeGreaterThan(0);
  const amounts = await charges.locator('tbody td:last-child').allTextContents();
  expect(amounts.reduce((s, a) => s + (a.startsWith('-') ? -fenOf(a.slice(1)) : fenOf(a)), 0)).toBe(shown);
  await expect(dialog.getByRole('link', { name: 'Lanyun Cloud Service Agreement' })).toHaveAttribute(
    'href',
    '/agreement/service',
  );

  // Not ticked: paying is not possible, and nothing has moved.
  const pay = dialog.getByRole('button', { name: /^Confirm and pay/ });
  await expect(pay).toBeDisabled();
  expect(await balanceFen(request, me.token)).toBe(before);

  await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await pay.click();
  await expect(toast(page, 'Converted: the phone is yours until ')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same phone, no longer a trial: renewal is offered like any bought phone's.
  await expect(row).not.toContainText('Trial');
  await expect(row.getByRole('button', { name: 'Renew' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Convert to paid' })).toHaveCount(0);

  // Charged exactly the amount shown, once; one order message for it.
  expect(before - (await balanceFen(request, me.token))).toBe(shown);
  expect(await ledgerEntries(me.id, 'purchase')).toEqual([{ balance_delta_fen: -shown }]);
  expect((await orderMessages(page)).length).toBe(paidBefore.length + 1);
});

test('a trial that has ended is not offered the conversion, and the API refuses it', async ({
  page,
  request,
  login,
  operator,
}) => {
  test.setTimeout(90_000);
  const me = await login({ verified: true, name: 'trial-ended' });
  await topUpInSandbox(request, me.token, 500);
  const phone = await runningTrial(request, me.token, await operator(OPERATORS.reviewer));
  // The trial's end is moved into the past (the expiry sweep has not run yet).
  await withE2eDb((db) =>
    db.query(`UPDATE cloud_phones SET expires_at = now() - interval '1 minute' WHERE phone_id = $1`, [phone.phone_id]),
  );
  await page.goto('/user/phones');
  await hydrated(page);
  const row = page.getByRole('row', { name: phone.name });
  await expect(row.getByTestId('phone-status')).toHaveText('Running');
  await expect(row.getByRole('button', { name: 'Convert to paid' })).toHaveCount(0);

  const before = await balanceFen(request, me.token);
  const res = await request.post(`${API}/phone_order/convert_trial`, {
    headers: { token: me.token, 'accept-language': 'zh-CN' },
    multipart: { phone_id: phone.phone_id, duration_months: '1', price: '69.00', agree: '1' },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { reason: string } };
  expect(body.code).toBe(409);
  expect(body.data.reason).toBe('trial.convert_expired');
  expect(body.msg).toMatch(/到期后不能转为正式/);
  expect(await balanceFen(request, me.token)).toBe(before);
});
