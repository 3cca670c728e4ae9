import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let token = '';
beforeAll(async () => {
  t = await startTestServer();
  const res = await t.signUp('pat@example.com');
  token = res.data.token;
});
afterAll(() => t.close());

async function lastCode(to: string): Promise<string> {
  const res = (await (await fetch(`${t.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    data: { body: string }[];
  };
  return /\b(\d{6})\b/.exec(res.data[0]!.body)![1]!;
}

describe('profile', () => {
  it('completes the profile with an industry from the list', async () => {
    const industries = await t.client().call('/v1/industry_list');
    expect(industries.data).toContain('Games');
    const res = await t
      .client(token)
      .call('/v1/perfect_user_info', { name: 'Pat Lee', company: 'Lee Games', industry: 'Games' });
    expect(res.data).toMatchObject({ name: 'Pat Lee' });
    expect((await t.post('/v1/perfect_user_info', { industry: 'Piracy' }, token)).msg).toMatch(/industry/);
  });

  it('changes the password with the current one and keeps only this session', async () => {
    const other = (
      (await t.client().call('/v1/phone_login', { account: 'pat@example.com', password: 'Secret123' }))
        .data as Answer['data']
    ).token;
    expect(
      (
        await t.post(
          '/secure/user_update_password_verify',
          { old_password: 'nope', password: 'Better123', confirm_password: 'Better123' },
          token,
        )
      ).msg,
    ).toBe('The current password is incorrect');
    const res = await t.client(token).call('/secure/user_update_password_verify', {
      old_password: 'Secret123',
      password: 'Better123',
      confirm_password: 'Better123',
    });
    expect(res.code).toBe(200);
    expect((await t.client(token).call('/personal_center/user_info')).code).toBe(200);
    expect((await t.client(other).call('/personal_center/user_info')).code).toBe(506);
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    await t.client().call('/v1/send_email_code', { email: 'pat.lee@example.com', purpose: 'change_email' });
    const res = await t
      .client(token)
      .call('/secure/user_update_email', { email: 'pat.lee@example.com', code: await lastCode('pat.lee@example.com') });
    expect(res.data).toMatchObject({ email: 'pat.lee@example.com', user_name: 'pat.lee@example.com' });
  });

  it('binds a phone, then changes it only after confirming the current one', async () => {
    await t.client().call('/v1/send_sms_code', { phone: '13100131000', purpose: 'change_phone' });
    expect(
      (
        await t
          .client(token)
          .call('/secure/user_update_phone', { phone: '13100131000', code: await lastCode('13100131000') })
      ).data,
    ).toMatchObject({ phone: '13100131000' });
    await t.client().call('/v1/send_sms_code', { phone: '13200132000', purpose: 'change_phone' });
    const code = await lastCode('13200132000');
    expect((await t.post('/secure/user_update_phone', { phone: '13200132000', code }, token)).msg).toBe(
      'Please confirm your current phone first',
    );
    await t.client().call('/v1/send_sms_code', { phone: '13100131000', purpose: 'verify' });
    expect(
      (await t.client(token).call('/secure/user_update_phone_verify', { code: await lastCode('13100131000') })).code,
    ).toBe(200);
    expect(
      (await t.client(token).call('/secure/user_update_phone', { phone: '13200132000', code })).data,
    ).toMatchObject({ phone: '13200132000' });
  });

  it('extends the session to 30 days with remember-me', async () => {
    expect((await t.client(token).call('/secure/update_token_expiration_time', { remember: '1' })).data).toEqual({
      expires_in: 2592000,
    });
    const [s] = await t.db.db.select().from(sessions).where(sql`${sessions.remember} = true`);
    expect(s!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });
});

describe('messages', () => {
  it('lists, marks read and counts only the caller’s messages', async () => {
    const demo = (
      (await t.client().call('/v1/phone_login', { account: 'demo@lanyun.cloud', password: 'Demo12345' }))
        .data as Answer['data']
    ).token;
    const list = await t.client(demo).call('/v1/message_list', { page: 1 });
    expect(list.data?.total).toBe(2);
    expect(list.data?.list.every((m) => m.is_read === 0)).toBe(true);
    const first = list.data!.list[0]!.id;
    // Another user cannot mark the demo user's message.
    expect((await t.client(token).call('/v1/message_update', { ids: String(first) })).data).toEqual({ updated: 0 });
    expect((await t.client(demo).call('/v1/message_update', { ids: String(first) })).data).toEqual({ updated: 1 });
    expect((await t.client(demo).call('/v1/message_count')).data).toEqual({ count: 1 });
    expect((await t.client(demo).call('/v1/message_update', { all: 1 })).data).toEqual({ updated: 1 });
    expect((await t.client(demo).call('/v1/message_count')).data).toEqual({ count: 0 });
    expect((await t.post('/v1/message_update', { ids: '1;drop' }, demo)).code).toBe(400);
  });
});
