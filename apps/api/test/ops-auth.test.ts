import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/seed/index.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const login = (fields: Record<string, string>) =>
  t.post('/ops/login', { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, ...fields });

describe('operator log-in with two-factor codes', () => {
  it('refuses a missing, wrong or reused code and accepts the right one once', async () => {
    const missing = await login({});
    expect(missing).toMatchObject({ code: 400, data: { totp_required: true } });
    const right = await currentTotp(DEMO_OPERATOR.totpSecret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await login({ code: wrong })).msg).toMatch(/two-factor code/);
    const ok = await login({ code: right });
    expect(ok.code).toBe(200);
    expect(ok.data.operator).toMatchObject({ email: DEMO_OPERATOR.email, role: 'admin', totp_enabled: true });
    expect((await login({ code: right })).code).toBe(400); // a code works once
    expect(
      (
        await t.post('/ops/login', {
          email: DEMO_OPERATOR.email,
          password: 'wrong-password',
          code: await currentTotp(DEMO_OPERATOR.totpSecret, now() + 30),
        })
      ).msg,
    ).toBe('Incorrect account or password');
  });

  it('asks for the code without counting it as a failed log-in, so the two-step form never locks the account', async () => {
    for (let i = 0; i < 6; i++)
      expect(
        await t.post('/ops/login', { email: 'reviewer@lanyun.cloud', password: DEMO_OPERATOR.password }),
      ).toMatchObject({ code: 400, data: { totp_required: true } });
    const res = await t.post('/ops/login', {
      email: 'reviewer@lanyun.cloud',
      password: DEMO_OPERATOR.password,
      code: await currentTotp(DEMO_OPERATOR.totpSecret),
    });
    expect(res.code).toBe(200);
  });

  it('enrols a new operator: password-only session is limited until TOTP is set up', async () => {
    const admin = await t.opsLogin();
    const created = await t.client(admin).call('/ops/operators/create', {
      email: 'new.editor@lanyun.cloud',
      name: 'New Editor',
      role: 'editor',
      password: 'Editor12345',
    });
    expect(created.data).toMatchObject({ role: 'editor', totp_enabled: false });
    const first = await t.post('/ops/login', { email: 'new.editor@lanyun.cloud', password: 'Editor12345' });
    expect(first.data.operator.totp_enabled).toBe(false);
    const token = first.data.token as string;
    expect((await t.client(token).call('/ops/news/list', {})).msg).toBe('Set up two-factor log-in first');
    const setup = await t.client(token).call('/ops/totp/setup');
    expect(setup.data!.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const secret = setup.data!.secret;
    expect((await t.client(token).call('/ops/totp/enable', { code: '000000' })).code).toBe(400);
    const enabled = await t.client(token).call('/ops/totp/enable', { code: await currentTotp(secret) });
    expect(enabled.data!.totp_enabled).toBe(true);
    expect((await t.client(token).call('/ops/news/list', {})).code).toBe(200);
    // From now on the password alone is not enough.
    expect(
      (await t.post('/ops/login', { email: 'new.editor@lanyun.cloud', password: 'Editor12345' })).data,
    ).toMatchObject({ totp_required: true });
    expect(
      (
        await t.post('/ops/login', {
          email: 'new.editor@lanyun.cloud',
          password: 'Editor12345',
          code: await currentTotp(secret, now() + 30),
        })
      ).code,
    ).toBe(200);
  });

  it('checks the role on the server for every operator call', async () => {
    const editor = await t.opsLogin('editor@lanyun.cloud');
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const refused = {
      code: 403,
      msg: 'Your operator role does not allow this action',
      data: { reason: 'ops.role_forbidden' },
    };
    expect(await t.client(editor).call('/ops/real_name/list', {})).toEqual(refused);
    expect(await t.client(editor).call('/ops/bank_transfer/list', {})).toEqual(refused);
    expect(await t.client(editor).call('/ops/customers/list', { q: 'demo' })).toEqual(refused);
    expect(await t.client(editor).call('/ops/operators/list', {})).toEqual(refused);
    expect(
      await t.client(reviewer).call('/ops/news/save', { class_id: 1, title: 'x', content_html: '<p>x</p>' }),
    ).toEqual(refused);
    expect(await t.client(reviewer).call('/ops/bank_transfer/list', {})).toEqual(refused);
    expect(await t.client(finance).call('/ops/real_name/list', {})).toEqual(refused);
    expect(await t.client(finance).call('/ops/banner/delete', { id: 1 })).toEqual(refused);
    expect((await t.client(editor).call('/ops/news/list', {})).code).toBe(200);
    expect((await t.client(reviewer).call('/ops/real_name/list', {})).code).toBe(200);
    expect((await t.client(finance).call('/ops/bank_transfer/list', {})).code).toBe(200);
    for (const token of [editor, reviewer, finance])
      expect((await t.client(token).call('/ops/audit/list', {})).code).toBe(200);
    expect((await t.client('not-a-token').call('/ops/audit/list', {})).code).toBe(506);
  });
});
