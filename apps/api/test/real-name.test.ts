import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, realNameApplications, uploads } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const VALID_ID = '11010519491231002X';

let t: TestServer;
let token = '';
let opsToken = '';
beforeAll(async () => {
  t = await startTestServer();
  token = (await t.signUp('rn@example.com')).data.token;
  opsToken = await t.opsLogin();
});
afterAll(() => t.close());

async function upload(usage: string, bytes: Buffer, filename = 'photo.png', tok = token) {
  const form = new FormData();
  form.append('usage', usage);
  form.append('file', new Blob([bytes]), filename);
  const res = await fetch(`${t.baseUrl}/base/upload_img`, {
    method: 'POST',
    body: form,
    headers: { channel: 'pc', token: tok },
  });
  return (await res.json()) as { code: number; msg: string; data: { id: number; url: string } | null };
}
const countRows = async (table: typeof uploads | typeof realNameApplications) =>
  (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('uploads', () => {
  it('accepts a PNG by its content and serves it back to its owner only', async () => {
    const res = await upload('id_front', PNG, 'whatever.txt');
    expect(res.code).toBe(200);
    const mine = await fetch(`${t.baseUrl}${res.data!.url}`, { headers: { token } });
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const other = (await t.signUp('other@example.com')).data.token;
    expect(await (await fetch(`${t.baseUrl}${res.data!.url}`, { headers: { token: other } })).json()).toMatchObject({
      code: 404,
    });
  });

  it('refuses a non-image named .png and a file over 5 MB, writing no row', async () => {
    const before = await countRows(uploads);
    expect(await upload('id_front', Buffer.from('%PDF-1.7 not an image'), 'id.png')).toEqual({
      code: 400,
      msg: 'Only JPEG, PNG or WebP images are accepted',
      data: { reason: 'upload.image_type' },
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(await upload('id_front', big)).toEqual({
      code: 400,
      msg: 'The image must be 5 MB or smaller',
      data: { reason: 'upload.image_too_large' },
    });
    expect(await upload('id_front', PNG, 'x.png', 'bad-token')).toMatchObject({ code: 506 });
    expect(await countRows(uploads)).toBe(before);
  });
});

describe('real-name verification', () => {
  it('refuses an ID number with a wrong check digit and images that are not the caller’s', async () => {
    const front = (await upload('id_front', PNG)).data!.id;
    const back = (await upload('id_back', PNG)).data!.id;
    const before = await countRows(realNameApplications);
    expect(
      (
        await t.post(
          '/authentication/user_auth_add',
          {
            type: '1',
            real_name: '张三',
            id_number: '110105194912310021',
            id_front_img: String(front),
            id_back_img: String(back),
          },
          token,
        )
      ).msg,
    ).toBe('Please enter a valid ID number');
    expect(
      (
        await t.post(
          '/authentication/user_auth_add',
          { type: '1', real_name: '张三', id_number: VALID_ID, id_front_img: String(back), id_back_img: String(front) },
          token,
        )
      ).msg,
    ).toMatch(/upload the id front image/);
    expect(
      (
        await t.post(
          '/authentication/user_auth_add',
          { type: '2', company_name: 'X', credit_code: '91350100M000100Y44', licence_img: String(front) },
          token,
        )
      ).msg,
    ).toBe('Please enter a valid unified social credit code');
    expect(await countRows(realNameApplications)).toBe(before);
  });

  it('goes under review, is rejected with a reason, re-applies and is approved', async () => {
    const front = (await upload('id_front', PNG)).data!.id;
    const back = (await upload('id_back', PNG)).data!.id;
    const apply = () =>
      t.client(token).call('/authentication/user_auth_add', {
        type: 1,
        real_name: '张三丰',
        id_number: VALID_ID,
        id_front_img: front,
        id_back_img: back,
      });
    expect((await apply()).data).toEqual({ status: 1, type: 1 });
    expect((await t.client(token).call('/personal_center/user_info')).data).toMatchObject({
      authentication_status: 1,
      authentication_type: 1,
    });
    expect((await apply()).msg).toBe('Your verification is under review');
    const info = await t.client(token).call('/authentication/user_auth_info');
    expect(info.data).toMatchObject({ status: 1, real_name: '张*丰', id_number: '110***********002X' });

    // Operators need their own session.
    expect((await t.post('/ops/real_name/list', {}, token)).code).toBe(506);
    const list = await t.post('/ops/real_name/list', {}, opsToken);
    const app = list.data.list.find((a: { user_name: string }) => a.user_name === 'rn@example.com');
    expect(app).toMatchObject({ status: 1, id_number: VALID_ID });
    expect((await t.post('/ops/real_name/review', { id: String(app.id), decision: 'reject' }, opsToken)).msg).toBe(
      'Please give the reason for the rejection',
    );
    expect(
      (
        await t.post(
          '/ops/real_name/review',
          { id: String(app.id), decision: 'reject', reason: 'The photo is blurred' },
          opsToken,
        )
      ).code,
    ).toBe(200);
    expect((await t.post('/ops/real_name/review', { id: String(app.id), decision: 'approve' }, opsToken)).msg).toBe(
      'This application has already been reviewed',
    );
    expect((await t.client(token).call('/authentication/user_auth_info')).data).toMatchObject({
      status: 3,
      reject_reason: 'The photo is blurred',
    });
    expect((await t.client(token).call('/personal_center/user_info')).data?.authentication_status).toBe(3);

    expect((await apply()).code).toBe(200);
    const again = (await t.post('/ops/real_name/list', {}, opsToken)).data.list[0];
    expect((await t.post('/ops/real_name/review', { id: String(again.id), decision: 'approve' }, opsToken)).code).toBe(
      200,
    );
    expect((await t.client(token).call('/personal_center/user_info')).data).toMatchObject({ authentication_status: 2 });
    expect((await apply()).msg).toBe('Your account is already verified');
    const msgs = await t.client(token).call('/v1/message_list', {});
    expect(msgs.data?.list[0]?.title).toBe('Your real-name verification was approved');
    const audits = await t.db.db.select().from(auditLog).where(sql`${auditLog.action} like 'real_name.%'`);
    expect(audits.map((a) => a.action).sort()).toEqual(['real_name.approve', 'real_name.reject']);
  });
});
