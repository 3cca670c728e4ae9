import { API, logInWithEmail } from './accounts-helpers';
import { generate } from 'otplib';
import { applyForRealName, expect, test } from './fixtures';
import { chooseNewsClass, logInToConsole, openNewArticle, OPERATORS, OPS, submitCode, toast } from './ops-helpers';
import { PORTS } from './playwright.config';
import { openUserMenu } from './hydration';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a reviewer approves a real-name application in the console and the customer shows as verified', async ({
  page,
  request,
  customer,
}) => {
  const { email, token } = await customer({ name: 'ops-rn', password: 'Review1234' });
  await applyForRealName(request, token, 'Zhang San');

  await logInToConsole(page, OPERATORS.reviewer);
  await expect(page.getByRole('link', { name: /^[\d,]+\s*Real-name applications to review$/ })).toBeVisible();
  // A reviewer sees neither finance nor content.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Bank transfers' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);
  await page.goto(`${OPS}/content`);
  await expect(page.getByRole('alert')).toHaveText('Your operator role does not allow this section.');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Real-name review' }).click();
  await expect(page.getByRole('heading', { name: 'Real-name review' })).toBeVisible();
  await page.getByRole('button', { name: `Review ${email}` }).click();

  const dialog = page.getByRole('dialog', { name: `Personal verification: ${email}` });
  await expect(dialog.getByText('11010519491231002X')).toBeVisible();
  // The ID images load with the operator's token.
  await expect(dialog.getByRole('img', { name: 'ID card front' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'ID card back' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Review ${email}` })).toHaveCount(0);

  // Listed among the approved ones.
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page.getByRole('button', { name: `View ${email}` })).toBeVisible();

  // The customer's header on the cloud site shows "Verified".
  await logInWithEmail(page, email, 'Review1234');
  await openUserMenu(page);
  await expect(page.getByTestId('real-name-status')).toHaveText('Verified');
});

test('a rejection needs a reason, which the customer then sees', async ({ page, request, customer }) => {
  const { email, token } = await customer({ name: 'ops-rj', password: 'Reject1234' });
  await applyForRealName(request, token, 'Zhang San');

  await logInToConsole(page, OPERATORS.admin);
  await page.goto(`${OPS}/real-name`);
  await page.getByRole('button', { name: `Review ${email}` }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject the application' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Please give a reason')).toBeVisible();
  await reject.getByLabel('Reason').fill('The ID card photo is blurred');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Rejected')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(page.getByRole('button', { name: `Review ${email}` })).toHaveCount(0);

  const info = await request.post(`${API}/authentication/user_auth_info`, { headers: { token } });
  const body = (await info.json()) as { data: { status: number; reject_reason: string | null } };
  expect(body.data).toMatchObject({ status: 3, reject_reason: 'The ID card photo is blurred' });
});

test('without an operator session every console page leads to the log-in, and log-out ends the session', async ({
  page,
}) => {
  await page.goto(`${OPS}/bank-transfers?status=2`);
  await expect(page).toHaveURL(`${OPS}/login?redirect=%2Fbank-transfers%3Fstatus%3D2`);
  await page.getByLabel('Email').fill(OPERATORS.admin);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Two-factor code').fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  // A wrong password sends the operator back to the first step.
  await expect(page.getByRole('alert')).toHaveText('Incorrect account or password');
  await page.getByLabel('Password').fill('Ops12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A wrong code is refused; the right one opens the page asked for.
  await page.getByLabel('Two-factor code').fill('000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect or already used two-factor code');
  await submitCode(page, OPERATORS.admin);
  await expect(page).toHaveURL(`${OPS}/bank-transfers?status=2`);
  await expect(page.getByRole('tab', { name: 'Credited' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${OPS}/login`);
  await page.goto(`${OPS}/`);
  await expect(page).toHaveURL(`${OPS}/login`);
});

test('finance confirms a declared bank transfer and the customer is credited once', async ({
  page,
  request,
  customer,
  operator,
}) => {
  const { id: userId, token } = await customer({ name: 'ops-bt', password: 'Transfer123' });
  await applyForRealName(request, token, 'Zhang San');
  // Approve through the API (the console flow is covered above), then declare a transfer as the customer.
  const ops = await operator(OPERATORS.reviewer);
  const list = (await (
    await request.post(`${API}/ops/real_name/list`, {
      headers: { token: ops },
      multipart: { page: '1', page_size: '50' },
    })
  ).json()) as { data: { list: Array<{ id: number; user_id: number }> } };
  const application = list.data.list.find((a) => a.user_id === userId)!;
  await request.post(`${API}/ops/real_name/review`, {
    headers: { token: ops },
    multipart: { id: String(application.id), decision: 'approve' },
  });
  const reference = `E2E${Date.now()}`;
  const declared = (await (
    await request.post(`${API}/balance_recharge/bank_transfer_add`, {
      headers: { token },
      multipart: { amount: '1234.50', payer_name: 'Zhang San', reference },
    })
  ).json()) as { code: number; msg: string };
  expect(declared.code, declared.msg).toBe(200);

  await logInToConsole(page, OPERATORS.finance);
  await page.getByRole('link', { name: /^[\d,]+\s*Bank transfers to confirm$/ }).click();
  await expect(page.getByRole('heading', { name: 'Bank transfers' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('1,234.50');
  await row.getByRole('button', { name: `Confirm receipt of ${reference}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm receipt and credit' });
  await confirm.getByLabel('Note').fill('Seen on the statement');
  await confirm.getByRole('button', { name: 'Credit the balance' }).click();
  await expect(toast(page, 'Credited')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Credited' }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible();

  const profile = (await (await request.post(`${API}/personal_center/user_info`, { headers: { token } })).json()) as {
    data: { balance: string };
  };
  expect(profile.data.balance).toBe('1234.50');
});

test('an editor publishes a news article in Chinese and English and it appears on the cloud site', {
  tag: '@shared',
}, async ({ page, request }) => {
  const stamp = Date.now();
  const zhTitle = `蓝云发布新一代计算实例 ${stamp}`;
  const enTitle = `Lanyun launches new compute instances ${stamp}`;

  await logInToConsole(page, OPERATORS.editor);
  // An editor sees content but no review or finance work.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Real-name review' })).toHaveCount(0);
  await openNewArticle(page);

  await chooseNewsClass(page);
  await page.getByLabel('Title (zh-CN)').fill(zhTitle);
  await page.getByLabel('Summary (zh-CN)').fill('新实例规格全面上线。');
  // The body is written in the rich-text editor: a paragraph, then a bold one from the toolbar.
  const zhBody = page.getByRole('textbox', { name: 'Body (zh-CN)', exact: true });
  await zhBody.fill('新一代计算实例今日起在华东一区开售。');
  await zhBody.press('End');
  await zhBody.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting of Body (zh-CN)' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await zhBody.pressSequentially('首月五折');
  // The HTML source (the fallback) shows what the editor made; HTML pasted there goes through the sanitizer too.
  await page.getByRole('button', { name: 'HTML source of body (zh-CN)' }).click();
  const zhSource = page.getByRole('textbox', { name: 'Body (zh-CN)', exact: true });
  await expect(zhSource).toHaveValue('<p>新一代计算实例今日起在华东一区开售。</p><p><strong>首月五折</strong></p>');
  await zhSource.fill(`${await zhSource.inputValue()}<script>alert(1)</script><img src="x" onerror="alert(2)">`);
  // The preview shows the body as the API will store it: the script and the event handler are gone.
  await page.getByRole('button', { name: 'Preview body (zh-CN)' }).click();
  const preview = page.getByRole('region', { name: 'Body (zh-CN) preview' });
  await expect(preview).toContainText('新一代计算实例今日起在华东一区开售。');
  await expect(preview.locator('strong')).toHaveText('首月五折');
  expect(await preview.innerHTML()).not.toMatch(/<script|onerror/);
  await page.getByRole('button', { name: 'HTML source of body (zh-CN)' }).click();
  await expect(zhBody.locator('strong')).toHaveText('首月五折');

  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Title (en)').fill(enTitle);
  await page.getByLabel('Summary (en)').fill('New instance types are available now.');
  await page
    .getByRole('textbox', { name: 'Body (en)', exact: true })
    .fill('The new compute instances are on sale in East China 1 from today.');
  // The editor's image button and the cover field upload images; both get a public address of the API.
  const png = { name: 'chart.png', mimeType: 'image/png', buffer: PNG };
  await page.getByLabel('Image file for Body (en)').setInputFiles(png);
  const inline = page.getByRole('textbox', { name: 'Body (en)', exact: true }).locator('img');
  await expect(inline).toHaveAttribute('src', /\/content\/images\/[0-9a-f]{64}\.png$/);
  await page.getByLabel('Upload cover image').setInputFiles(png);
  await expect(page.getByRole('textbox', { name: 'Cover image', exact: true })).toHaveValue(
    /\/content\/images\/[0-9a-f]{64}\.png$/,
  );
  await expect(page.getByRole('img', { name: 'Current image: Cover image' })).toHaveJSProperty('naturalWidth', 1);
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: zhTitle });
  await expect(row).toContainText(enTitle);
  const href = await row.getByRole('link', { name: `View ${enTitle} on the site` }).getAttribute('href');
  const id = Number(/\/news\/detail\/(\d+)(?:\?|$)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  // The audit log has the creation, with the article as created.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action or prefix').fill('news.create');
  await page.getByLabel('Target ID').fill(String(id));
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'news.create' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(OPERATORS.editor);
  await expect(entry).toContainText(`news #${id}`);

  // The cloud site lists it and shows it in Chinese …
  await page.goto('/news/info?lang=zh-CN');
  await page.getByRole('link', { name: zhTitle }).first().click();
  await expect(page).toHaveURL(new RegExp(`/news/detail/${id}$`));
  await expect(page.getByRole('heading', { name: zhTitle })).toBeVisible();
  await expect(page.getByText('新一代计算实例今日起在华东一区开售。')).toBeVisible();
  await expect(page.locator('strong', { hasText: '首月五折' })).toBeVisible();
  await expect(page.getByText('<script')).toHaveCount(0);

  // … and in English.
  await page.goto('/news/info?lang=en');
  await page.getByRole('link', { name: enTitle }).first().click();
  await expect(page).toHaveURL(new RegExp(`/news/detail/${id}$`));
  await expect(page.getByRole('heading', { name: enTitle })).toBeVisible();
  await expect(page.getByText('The new compute instances are on sale in East China 1 from today.')).toBeVisible();
  await expect(page.locator('img[src*="/content/images/"]').first()).toHaveJSProperty('naturalWidth', 1);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`/news/detail/${id}\\?lang=en$`),
  );

  // The sitemap lists the new article, with its English version.
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(new RegExp(`<loc>[^<]+/news/detail/${id}</loc>`));
  expect(xml).toMatch(new RegExp(`hreflang="en" href="[^"]+/news/detail/${id}\\?lang=en"`));

  // The English text is what the API serves to English readers.
  const en = (await (
    await request.post(`${API}/v1/get_news_info`, {
      headers: { 'accept-language': 'en' },
      multipart: { id: String(id) },
    })
  ).json()) as { code: number; data: { title: string; content_html: string } };
  expect(en.code).toBe(200);
  expect(en.data.title).toBe(enTitle);
  expect(en.data.content_html).toContain('East China 1');
});

test('an admin creates a reviewer, who sets up two-factor log-in at the first log-in', async ({ page }) => {
  const email = `e2e-reviewer-${Date.now()}@lanyun.cloud`;
  await logInToConsole(page, OPERATORS.admin, { form: true });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
  await page.getByRole('button', { name: 'New operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'New operator' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill('Wang Wu');
  await dialog.getByLabel('Role').selectOption('reviewer');
  await dialog.getByLabel('First password').fill('Review2026');
  await dialog.getByRole('button', { name: 'Create operator' }).click();
  await expect(toast(page, 'Created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Reviewer');
  await expect(row).toContainText('Not set up');
  await page.getByRole('button', { name: 'Log out' }).click();

  // First log-in: no authenticator yet, so the console goes to the set-up.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Review2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'No authenticator set up yet' }).click();
  await expect(page).toHaveURL(`${OPS}/two-factor`);
  await page.goto(`${OPS}/real-name`);
  await expect(page).toHaveURL(`${OPS}/two-factor`);
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Turn on two-factor log-in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('operator-name')).toContainText('Wang Wu');
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Real-name review' }),
  ).toBeVisible();
});

test('an admin changes an IP plan in the catalog and the IP site prices it so', { tag: '@shared' }, async ({
  page,
  request,
  operator,
}) => {
  // A console log-in may wait for a fresh two-factor step (up to 30 s) when another test used the current one.
  test.setTimeout(120_000);
  const IPINTEL = process.env.E2E_IPINTEL_URL ?? `http://localhost:${PORTS.ipintel}`;
  const standard = page.locator('#pricing article').filter({ has: page.getByRole('heading', { name: 'Standard' }) });
  /** Sets the Standard plan's monthly price and quota through the operator API. */
  const setStandard = async (price: string, quota: string) => {
    const token = await operator(OPERATORS.admin);
    const list = (await (await request.post(`${API}/ops/catalog/ip_plan_list`, { headers: { token } })).json()) as {
      data: Array<{ id: number; code: string }>;
    };
    const id = list.data.find((p) => p.code === 'standard')!.id;
    await request.post(`${API}/ops/catalog/ip_plan_update`, {
      headers: { token },
      multipart: { id: String(id), price_month: price, monthly_quota: quota },
    });
  };
  // The seeded price first: a retry after a timeout starts from it even if the last attempt never put it back.
  await setStandard('99.00', '1000000');
  await page.goto(`${IPINTEL}/?lang=en`);
  await expect(standard).toContainText('¥99');
  await expect(standard).toContainText('1,000,000 lookups');
  await logInToConsole(page, OPERATORS.admin);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalog' }).click();
  await page.getByLabel('Catalog table').selectOption({ label: 'IP intelligence plans' });
  const row = page.getByRole('row').filter({ hasText: 'standard' });
  await row.getByRole('button', { name: /^Edit IP intelligence plans/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Monthly price').fill('119.00');
  await dialog.getByLabel('Monthly quota').fill('1500000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(row).toContainText('119.00');
  try {
    await page.goto(`${IPINTEL}/?lang=en`);
    await expect(standard).toContainText('¥119');
    await expect(standard).toContainText('1,500,000 lookups');
  } finally {
    // Later tests buy plans at the seeded prices.
    await setStandard('99.00', '1000000');
  }
});
