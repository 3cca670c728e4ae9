import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImages } from '../src/db/schema.ts';
import { cleanupContentImages } from '../src/modules/content/services/content-image-cleanup.ts';
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

  it('the cleanup removes an old image nothing uses, and keeps used and recent ones', async () => {
    // Distinct images: a PNG is recognised by its first bytes, whatever follows.
    const image = async () => (await upload(Buffer.concat([PNG, randomBytes(16)]), editor)).data.url;
    const [unused, inBody, asCover, onBanner, recent] = [
      await image(),
      await image(),
      await image(),
      await image(),
      await image(),
    ];
    const nameOf = (url: string) => url.split('/').pop()!;
    const classId = (await t.client().call('/v1/get_news_class_list', { type: 1 })).data![0]!.id;
    const saved = [
      await t.client(editor).call('/ops/news/save', {
        class_id: classId,
        title: '带图片的文章',
        content_html: '<p>正文</p>',
        content_html_en: `<p>Body</p><img src="${inBody}" alt="zone map">`,
      }),
      // A draft's images count too.
      await t.client(editor).call('/ops/news/save', {
        class_id: classId,
        title: '带封面的草稿',
        content_html: '<p>草稿</p>',
        cover_url: asCover,
        published: 0,
      }),
      await t.client(editor).call('/ops/banner/save', { title: '带图片的横幅', image_url: onBanner }),
    ];
    for (const res of saved) expect(res.code).toBe(200);
    // Uploaded two days ago, past the grace period; `recent` was uploaded just now.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const url of [unused, inBody, asCover, onBanner]) {
      const [sha256, ext] = nameOf(url).split('.') as [string, string];
      await t.app.db
        .update(contentImages)
        .set({ uploadedAt: twoDaysAgo })
        .where(and(eq(contentImages.sha256, sha256), eq(contentImages.ext, ext)));
    }

    const graceMs = t.app.config.CONTENT_IMAGE_GRACE_HOURS * 3_600_000;
    expect(graceMs).toBe(24 * 3_600_000);
    const out = await cleanupContentImages({ db: t.app.db, storage: t.app.storage }, graceMs);
    expect(out).toEqual({ removed: [nameOf(unused)], failed: [] });
    /** Whether the image is still served at its public URL. */
    const served = async (url: string) =>
      (await fetch(t.baseUrl + new URL(url).pathname)).headers.get('content-type') === 'image/png';
    expect(await served(unused)).toBe(false);
    for (const url of [inBody, asCover, onBanner, recent]) expect(await served(url)).toBe(true);
    const rows = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentImages)
      .where(eq(contentImages.sha256, nameOf(unused).split('.')[0]!));
    expect(rows[0]!.n).toBe(0);

    // Once the article stops using its image, a later run removes it.
    expect((await t.client(editor).call('/ops/news/delete', { id: saved[0]!.data!.id })).code).toBe(200);
    expect((await cleanupContentImages({ db: t.app.db, storage: t.app.storage }, graceMs)).removed).toEqual([
      nameOf(inBody),
    ]);
    expect(await served(inBody)).toBe(false);
  });
});
