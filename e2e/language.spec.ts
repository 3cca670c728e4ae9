/**
 * The language walk (issue 19): every route of the cloud site (public pages and the /user account pages), the IP site
 * (home, /docs, the account pages) and the operator console, in zh-CN and in en, with the dialogs a route opens
 * (feedback, top-up): the public pages logged out, the account pages and the public pages whose text depends on the
 * session logged in. One page load per route and language; the accounts are made once.
 *
 * - zh-CN: no visible text node (nor accessible name: aria-label, title, placeholder, alt) made only of Latin words
 *   outside the allowlist of brand and product terms, units, numbers, e-mail addresses and URLs.
 * - en: no CJK text outside user content (elements marked `data-user-content`, and text in another `lang`).
 * - en: every link to one of the three sites keeps the language (never `lang=zh-CN`; to another site: `lang=en`).
 * Text in <code>/<pre> and identifiers marked `translate="no"` (field names, paths) is exempt. Every offending text is printed with its route before the test fails.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './accounts-helpers';
import { apiPost, expect, test } from './fixtures';
import { topUpInSandbox } from './ordering-helpers';
import { CLOUD_URL, IPINTEL_URL, OPS_URL } from './ports.mjs';
import { CLOUD_LOGIN_ROUTES, CLOUD_PUBLIC_ROUTES } from './cloud-routes';

test.setTimeout(600_000);

type Lang = 'zh-CN' | 'en';

/** Latin words allowed on a zh-CN page: brand and product terms, units (compared case-sensitively). */
const ZH_ALLOWED = new Set(
  (
    'Lanyun ECS vCPU vCPUs CPU GiB GB MB KB TB Mbps Gbps SSD SSH API IPv4 IPv6 IP CIDR ASN CSV JSON PDF Linux Windows ' +
    'Ubuntu Debian CentOS Stream Alipay WeChat Pay Android ARM DDoS MMDB GeoIP2 GeoLite2 DB-IP RouteViews CC BY ' +
    'ICP EN TOTP QR ID LTS x86_64 amd64 arm64 macOS iOS HTTP HTTPS URL UTC SLA VPC OK curl Python JavaScript GET POST'
  ).split(' '),
);

/**
 * Texts the API sends (error and site messages, ledger memos, catalog names): they are being moved to reason keys,
 * after which this list goes. Until then they are not held against the page.
 */
const KNOWN_API_TEXT: RegExp[] = [];

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

interface Found {
  text: string;
  where: string;
}

/** The page's visible texts and accessible names, outside <code>/<pre>, user content and text in another language. */
function pageTexts(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const docLang = document.documentElement.lang;
    const exempt = (el: Element) =>
      !!el.closest(
        'code,pre,kbd,samp,script,style,noscript,template,[translate=no],[data-user-content],[aria-hidden=true]',
      ) || (el.closest('[lang]')?.getAttribute('lang') ?? docLang) !== docLang;
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const out: Array<{ text: string; where: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !el || exempt(el) || !visible(el)) continue;
      out.push({ text, where: el.tagName.toLowerCase() });
    }
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')) {
      if (exempt(el) || !visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = el.getAttribute(attr)?.trim();
        if (text) out.push({ text, where: `${el.tagName.toLowerCase()}[${attr}]` });
      }
    }
    return out;
  });
}

/**
 * Brand names in their registered form (docs/decisions/0041-language-of-the-pages.md) and the attribution wording the
 * DB-IP licence asks for: allowed as a whole on a zh-CN page.
 */
const ZH_PHRASES = ['Lanyun IP Intelligence', 'Lanyun Ops', 'IP Geolocation by DB-IP'];

/** Whether a zh-CN text is made only of Latin words some of which are not allowed. */
function latinOnly(text: string): boolean {
  if (CJK.test(text)) return false;
  const rest = ZH_PHRASES.reduce((acc, phrase) => acc.replaceAll(phrase, ' '), text)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)\/\S*/g, ' ') // paths
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' '); // host names, file names, versions
  const words = rest.match(/[A-Za-z][A-Za-z0-9_'’-]*/g) ?? [];
  return words.some((w) => w.length > 1 && !ZH_ALLOWED.has(w) && !/^\d*[A-Za-z]{1,2}\d+$/.test(w));
}

/** Texts of the page that break its language's rule. */
async function offences(page: Page, lang: Lang): Promise<string[]> {
  const texts = await pageTexts(page);
  const bad = texts.filter(({ text }) =>
    KNOWN_API_TEXT.some((re) => re.test(text)) ? false : lang === 'en' ? CJK.test(text) : latinOnly(text),
  );
  const out = bad.map(({ text, where }) => `${where}: ${text}`);
  if (lang === 'en') {
    const sites = [CLOUD_URL, IPINTEL_URL, OPS_URL].map((u) => new URL(u).origin);
    const links = await page
      .locator('a[href]')
      .evaluateAll((as) =>
        as
          .filter((a) => !a.closest('[lang]:not(html)') && !a.hasAttribute('hreflang'))
          .map((a) => (a as HTMLAnchorElement).href),
      );
    const here = new URL(page.url()).origin;
    for (const href of links) {
      const url = new URL(href);
      if (!sites.includes(url.origin)) continue;
      const lang = url.searchParams.get('lang');
      if (lang === 'zh-CN' || (url.origin !== here && lang !== 'en' && !url.pathname.startsWith('/sso')))
        out.push(`link loses the language: ${href}`);
    }
  }
  return [...new Set(out)];
}

/**
 * A route of the walk: where (or how to get a URL made for the walk, such as a cashier link), and what to open there
 * (dialogs) before reading the page; `plain` for a page outside the sites (no hydration mark, e.g. the cashier).
 */
interface Stop {
  url: string | ((lang: Lang) => Promise<string>);
  open?: (page: Page, lang: Lang) => Promise<void>;
  plain?: boolean;
}

const L = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

const feedback: Stop['open'] = async (page, lang) => {
  await page.getByRole('button', { name: L(lang, '意见反馈', 'Feedback'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

const CLOUD_PUBLIC: Stop[] = CLOUD_PUBLIC_ROUTES.map((url) => (url === '/' ? { url, open: feedback } : { url }));
/** Later pages of the paged lists (the seeded news and documents have several). */
const PAGED: Stop[] = ['/news/info?page=2', '/news/info?page=3', '/news/doc?page=2', '/notice?page=1'].map((url) => ({
  url,
}));
const CLOUD_LOGGED_OUT: Stop[] = [...CLOUD_PUBLIC, ...PAGED, ...CLOUD_LOGIN_ROUTES.map((url) => ({ url }))];
/**
 * Logged in, the public pages whose text depends on the session (the header's user menu and balance on every page of
 * each layout, the order and trial panels, the messages): the other public pages differ from the logged-out walk only
 * in that header, which '/' and the not-found page already show.
 */
const CLOUD_PUBLIC_SESSION = ['/', '/ecs', '/buyphone', '/trial', '/notice', '/no-such-page'];
const CLOUD_ACCOUNT: Stop[] = [
  ...CLOUD_PUBLIC.filter((stop) => CLOUD_PUBLIC_SESSION.includes(stop.url)),
  ...['basic', 'auth', 'security', 'team', 'instances', 'keys', 'phones', 'tickets'].map((p) => ({
    url: `/user/${p}`,
  })),
  {
    url: '/user/cost',
    open: async (page, lang) => {
      await page.getByRole('button', { name: L(lang, '充值', 'Top up'), exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];
const IP_LOGGED_OUT: Stop[] = ['/', '/docs', '/login', '/no-such-page'].map((url) => ({ url: IPINTEL_URL + url }));
const IP_ACCOUNT: Stop[] = ['/', '/docs', '/dashboard', '/downloads', '/billing', '/profile'].map((url) => ({
  url: IPINTEL_URL + url,
}));
const CONSOLE: Stop[] = [
  '/',
  '/content',
  '/real-name',
  '/bank-transfers',
  '/invoices',
  '/trials',
  '/catalog',
  '/customers',
  '/tickets',
  '/feedback',
  '/contact-requests',
  '/operators',
  '/audit',
  '/hosts',
  '/no-such-page',
].map((url) => ({ url: OPS_URL + url }));

/** Waits (up to 8 minutes: the first snapshot of a new machine, under load) until the IP downloads list of customer `token` holds a snapshot. */
async function snapshotListed(request: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.post(`${API}/ipintel/download_list`, { headers: { token } });
        const body = (await res.json()) as { code: number; data: unknown[] | null };
        return body.code === 200 ? (body.data?.length ?? 0) : 0;
      },
      { timeout: 480_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
}

/** Visits every stop in `lang` and returns the offences, one line each, prefixed with language and route. */
async function walk(page: Page, stops: Stop[], lang: 'zh-CN' | 'en'): Promise<string[]> {
  const found: string[] = [];
  await page.context().addCookies([{ name: 'lang', value: lang, url: CLOUD_URL }]);
  for (const stop of stops) {
    const target = typeof stop.url === 'string' ? stop.url : await stop.url(lang);
    const url = target.startsWith('http') ? target : CLOUD_URL + target;
    await page.goto(url);
    // The sites mark hydration (e2e/hydration.ts); the console has no mark: its data calls have ended.
    if (stop.plain) await page.waitForLoadState('load');
    else if (url.startsWith(OPS_URL)) await page.waitForLoadState('networkidle');
    else await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    if (stop.open) await stop.open(page, lang);
    for (const o of await offences(page, lang))
      found.push(`[${lang}] ${url.replace(/^http:\/\/localhost:/, ':')}  ${o}`);
  }
  if (found.length) console.log(`Language leaks (${found.length}):\n${found.join('\n')}`);
  return found;
}

// Six walks of their own (three groups of pages, each in both languages), spread over the workers: one after the
// other they were the longest file of the run.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['zh-CN', 'en'] as const) {
  test(`logged out, ${lang}: the cloud site and the IP site speak only the page language`, async ({ page }) => {
    expect(await walk(page, [...CLOUD_LOGGED_OUT, ...IP_LOGGED_OUT, { url: `${OPS_URL}/login` }], lang)).toEqual([]);
  });

  test(`logged in, ${lang}: the account pages, their dialogs, the IP account pages and the cashier speak only the page language`, async ({
    page,
    login,
    request,
  }) => {
    const me = await login({ verified: true });
    // An IP plan with downloads: the cost centre lists its purchase and the IP downloads page its files.
    await topUpInSandbox(request, me.token, 1000);
    await apiPost(request, '/ipintel/plan_buy', me.token, {
      plan: 'business',
      period: 'month',
      price: '499.00',
      agree: '1',
    });
    // The sandbox cashier a top-up's QR code opens, in the walk's language.
    const cashier: Stop = {
      plain: true,
      url: async (l) => {
        const order = await apiPost<{ payUrl: string }>(request, '/balance_recharge/charge_order_add', me.token, {
          price: '10',
          pay_type: '2',
        });
        return `${order.payUrl}&lang=${l}`;
      },
    };
    expect(await walk(page, [...CLOUD_ACCOUNT, ...IP_ACCOUNT, cashier], lang)).toEqual([]);
  });

  // Tagged @late (e2e/playwright.config.ts): the platform writes the IP database snapshot in the background after it
  // starts, so the page is read once its files are listed; their names and digests are identifiers, not words.
  test(`the IP downloads page with a snapshot listed, ${lang}: speaks only the page language @late`, async ({
    page,
    login,
    request,
  }) => {
    test.setTimeout(600_000);
    const me = await login({ verified: true });
    await topUpInSandbox(request, me.token, 500);
    await apiPost(request, '/ipintel/plan_buy', me.token, {
      plan: 'business',
      period: 'month',
      price: '499.00',
      agree: '1',
    });
    await snapshotListed(request, me.token);
    expect(await walk(page, [{ url: `${IPINTEL_URL}/downloads` }], lang)).toEqual([]);
    await expect(page.getByText('SHA-256').first()).toBeVisible();
  });

  test(`the operator console, ${lang}: speaks only the page language`, async ({ page, context, operator, request }) => {
    // A feedback in the console's list, with its category.
    const sent = await request.post(`${API}/v1/feedback_add`, {
      multipart: { category: 'suggestion', content: '希望增加更多海外地域。', page_url: '/' },
    });
    expect(((await sent.json()) as { code: number }).code).toBe(200);
    const token = await operator();
    await context.addCookies([{ name: 'ops-token', value: token, url: OPS_URL, httpOnly: true, sameSite: 'Lax' }]);
    expect(await walk(page, CONSOLE, lang)).toEqual([]);
  });
}
