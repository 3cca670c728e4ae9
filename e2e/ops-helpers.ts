/**
 * Helpers for the operator-console browser tests (ops*.spec.ts): the console's address on the e2e stack, the
 * seeded demo operators and their two-factor codes (otplib, as the API), logging in through the console's form or
 * the API (customers and their real-name applications: fixtures.ts).
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { API } from './accounts-helpers';
import { hydrated } from './hydration';
import { PORTS } from './playwright.config';
import { E2E_TOTP_DIR } from './ports.mjs';

/** The operator console of the e2e stack. */
export const OPS = process.env.E2E_OPS_URL ?? `http://localhost:${PORTS.ops}`;

/** The seeded demo operators (docs/decisions/0007-operator-api.md): one per role, same password and TOTP secret. */
export const OPERATORS = {
  admin: 'ops@lanyun.cloud',
  editor: 'editor@lanyun.cloud',
  reviewer: 'reviewer@lanyun.cloud',
  finance: 'finance@lanyun.cloud',
} as const;
export const OPERATOR_PASSWORD = 'Ops12345';
/** The demo operators' TOTP secret (OPS_DEMO_TOTP_SECRET of the API). */
export const DEMO_TOTP_SECRET = process.env.OPS_DEMO_TOTP_SECRET ?? 'LANYUNOPSDEMOTOTPSECRETKEY234567';

const STEP_SECONDS = 30;

/**
 * A fresh two-factor code for `email`. The API accepts each code once (and none of an earlier step), so a second
 * log-in of the same operator uses the next 30-s step — accepted one step early for clock drift — and waits for
 * the clock when even that step was used. The workers claim a step by creating its file (exclusive create), so two
 * workers never send the same code; a step refused anyway (a run before this one) is retried by the callers with
 * the next code (see {@link submitCode}).
 */
export async function totpCode(email: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  mkdirSync(E2E_TOTP_DIR, { recursive: true });
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    for (const step of [now, now + 1]) {
      try {
        closeSync(openSync(path.join(E2E_TOTP_DIR, `${email}-${step}`), 'wx'));
        return generate({ secret, epoch: step * STEP_SECONDS });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * On the log-in form's code step: enters a fresh code for `email` and logs in (the console then leaves /login),
 * retrying with the next code if it was refused.
 */
export async function submitCode(page: Page, email: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel('Two-factor code').fill(await totpCode(email));
    await page.getByRole('button', { name: 'Log in' }).click();
    try {
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5000 });
      return;
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

/**
 * Opens the console logged in as `email` and waits for the dashboard.
 *
 * By default the worker's API session of that operator ({@link operatorToken}) is put into the browser as the
 * console's `ops-token` cookie (HttpOnly, host-only, as the console's proxy writes it): a log-in through the form
 * spends one of the operator's 30-s two-factor steps, and the workers share the four seeded operators, so every
 * form log-in beyond two a minute per operator waited for the clock. `{ form: true }` logs in through the form
 * (password, then the two-factor code) for the tests that are about the log-in itself or that log out (a log-out
 * through the console would end the worker's shared session).
 */
export async function logInToConsole(
  page: Page,
  email: string = OPERATORS.admin,
  { form = false }: { form?: boolean } = {},
): Promise<void> {
  if (form) {
    await page.goto(`${OPS}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await submitCode(page, email);
  } else {
    const token = await operatorToken(page.request, email);
    await page.context().addCookies([{ name: 'ops-token', value: token, url: OPS, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(`${OPS}/`);
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** API tokens of this worker process per operator e-mail (no test logs these sessions out). */
const apiTokens = new Map<string, string>();

/**
 * An operator API token for `email`, logging in with password and two-factor code (retrying with the next code).
 * The token is kept for the worker's later tests: each log-in uses up a 30-s two-factor step, so logging in again
 * for every test would wait on the clock.
 */
export async function operatorToken(request: APIRequestContext, email: string = OPERATORS.admin): Promise<string> {
  const cached = apiTokens.get(email);
  if (cached) return cached;
  const token = await logInByApi(request, email);
  apiTokens.set(email, token);
  return token;
}

async function logInByApi(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post(`${API}/ops/login`, {
      multipart: { email, password: OPERATOR_PASSWORD, code: await totpCode(email) },
    });
    const body = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
    if (body.code === 200 || attempt >= 2) {
      expect(body.code, body.msg).toBe(200);
      return body.data!.token;
    }
  }
}

/**
 * From any console page: opens Content and its "New article" form. The button answers only once the content page has
 * hydrated (the nav link may load it as a new document), so it waits for that first.
 */
export async function openNewArticle(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();
}

/** In the console's article form: picks the first news class (the select's options load with the form). */
export async function chooseNewsClass(page: Page): Promise<void> {
  const classSelect = page.getByLabel('Class');
  const news = classSelect.locator('option', { hasText: '· News' }).first();
  await expect(news).toBeAttached();
  await classSelect.selectOption((await news.getAttribute('value'))!);
}

/**
 * In the console's article form: writes the Chinese and English titles and bodies (plain text into the rich-text
 * editor), then creates the article and waits for "Saved".
 */
export async function writeAndCreateArticle(
  page: Page,
  a: { zhTitle: string; zhBody: string; enTitle: string; enBody: string },
): Promise<void> {
  await page.getByLabel('Title (zh-CN)').fill(a.zhTitle);
  await page.getByRole('textbox', { name: 'Body (zh-CN)', exact: true }).fill(a.zhBody);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Title (en)').fill(a.enTitle);
  await page.getByRole('textbox', { name: 'Body (en)', exact: true }).fill(a.enBody);
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
}

/** A toast (sonner) with `text`. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
