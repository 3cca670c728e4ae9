import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let editor: string;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_API_URL: 'https://api.lanyun.example' } });
  editor = await t.opsLogin('editor@lanyun.cloud');
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
type Answer = { code: number; msg: string; data: { url: string; mime: string; reason?: string } };

async function upload(bytes: Buffer, token: string | null, filename = 'cover.png'): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const res = await fetch(`${t.baseUrl}/ops/content/image`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': 'en', ...(token ? { token } : {}) },
  });
  return res.json() as Promise<Answer>;
}

describe('content images', () => {
  it('an editor uploads an image; anyone reads it at its public URL, cached', async () => {
    const up = await upload(PNG, editor, 'anything.txt');
    expect(up.code).toBe(200);
    expect(up.data.mime).toBe('image/png');
    expect(up.data.url).toMatch(/^https:\/\/api\.lanyun\.example\/content\/images\/[0-9a-f]{64}\.png$/);
    const path = new URL(up.data.url).pathname;
    const res = await fetch(t.baseUrl + path);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    // The same image again is the same address.
    expect((await upload(PNG, editor)).data.url).toBe(up.data.url);
    expect(await (await fetch(`${t.baseUrl}/content/images/${'0'.repeat(64)}.png`)).json()).toMatchObject({
      code: 404,
      data: { reason: 'upload.image_not_found' },
    });
  });

  it('refuses a file that is not an image by its content, and one over 5 MB', async () => {
    expect(await upload(Buffer.from('%PDF-1.7 not an image'), editor, 'cover.png')).toEqual({
      code: 400,
      msg: 'Only JPEG, PNG or WebP images are accepted',
      data: { reason: 'upload.image_type' },
    });
    expect(await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]), editor)).toEqual({
      code: 400,
      msg: 'The image must be 5 MB or smaller',
      data: { reason: 'upload.image_too_large' },
    });
  });

  it('refuses operators without the editor role, and anonymous callers', async () => {
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    expect(await upload(PNG, reviewer)).toMatchObject({ code: 403, data: { reason: 'ops.role_forbidden' } });
    expect((await upload(PNG, null)).code).not.toBe(200);
  });
});
