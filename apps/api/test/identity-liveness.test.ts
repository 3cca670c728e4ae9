/**
 * Face liveness over HTTP with the sandbox identity provider (IDENTITY_LIVENESS=on): a personal application whose
 * name and ID number match is not verified until the face check passed; the check's page returns to the real-name
 * page; a failed check (a name with 假脸) leaves the application for an operator.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, realNameApplications } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MATCHING_ID = '110105199003071239';
const RETURN = 'http://localhost:3000/user/auth';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: { ID_VERIFY_SANDBOX_DELAY_MS: '50', IDENTITY_LIVENESS: 'on', LIVENESS_RETURN_URL: RETURN },
  });
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

async function applyPersonal(token: string, realName: string) {
  const front = await upload('id_front', token);
  const back = await upload('id_back', token);
  return t.post(
    '/authentication/user_auth_add',
    { type: '1', real_name: realName, id_number: MATCHING_ID, id_front_img: String(front), id_back_img: String(back) },
    token,
  );
}

const status = async (token: string) =>
  (await t.post('/personal_center/user_info', {}, token)).data.authentication_status as number;

describe('face liveness before a personal real-name is verified', () => {
  it('a match waits for the face check; the check passes and verifies the account, once', async () => {
    const token = (await t.signUp('face-ok@example.com')).data.token;
    expect((await t.post('/authentication/liveness_result', {}, token)).data).toEqual({
      reason: 'realname.no_liveness',
    });
    const applied = await applyPersonal(token, '张三');
    expect(applied.code).toBe(200);
    expect(applied.data).toMatchObject({ status: 1, type: 1, liveness: { certify_id: expect.any(String) } });
    // The sandbox has no face to film: its page is the return page itself.
    expect(applied.data.liveness.url).toBe(`${RETURN}?certify_id=${applied.data.liveness.certify_id}`);
    expect(await status(token)).toBe(1);
    const done = await t.post('/authentication/liveness_result', {}, token);
    expect(done).toMatchObject({
      code: 200,
      msg: 'Verified: the face check passed',
      data: { status: 2, liveness_result: 'passed' },
    });
    expect(await status(token)).toBe(2);
    const [app] = await t.db.db
      .select()
      .from(realNameApplications)
      .where(eq(realNameApplications.livenessCertifyId, applied.data.liveness.certify_id));
    expect(app).toMatchObject({ status: 2, providerResult: 'match', livenessResult: 'passed' });
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(app!.id)));
    expect(audits.map((a) => a.action)).toContain('real_name.liveness_passed');
    // Finished: nothing left to ask.
    expect((await t.post('/authentication/liveness_result', {}, token)).data).toEqual({
      reason: 'realname.no_liveness',
    });
  });

  it('a failed face check leaves the application under review for an operator', async () => {
    const token = (await t.signUp('face-spoof@example.com')).data.token;
    const applied = await applyPersonal(token, '李假脸');
    expect(applied.data).toMatchObject({ status: 1, liveness: { certify_id: expect.any(String) } });
    const done = await t.post('/authentication/liveness_result', {}, token);
    expect(done.data).toEqual({ status: 1, liveness_result: 'failed' });
    expect(await status(token)).toBe(1);
    const [app] = await t.db.db
      .select()
      .from(realNameApplications)
      .where(eq(realNameApplications.livenessCertifyId, applied.data.liveness.certify_id));
    expect(app).toMatchObject({ status: 1, livenessResult: 'failed' });
    expect(app!.providerNote).toContain('Passed F');
  });
});
