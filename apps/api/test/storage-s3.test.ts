import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { contentImages } from '../src/db/schema.ts';
import { cleanupContentImages } from '../src/modules/content/services/content-image-cleanup.ts';
import { createStorage } from '../src/providers/storage/index.ts';
import { s3Storage } from '../src/providers/storage/s3.ts';
import { startTestS3, S3_TEST_CREDENTIALS, type TestS3 } from './s3-server.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The S3-compatible storage adapter over real HTTP against a local server (s3rver behind a gate
// that refuses anonymous reads and checks presigned signatures), and the API serving real-name
// images from it through short-lived signed URLs only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

describe('s3Storage', () => {
  it('puts, gets, signs and deletes a private object', async () => {
    const store = s3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      keyPrefix: 'u/',
      ...S3_TEST_CREDENTIALS,
    });
    await store.ping?.();
    expect(await store.stat('2026/11/a.png')).toBeNull();
    await store.put('2026/11/a.png', PNG, 'image/png');
    expect(await store.stat('2026/11/a.png')).toEqual({ size: PNG.length });
    expect((await store.get('2026/11/a.png')).equals(PNG)).toBe(true);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/u/2026/11/a.png`)).status).toBe(403);

    const url = await store.signedUrl!('2026/11/a.png', 'image/png', 60);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const forged = url.replace(/X-Amz-Expires=60/, 'X-Amz-Expires=600');
    expect((await fetch(forged)).status).toBe(403);

    const brief = await store.signedUrl!('2026/11/a.png', 'image/png', 1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await fetch(brief)).status).toBe(403);

    await store.delete('2026/11/a.png');
    await expect(store.get('2026/11/a.png')).rejects.toThrow();
    expect(await store.stat('2026/11/a.png')).toBeNull();
  });

  it('stat reports an unreachable store as an error, not as a missing file', async () => {
    const store = s3Storage({
      endpoint: 'http://127.0.0.1:1',
      bucket: s3.bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      ...S3_TEST_CREDENTIALS,
    });
    await expect(store.stat('2026/11/a.png')).rejects.toThrow();
  });

  it('names the missing settings when STORAGE=s3 is incomplete', () => {
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' });
    expect(() => createStorage(config)).toThrow('STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  });
});

describe('uploads on object storage', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The bucket answers /healthz's ping slower than its 2-s production bound while the browser tests share the cores.
    t = await startTestServer({ env: { ...s3.env, HEALTHZ_TIMEOUT_MS: '30000' } });
  });
  afterAll(() => t.close());

  it('reports the bucket in /healthz', async () => {
    const health = (await (await fetch(`${t.baseUrl}/healthz`)).json()) as { data: unknown };
    expect(health.data).toMatchObject({ storage: 'up' });
  });

  it('serves an upload to its owner and to reviewers through a signed URL only', async () => {
    const token = (await t.signUp('s3-owner@example.com')).data.token;
    const form = new FormData();
    form.append('usage', 'id_front');
    form.append('file', new Blob([PNG]), 'front.png');
    const up = (await (
      await fetch(`${t.baseUrl}/base/upload_img`, { method: 'POST', body: form, headers: { token } })
    ).json()) as { data: { url: string; id: number } };

    const mine = await fetch(`${t.baseUrl}${up.data.url}`, { headers: { token }, redirect: 'manual' });
    expect(mine.status).toBe(302);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const signed = mine.headers.get('location') ?? '';
    expect(signed.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect(Buffer.from(await (await fetch(signed)).arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(signed.split('?')[0]!)).status).toBe(403);

    const other = (await t.signUp('s3-other@example.com')).data.token;
    expect(
      await (await fetch(`${t.baseUrl}${up.data.url}`, { headers: { token: other }, redirect: 'manual' })).json(),
    ).toMatchObject({ code: 404 });
    expect(
      (await fetch(`${t.baseUrl}/ops/upload/${up.data.id}`, { headers: { token }, redirect: 'manual' })).status,
    ).not.toBe(302);

    const ops = await fetch(`${t.baseUrl}/ops/upload/${up.data.id}`, {
      headers: { token: await t.opsLogin() },
      redirect: 'manual',
    });
    expect(ops.status).toBe(302);
    expect((await fetch(ops.headers.get('location') ?? '')).status).toBe(200);
  });

  it('the content image cleanup removes an unused image from the bucket', async () => {
    const editor = await t.opsLogin('editor@lanyun.cloud');
    const form = new FormData();
    form.append('file', new Blob([Buffer.concat([PNG, randomBytes(16)])]), 'unused.png');
    const up = (await (
      await fetch(`${t.baseUrl}/ops/content/image`, { method: 'POST', body: form, headers: { token: editor } })
    ).json()) as { data: { sha256: string } };
    const key = `content-images/${up.data.sha256}.png`;
    expect(await t.app.storage.stat(key)).not.toBeNull();
    await t.app.db
      .update(contentImages)
      .set({ uploadedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(contentImages.sha256, up.data.sha256));
    const out = await cleanupContentImages({ db: t.app.db, storage: t.app.storage }, 24 * 3_600_000);
    expect(out.removed).toEqual([`${up.data.sha256}.png`]);
    expect(await t.app.storage.stat(key)).toBeNull();
  });
});
