import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRepoDownloads, fileAddress } from '../src/modules/content/services/downloads.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let editor: string;
beforeAll(async () => {
  t = await startTestServer({ env: { BUILTIN_DOWNLOADS: '1' } });
  editor = await t.opsLogin('editor@lanyun.cloud');
});
afterAll(() => t.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Item = { id: number; name: string; url: string; size_bytes: number; sha256: string };

describe('downloads that download', () => {
  it('lists the files built from this repository; each one downloads with the size and SHA-256 shown', async () => {
    const list = (await t.client().call('/v1/download_list', { lang: 'en' })).data as Item[];
    expect(list.map((d) => d.name)).toEqual([
      'ipintel command-line tool',
      'lanyun command-line tool',
      'Lanyun Cloud API SDK (TypeScript)',
      'OpenAPI document',
    ]);
    for (const d of list) {
      const res = await fetch(t.baseUrl + d.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="lanyun-/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBe(d.size_bytes);
      expect(sha(body)).toBe(d.sha256);
    }
    const openapi = list.find((d) => d.url.endsWith('.json'))!;
    expect(JSON.parse((await (await fetch(t.baseUrl + openapi.url)).text()) as string).openapi).toMatch(/^3\.1/);
  });

  it('an editor uploads a file (size and SHA-256 computed), a wrong SHA-256 is refused, a missing file hides its entry', async () => {
    const data = Buffer.from(`release ${Date.now()}\n`);
    const form = new FormData();
    form.append('file', new Blob([data]), 'notes.txt');
    form.append('file_name', 'lanyun tool 1.0.txt');
    form.append('sha256', '0'.repeat(64));
    const refuse = await fetch(`${t.baseUrl}/ops/download/upload`, {
      method: 'POST',
      body: form,
      headers: { token: editor, 'accept-language': 'zh-CN' },
    }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { reason: string } }>);
    expect(refuse).toMatchObject({
      code: 400,
      msg: '文件与其 SHA-256 不符，未发布',
      data: { reason: 'download.sha_mismatch' },
    });

    form.set('sha256', sha(data));
    const up = await fetch(`${t.baseUrl}/ops/download/upload`, {
      method: 'POST',
      body: form,
      headers: { token: editor },
    }).then((r) => r.json() as Promise<{ code: number; data: { url: string; size_bytes: number; sha256: string } }>);
    expect(up.code).toBe(200);
    expect(up.data).toMatchObject({ size_bytes: data.length, sha256: sha(data) });
    expect(up.data.url).toBe(`/downloads/files/${sha(data)}/lanyun-tool-1.0.txt`);
    const saved = await t.client(editor).call('/ops/download/save', {
      name: '测试工具',
      platform: 'Windows',
      version: '1.0.0',
      size_bytes: up.data.size_bytes,
      sha256: up.data.sha256,
      url: up.data.url,
      notes: '',
    } as never);
    expect(saved.code).toBe(200);
    const listed = async () =>
      ((await t.client().call('/v1/download_list', {})).data as Item[]).some((d) => d.url === up.data.url);
    expect(await listed()).toBe(true);

    await t.app.storage.delete(fileAddress(sha(data), 'lanyun-tool-1.0.txt').key);
    expect(await listed()).toBe(false);
    expect(await (await fetch(t.baseUrl + up.data.url)).json()).toMatchObject({ code: 404 });
    // Customers cannot upload.
    const anon = await fetch(`${t.baseUrl}/ops/download/upload`, { method: 'POST', body: form }).then(
      (r) => r.json() as Promise<{ code: number }>,
    );
    expect(anon.code).not.toBe(200);
  });

  it('a stored file of another size is not listed; one damaged at the same size is listed but never served', async () => {
    const list = async () => (await t.client().call('/v1/download_list', { lang: 'en' })).data as Item[];
    const [first] = await list();
    const key = fileAddress(first!.sha256, first!.url.split('/').pop()!).key;
    const original = await t.app.storage.get(key);
    try {
      await t.app.storage.put(key, original.subarray(1), 'application/gzip');
      expect((await list()).some((d) => d.id === first!.id)).toBe(false);

      const damaged = Buffer.from(original);
      damaged[damaged.length - 1] = (damaged.at(-1) ?? 0) ^ 0xff;
      await t.app.storage.put(key, damaged, 'application/gzip');
      expect((await list()).some((d) => d.id === first!.id)).toBe(true);
      expect(await (await fetch(t.baseUrl + first!.url)).json()).toMatchObject({ code: 404 });
    } finally {
      await t.app.storage.put(key, original, 'application/gzip');
    }
    expect((await fetch(t.baseUrl + first!.url)).status).toBe(200);
  });

  it('a restart keeps the built-in files already stored and writes back only a missing one', async () => {
    const [first] = (await t.client().call('/v1/download_list', { lang: 'en' })).data as Item[];
    const key = fileAddress(first!.sha256, first!.url.split('/').pop()!).key;
    await t.app.storage.delete(key);
    const written: string[] = [];
    const storage = {
      ...t.app.storage,
      put: (k: string, d: Buffer, m: string) => (written.push(k), t.app.storage.put(k, d, m)),
    };
    await ensureRepoDownloads(t.app.db, storage, { root: t.app.config.root, version: t.app.config.version });
    expect(written).toEqual([key]);
    expect((await fetch(t.baseUrl + first!.url)).status).toBe(200);
  });
});
