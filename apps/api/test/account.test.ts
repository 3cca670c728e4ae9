import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { DEMO_USER } from '../src/seed/index.ts';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const countUsers = async () => (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('sign-up', () => {
  it('registers, returns a 7-day token and a zero balance profile', async () => {
    const res = await t.signUp('alice@example.com');
    expect(res.code).toBe(200);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.expires_in).toBe(604800);
    expect(res.data.user).toMatchObject({
      user_name: 'alice@example.com',
      balance: '0.00',
      give_balance: '0.00',
      total_balance: '0.00',
      authentication_status: 0,
      pid: 0,
    });
    const me = await t.client(res.data.token).call('/personal_center/user_info');
    expect(me.code).toBe(200);
    expect(me.data?.email).toBe('alice@example.com');
  });

  it.each([
    [
      { email: 'b@example.com', code: '123456', password: 'Secret123', confirm_password: 'Secret123' },
      'Please agree to the terms first',
    ],
    [
      { email: 'not-an-email', code: '123456', password: 'Secret123', confirm_password: 'Secret123', agree: '1' },
      'Please enter a correct email',
    ],
    [
      { email: 'b@example.com', code: '123456', password: '', confirm_password: '', agree: '1' },
      'Please enter the login password',
    ],
    [
      { email: 'b@example.com', code: '123456', password: 'Secret123', confirm_password: 'Secret124', agree: '1' },
      'The two passwords do not match',
    ],
    [
      { email: 'b@example.com', code: '123456', password: 'short1', confirm_password: 'short1', agree: '1' },
      'Password must be 8-32 characters with letters and digits',
    ],
    [
      { email: 'b@example.com', code: '123456', password: 'allletters', confirm_password: 'allletters', agree: '1' },
      'Password must be 8-32 characters with letters and digits',
    ],
  ])('refuses %o with "%s" and writes no row', async (fields, msg) => {
    const before = await countUsers();
    const res = await t.post('/v1/user_regis', fields);
    expect(res.code).toBe(400);
    expect(res.msg).toContain(msg);
    expect(res.data).toMatchObject({ reason: expect.any(String) });
    expect(await countUsers()).toBe(before);
  });

  it('proves the address: no account without the code sent to it, nor with a code sent elsewhere', async () => {
    const fields = {
      email: 'someone-else@example.com',
      password: 'Secret123',
      confirm_password: 'Secret123',
      agree: '1',
    };
    const before = await countUsers();
    expect(await t.post('/v1/user_regis', fields)).toMatchObject({
      code: 400,
      msg: expect.stringContaining('Please enter the verification code'),
    });
    // A code the attacker received at their own address does not sign up another one.
    expect(
      (await t.client().call('/v1/send_email_code', { email: 'attacker@example.com', purpose: 'register' })).code,
    ).toBe(200);
    const mine = await t.lastCode('attacker@example.com');
    expect(await t.post('/v1/user_regis', { ...fields, code: mine })).toEqual({
      code: 400,
      msg: 'The verification code has expired, please request a new one',
      data: { reason: 'code.expired' },
    });
    // Nor does a code sent to the address for another purpose.
    expect(
      (await t.client().call('/v1/send_email_code', { email: 'someone-else@example.com', purpose: 'reset' })).code,
    ).toBe(200);
    const reset = await t.lastCode('someone-else@example.com');
    expect((await t.post('/v1/user_regis', { ...fields, code: reset })).code).toBe(400);
    expect(await countUsers()).toBe(before);
    // The owner of the address, with its register code, signs up.
    expect(
      (await t.client().call('/v1/send_email_code', { email: 'Someone-Else@example.com', purpose: 'register' })).code,
    ).toBe(200);
    const code = await t.lastCode('someone-else@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.post('/v1/user_regis', { ...fields, code: wrong })).msg).toBe('Incorrect verification code');
    const res = await t.post('/v1/user_regis', { ...fields, code });
    expect(res.code).toBe(200);
    expect(res.data.user.email).toBe('someone-else@example.com');
    expect(await countUsers()).toBe(before + 1);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const res = await t.signUp('ALICE@example.com');
    expect(res).toEqual({ code: 400, msg: 'This email is already registered', data: { reason: 'auth.email_taken' } });
  });
});

describe('log-in and sessions', () => {
  it('logs the demo customer in, with 30 days for remember-me', async () => {
    const res = await t
      .client()
      .call('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password, remember: '1' });
    expect(res.code).toBe(200);
    expect((res.data as Answer['data']).expires_in).toBe(2592000);
    expect((res.data as Answer['data']).user.user_name).toBe(DEMO_USER.email);
    const stored = await t.db.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${(res.data as Answer['data']).user.id}`);
    // Only the hash of the token is stored.
    expect(stored.some((s) => s.tokenHash === (res.data as Answer['data']).token)).toBe(false);
    expect(stored.at(-1)!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86400_000);
  });

  it('answers one message for a wrong password and an unknown account', async () => {
    const wrong = await t.post('/v1/phone_login', { account: DEMO_USER.email, password: 'nope12345' });
    const unknown = await t.post('/v1/phone_login', { account: 'nobody@example.com', password: 'nope12345' });
    expect(wrong).toEqual({
      code: 400,
      msg: 'Incorrect account or password',
      data: { reason: 'auth.incorrect_login' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('answers error messages in Chinese to callers that prefer it (the sites send the page language)', async () => {
    const form = new FormData();
    form.append('account', DEMO_USER.email);
    form.append('password', 'nope12345');
    const res = await fetch(`${t.baseUrl}/v1/phone_login`, {
      method: 'POST',
      body: form,
      headers: { channel: 'pc', 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(await res.json()).toEqual({ code: 400, msg: '账号或密码错误', data: { reason: 'auth.incorrect_login' } });
    form.set('password', DEMO_USER.password);
    const okRes = await fetch(`${t.baseUrl}/v1/phone_login`, {
      method: 'POST',
      body: form,
      headers: { channel: 'pc', 'accept-language': 'zh-CN' },
    });
    expect(((await okRes.json()) as { code: number; msg: string }).msg).toBe('登录成功');
  });

  it('answers 506 without a token, with a garbage token and after log-out', async () => {
    expect((await t.client().call('/personal_center/user_info')).code).toBe(506);
    expect((await t.client('garbage').call('/personal_center/user_info')).code).toBe(506);
    const login = await t.client().call('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
    const c = t.client((login.data as Answer['data']).token);
    expect((await c.call('/v1/message_count')).data).toEqual({ count: 2 });
    expect((await c.call('/secure/user_logout')).code).toBe(200);
    expect((await c.call('/personal_center/user_info')).code).toBe(506);
  });

  it('answers 506 for an expired token', async () => {
    const login = await t.client().call('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
    await t.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`true`);
    expect((await t.client((login.data as Answer['data']).token).call('/personal_center/user_info')).code).toBe(506);
  });

  it('computes total_balance as balance plus give_balance in yuan', async () => {
    await t.db.db
      .update(users)
      .set({ balanceFen: 1234567, giveBalanceFen: 5 })
      .where(sql`lower(${users.email}) = ${DEMO_USER.email}`);
    const login = await t.client().call('/v1/phone_login', { account: DEMO_USER.email, password: DEMO_USER.password });
    expect((login.data as Answer['data']).user).toMatchObject({
      balance: '12345.67',
      give_balance: '0.05',
      total_balance: '12345.72',
    });
  });
});
