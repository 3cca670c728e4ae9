/**
 * Playwright fixtures of the browser tests (`test.extend`), so a test says what it needs instead of copying set-up
 * code: `customer()` makes a new customer through the API, `login()` makes one and logs the page in with it (the
 * session cookie the site's /api proxy would write), `operator()` is a console operator's API token. Every call makes
 * its own account (a unique e-mail), so tests never share data and can run in any order or side by side.
 *
 *   import { expect, test } from './fixtures';
 *   test('…', async ({ page, login }) => { const me = await login({ verified: true }); … });
 */
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API, registerByApi } from './accounts-helpers';
import { OPERATORS, operatorToken } from './ops-helpers';
import { CLOUD_URL } from './ports.mjs';

export { expect };

type Envelope<T> = { code: number; msg: string; data: T | null };
type Field = string | { name: string; mimeType: string; buffer: Buffer };

/** A valid 1×1 PNG (uploads are checked by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

/** POSTs multipart `fields` with the `token` header and returns `data`, failing the test unless code is 200. */
export async function apiPost<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  fields: Record<string, Field> = {},
): Promise<T> {
  const res = await request.post(`${API}${path}`, { headers: { token }, multipart: fields });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/**
 * Submits a personal real-name application with both ID images as the customer (`token`), as the cloud site's form
 * does; it then waits for an operator's review.
 */
export async function applyForRealName(request: APIRequestContext, token: string, realName = '张三'): Promise<void> {
  const upload = (usage: string) =>
    apiPost<{ id: number }>(request, '/base/upload_img', token, {
      usage,
      file: { name: `${usage}.png`, mimeType: 'image/png', buffer: PNG },
    });
  const [front, back] = [await upload('id_front'), await upload('id_back')];
  await apiPost(request, '/authentication/user_auth_add', token, {
    type: '1',
    real_name: realName,
    id_number: '11010519491231002X',
    id_front_img: String(front.id),
    id_back_img: String(back.id),
  });
}

/** Applies for personal real-name verification as the customer (`token`) and has the seeded operator approve it. */
export async function approveRealName(request: APIRequestContext, token: string, realName?: string): Promise<void> {
  await applyForRealName(request, token, realName);
  const me = await apiPost<{ id: number }>(request, '/personal_center/user_info', token);
  const ops = await operatorToken(request);
  const list = await apiPost<{ list: Array<{ id: number; user_id: number }> }>(request, '/ops/real_name/list', ops, {
    page: '1',
    page_size: '50',
  });
  const application = list.list.find((a) => a.user_id === me.id);
  expect(application, 'the real-name application is listed for review').toBeTruthy();
  await apiPost(request, '/ops/real_name/review', ops, { id: String(application!.id), decision: 'approve' });
}

/** Puts a customer's session into `context` as the site's /api proxy writes it on log-in (HttpOnly, SameSite=Lax). */
export async function addSessionCookie(context: BrowserContext, token: string): Promise<void> {
  const url = new URL(process.env.E2E_CLOUD_URL ?? CLOUD_URL).origin;
  await context.addCookies([{ name: 'access-token', value: token, url, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * Runs `check` for every item, each on a new page of `context` (its cookies: the same visitor), `concurrency` pages
 * at a time, and closes the pages. Page loads mostly wait on the servers, so a list of independent page checks takes
 * a fraction of the time it takes one after the other. Rejects with the first failed check.
 */
export async function onPages<T>(
  context: BrowserContext,
  items: readonly T[],
  check: (page: Page, item: T) => Promise<void>,
  concurrency = 4,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    const page = await context.newPage();
    try {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(page, item);
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** A customer made for one test. */
export interface Customer {
  id: number;
  email: string;
  password: string;
  /** The API session token. */
  token: string;
}

/**
 * What to make: `verified` has the personal real-name application approved (in the name `realName`, default 张三);
 * `name` starts the e-mail address.
 */
export interface CustomerOptions {
  verified?: boolean;
  realName?: string;
  name?: string;
  password?: string;
}

interface Fixtures {
  /** Makes a new customer through the API (sign-up with the e-mailed code; optionally real-name verified). */
  customer: (opts?: CustomerOptions) => Promise<Customer>;
  /** Makes a new customer and logs the test's page (its browser context) in as it. */
  login: (opts?: CustomerOptions) => Promise<Customer>;
  /** An operator API token (the seeded admin, or another seeded operator's e-mail), password plus two-factor code. */
  operator: (email?: string) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  customer: async ({ request }, use) => {
    await use(async (opts = {}) => {
      const email = `e2e-${opts.name ?? 'customer'}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
      const password = opts.password ?? 'Customer123';
      const { token, user } = await registerByApi(request, email, password);
      if (opts.verified) await approveRealName(request, token, opts.realName);
      return { id: user.id, email, password, token };
    });
  },
  login: async ({ customer, context }, use) => {
    await use(async (opts = {}) => {
      const me = await customer(opts);
      await addSessionCookie(context, me.token);
      return me;
    });
  },
  operator: async ({ request }, use) => {
    // operatorToken keeps one token per operator for the whole worker.
    await use((email = OPERATORS.admin) => operatorToken(request, email));
  },
});
