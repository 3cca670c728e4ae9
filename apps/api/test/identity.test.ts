/**
 * Instant real-name checks through the sandbox identity provider, and customers' two-factor log-in
 * (TOTP + recovery codes) with the step-up before sensitive actions.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators, userRecoveryCodes, users } from '../src/db/schema.ts';
import { DEV_DEFAULTS } from '../src/config.ts';
import { keyRingOf, setSecretsKeyRing } from '../src/lib/secrets-box.ts';
import { sealTotpSecrets } from '../src/modules/accounts/services/secrets-at-rest.ts';
import { DEMO_OPERATOR } from '../src/seed/index.ts';
import { currentTotp } from '../src/modules/accounts/services/totp.ts';
import { startTestServer, type TestServer } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Valid resident ID numbers (GB 11643) without the X check digit, which the sandbox matches. */
const MATCHING_ID = '110105199003071239';

let t: TestServer;
let opsToken = '';
beforeAll(async () => {
  t = await startTestServer({ env: { ID_VERIFY_SANDBOX_DELAY_MS: '50' } });
  opsToken = await t.opsLogin();
});
afterAll(() => t.close());

async function upload(usage: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('usage', usage);
  form.append('file', new Blob([PNG]), 'id.png');
  const res = await fetch(`${t.baseUrl}/base/upload_img`, {
    method: 'POST',
    body: form,
    headers: { channel: 'pc', token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function applyPersonal(token: string, realName: string, idNumber = MATCHING_ID) {
  const front = await upload('id_front', token);
  const back = await upload('id_back', token);
  return t.post(
    '/authentication/user_auth_add',
    { type: '1', real_name: realName, id_number: idNumber, id_front_img: String(front), id_back_img: String(back) },
    token,
  );
}

const status = async (token: string) =>
  (await t.post('/personal_center/user_info', {}, token)).data.authentication_status as number;

async function queued(userName: string) {
  const list = await t.post('/ops/real_name/list', { status: '1' }, opsToken);
  return list.data.list.find((a: { user_name: string }) => a.user_name === userName);
}

describe('instant real-name verification', () => {
  it('verifies a matching name and ID number at once, with a message and an audit entry', async () => {
    const token = (await t.signUp('match@example.com')).data.token;
    const started = Date.now();
    const res = await applyPersonal(token, '李四');
    expect(res).toMatchObject({
      code: 200,
      msg: 'Verified: your name and ID number match the national records',
      data: { status: 2, type: 1 },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await status(token)).toBe(2);
    expect((await t.post('/authentication/user_auth_info', {}, token)).data).toMatchObject({
      status: 2,
      provider_result: 'match',
    });
    expect(await queued('match@example.com')).toBeUndefined();
    const msgs = await t.client(token).call('/v1/message_list', {});
    expect(msgs.data?.list[0]?.title).toBe('Your real-name verification was approved');
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'real_name.provider_match'));
    expect(audits).toHaveLength(1);
  });

  it('sends a mismatch to the review queue with the provider’s answer', async () => {
    const token = (await t.signUp('mismatch@example.com')).data.token;
    const res = await applyPersonal(token, '王失配');
    expect(res.data).toEqual({ status: 1, type: 1 });
    expect(res.msg).not.toMatch(/Verified/);
    expect(await status(token)).toBe(1);
    expect(await queued('mismatch@example.com')).toMatchObject({
      status: 1,
      provider_result: 'mismatch',
      provider_note: expect.stringContaining('do not match'),
    });
  });

  it('falls back to manual review when the provider is down', async () => {
    const token = (await t.signUp('outage@example.com')).data.token;
    const res = await applyPersonal(token, '赵停机');
    expect(res).toMatchObject({ code: 200, data: { status: 1, type: 1 } });
    expect(await status(token)).toBe(1);
    const app = await queued('outage@example.com');
    expect(app).toMatchObject({
      provider_result: 'unavailable',
      provider_note: expect.stringContaining('unavailable'),
    });
    // An operator approves it as before.
    expect((await t.post('/ops/real_name/review', { id: String(app.id), decision: 'approve' }, opsToken)).code).toBe(
      200,
    );
    expect(await status(token)).toBe(2);
  });
});

describe('two-factor log-in', () => {
  const email = 'totp@example.com';
  let secret = '';
  let codes: string[] = [];
  let oldSession = '';
  let token = '';

  const login = () => t.post('/v1/phone_login', { account: email, password: 'Secret123' });

  it('is set up with a code, gives 10 recovery codes once, and never shows the secret again', async () => {
    token = (await t.signUp(email)).data.token;
    oldSession = (await login()).data.token;
    expect((await t.post('/secure/two_factor_status', {}, token)).data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
    expect((await t.post('/secure/two_factor_enable', { code: '123456' }, token)).msg).toMatch(/Start the set-up/);
    const setup = await t.post('/secure/two_factor_setup', {}, token);
    secret = setup.data.secret;
    expect(setup.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect((await t.post('/secure/two_factor_enable', { code: '000000' }, token)).msg).toBe(
      'The code is incorrect or already used',
    );
    const on = await t.post('/secure/two_factor_enable', { code: await currentTotp(secret) }, token);
    expect(on.code).toBe(200);
    codes = on.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored as argon2 hashes, never in clear.
    const stored = await t.db.db.select().from(userRecoveryCodes);
    expect(stored).toHaveLength(10);
    expect(stored.every((r) => r.codeHash.startsWith('$argon2id$') && !codes.includes(r.codeHash))).toBe(true);
    expect((await t.post('/secure/two_factor_status', {}, token)).data).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    expect((await t.post('/secure/two_factor_setup', {}, token)).msg).toBe('Two-factor log-in is already on');
  });

  it('keeps the secret sealed (AES-256-GCM) with its key id, never in clear; the seeded operators too', async () => {
    const [row] = await t.db.db
      .select({ secret: users.totpSecret, keyId: users.totpKeyId })
      .from(users)
      .where(eq(users.email, email));
    expect(row!.keyId).toBe('1');
    expect(row!.secret).not.toContain(secret);
    expect(row!.secret).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    // The demo operators were seeded in clear before the start; the start sealed them, and their log-in still works.
    const ops = await t.db.db.select({ secret: operators.totpSecret, keyId: operators.totpKeyId }).from(operators);
    expect(ops.length).toBeGreaterThan(0);
    for (const o of ops) {
      expect(o.keyId).toBe('1');
      expect(o.secret).not.toContain(DEMO_OPERATOR.totpSecret);
    }
  });

  it('asks for a code after the password; a wrong code is refused, a right one logs in', async () => {
    const first = await login();
    expect(first.code).toBe(200);
    expect(first.data).toEqual({ two_factor: true, challenge: expect.any(String) });
    expect(first.data.token).toBeUndefined();
    const wrong = await t.post('/v1/login_two_factor', { challenge: first.data.challenge, code: '000000' });
    expect(wrong).toMatchObject({ code: 400, msg: 'The code is incorrect or already used' });
    // The next step's code (each step is accepted once; enabling used the current one).
    const next = await currentTotp(secret, Math.floor(Date.now() / 1000) + 30);
    const ok = await t.post('/v1/login_two_factor', { challenge: first.data.challenge, code: next });
    expect(ok.code).toBe(200);
    expect(ok.data.user.email).toBe(email);
    expect((await t.post('/personal_center/user_info', {}, ok.data.token)).code).toBe(200);
    // The challenge is used up.
    expect((await t.post('/v1/login_two_factor', { challenge: first.data.challenge, code: next })).msg).toBe(
      'This log-in step has expired, please log in again',
    );
  });

  it('dies after 5 wrong codes', async () => {
    const { challenge } = (await login()).data;
    for (let i = 0; i < 5; i++) await t.post('/v1/login_two_factor', { challenge, code: '000000' });
    expect((await t.post('/v1/login_two_factor', { challenge, code: codes[9]! })).msg).toBe(
      'This log-in step has expired, please log in again',
    );
  });

  it('accepts a recovery code once', async () => {
    const a = (await login()).data.challenge;
    expect((await t.post('/v1/login_two_factor', { challenge: a, code: codes[0]!.toUpperCase() })).code).toBe(200);
    const b = (await login()).data.challenge;
    expect((await t.post('/v1/login_two_factor', { challenge: b, code: codes[0]! })).msg).toBe(
      'The code is incorrect or already used',
    );
    expect((await t.post('/secure/two_factor_status', {}, token)).data.recovery_codes_left).toBe(9);
  });

  it('needs a recent code on the session before release, refund and password change', async () => {
    const stepUpRefusal = {
      code: 403,
      msg: 'For your security, enter the code from your authenticator app first',
      data: { reason: 'twofactor.step_up_required', step_up: true },
    };
    const password = { old_password: 'Secret123', password: 'Secret456', confirm_password: 'Secret456' };
    // A session opened before two-factor was turned on has proved no code.
    expect(await t.post('/instance_center/instance_release', { instance_id: '999999' }, oldSession)).toMatchObject(
      stepUpRefusal,
    );
    expect(await t.post('/instance_center/instance_refund', { instance_id: '999999' }, oldSession)).toMatchObject(
      stepUpRefusal,
    );
    expect(await t.post('/secure/user_update_password_verify', password, oldSession)).toMatchObject(stepUpRefusal);
    expect(await t.post('/ipintel/key_create', { name: 'ci' }, oldSession)).toMatchObject(stepUpRefusal);

    expect((await t.post('/secure/two_factor_step_up', { code: '000000' }, oldSession)).code).toBe(400);
    const up = await t.post('/secure/two_factor_step_up', { code: codes[1]! }, oldSession);
    expect(up).toMatchObject({ code: 200, data: { valid_for: 300 } });
    // Past the guard: the unknown instance is now the answer.
    expect(
      (await t.post('/instance_center/instance_release', { instance_id: '999999' }, oldSession)).data?.reason,
    ).not.toBe('twofactor.step_up_required');
    expect((await t.post('/secure/user_update_password_verify', password, oldSession)).code).toBe(200);
  });

  it('needs a code for a password reset, and to be turned off', async () => {
    await t.post('/v1/send_email_code', { email, purpose: 'reset' });
    const mailCode = await t.lastCode(email);
    const reset = { account: email, code: mailCode, password: 'Secret789', confirm_password: 'Secret789' };
    expect(await t.post('/v1/user_forget_password', reset)).toMatchObject({
      code: 400,
      data: { reason: 'twofactor.code_required' },
    });
    // The e-mailed code stays usable with the second factor added.
    expect((await t.post('/v1/user_forget_password', { ...reset, totp_code: codes[2]! })).code).toBe(200);

    const fresh = (await t.post('/v1/login_two_factor', {
      challenge: (await t.post('/v1/phone_login', { account: email, password: 'Secret789' })).data.challenge,
      code: codes[3]!,
    })) as { data: { token: string } };
    expect((await t.post('/secure/two_factor_disable', { code: '000000' }, fresh.data.token)).code).toBe(400);
    expect((await t.post('/secure/two_factor_disable', { code: codes[4]! }, fresh.data.token)).code).toBe(200);
    const [row] = await t.db.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
    expect((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(userRecoveryCodes))[0]!.n).toBe(0);
    expect((await t.post('/v1/phone_login', { account: email, password: 'Secret789' })).data.token).toEqual(
      expect.any(String),
    );
  });
});

describe('TOTP secrets at rest', () => {
  const NEW_KEY = Buffer.alloc(32, 7).toString('base64');
  afterAll(async () => {
    // Back to the test server's key, still able to open what the new key sealed, and everything resealed with it.
    setSecretsKeyRing(
      keyRingOf({ SECRETS_KEY: DEV_DEFAULTS.SECRETS_KEY, SECRETS_KEY_ID: '1', SECRETS_OLD_KEYS: `2:${NEW_KEY}` }),
    );
    await sealTotpSecrets(t.db.db);
  });

  it('a secret left in clear is sealed by the start-up step, and a new key takes over on rotation; log-in goes on', async () => {
    const email = 'totp-rest@example.com';
    const token = (await t.signUp(email)).data.token;
    const secret = (await t.post('/secure/two_factor_setup', {}, token)).data.secret as string;
    expect((await t.post('/secure/two_factor_enable', { code: await currentTotp(secret) }, token)).code).toBe(200);
    // As a row written before sealing existed.
    await t.db.db.update(users).set({ totpSecret: secret, totpKeyId: null }).where(eq(users.email, email));
    expect(await sealTotpSecrets(t.db.db)).toBe(1);
    const stored = async () =>
      (await t.db.db.select({ s: users.totpSecret, k: users.totpKeyId }).from(users).where(eq(users.email, email)))[0]!;
    expect((await stored()).k).toBe('1');
    expect((await stored()).s).not.toContain(secret);
    const logIn = async (offset: number) => {
      const first = await t.post('/v1/phone_login', { account: email, password: 'Secret123' });
      const code = await currentTotp(secret, Math.floor(Date.now() / 1000) + offset);
      return t.post('/v1/login_two_factor', { challenge: first.data.challenge, code });
    };
    expect((await logIn(30)).code).toBe(200);
    // Rotation: key 2 seals, key 1 still opens until the start-up step has resealed everything.
    setSecretsKeyRing(
      keyRingOf({ SECRETS_KEY: NEW_KEY, SECRETS_KEY_ID: '2', SECRETS_OLD_KEYS: `1:${DEV_DEFAULTS.SECRETS_KEY}` }),
    );
    expect(await sealTotpSecrets(t.db.db)).toBeGreaterThanOrEqual(2); // this account and the operators
    expect((await stored()).k).toBe('2');
    // The same code again (its step forgotten): what counts is that the resealed secret still checks it.
    await t.db.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
    expect((await logIn(30)).code).toBe(200);
  });
});
