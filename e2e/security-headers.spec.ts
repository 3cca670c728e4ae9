/**
 * The sites' security headers and the log-in handoff and redirect checks, in the browser (docs/decisions/0014-security-headers-and-redirects-sites.md): every page carries a CSP whose scripts need this response's nonce, the pages
 * still hydrate and report no CSP violation, every `next`/`redirect` payload stays on the site, and a handoff code
 * this browser did not ask for does not change the session. Requests to any host but this machine are aborted, so a
 * redirect that did leave would fail here instead of reaching the network.
 */
import { hydrated } from './hydration';
import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { API, logInWithEmail, signUpByApi } from './accounts-helpers';
import { onPages, test } from './fixtures';
import { logInToConsole, OPS, OPERATORS, OPERATOR_PASSWORD, submitCode } from './ops-helpers';
import { CLOUD_URL, IPINTEL_URL } from './ports.mjs';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Aborts every request that would leave this machine. */
async function stayLocal(context: BrowserContext) {
  await context.route('**/*', (route) =>
    LOCAL_HOSTS.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
  );
}

/** Collects CSP violations: `securitypolicyviolation` events in every document and console messages about CSP. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI} at ${document.location.pathname}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(msg.text()))
      seen.push(msg.text());
  });
  return seen;
}

/** The nonce of `res`'s CSP, after checking its script policy: this origin and the nonce, nothing inline. */
async function checkCsp(res: Response | null, framing: 'none' | 'self'): Promise<string> {
  expect(res, 'a response').not.toBeNull();
  const headers = res!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain(`frame-ancestors '${framing}'`);
  expect(csp).toContain("object-src 'none'");
  // Images from the site, the API (and the object store when configured), never any host of the web.
  const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(imgSrc.split(' ').slice(0, 2)).toEqual(["'self'", new URL(API).origin]);
  expect(imgSrc).not.toMatch(/(^| )(https?:|\*|data:)( |$)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe(framing === 'none' ? 'DENY' : 'SAMEORIGIN');
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
  // Every executable inline or module script of the document carries it (JSON-LD data blocks do not run).
  const html = await res!.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  return nonce;
}

/** Waits for React to hydrate the document, then marks it; {@link isSameDocument} is true while it is still shown. */
async function markDocument(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber')));
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.beforeEach(async ({ context }) => stayLocal(context));

test('the cloud site: CSP with a nonce, hydrated pages, no violations (home, log-in, account)', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const home = await page.goto(`${CLOUD_URL}/`);
  const first = await checkCsp(home, 'self');
  // The router took over: following a link changes the page without loading a new document.
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await markDocument(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  expect(await isSameDocument(page)).toBe(true);
  // A fresh nonce for every response.
  const login = await page.goto(`${CLOUD_URL}/login?tp=1`);
  expect(await checkCsp(login, 'self')).not.toBe(first);

  const email = `csp-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Secret123');
  await logInWithEmail(page, email, 'Secret123');
  await checkCsp(await page.goto(`${CLOUD_URL}/user/basic`), 'self');
  await expect(page.getByRole('button', { name: new RegExp(`User menu: ${email}`) })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the IP site: CSP with a nonce, the lookup tool calls the API, no violations (home, docs, dashboard)', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  await checkCsp(await page.goto(`${IPINTEL_URL}/`), 'self');
  await hydrated(page);
  await page.getByLabel('IP address').fill('8.8.8.8');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('ip-result-asn')).toHaveText('AS15169');
  await checkCsp(await page.goto(`${IPINTEL_URL}/docs`), 'self');

  // Log-in through the cloud site and the handoff back (the state cookie set by this site's /login).
  const email = `csp-ip-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Secret123');
  await page.goto(`${IPINTEL_URL}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${CLOUD_URL}/login`));
  // A click on "Log in" before the page has hydrated is lost.
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(`${IPINTEL_URL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await checkCsp(await page.reload(), 'self');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the console: CSP with a nonce, frame-ancestors none, no violations (log-in, dashboard)', async ({ page }) => {
  const violations = await watchCsp(page);
  await checkCsp(await page.goto(`${OPS}/login`), 'none');
  await logInToConsole(page);
  await checkCsp(await page.reload(), 'none');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(violations).toEqual([]);
});

/** `next`/`redirect` values that tried to leave the site (issue 18, finding 3), as they are put in a query. */
const PAYLOADS = [
  '/\t/evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/%2F/evil.example',
  '/\r\nSet-Cookie:x=1',
  'javascript:alert(1)',
];

/** Opens `url` and checks the browser ends on `origin`, without a server error. */
async function staysOn(page: Page, url: string, origin: string) {
  const res = await page.goto(url);
  expect(res?.status() ?? 0, url).toBeLessThan(500);
  expect(new URL(page.url()).origin, url).toBe(origin);
}

test('every redirect payload stays on the site: /sso, the cloud log-in and the console log-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await onPages(page.context(), PAYLOADS, (tab, p) =>
    staysOn(tab, `${CLOUD_URL}/sso?next=${encodeURIComponent(p)}`, CLOUD_URL),
  );
  await onPages(page.context(), PAYLOADS, (tab, p) =>
    staysOn(tab, `${IPINTEL_URL}/sso?next=${encodeURIComponent(p)}`, IPINTEL_URL),
  );

  const email = `redir-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Secret123');
  await logInWithEmail(page, email, 'Secret123');
  await onPages(page.context(), PAYLOADS, (tab, p) =>
    staysOn(tab, `${CLOUD_URL}/login?redirect=${encodeURIComponent(p)}`, CLOUD_URL),
  );
  // Logging in through the form follows `redirect` in the browser.
  await page.context().clearCookies({ name: 'access-token' });
  await page.goto(`${CLOUD_URL}/login?tp=1&redirect=${encodeURIComponent('/\t/evil.example')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: new RegExp(`User menu: ${email}`) })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(CLOUD_URL);

  // The console: after the two-factor code, then for a logged-in operator opening /login.
  await page.goto(`${OPS}/login?redirect=${encodeURIComponent('/\t/evil.example')}`);
  await page.getByLabel('Email').fill(OPERATORS.admin);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitCode(page, OPERATORS.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(OPS);
  await onPages(page.context(), PAYLOADS, (tab, p) =>
    staysOn(tab, `${OPS}/login?redirect=${encodeURIComponent(p)}`, OPS),
  );
});

test('/sso with a code this browser did not ask for leaves the session as it was', async ({
  page,
  request,
  customer,
}) => {
  const { email: visitor } = await customer({ name: 'visitor', password: 'Secret123' });
  const { token: attackerToken } = await customer({ name: 'attacker' });
  /** A fresh handoff code of the attacker's own session, as they would put in a link. */
  const attackerCode = async () => {
    const res = await request.post(`${API}/v1/get_login_token`, { headers: { token: attackerToken } });
    const body = (await res.json()) as { code: number; data: { code: string } };
    expect(body.code).toBe(200);
    return body.data.code;
  };

  await logInWithEmail(page, visitor, 'Secret123');
  for (const url of [
    `${CLOUD_URL}/sso?code=${await attackerCode()}&next=%2Fuser%2Fbasic`,
    `${CLOUD_URL}/sso?code=${await attackerCode()}&state=guessed&next=%2Fuser%2Fbasic`,
  ]) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This log-in link was not started here' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${CLOUD_URL}/user/basic`);
    await expect(page.getByRole('button', { name: new RegExp(`User menu: ${visitor}`) })).toBeVisible();
  }
  // The IP site refuses it too; the visitor's own handoff still works there afterwards.
  const res = await page.goto(`${IPINTEL_URL}/sso?code=${await attackerCode()}&next=%2Fdashboard`);
  expect(res?.status()).toBe(403);
  await page.goto(`${IPINTEL_URL}/sso/start?next=%2Fprofile`);
  await expect(page).toHaveURL(`${IPINTEL_URL}/profile`);
  await expect(page.getByText(visitor).first()).toBeVisible();
});

test('static files and loader redirects carry the page-independent headers too', async ({ request }) => {
  const cases: Array<[string, string]> = [
    [`${CLOUD_URL}/favicon.svg`, 'SAMEORIGIN'],
    [`${IPINTEL_URL}/favicon.svg`, 'SAMEORIGIN'],
    [`${OPS}/favicon.svg`, 'DENY'],
    [`${OPS}/`, 'DENY'], // logged out: the console's loader redirects to /login
  ];
  for (const [url, frame] of cases) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBeLessThan(400);
    const h = res.headers();
    expect(h['x-content-type-options'], url).toBe('nosniff');
    expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options'], url).toBe(frame);
  }
});
