/**
 * Sessions that page scripts cannot read (docs/decisions/0013-sessions-and-csrf.md): after log-in on each of the three
 * sites the token is only in an HttpOnly cookie (absent from `document.cookie` and from the log-in answer the page
 * sees), state changes through a site's `/api` proxy from another origin are refused, and uploads through the proxy
 * work.
 */
import { expect, test, type Page } from '@playwright/test';
import { API, logInWithEmail, pngBuffer, signUpByApi } from './accounts-helpers';
import { logInToConsole, OPERATORS, OPS } from './ops-helpers';
import { CLOUD_URL, IPINTEL_URL } from './ports.mjs';
import { openUserMenu } from './hydration';

const FOREIGN_ORIGIN = 'https://evil.example';

async function pageCookies(page: Page): Promise<string> {
  return page.evaluate(() => document.cookie);
}

test('cloud and IP sites: the token stays HttpOnly, cross-origin posts are refused, uploads go through the proxy', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-session-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Session123');

  // The log-in answer the page receives carries no token; the cookie the proxy set is HttpOnly.
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/phone_login'));
  await logInWithEmail(page, email, 'Session123');
  const loginBody = await (await answer).text();
  expect(loginBody).toContain('"user"');
  expect(loginBody).not.toContain('"token"');
  const cookie = (await context.cookies(CLOUD_URL)).find((c) => c.name === 'access-token');
  expect(cookie?.httpOnly, 'the access-token cookie is HttpOnly').toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const visible = await pageCookies(page);
  expect(visible).not.toContain('access-token');
  expect(visible).not.toContain(cookie!.value);

  // A file upload through the proxy (multipart, streamed): the real-name ID images.
  await page.goto('/user/auth');
  await page
    .getByLabel('ID card front')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(8, [200, 40, 40]) });
  await expect(page.getByTestId('upload-done-id_front')).toBeVisible();

  // A cross-origin state change is refused before it reaches the API, with the visitor's cookie attached.
  const forged = await page.request.post(`${CLOUD_URL}/api/secure/user_logout`, {
    headers: { origin: FOREIGN_ORIGIN },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).code).toBe(403);
  // The same from a page of another origin (the IP site's port: same site, so the Lax cookie goes along).
  await page.goto(`${IPINTEL_URL}/robots.txt`);
  await page.evaluate(async (url) => {
    await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => undefined);
  }, `${CLOUD_URL}/api/secure/user_logout`);
  await page.goto(`${CLOUD_URL}/user/auth`);
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();

  // The IP site: the handoff writes its own HttpOnly cookie; page scripts there see no token either.
  await page.goto(`${IPINTEL_URL}/dashboard`);
  await expect(page).toHaveURL(`${IPINTEL_URL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await pageCookies(page)).not.toContain('access-token');
  const ipCookie = (await context.cookies(IPINTEL_URL)).find((c) => c.name === 'access-token');
  expect(ipCookie?.httpOnly).toBe(true);
  const ipForged = await page.request.post(`${IPINTEL_URL}/api/ipintel/key_create`, {
    headers: { origin: FOREIGN_ORIGIN },
    multipart: { name: 'x' },
  });
  expect(ipForged.status()).toBe(403);

  // Log-out through the page: the proxy deletes the cookie.
  await page.goto(`${CLOUD_URL}/`);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await context.cookies(CLOUD_URL)).some((c) => c.name === 'access-token')).toBe(false);
});

test('a revoked session: the proxy passes the 506 on and deletes the cookie, the page goes to log-in', async ({
  page,
  context,
  request,
}) => {
  const email = `e2e-session-506-${Date.now()}@example.com`;
  await signUpByApi(request, email, 'Session123');
  await logInWithEmail(page, email, 'Session123');
  await page.goto('/user/auth');
  await expect(page.getByLabel('ID card front')).toBeAttached();
  // The session ends elsewhere (revoked with the token itself, as another tab's log-out would).
  const token = (await context.cookies(CLOUD_URL)).find((c) => c.name === 'access-token')!.value;
  expect((await (await request.post(`${API}/secure/user_logout`, { headers: { token } })).json()).code).toBe(200);

  await page
    .getByLabel('ID card front')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(8, [200, 40, 40]) });
  // Log-in says the session ended and returns to the page afterwards.
  await expect(page).toHaveURL(/\/login\?tp=1&expired=1&redirect=%2Fuser%2Fauth$/);
  expect((await context.cookies(CLOUD_URL)).some((c) => c.name === 'access-token')).toBe(false);
});

test('console: ops-token is HttpOnly and cross-origin posts are refused', async ({ page, context }) => {
  test.setTimeout(120_000);
  await logInToConsole(page, OPERATORS.admin, { form: true });
  const visible = await pageCookies(page);
  expect(visible).not.toContain('ops-token');
  const cookie = (await context.cookies(OPS)).find((c) => c.name === 'ops-token');
  expect(cookie?.httpOnly, 'the ops-token cookie is HttpOnly').toBe(true);
  expect(visible).not.toContain(cookie!.value);

  const forged = await page.request.post(`${OPS}/api/ops/logout`, { headers: { origin: FOREIGN_ORIGIN } });
  expect(forged.status()).toBe(403);
  // The session survived: the console still opens logged in, and its own calls (through the proxy) work.
  await page.goto(`${OPS}/bank-transfers`);
  await expect(page.getByRole('heading', { name: 'Bank transfers' })).toBeVisible();
  expect((await page.request.post(`${OPS}/api/ops/me`, { headers: { origin: new URL(OPS).origin } })).status()).toBe(
    200,
  );
});
