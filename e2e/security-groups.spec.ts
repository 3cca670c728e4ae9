/**
 * Security groups in the browser on the simulator (issue 40): an instance starts in its region's default group with
 * only SSH forwarded; an ingress rule for TCP 8080 added on /user/security-groups is forwarded on the instance page
 * without a restart, a bad CIDR block is refused with the API's message, and deleting the rule closes the port again.
 */
import { buyEcs, ECS_PRICE } from './billing-helpers';
import { addSessionCookie, expect, test } from './fixtures';
import { hydrated } from './hydration';
import { toast } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';

test('an ingress rule added in the browser is forwarded on the instance page; deleting it closes the port', async ({
  page,
  context,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const me = await customer({ verified: true, name: 'security-groups' });
  await topUpInSandbox(request, me.token, ECS_PRICE);
  const id = await buyEcs(request, me.token, 'e2e-sg');
  await addSessionCookie(context, me.token);

  await page.goto(`/user/instances/${id}`);
  await hydrated(page);
  const forwards = page.getByTestId('sg-forward');
  await expect(forwards).toHaveCount(1, { timeout: 20_000 });
  await expect(forwards.first()).toContainText('TCP 22');

  await page.getByRole('list', { name: 'Security groups of this server' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/user\/security-groups\?group=sg-/);
  const rules = page.getByTestId('sg-rule');
  await expect(rules).toHaveCount(4);
  const form = page.getByRole('form', { name: 'Add rule' });
  await form.getByLabel('Port range').fill('9000');
  await form.getByLabel('Source / destination').fill('10.0.0.0/33');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(toast(page, 'This is not a valid CIDR block')).toBeVisible();
  await form.getByLabel('Port range').fill('8080');
  await form.getByLabel('Source / destination').fill('0.0.0.0/0');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(toast(page, 'Rule added')).toBeVisible();
  await expect(rules).toHaveCount(5);

  await page.goto(`/user/instances/${id}`);
  await expect(forwards).toHaveCount(2, { timeout: 15_000 });
  await expect(forwards.nth(1)).toContainText('TCP 8080');

  await page.getByRole('list', { name: 'Security groups of this server' }).getByRole('link').first().click();
  await page
    .getByRole('row', { name: /8080/ })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(toast(page, 'Rule deleted')).toBeVisible();
  await page.goto(`/user/instances/${id}`);
  await expect(forwards).toHaveCount(1, { timeout: 15_000 });
});
