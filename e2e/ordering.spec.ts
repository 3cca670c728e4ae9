/**
 * Ordering end to end (issue "Catalog and ordering"): a verified customer configures an ECS instance on /ecs, is
 * short of money (402) so the shared recharge dialog opens with the shortfall, tops up on the sandbox cashier, buys,
 * watches the instance go from "Creating" to "Running" in /user/instances, then stops and starts it; and buys a
 * cloud phone on /buyphone after a sandbox top-up; renews (402 → top-up, then paid), sets to auto-renew and releases a
 * cloud phone on /user/phones; and applies for the free trial, which an operator approves and the customer claims;
 * and manages SSH keys on /user/keys. The stack runs the compute simulator fast (e2e/stack.mjs).
 */
import { generateKeyPairSync } from 'node:crypto';
import { expect, test } from './fixtures';
import { API } from './accounts-helpers';
import { OPERATORS } from './ops-helpers';
import { apiPost, topUpInSandbox } from './ordering-helpers';
import { hydrated, openUserMenu } from './hydration';

/** A fresh OpenSSH ed25519 public key line ("ssh-ed25519 AAAA… e2e"). */
function ed25519PublicKey(): string {
  const raw = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const field = (b: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b]);
  return `ssh-ed25519 ${Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]).toString('base64')} e2e`;
}

test('buy an ECS instance: configure, top up on 402, pay, see it run, stop and start it', async ({
  page,
  request,
  login,
}) => {
  // Configure, top up, pay, then wait through creating, stopping and starting: longer than one page's minute when the
  // API tests share the machine.
  test.setTimeout(150_000);
  await login({ verified: true, name: 'ecs' });
  await page.goto('/ecs#buy');
  await hydrated(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });

  // Region (grouped by area) → zone → image → configuration → disks → log-in → name → duration → quantity.
  await page
    .getByRole('radiogroup', { name: 'Region: Mainland China' })
    .getByRole('radio', { name: 'East China 2 (Shanghai)' })
    .click();
  await page.getByRole('radiogroup', { name: 'Zone' }).getByRole('radio', { name: 'Zone B' }).click();
  await page.getByRole('radiogroup', { name: 'Operating system' }).getByRole('radio', { name: 'Debian' }).click();
  await page
    .getByRole('radiogroup', { name: 'Instance family' })
    .getByRole('radio', { name: /Compute optimised/ })
    .click();
  await page.getByRole('radio', { name: /ecs\.c7\.xlarge/ }).click();
  await page.getByLabel('Public bandwidth (Mbps)').fill('5');
  await page.getByRole('button', { name: 'Add a data disk' }).click();
  await page.getByLabel('Data disk 1 size (GB)').fill('200');
  await page.getByLabel('Log-in password').fill('root');
  await expect(page.getByText('The password must be 12 to 26 characters')).toBeVisible();
  await page.getByLabel('Log-in password').fill('MyAdminPass2024');
  await expect(page.getByText('The password must not contain "Admin"')).toBeVisible();
  // Log in with a new SSH key instead, added from the configurator.
  await page
    .getByRole('radiogroup', { name: 'Log-in credential' })
    .getByRole('radio', { name: 'SSH key pair' })
    .click();
  await page.getByRole('button', { name: 'Add an SSH key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Add an SSH key' });
  await keyDialog.getByLabel('Key name').fill('laptop');
  await keyDialog.getByLabel('Public key').fill(ed25519PublicKey());
  await keyDialog.getByRole('button', { name: 'Add key' }).click();
  await expect(keyDialog).toHaveCount(0);
  await expect(page.getByLabel('SSH key')).toHaveValue(/\d+/);
  await page.getByLabel('Instance name').fill('e2e-web');
  await page
    .getByRole('radiogroup', { name: 'Purchase duration' })
    .getByRole('radio', { name: /1 year/ })
    .click();
  await expect(summary).toContainText('East China 2 (Shanghai) · Zone B');
  await expect(summary).toContainText('ecs.c7.xlarge');

  // The total shown is the server's quote for exactly this configuration.
  const regions = (await (await request.post(`${API}/v1/get_region_zone`)).json()).data as Array<{
    id: number;
    code: string;
    zones: Array<{ id: number; code: string }>;
  }>;
  const zone = regions.find((r) => r.code === 'cn-shanghai')!.zones.find((z) => z.code === 'cn-shanghai-b')!;
  const families = (
    await (
      await request.post(`${API}/v1/get_region_zone_instance_config`, { multipart: { zone_id: String(zone.id) } })
    ).json()
  ).data as Array<{ types: Array<{ id: number; code: string }> }>;
  const type = families.flatMap((f) => f.types).find((t) => t.code === 'ecs.c7.xlarge')!;
  const images = (
    await (await request.post(`${API}/v1/get_region_zone_images`, { multipart: { zone_id: String(zone.id) } })).json()
  ).data as Array<{ id: number; name: string }>;
  const image = images.find((i) => i.name === 'Debian')!;
  const quote = (
    await (
      await request.post(`${API}/v1/inquiry_create_instance_price`, {
        multipart: {
          zone_id: String(zone.id),
          instance_type_id: String(type.id),
          image_id: String(image.id),
          system_disk_type: 'cloud_essd',
          system_disk_gb: '40',
          data_disks: JSON.stringify([{ type: 'cloud_essd', gb: 200 }]),
          bandwidth_mbps: '5',
          duration_months: '12',
          quantity: '1',
        },
      })
    ).json()
  ).data as { price: string };
  const total = Number(quote.price);
  await expect(page.getByTestId('ecs-total')).toHaveText(
    `¥${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );

  // No money yet: the order, confirmed on the review, is refused (402) and the shared recharge dialog opens with the
  // shortfall.
  await summary.getByRole('button', { name: 'Buy now' }).click();
  const review = page.getByRole('region', { name: 'Confirm your order' });
  await review.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await review.getByRole('button', { name: /^Confirm and pay/ }).click();
  const recharge = page.getByRole('dialog', { name: 'Top up' });
  await expect(recharge).toBeVisible();
  await expect(recharge.getByLabel('Top-up amount (yuan)')).toHaveValue(String(Math.ceil(total)));
  await recharge.getByRole('radio', { name: 'Alipay' }).check();
  await recharge.getByRole('button', { name: 'Pay now' }).click();
  const qr = page.getByRole('dialog', { name: 'To be paid' });
  const [cashier] = await Promise.all([
    page.context().waitForEvent('page'),
    qr.getByRole('link', { name: 'Open the sandbox cashier' }).click(),
  ]);
  await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cashier.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await cashier.close();
  const success = page.getByRole('dialog', { name: 'Top-up successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();

  // Paid: straight to the instance list, where the new instance is created and starts running.
  await review.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page).toHaveURL(/\/user\/instances$/);
  const row = page.getByRole('row', { name: 'e2e-web' });
  // The simulator creates in 3 s (e2e/stack.mjs): on a busy machine the list may first show the instance already
  // running, so the first state seen is either; it ends running.
  await expect(row.getByTestId('instance-status')).toHaveText(/^(Creating|Running)$/);
  await expect(row.getByTestId('instance-status')).toHaveText('Running', { timeout: 30_000 });
  await expect(row).toContainText('East China 2 (Shanghai)');
  await expect(row).toContainText('4 vCPU · 8 GiB · 5 Mbps');
  await expect(row.getByTestId('instance-public-ip')).toHaveText(/^\d+\.\d+\.\d+\.\d+$/);

  // Stop, confirmed in a dialog; then start again.
  await row.getByRole('button', { name: 'Stop' }).click();
  const confirmStop = page.getByRole('dialog', { name: 'Stop the instance?' });
  await confirmStop.getByRole('button', { name: 'Stop' }).click();
  await expect(row.getByTestId('instance-status')).toHaveText('Stopped', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('dialog', { name: 'Start the instance?' }).getByRole('button', { name: 'Start' }).click();
  await expect(row.getByTestId('instance-status')).toHaveText('Running', { timeout: 20_000 });

  // The user menu leads here too.
  await page.goto('/');
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Instance center' })).toHaveAttribute('href', '/user/instances');
});

test('buy a cloud phone with the live price, paid from the wallet', async ({ page, request, login }) => {
  const token = (await login({ verified: true, name: 'phone' })).token;
  await topUpInSandbox(request, token, 500);
  await page.goto('/buyphone?lang=en');
  await hydrated(page);
  // A recommended card's link opens the form with its package chosen, the page's language kept in the URL.
  await page.getByRole('link', { name: 'Choose this package Pro' }).click();
  await expect(page).toHaveURL(/\/buyphone\?lang=en&package=\d+#buy$/);
  await expect(page.getByRole('radio', { name: 'Pro package' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Standard package' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('radio', { name: 'Standard package' }).click();
  const duration = page.getByRole('radiogroup', { name: 'Phone duration' }).getByRole('radio').nth(1);
  await duration.click();
  await page.getByLabel('Number of phones').fill('2');

  const regions = (await (await request.get(`${API}/phone/get_pdc_regions`)).json()).data as Array<{ id: number }>;
  const durations = (await (await request.get(`${API}/phone/get_pdc_duration`)).json()).data as Array<{
    months: number;
  }>;
  const packages = (
    await (await request.get(`${API}/phone/get_pdc_pkg_id`, { headers: { 'accept-language': 'en' } })).json()
  ).data as Array<{ id: number; name: string }>;
  const pkg = packages.find((p) => p.name === 'Standard')!;
  const q = new URLSearchParams({
    pkg_id: String(pkg.id),
    region_id: String(regions[0]!.id),
    duration_months: String(durations[1]!.months),
    quantity: '2',
  });
  const quote = (await (await request.get(`${API}/phone_order/get_pdc_pkg_price?${q}`)).json()).data as {
    price: string;
  };
  await expect(page.getByTestId('phone-total')).toHaveText(
    `¥${Number(quote.price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  await page
    .getByRole('complementary', { name: 'Phone order summary' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  const review = page.getByRole('region', { name: 'Confirm your order' });
  await expect(review.getByTestId('confirm-total')).toHaveText(
    `¥${Number(quote.price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await review.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await review.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page).toHaveURL(/\/user\/phones$/);
  const phones = page.getByRole('table', { name: 'Cloud phones' });
  await expect(phones.getByRole('row').filter({ hasText: 'Standard' })).toHaveCount(2);
  await expect(phones.getByTestId('phone-status').first()).toHaveText('Running', { timeout: 30_000 });
  await expect(phones.getByTestId('phone-status').last()).toHaveText('Running', { timeout: 30_000 });

  // The wallet paid exactly the quoted total.
  await page.goto('/user/cost');
  await hydrated(page);
  await expect(page.getByTestId('cost-total-balance')).toHaveText((500 - Number(quote.price)).toFixed(2));
});

test('renew a cloud phone (top-up on 402), switch auto-renew on and release it in /user/phones', async ({
  page,
  request,
  login,
}) => {
  const token = (await login({ verified: true, name: 'phone-renew' })).token;
  await topUpInSandbox(request, token, 100);
  const regions = (await (await request.get(`${API}/phone/get_pdc_regions`)).json()).data as Array<{ id: number }>;
  const packages = (
    await (await request.get(`${API}/phone/get_pdc_pkg_id`, { headers: { 'accept-language': 'en' } })).json()
  ).data as Array<{ id: number; name: string }>;
  const config = {
    pkg_id: String(packages.find((p) => p.name === 'Standard')!.id),
    region_id: String(regions[0]!.id),
    duration_months: '1',
    quantity: '1',
  };
  const bought = (
    await (await request.get(`${API}/phone_order/get_pdc_pkg_price?${new URLSearchParams(config)}`)).json()
  ).data as { price: string };
  const order = await apiPost<{ phones: Array<{ phone_id: string; name: string }> }>(
    request,
    '/phone_order/add_pdc_order',
    token,
    { ...config, price: bought.price, agree: '1' },
  );
  const phone = order.phones[0]!;
  const balance = 100 - Number(bought.price);

  await page.goto('/user/phones');

  await hydrated(page);
  const row = page.getByRole('table', { name: 'Cloud phones' }).getByRole('row', { name: phone.name });
  await expect(row.getByTestId('phone-status')).toHaveText('Running', { timeout: 30_000 });
  const expiry = (await row.getByTestId('phone-expires').textContent())!;
  const renewal = await apiPost<{ price: string }>(request, '/phone_order/inquiry_renew_pdc_price', token, {
    phone_id: phone.phone_id,
    duration_months: '3',
  });

  // Renew for 3 months: the dialog shows the server's price; the wallet is short (402), so the recharge dialog opens
  // with the shortfall; after a top-up the same dialog pays.
  await row.getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: `Renew ${phone.name}` });
  await dialog
    .getByRole('radiogroup', { name: 'Renewal duration' })
    .getByRole('radio', { name: /3 months/ })
    .click();
  await expect(dialog.getByTestId('renew-total')).toHaveText(
    `¥${Number(renewal.price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await dialog.getByRole('button', { name: 'Pay and renew' }).click();
  const recharge = page.getByRole('dialog', { name: 'Top up' });
  await expect(recharge.getByLabel('Top-up amount (yuan)')).toHaveValue(
    String(Math.ceil(Number(renewal.price) - balance)),
  );
  await page.keyboard.press('Escape');
  await expect(recharge).toHaveCount(0);
  await topUpInSandbox(request, token, 200);
  await dialog.getByRole('button', { name: 'Pay and renew' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Renewed until /)).toBeVisible();
  await expect(row.getByTestId('phone-expires')).not.toHaveText(expiry);

  // Auto-renew on (kept after a reload), then release behind a confirmation: nothing is refunded.
  // (The box shows the server's setting: it turns checked once the list has reloaded.)
  await row.getByRole('checkbox', { name: 'Auto-renew' }).click();
  await expect(page.getByText('Auto-renew is on')).toBeVisible();
  await expect(row.getByRole('checkbox', { name: 'Auto-renew' })).toBeChecked();
  await page.reload();
  await expect(row.getByRole('checkbox', { name: 'Auto-renew' })).toBeChecked();
  await row.getByRole('button', { name: 'Release' }).click();
  const confirm = page.getByRole('dialog', { name: 'Release the cloud phone?' });
  await expect(confirm).toContainText('The unused time is not refunded.');
  await confirm.getByRole('button', { name: 'Release' }).click();
  await expect(row.getByTestId('phone-status')).toHaveText('Released');
  await expect(row.getByRole('button')).toHaveCount(0);

  await page.goto('/user/cost');

  await hydrated(page);
  await expect(page.getByTestId('cost-total-balance')).toHaveText((balance + 200 - Number(renewal.price)).toFixed(2));
});

test('apply for the free trial, get approved and claim the trial phone', async ({ page, request, login, operator }) => {
  const token = (await login({ verified: true, name: 'trial' })).token;
  await page.goto('/trial');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Trial application' });
  await form.getByLabel('Package').selectOption({ label: 'Pro' });
  await form.getByRole('button', { name: 'Submit the application' }).click();
  await expect(form.getByText('Please enter the contact name')).toBeVisible();
  await form.getByLabel('Contact name').fill('Zhang San');
  await form.getByLabel('Contact phone').fill('138 0013 8000');
  await form.getByLabel('What will you use it for?').fill('Testing our Android shop app');
  await form.getByRole('button', { name: 'Submit the application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your application is under review' })).toBeVisible();

  // One application per account: the page keeps showing it; an operator (reviewer) approves it.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your application is under review' })).toBeVisible();
  const application = await apiPost<{ id: number }>(request, '/phone/apply_use_info', token);
  const reviewer = await operator(OPERATORS.reviewer);
  await apiPost(request, '/ops/trial/review', reviewer, { id: String(application.id), decision: 'approve' });

  await page.reload();
  await page.getByRole('button', { name: 'Claim the trial phone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your trial phone is ready' })).toBeVisible();
  await page.getByRole('link', { name: 'Open my cloud phones' }).click();
  const row = page.getByRole('table', { name: 'Cloud phones' }).getByRole('row').filter({ hasText: 'Trial' });
  await expect(row).toContainText('Pro');
  await expect(row.getByTestId('phone-status')).toHaveText('Running', { timeout: 30_000 });
});

test('visitors configure freely and are sent to log in to buy', async ({ page }) => {
  await page.goto('/ecs#buy');
  await hydrated(page);
  await expect(page.getByTestId('ecs-total')).toHaveText(/^¥\d/);
  await page.getByRole('link', { name: 'Log in to buy' }).click();
  // The chosen configuration travels in the return address (never the instance password).
  await expect(page).toHaveURL(/\/login\?tp=1&redirect=%2Fecs%3Fregion%3D\d+.*%23buy$/);
  await page.goto('/user/instances');
  await hydrated(page);
  await expect(page).toHaveURL(/\/login\?tp=1&redirect=%2Fuser%2Finstances$/);
});

test('manage SSH keys in the user area: add one, see its fingerprint, delete it', async ({ page, request, login }) => {
  const token = (await login({ verified: true, name: 'keys' })).token;
  await page.goto('/user/keys');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  await expect(page.getByText('No SSH keys yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add an SSH key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Add an SSH key' });
  await keyDialog.getByLabel('Key name').fill('build-server');
  await keyDialog.getByLabel('Public key').fill(ed25519PublicKey());
  await keyDialog.getByRole('button', { name: 'Add key' }).click();
  const row = page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: 'build-server' });
  await expect(row).toContainText('ssh-ed25519');
  await expect(row).toContainText(/SHA256:[A-Za-z0-9+/]{43}/);

  await row.getByRole('button', { name: 'Delete build-server' }).click();
  await page.getByRole('dialog', { name: 'Delete this SSH key?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No SSH keys yet')).toBeVisible();
  expect(await apiPost<unknown[]>(request, '/v1/ssh_secret_key_list_source', token)).toEqual([]);
});
