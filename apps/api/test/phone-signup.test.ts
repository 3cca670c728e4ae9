import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(() => t.close());

const zh = (path: string, body: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: unknown }>);

describe('phone sign-up (/login?tp=2&rect=phone)', () => {
  it('signs up with an SMS code and a password, then logs in with the phone and that password', async () => {
    const phone = '13900000101';
    expect((await t.post('/v1/send_sms_code', { phone, purpose: 'register' })).code).toBe(200);
    const code = await t.lastCode(phone);
    const fields = { phone: '139-0000-0101', code, password: 'Phone1234', confirm_password: 'Phone1234' };
    // The terms come first; the refusal leaves the code usable.
    expect((await t.post('/v1/user_regis_phone', fields)).msg).toBe('Please agree to the terms first');
    const res = await t.post('/v1/user_regis_phone', { ...fields, agree: '1' });
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ phone, user_name: phone, email: null, pid: 0 });

    const login = await t.post('/v1/phone_login', { account: '+86 139 0000 0101', password: 'Phone1234' });
    expect(login.code).toBe(200);
    expect(login.data.user.id).toBe(res.data.user.id);
    expect((await t.post('/v1/phone_login', { account: phone, password: 'Wrong1234' })).msg).toBe(
      'Incorrect account or password',
    );
  });

  it('refuses a taken number (in the reader’s language) without using the code, and a wrong code', async () => {
    const phone = '13900000102';
    await t.post('/v1/send_sms_code', { phone, purpose: 'register' });
    const first = await t.post('/v1/user_regis_phone', {
      phone,
      code: await t.lastCode(phone),
      password: 'Phone1234',
      confirm_password: 'Phone1234',
      agree: '1',
    });
    expect(first.code).toBe(200);
    await t.app.counters.reset(`code-send:sms:register:${phone}`);
    await t.post('/v1/send_sms_code', { phone, purpose: 'register' });
    const again = {
      phone,
      code: await t.lastCode(phone),
      password: 'Other1234',
      confirm_password: 'Other1234',
      agree: '1',
    };
    expect(await t.post('/v1/user_regis_phone', again)).toMatchObject({
      code: 400,
      msg: 'This phone number is already registered; log in with it instead',
      data: { reason: 'auth.phone_registered' },
    });
    expect((await zh('/v1/user_regis_phone', again)).msg).toBe('该手机号已注册，请直接登录');
    expect(
      (
        await t.post('/v1/user_regis_phone', {
          phone: '13900000103',
          code: '000000',
          password: 'Phone1234',
          confirm_password: 'Phone1234',
          agree: '1',
        })
      ).code,
    ).toBe(400);
  });

  it('a disabled main account is told it is disabled, only with the right password', async () => {
    const phone = '13900000104';
    await t.post('/v1/send_sms_code', { phone, purpose: 'register' });
    const res = await t.post('/v1/user_regis_phone', {
      phone,
      code: await t.lastCode(phone),
      password: 'Phone1234',
      confirm_password: 'Phone1234',
      agree: '1',
    });
    const { users } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.db.update(users).set({ disabled: true }).where(eq(users.id, res.data.user.id));
    expect(await t.post('/v1/phone_login', { account: phone, password: 'Phone1234' })).toMatchObject({
      code: 403,
      msg: 'This account is disabled',
      data: { reason: 'auth.account_disabled' },
    });
    expect((await zh('/v1/phone_login', { account: phone, password: 'Phone1234' })).msg).toBe('该账号已被停用');
    expect((await t.post('/v1/phone_login', { account: phone, password: 'Nope12345' })).code).toBe(400);
  });
});
