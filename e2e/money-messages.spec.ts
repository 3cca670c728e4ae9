/**
 * The message centre covers money: a top-up, an ECS purchase (order paid, instance ready with its address), the 5-day
 * refund, a release and an IP plan purchase each leave exactly one message in /notice?tab=messages; an expiry reminder
 * is sent once when the time passes 7 days before the expiry (the sweep run at a chosen time through
 * POST /dev/expiry-reminders, twice, without moving the shared clock); and /user/messages (消息接收管理) saves the
 * channels per category, with in-app kept on for billing. Checked in English and Chinese, at 1280 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './accounts-helpers';
import { buyEcs, withE2eDb } from './billing-helpers';
import { apiPost, expect, test } from './fixtures';
import { hydrated } from './hydration';
import { topUpInSandbox } from './ordering-helpers';
import { CLOUD_URL } from './ports.mjs';

const DAY_S = 86_400;

/** The text of every message in the message centre, all pages. */
const shown = new Map<string, string>();

/** Every message title in the message centre, all pages (the "Unread: " label prefix removed). */
async function messageTitles(page: Page): Promise<string[]> {
  await page.goto('/notice?tab=messages');
  await hydrated(page);
  const titles: string[] = [];
  const items = page.getByTestId('message');
  await expect(items.first()).toBeVisible();
  for (;;) {
    const seen = await items.evaluateAll((els) =>
      els.map((e) => [e.getAttribute('aria-label') ?? '', (e as HTMLElement).innerText] as const),
    );
    for (const [label, text] of seen) {
      const title = label.replace(/^(Unread: |未读：)/, '');
      titles.push(title);
      shown.set(title, text);
    }
    const next = page.getByRole('button', { name: /^(Next|下一页)$/ });
    if (!(await next.isVisible()) || (await next.isDisabled())) return titles;
    const first = await items.first().getAttribute('aria-label');
    await next.click();
    await expect(items.first()).not.toHaveAttribute('aria-label', first ?? '');
  }
}

/** Runs the expiry-reminder sweep as if the time were `offsetSeconds` ahead; answers how many reminders it sent. */
async function sweepAt(request: APIRequestContext, offsetSeconds: number): Promise<number> {
  const res = await request.post(`${API}/dev/expiry-reminders`, {
    data: { offset_seconds: Math.round(offsetSeconds) },
  });
  const body = (await res.json()) as { code: number; data: { sent: number } };
  expect(body.code).toBe(200);
  return body.data.sent;
}

const count = (titles: string[], match: RegExp | string) =>
  titles.filter((t) => (typeof match === 'string' ? t === match : match.test(t))).length;

test('top-up, purchase, refund, release and an IP plan each leave one message; the 7-day reminder is sent once', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(180_000);
  const me = await login({ verified: true, name: 'money-messages' });
  await topUpInSandbox(request, me.token, 3000);
  const refunded = await buyEcs(request, me.token, 'e2e-msg-refund');
  const kept = await buyEcs(request, me.token, 'e2e-msg-kept');
  await apiPost(request, '/instance_center/instance_refund', me.token, { instance_id: refunded });
  await apiPost(request, '/ipintel/plan_buy', me.token, {
    plan: 'business',
    period: 'month',
    price: '499.00',
    agree: '1',
  });

  // The expiry reminder: nothing 8 days ahead; once past 7 days ahead, one reminder however often the sweep runs.
  const expiresAt = await withE2eDb(async (db) => {
    const res = await db.query<{ e: Date }>('SELECT expires_at AS e FROM instances WHERE instance_id = $1', [kept]);
    return res.rows[0]!.e.getTime() / 1000;
  });
  const untilSevenDays = expiresAt - 7 * DAY_S - Date.now() / 1000;
  await sweepAt(request, untilSevenDays - DAY_S);
  const reminder = `Your cloud server ${kept} expires in 7 days`;
  await sweepAt(request, untilSevenDays + 60);
  await sweepAt(request, untilSevenDays + 60);

  // Release the other instance from the wallet's point of view: it ends and says so.
  await apiPost(request, '/instance_center/instance_release', me.token, { instance_id: kept });

  await expect.poll(async () => count(await messageTitles(page), /was released$/), { timeout: 30_000 }).toBe(2);
  const titles = await messageTitles(page);
  expect(count(titles, 'Top-up of 3000.00 yuan credited')).toBe(1);
  expect(count(titles, /^Order P\d+ paid: 342\.00 yuan$/)).toBe(2);
  expect(count(titles, `Your cloud server ${refunded} is ready`)).toBe(1);
  expect(count(titles, `Your cloud server ${kept} is ready`)).toBe(1);
  expect(count(titles, /^Refund of 342\.00 yuan for order P\d+$/)).toBe(1);
  expect(count(titles, `Your cloud server ${refunded} was released`)).toBe(1);
  expect(count(titles, `Your cloud server ${kept} was released`)).toBe(1);
  expect(count(titles, 'IP data plan Business bought')).toBe(1);
  expect(count(titles, reminder)).toBe(1);
  expect(count(titles, /expires/)).toBe(1);

  // The ready message names the address the customer logs in to.
  expect(shown.get(`Your cloud server ${kept} is ready`)).toMatch(/Public address: \d+\.\d+\.\d+\.\d+/);

  // The same messages in Chinese.
  await page.context().addCookies([{ name: 'lang', value: 'zh-CN', url: CLOUD_URL }]);
  const zh = await messageTitles(page);
  expect(count(zh, '充值 3000.00 元已到账')).toBe(1);
  expect(count(zh, `您的云服务器 ${kept} 将在 7 天后到期`)).toBe(1);
  expect(count(zh, /^订单 P\d+ 已退款 342\.00 元$/)).toBe(1);
  expect(count(zh, '已购买 IP 数据套餐 商业版')).toBe(1);
});

test('消息接收管理: channels per category are saved, and in-app stays on for billing', async ({ page, login }) => {
  await login({ name: 'message-settings' });
  await page.goto('/user/messages');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Message settings' })).toBeVisible();
  const billingInApp = page.getByRole('checkbox', { name: 'Billing: In-app' });
  await expect(billingInApp).toBeChecked();
  await expect(billingInApp).toBeDisabled();
  const billingMail = page.getByRole('checkbox', { name: 'Billing: E-mail' });
  await expect(billingMail).toBeChecked();
  await billingMail.uncheck();
  await expect(page.getByText('Message settings saved')).toBeVisible();
  const serviceSms = page.getByRole('checkbox', { name: 'Services: SMS' });
  await expect(serviceSms).toBeEnabled();
  await serviceSms.check();
  await expect(serviceSms).toBeChecked();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Billing: E-mail' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Services: SMS' })).toBeChecked();

  // Chinese, on a phone-sized screen: the table scrolls inside its box, the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'lang', value: 'zh-CN', url: CLOUD_URL }]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: '财务消息：站内信' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: '财务消息：邮件' })).not.toBeChecked();
  await expect(page.getByText('站内信不可关闭').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
