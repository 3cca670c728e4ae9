import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { auditLog, users, verificationCodes } from '../src/db/schema.ts';
import { DEMO_OPERATOR } from '../src/seed/index.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { startTestServer, type Answer, type TestServer } from './harness.ts';

// Issue 18, finding 4: concurrent attempts must not walk through the log-in and code limits. Run once with one API
// process and its in-process counters, and once with two API processes on one database sharing Redis (REDIS_URL or
// 127.0.0.1:6379, under a key prefix of this run that is deleted afterwards).
type Envelope = Answer;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  { name: 'one API process', redis: false },
  { name: 'two API processes sharing Redis', redis: true },
])('$name', ({ redis }) => {
  let t: TestServer;
  let second: App | null = null;
  let urls: string[] = [];
  const prefix = `lanyun-test:${randomBytes(5).toString('hex')}:`;

  beforeAll(async () => {
    const env: Record<string, string> = redis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {};
    t = await startTestServer({ env });
    urls = [t.baseUrl];
    if (redis) {
      second = await buildApp({ config: loadConfig({ EXPIRY_SWEEP_MS: '0', ...env }), db: t.db, ownsDb: false });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const addr = second.server.address();
      urls.push(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
    }
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
    if (redis) {
      const r = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      await r.quit();
    }
  });
  // Each test starts with a fresh count for this machine's address (tests fail on purpose from it).
  beforeEach(() => t.app.counters.reset('login-fail:ip:127.0.0.1'));

  /** POST a form to request `i`'s API process (alternating between the processes when there are two). */
  const post = async (i: number, path: string, fields: Record<string, string>): Promise<Envelope> => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(urls[i % urls.length]! + path, { method: 'POST', body: form, headers: { channel: 'pc' } });
    return (await res.json()) as Envelope;
  };
  /** Run `n` requests at once, counting the argon2 password verifications they make. */
  const concurrently = async (n: number, request: (i: number) => Promise<Envelope>) => {
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const results = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
      return {
        results,
        verified: verify.mock.calls.length,
        count: (code: number) => results.filter((r) => r.code === code).length,
      };
    } finally {
      verify.mockRestore();
    }
  };

  it('checks at most 5 of 30 concurrent wrong passwords for one account, then refuses the right one', async () => {
    expect(t.app.redis !== null).toBe(redis);
    expect((await t.signUp('victim@example.com', 'Secret123')).code).toBe(200);
    const run = await concurrently(30, (i) =>
      post(i, '/v1/phone_login', {
        account: i % 2 ? 'Victim@Example.com' : 'victim@example.com',
        password: 'wrong1234',
      }),
    );
    expect(run.verified).toBe(5);
    expect(run.count(400)).toBe(5);
    expect(run.count(429)).toBe(25);
    const right = await post(0, '/v1/phone_login', { account: 'victim@example.com', password: 'Secret123' });
    expect(right.code).toBe(429);
    expect(right.msg).toMatch(/^Too many failed log-in attempts, please try again in \d+ min$/);
  });

  it('counts a phone account once however the number is written', async () => {
    const reg = await t.signUp('phone-owner@example.com', 'Secret123');
    await t.db.db.update(users).set({ phone: '13900000001' }).where(eq(users.id, reg.data.user.id));
    const spellings = ['13900000001', '139-0000-0001', '+86 139 0000 0001', '8613900000001'];
    const run = await concurrently(12, (i) =>
      post(i, '/v1/phone_login', { account: spellings[i % spellings.length]!, password: 'wrong1234' }),
    );
    expect(run.verified).toBe(5);
    expect(run.count(429)).toBe(7);
    expect((await post(1, '/v1/phone_login', { account: '139-0000-0001', password: 'Secret123' })).code).toBe(429);
    expect((await post(0, '/v1/phone_login', { account: '13900000001', password: 'Secret123' })).code).toBe(429);
  });

  it('gives a successful log-in its attempt back and clears the failures before it', async () => {
    expect((await t.signUp('forgetful@example.com', 'Secret123')).code).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await post(i, '/v1/phone_login', { account: 'forgetful@example.com', password: 'wrong1234' })).code).toBe(
        400,
      );
    expect((await post(0, '/v1/phone_login', { account: 'forgetful@example.com', password: 'Secret123' })).code).toBe(
      200,
    );
    for (let i = 0; i < 5; i++)
      expect((await post(i, '/v1/phone_login', { account: 'forgetful@example.com', password: 'wrong1234' })).code).toBe(
        400,
      );
    expect((await post(0, '/v1/phone_login', { account: 'forgetful@example.com', password: 'Secret123' })).code).toBe(
      429,
    );
  });

  it('checks at most 5 of 25 concurrent wrong operator passwords and writes each failure to the audit log', async () => {
    const email = 'reviewer@lanyun.cloud';
    const run = await concurrently(25, (i) =>
      post(i, '/ops/login', { email: i % 2 ? email.toUpperCase() : email, password: 'wrong1234', code: '123456' }),
    );
    expect(run.verified).toBe(5);
    expect(run.count(400)).toBe(5);
    expect(run.count(429)).toBe(20);
    // The right password and code are refused while locked.
    const right = await post(0, '/ops/login', {
      email,
      password: DEMO_OPERATOR.password,
      code: await currentTotp(DEMO_OPERATOR.totpSecret),
    });
    expect(right.code).toBe(429);
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.login_failed'), sql`${auditLog.detail}->>'email' = ${email}`));
    const reasons = rows.map((r) => (r.detail as { reason: string }).reason);
    expect(reasons.filter((r) => r === 'wrong password')).toHaveLength(5);
    expect(reasons.filter((r) => r === 'locked')).toHaveLength(21);
    expect(rows.every((r) => r.operatorId === null && r.clientIp === '127.0.0.1')).toBe(true);
  });

  it('audits an unknown operator e-mail and a wrong two-factor code, but not the step that asks for the code', async () => {
    const before = (await t.db.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0]!
      .id;
    expect((await post(0, '/ops/login', { email: 'nobody@lanyun.cloud', password: 'wrong1234' })).code).toBe(400);
    const ask = await post(1, '/ops/login', { email: 'editor@lanyun.cloud', password: DEMO_OPERATOR.password });
    expect(ask).toMatchObject({ code: 400, data: { totp_required: true } });
    const good = await currentTotp(DEMO_OPERATOR.totpSecret);
    const bad = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await post(0, '/ops/login', { email: 'editor@lanyun.cloud', password: DEMO_OPERATOR.password, code: bad })).code,
    ).toBe(400);
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${before} and ${auditLog.action} = 'operator.login_failed'`)
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.detail)).toEqual([
      { email: 'nobody@lanyun.cloud', reason: 'unknown account' },
      { email: 'editor@lanyun.cloud', reason: 'wrong code' },
    ]);
  });

  it('compares at most 5 of 19 concurrent wrong reset codes, and the right code is then dead', async () => {
    expect((await t.signUp('reset-me@example.com', 'Secret123')).code).toBe(200);
    expect((await post(0, '/v1/send_email_code', { email: 'reset-me@example.com', purpose: 'reset' })).code).toBe(200);
    const code = await t.lastCode('reset-me@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const run = await concurrently(19, (i) =>
      post(i, '/v1/user_forget_password', {
        account: 'reset-me@example.com',
        code: wrong,
        password: 'Hacked1234',
        confirm_password: 'Hacked1234',
      }),
    );
    const msgs = run.results.map((r) => r.msg);
    expect(msgs.filter((m) => m === 'Incorrect verification code')).toHaveLength(4);
    expect(msgs.filter((m) => m === 'Too many wrong codes, please request a new one')).toHaveLength(1);
    expect(msgs.filter((m) => m === 'The verification code has expired, please request a new one')).toHaveLength(14);
    const [row] = await t.db.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, 'reset-me@example.com'), eq(verificationCodes.purpose, 'reset')));
    expect(row!.attempts).toBe(5);
    const right = await post(1, '/v1/user_forget_password', {
      account: 'reset-me@example.com',
      code,
      password: 'Hacked1234',
      confirm_password: 'Hacked1234',
    });
    expect(right.msg).toBe('The verification code has expired, please request a new one');
  });
});
