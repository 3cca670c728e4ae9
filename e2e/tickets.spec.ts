import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, lastOutboxId, logInWithEmail, pngBuffer, signUpByApi } from './accounts-helpers';
import { hydrated } from './hydration';
import { OPERATOR_PASSWORD, OPS, totpCode } from './ops-helpers';

const SUPPORT = 'support@lanyun.cloud';

/** The newest outbox message to `to` (subject and body), read from the API's /dev/outbox.json. */
async function lastMail(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; body: string } | undefined> {
  const res = await request.get(`${API}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: Array<{ subject: string; body: string }> | null }).data?.[0];
}

test('a ticket opened with an attachment is answered by support and closed; feedback is sent and answered', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `e2e-ticket-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Ticket12345');
  await logInWithEmail(page, email, 'Ticket12345');

  // The customer opens a ticket with a screenshot.
  await page.goto('/user/tickets');
  await hydrated(page);
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = page.getByRole('dialog', { name: 'New ticket' });
  await form.getByLabel('Category').selectOption('ecs');
  await form.getByLabel('Priority').selectOption('3');
  await form.getByLabel('Title').fill('Instance does not boot');
  await form.getByLabel('Description').fill('It stays pending after the restart.');
  await form
    .getByLabel('Attachments')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: pngBuffer(8, [200, 40, 40]) });
  await expect(form.getByTestId('attached-file')).toHaveText('screen.png');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');
  await expect(page.getByRole('link', { name: 'Attachment 1' })).toBeVisible();

  // A support operator answers it in the console and waits for the customer.
  // A separate browser for the console (its own session cookie), reading the English interface like the tests do.
  const lang = {
    name: 'lang',
    value: 'en',
    domain: 'localhost',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
  };
  const opsContext = await browser.newContext({
    storageState: { cookies: [{ ...lang, sameSite: 'Lax' }], origins: [] },
  });
  const ops = await opsContext.newPage();
  // Log in through the console's /api (the session cookie lands in this context), not the form: quicker on a busy CI.
  const login = await opsContext.request.post(`${OPS}/api/ops/login`, {
    headers: { origin: OPS },
    multipart: { email: SUPPORT, password: OPERATOR_PASSWORD, code: await totpCode(SUPPORT) },
  });
  expect(((await login.json()) as { code: number }).code).toBe(200);
  await ops.goto(`${OPS}/tickets`);
  await ops.getByRole('button', { name: /Instance does not boot/ }).click();
  await expect(ops.getByRole('img', { name: 'Attachment 1' })).toBeVisible();
  await ops.getByLabel('Reply to the customer').fill('Please reboot it from the console once.');
  await ops.getByLabel('Change status').selectOption({ label: 'Waiting for the customer' });
  await ops.getByRole('button', { name: 'Submit' }).click();
  await expect(ops.getByTestId('ops-ticket-status')).toHaveText('Waiting for the customer');
  expect((await lastMail(request, email))?.body).toContain('Please reboot it from the console once.');

  // The customer sees the answer and closes the ticket.
  await page.reload();
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for you');
  await expect(page.getByTestId('ticket-reply').last()).toContainText('Please reboot it from the console once.');
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);

  // Feedback from any page, answered in the console and e-mailed back.
  const contact = `e2e-fb-${Date.now()}@example.com`;
  await page.goto('/download');
  await hydrated(page);
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await dialog.getByLabel('Your feedback').fill(`The download links do not work for me (${contact}).`);
  await dialog.getByLabel('Contact (optional)').fill(contact);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback')).toBeVisible();

  const before = await lastOutboxId(request, contact);
  await ops.goto(`${OPS}/feedback`);
  const row = ops.getByRole('row').filter({ hasText: `The download links do not work for me (${contact}).` });
  await row.getByRole('button', { name: 'Answer' }).click();
  const answer = ops.getByRole('dialog', { name: 'Answer feedback' });
  const reply = `Fixed today, thank you (${contact}).`;
  await answer.getByLabel('Answer (e-mailed to the customer)').fill(reply);
  await answer.getByRole('button', { name: 'Answer' }).click();
  await expect(row).toHaveCount(0);
  await ops.goto(`${OPS}/feedback?status=2`);
  await expect(ops.getByText(`Answered: ${reply}`)).toBeVisible();
  expect(await lastOutboxId(request, contact)).toBeGreaterThan(before);
  expect((await lastMail(request, contact))?.body).toContain(reply);
  await opsContext.close();
});
