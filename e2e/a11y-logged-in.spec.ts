/**
 * Accessibility scan of the logged-in areas (WCAG 2.1 A/AA and axe's best practices, @axe-core/playwright): every
 * route of the cloud customer area, the IP site's account pages and the operator console, with a dialog open on the
 * pages that have one; any serious or critical violation fails the test, all of them named in one message.
 *
 * One logged-in browser context per app and language, one page reused for every route (no new log-in or context per
 * route). The full route list is scanned at 1280 px in zh-CN (the default language); English and 390 px scan a
 * sample, since the components are the same in both languages and widths and only text length and layout change.
 * Each dialog is closed again with Escape, and focus must be back on the control that opened it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { buyEcs } from './billing-helpers';
import { addSessionCookie, expect, test, type Customer } from './fixtures';
import { hydrated } from './hydration';
import { OPS, operatorToken } from './ops-helpers';
import { topUpInSandbox } from './ordering-helpers';
import { CLOUD_URL, IPINTEL_URL } from './ports.mjs';
import { CLOUD_PUBLIC_ROUTES } from './cloud-routes';

type Lang = 'zh-CN' | 'en';
/** A button's name in both languages. */
type Name = Record<Lang, RegExp>;

/** One route to scan and, when the page has one, the button that opens a dialog on it. */
interface Route {
  path: string;
  dialog?: Name;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };

/** The header's top-up entry (the recharge dialog), in the user menu's balance panel or on the page. */
const TOP_UP: Name = { 'zh-CN': /^充值$/, en: /^Top up$/ };

/** A new context in `lang` with the `lang` cookie on every site of the stack (they share the host `localhost`). */
async function contextIn(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: WIDE });
  await context.addCookies([{ name: 'lang', value: lang, url: CLOUD_URL, sameSite: 'Lax' }]);
  return context;
}

/** The serious and critical violations on the page as it is now, one line each (rule, help, first elements). */
async function scan(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
          )
          .join(' | ')}`,
    );
}

/**
 * Lets the page's first queries answer (lists, charts), so what is scanned is the page a user reads. Pages that poll
 * (the instance page's status and monitoring) never go quiet for long: after 3 s the scan reads the page as it is.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/**
 * Scans each route in `lang` at `viewport`, one after the other in one page; on routes with a dialog, opens it, scans
 * again, closes it with Escape and checks that focus is back on the button that opened it. Returns every violation.
 */
async function scanRoutes(
  page: Page,
  base: string,
  routes: readonly Route[],
  lang: Lang,
  viewport: { width: number; height: number },
  { dialogs = true }: { dialogs?: boolean } = {},
): Promise<string[]> {
  await page.setViewportSize(viewport);
  const found: string[] = [];
  for (const route of routes) {
    const label = `${lang} ${viewport.width}px ${route.path}`;
    await page.goto(`${base}${route.path}`);
    await hydrated(page);
    await expect(page.locator('main').first()).toBeVisible();
    await settled(page);
    found.push(...(await scan(page, label)));
    if (!dialogs || !route.dialog) continue;
    const opener = page.getByRole('button', { name: route.dialog[lang] }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settled(page);
    found.push(...(await scan(page, `${label} (dialog)`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener, `${label}: focus back on the dialog's opener`).toBeFocused();
  }
  return found;
}

/** A verified customer with ¥500 in the wallet and one running ECS instance. */
async function customerWithInstance(
  login: (opts?: { verified?: boolean }) => Promise<Customer>,
  request: Parameters<typeof topUpInSandbox>[0],
): Promise<Customer & { instance: string }> {
  const me = await login({ verified: true });
  await topUpInSandbox(request, me.token, 500);
  const instance = await buyEcs(request, me.token, 'a11y');
  return { ...me, instance };
}

/** The cloud site's customer area (apps/cloud/app/routes.ts: /user/*, the instance page, the configurators). */
function cloudRoutes(instance: string): Route[] {
  return [
    { path: '/user/basic', dialog: TOP_UP },
    { path: '/user/auth' },
    { path: '/user/security', dialog: { 'zh-CN': /^修改密码$/, en: /^Change password$/ } },
    { path: '/user/team', dialog: { 'zh-CN': /^创建子账号$/, en: /^Create sub-account$/ } },
    { path: '/user/cost', dialog: TOP_UP },
    { path: '/user/instances' },
    { path: `/user/instances/${instance}`, dialog: { 'zh-CN': /重置密码/, en: /Reset password/ } },
    { path: '/user/keys' },
    { path: '/user/security-groups' },
    { path: '/user/access-keys' },
    { path: '/user/audit' },
    { path: '/user/phones' },
    { path: '/user/tickets', dialog: { 'zh-CN': /^提交工单$/, en: /^New ticket$/ } },
    { path: '/user/messages' },
    { path: '/ecs' },
    { path: '/buyphone' },
  ];
}

/** The IP site's account pages (apps/ipintel/app/routes.ts). */
const IP_ROUTES: Route[] = [
  { path: '/dashboard' },
  { path: '/downloads' },
  { path: '/billing', dialog: { 'zh-CN': /^购买 /, en: /^Buy / } },
  { path: '/profile' },
];

/** Every page of the operator console (apps/ops/app/routes.ts); `customer` is a customer's id. */
function opsRoutes(customer: number): Route[] {
  return [
    { path: '/' },
    { path: '/content' },
    { path: '/content/news/1' },
    { path: '/real-name' },
    { path: '/bank-transfers' },
    { path: '/invoices' },
    { path: '/trials' },
    { path: '/catalog' },
    { path: '/customers' },
    { path: `/customers/${customer}`, dialog: { 'zh-CN': /^调整余额$/, en: /^Adjust balance$/ } },
    { path: '/tickets' },
    { path: '/feedback' },
    { path: '/contact-requests' },
    { path: '/operators', dialog: { 'zh-CN': /^新建运营人员$/, en: /^New operator$/ } },
    { path: '/audit' },
    { path: '/hosts' },
  ];
}

/** Every n-th route, for the sampled language and width. */
const sample = <T>(list: readonly T[], every: number): T[] => list.filter((_, i) => i % every === 0);

test.describe.configure({ mode: 'parallel' });

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the cloud customer area has no serious or critical violations (${lang}, 1280 and 390 px)`, async ({
    browser,
    login,
    request,
  }) => {
    test.setTimeout(420_000);
    const me = await customerWithInstance(login, request);
    const routes = cloudRoutes(me.instance);
    const context = await contextIn(browser, lang);
    await addSessionCookie(context, me.token);
    const page = await context.newPage();
    const found: string[] = [];
    if (lang === 'zh-CN') {
      found.push(...(await scanRoutes(page, CLOUD_URL, routes, lang, WIDE)));
      found.push(...(await scanRoutes(page, CLOUD_URL, sample(routes, 4), lang, NARROW, { dialogs: false })));
    } else {
      found.push(...(await scanRoutes(page, CLOUD_URL, sample(routes, 3), lang, WIDE)));
      found.push(...(await scanRoutes(page, CLOUD_URL, sample(routes.slice(1), 4), lang, NARROW)));
    }
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`the operator console has no serious or critical violations (${lang}, 1280 and 390 px)`, async ({
    browser,
    customer,
    request,
  }) => {
    test.setTimeout(300_000);
    const someone = await customer();
    const routes = opsRoutes(someone.id);
    const token = await operatorToken(request);
    const context = await contextIn(browser, lang);
    await context.addCookies([{ name: 'ops-token', value: token, url: OPS, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const found: string[] = [];
    if (lang === 'zh-CN') {
      found.push(...(await scanRoutes(page, OPS, routes, lang, WIDE)));
      found.push(...(await scanRoutes(page, OPS, sample(routes, 3), lang, NARROW, { dialogs: false })));
    } else {
      found.push(...(await scanRoutes(page, OPS, sample(routes, 3), lang, WIDE)));
      found.push(...(await scanRoutes(page, OPS, sample(routes.slice(1), 3), lang, NARROW)));
    }
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the IP site account pages have no serious or critical violations (zh-CN and en, 1280 and 390 px)', async ({
  browser,
  login,
}) => {
  test.setTimeout(300_000);
  const me = await login({ verified: true });
  const found: string[] = [];
  for (const lang of ['zh-CN', 'en'] as const) {
    const context = await contextIn(browser, lang);
    await addSessionCookie(context, me.token);
    const page = await context.newPage();
    found.push(...(await scanRoutes(page, IPINTEL_URL, IP_ROUTES, lang, WIDE)));
    found.push(...(await scanRoutes(page, IPINTEL_URL, sample(IP_ROUTES, 2), lang, NARROW)));
    await context.close();
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('a public page with the shared header and dialogs still has no violations, logged out', async ({ browser }) => {
  // The shared components changed for the logged-in areas (header, dialogs) also serve the public pages.
  const context = await contextIn(browser, 'zh-CN');
  const page = await context.newPage();
  const routes = CLOUD_PUBLIC_ROUTES.filter((p) => p === '/' || p === '/price').map((path) => ({ path }));
  const found = await scanRoutes(page, CLOUD_URL, routes, 'zh-CN', WIDE);
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
});
