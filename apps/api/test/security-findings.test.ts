import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { news, notices } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/seed/index.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { type Answer, startTestServer, type TestServer } from './harness.ts';
import { customer, offer, orderRunning } from './ordering-helpers.ts';

// Secrets in the request log, the console WebSocket's Origin and tickets after log-out.
let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
const log: string[] = [];
beforeAll(async () => {
  // The API believes X-Forwarded-For from this machine, as behind the sites' proxies (scripts/start.mjs), so a test
  // can log in from several addresses. Read when the app is built.
  const trustProxy = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = 'loopback';
  t = await startTestServer({
    env: { SIM_CREATE_DELAY_MS: '40', SIM_ACTION_DELAY_MS: '20', SIM_FAILURE_RATE: '0', SIM_SEED: '7' },
    logStream: { write: (line) => void log.push(line) },
  });
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  o = await offer(t);
});
afterAll(() => t.close());

/** A fresh console ticket of a running instance of a new customer: the ticket, its URL and the customer's token. */
async function consoleTicket() {
  const c = await customer(t, { cashFen: 100_000 });
  const id = await orderRunning(t, o, c.token);
  const answer = await t.post('/instance_center/instance_console_ticket', { instance_id: id }, c.token);
  expect(answer.code).toBe(200);
  const ticket = answer.data.ticket as string;
  // Over real HTTP to this server, as the console page opens it.
  const url = `${t.baseUrl.replace(/^http/, 'ws')}/instance_center/instance_console?ticket=${encodeURIComponent(ticket)}`;
  return { ticket, url, token: c.token };
}

/** Open `url` with the given Origin header: 'open' once the console answers, or the close code of a refusal. */
function openConsole(url: string, origin?: string): Promise<'open' | number> {
  const ws = new WebSocket(url, origin ? { origin } : {});
  return new Promise((resolve) => {
    ws.on('message', () => {
      resolve('open');
      ws.terminate();
    });
    ws.on('close', (code: number) => resolve(code));
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', () => {});
  });
}

describe('secrets in the request log', () => {
  it('writes an IP API key, a console ticket and a download signature as [redacted], never the secret', async () => {
    await fetch(`${t.baseUrl}/ip/v1/lookup?ip=8.8.8.8&key=lyk_x_secretvalue1234`);
    const { ticket, url } = await consoleTicket();
    expect(await openConsole(url, 'http://localhost:3000')).toBe('open');
    await fetch(`${t.baseUrl}/ipintel/download/2026-01-01/ipdb.bin?uid=1&exp=9999999999&sig=SIGsecretvalue`);
    const text = log.join('');
    expect(text).toContain('/ip/v1/lookup?ip=8.8.8.8&key=[redacted]');
    expect(text).toContain('/instance_center/instance_console?ticket=[redacted]');
    expect(text).toContain('sig=[redacted]');
    expect(text).not.toContain('lyk_x_secretvalue1234');
    expect(text).not.toContain(ticket);
    expect(text).not.toContain(encodeURIComponent(ticket));
    expect(text).not.toContain('SIGsecretvalue');
  });
});

describe('console WebSocket', () => {
  it('refuses a socket opened from a foreign page, and opens from the cloud site', async () => {
    const { url } = await consoleTicket();
    expect(await openConsole(url, 'https://evil.example')).not.toBe('open');
    // The refused attempt did not use the ticket up: the customer's own page still opens it.
    expect(await openConsole(url, 'http://localhost:3000')).toBe('open');
  });

  it('refuses a ticket issued before the customer logged out', async () => {
    const { url, token } = await consoleTicket();
    const out = await t.post('/secure/user_logout', {}, token);
    expect(out.code).toBe(200);
    expect(await openConsole(url, 'http://localhost:3000')).toBe(4401);
  });
});

describe('article HTML as served', () => {
  it('serves a row written straight into the database without its event handler or script', async () => {
    const list = await t.post('/v1/get_news_list', { page_size: '1' });
    const id = list.data.list[0].id as number;
    const raw = '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>';
    await t.db.db.update(news).set({ contentHtml: raw }).where(eq(news.id, id));
    const [notice] = await t.db.db.select({ id: notices.id }).from(notices).limit(1);
    await t.db.db.update(notices).set({ contentHtml: raw }).where(eq(notices.id, notice!.id));
    const detail = await t.post('/v1/get_news_info', { id: String(id), lang: 'zh-CN' });
    expect(detail.code).toBe(200);
    expect(detail.data.content_html).toContain('<p>Hello</p>');
    expect(detail.data.content_html).toContain('<img src="x" />');
    expect(detail.data.content_html).not.toMatch(/onerror|<script|alert/);
    const shown = JSON.stringify((await t.post('/v1/notice_list', { page_size: '50' })).data);
    expect(shown).toContain('Hello');
    expect(shown).not.toMatch(/onerror|<script|alert/);
  });
});

describe('operator log-in locks', () => {
  /** POST /ops/login from `address` (X-Forwarded-For). */
  const opsLogin = async (address: string, fields: Record<string, string>): Promise<Answer> => {
    const res = await fetch(`${t.baseUrl}/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: 'reviewer@lanyun.cloud', ...fields }),
    });
    return (await res.json()) as Answer;
  };

  it('locks out the address that failed, not the operator logging in from another one', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await opsLogin(attacker, { password: `wrong-${i}` })).code).toBe(400);
    const code = await currentTotp(DEMO_OPERATOR.totpSecret);
    // The attacker's address stays locked, even with the right password and code.
    const locked = await opsLogin(attacker, { password: DEMO_OPERATOR.password, code });
    expect(locked.code).toBe(429);
    // Without the code, a guess from a third address is not checked: it is only asked for the code.
    const third = await opsLogin('198.51.100.9', { password: 'wrong-again' });
    expect(third).toMatchObject({ code: 400, data: { totp_required: true } });
    // A wrong code from there is refused as a wrong code, the password unseen.
    expect((await opsLogin('198.51.100.9', { password: DEMO_OPERATOR.password, code: '000000' })).code).toBe(400);
    // The operator, from their own address, logs in with the password and the authenticator's code.
    const owner = await opsLogin('192.0.2.44', { password: DEMO_OPERATOR.password, code });
    expect(owner.code).toBe(200);
    expect(owner.data.operator.email).toBe('reviewer@lanyun.cloud');
  });
});
