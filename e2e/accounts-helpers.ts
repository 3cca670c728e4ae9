/**
 * Helpers for the accounts-*.spec.ts browser tests: the API origin, reading verification codes from the API's
 * development outbox, signing up through the API and a tiny valid PNG (the operator API: fixtures.ts `operator`).
 */
import { hydrated } from './hydration';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from './ports.mjs';

/** The API of the e2e stack (override with E2E_API_URL to run against another stack). */
export const API = process.env.E2E_API_URL ?? API_URL;

/** A fresh mainland mobile number (138 + 8 random digits), so reruns do not hit the per-number send limits. */
export function randomPhone(): string {
  return `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Waits for a message to `to` in the outbox (`GET /dev/outbox.json?to=…`, newest first) that is newer than
 * `afterId`, and returns the 6-digit code in its body.
 */
export async function codeFromOutbox(request: APIRequestContext, to: string, afterId = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API}/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: Array<{ id: number; body: string }> | null };
        // The newest later message that holds a code (message-centre e-mails may arrive in between).
        const codes = (body.data ?? []).filter((m) => m.id > afterId).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]);
        code = codes.find((c) => c !== undefined) ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Id of the newest outbox message to `to` (0 when none), to tell later codes apart. */
export async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`${API}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: Array<{ id: number }> | null };
  return body.data?.[0]?.id ?? 0;
}

/**
 * Sends a code for `purpose` to `email` (`/v1/send_email_code`) and returns it from the outbox. A 429 from the send
 * route's per-address limit (10 a minute, which a fast run can reach) is waited out once.
 */
export async function emailCodeByApi(request: APIRequestContext, email: string, purpose: string): Promise<string> {
  const before = await lastOutboxId(request, email.toLowerCase());
  for (let attempt = 0; ; attempt++) {
    const res = await request.post(`${API}/v1/send_email_code`, { multipart: { email, purpose } });
    const body = (await res.json()) as { code: number; msg: string; data: { retry_after?: number } | null };
    if (body.code === 429 && attempt === 0) {
      await new Promise((r) => setTimeout(r, Math.min(61, body.data?.retry_after ?? 60) * 1000));
      continue;
    }
    expect(body.code, body.msg).toBe(200);
    return codeFromOutbox(request, email.toLowerCase(), before);
  }
}

/**
 * Signs up `email` through the API as the sign-up form does (the code sent to the address, purpose register) and
 * returns the envelope's data: the session token and the user.
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ token: string; user: { id: number } }> {
  const code = await emailCodeByApi(request, email, 'register');
  const res = await request.post(`${API}/v1/user_regis`, {
    multipart: { email, code, password, confirm_password: password, agree: '1' },
  });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { token: string; user: { id: number } } | null;
  };
  expect(body.code, body.msg).toBe(200);
  return body.data!;
}

/** Signs up `email` through the API and returns the new user's id. */
export async function signUpByApi(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await registerByApi(request, email, password)).user.id;
}

/**
 * Logs in through the e-mail log-in form (once the page has hydrated: a click before that would post the form
 * natively) and waits for the header's user menu.
 */
export async function logInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login?tp=1');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  // The menu is named by the account's display name: its e-mail, or the name it was given (a sub-account's).
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
}

/** Escapes `text` for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid `size`×`size` RGB PNG filled with one colour. */
export function pngBuffer(size = 8, rgb: [number, number, number] = [29, 86, 245]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
