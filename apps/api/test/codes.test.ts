import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema.ts';
import { DEMO_USER } from '../src/seed/index.ts';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Read the newest code sent to `to` from the outbox page's JSON form, over HTTP. */
async function lastCode(to: string): Promise<string> {
  const res = (await (await fetch(`${t.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    data: { body: string }[];
  };
  const m = /\b(\d{6})\b/.exec(res.data[0]?.body ?? '');
  if (!m) throw new Error(`no code sent to ${to}`);
  return m[1]!;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes and phone log-in', () => {
  it('sends the e-mail code in the language of the page that asked for it', async () => {
    const ask = async (email: string, lang: string) => {
      const res = await fetch(`${t.baseUrl}/v1/send_email_code`, {
        method: 'POST',
        body: new URLSearchParams({ email, purpose: 'register' }),
        headers: { channel: 'pc', 'accept-language': lang },
      });
      expect(((await res.json()) as { code: number }).code).toBe(200);
      const out = (await (await fetch(`${t.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
        data: { subject: string; body: string }[];
      };
      return out.data[0]!;
    };
    const zh = await ask('code-zh@example.com', 'zh-CN,zh;q=0.9');
    expect(zh.subject).toMatch(/^岚云验证码：\d{6}$/);
    expect(zh.body).toMatch(/^您正在注册账号，验证码为 \d{6}，5 分钟内有效。/);
    const en = await ask('code-en@example.com', 'en');
    expect(en.body).toMatch(/^Your verification code to sign up is \d{6}\. It is valid for 5 minutes\./);
  });

  it('logs in by phone with the SMS code, creating the account once', async () => {
    const sent = await t.client().call('/v1/send_sms_code', { phone: '+86 138 0013 8000', purpose: 'login' });
    expect(sent).toMatchObject({ code: 200, data: { resend_after: 60, expires_in: 300 } });
    const code = await lastCode('13800138000');
    const login = await t.client().call('/v1/user_login_phone_code', { phone: '13800138000', code, agree: '1' });
    expect(login.code).toBe(200);
    expect((login.data as Answer['data']).user).toMatchObject({ phone: '13800138000', user_name: '13800138000' });
    // The code is single use.
    const again = await t.post('/v1/user_login_phone_code', { phone: '13800138000', code });
    expect(again).toEqual({
      code: 400,
      msg: 'The verification code has expired, please request a new one',
      data: { reason: 'code.expired' },
    });
  });

  it('creates an account for a new number only with the terms agreed, keeping the code for the retry', async () => {
    await t.client().call('/v1/send_sms_code', { phone: '13700137001', purpose: 'login' });
    const code = await lastCode('13700137001');
    const countPhone = async () =>
      (
        await t.db.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.phone} = '13700137001'`)
      )[0]!.n;
    expect(await t.post('/v1/user_login_phone_code', { phone: '137-0013-7001', code })).toEqual({
      code: 400,
      msg: 'Please agree to the terms first',
      data: { agree_required: true, reason: 'auth.agree_terms' },
    });
    expect(await t.post('/v1/user_login_phone_code', { phone: '13700137001', code, agree: '0' })).toMatchObject({
      code: 400,
      msg: 'Please agree to the terms first',
    });
    expect(await countPhone()).toBe(0);
    // The same code, now with the box ticked.
    expect((await t.post('/v1/user_login_phone_code', { phone: '13700137001', code, agree: '1' })).code).toBe(200);
    expect(await countPhone()).toBe(1);
    // An existing account logs in without it.
    await t.app.counters.reset('code-send:sms:login:13700137001');
    await t.client().call('/v1/send_sms_code', { phone: '13700137001', purpose: 'login' });
    expect(
      (await t.post('/v1/user_login_phone_code', { phone: '13700137001', code: await lastCode('13700137001') })).code,
    ).toBe(200);
  });

  it('refuses a second send within 60 s and says when to retry', async () => {
    expect((await t.client().call('/v1/send_sms_code', { phone: '13900139000', purpose: 'login' })).code).toBe(200);
    const res = await t.post('/v1/send_sms_code', { phone: '13900139000', purpose: 'login' });
    expect(res.code).toBe(429);
    expect(res.msg).toMatch(/^Please wait \d+ s before requesting another code$/);
  });

  it('refuses a malformed phone without storing anything', async () => {
    const before = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(verificationCodes))[0]!.n;
    expect(await t.post('/v1/send_sms_code', { phone: '12345', purpose: 'login' })).toEqual({
      code: 400,
      msg: 'Please enter a correct phone number',
      data: { reason: 'auth.phone_invalid' },
    });
    expect((await t.post('/v1/send_sms_code', { phone: '13700137000', purpose: 'nonsense' })).code).toBe(400);
    expect((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(verificationCodes))[0]!.n).toBe(before);
  });

  it('kills a code after 5 wrong attempts', async () => {
    await t.client().call('/v1/send_sms_code', { phone: '13600136000', purpose: 'login' });
    const code = await lastCode('13600136000');
    for (let i = 0; i < 4; i++)
      expect((await t.post('/v1/user_login_phone_code', { phone: '13600136000', code: wrong(code) })).msg).toBe(
        'Incorrect verification code',
      );
    expect((await t.post('/v1/user_login_phone_code', { phone: '13600136000', code: wrong(code) })).msg).toBe(
      'Too many wrong codes, please request a new one',
    );
    // Dead now: even the right code is refused (the 5 failures also lock log-in for this number).
    expect((await t.post('/v1/user_login_phone_code', { phone: '13600136000', code })).code).not.toBe(200);
    await t.app.counters.reset('login-fail:acct:13600136000');
    expect(await t.post('/v1/user_login_phone_code', { phone: '13600136000', code })).toEqual({
      code: 400,
      msg: 'The verification code has expired, please request a new one',
      data: { reason: 'code.expired' },
    });
  });

  it('refuses an expired code', async () => {
    await t.client().call('/v1/send_sms_code', { phone: '13500135000', purpose: 'login' });
    const code = await lastCode('13500135000');
    await t.db.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(sql`${verificationCodes.target} = '13500135000'`);
    expect((await t.post('/v1/user_login_phone_code', { phone: '13500135000', code })).msg).toBe(
      'The verification code has expired, please request a new one',
    );
  });

  it('lets exactly one of many concurrent uses of a code through', async () => {
    await t.client().call('/v1/send_sms_code', { phone: '13400134000', purpose: 'login' });
    const code = await lastCode('13400134000');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.post('/v1/user_login_phone_code', { phone: '13400134000', code, agree: '1' })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(
      (
        await t.db.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.phone} = '13400134000'`)
      )[0]!.n,
    ).toBe(1);
  });
});

describe('forgot password', () => {
  it('resets with an e-mail code, logs out other sessions, and the new password works', async () => {
    const old = await t.client().call('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
    expect((await t.client().call('/v1/send_email_code', { email: DEMO_USER.email, purpose: 'reset' })).code).toBe(200);
    const code = await lastCode(DEMO_USER.email);
    expect(
      (
        await t.post('/v1/user_forget_password', {
          account: DEMO_USER.email,
          code,
          password: 'NewPass123',
          confirm_password: 'NewPass124',
        })
      ).msg,
    ).toBe('The two passwords do not match');
    const res = await t.client().call('/v1/user_forget_password', {
      account: DEMO_USER.email,
      code,
      password: 'NewPass123',
      confirm_password: 'NewPass123',
    });
    expect(res.code).toBe(200);
    expect((await t.client((old.data as Answer['data']).token).call('/personal_center/user_info')).code).toBe(506);
    expect((await t.client().call('/v1/phone_login', { account: DEMO_USER.email, password: 'NewPass123' })).code).toBe(
      200,
    );
    expect((await t.post('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password })).code).toBe(
      400,
    );
  });
});

describe('log-in throttling', () => {
  it('locks an account after 5 failures, even for the right password, and says when to retry', async () => {
    // Earlier tests failed from this same address; start its count afresh.
    await t.app.counters.reset('login-fail:ip:127.0.0.1');
    await t.signUp('locked@example.com');
    for (let i = 0; i < 5; i++)
      expect((await t.post('/v1/phone_login', { account: 'locked@example.com', password: 'wrong1234' })).code).toBe(
        400,
      );
    const res = await t.post('/v1/phone_login', { account: 'locked@example.com', password: 'Secret123' });
    expect(res.code).toBe(429);
    expect(res.msg).toMatch(/^Too many failed log-in attempts, please try again in \d+ min$/);
  });

  it('locks a client address after 20 failures across accounts', async () => {
    await t.app.counters.reset('login-fail:ip:127.0.0.1');
    for (let i = 0; i < 20; i++)
      expect((await t.post('/v1/phone_login', { account: `nobody${i}@example.com`, password: 'wrong1234' })).code).toBe(
        400,
      );
    const locked = await t.post('/v1/phone_login', { account: 'someone-else@example.com', password: 'wrong1234' });
    expect(locked.code).toBe(429);
    expect(locked.msg).toMatch(/^Too many failed log-in attempts/);
    await t.app.counters.reset('login-fail:ip:127.0.0.1');
  });
});
