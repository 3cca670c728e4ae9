/** IP API keys restricted to web origins (lib/origins.ts, docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP API key origins"), over real HTTP. */
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from './harness.ts';

let t: TestServer;
let token = '';
let otherToken = '';
beforeAll(async () => {
  t = await startTestServer({ loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
  const register = async (email: string) => (await t.signUp(email)).data.token as string;
  token = await register('origins@example.com');
  otherToken = await register('origins-other@example.com');
});
afterAll(() => t.close());

/** A GET with the key in x-api-key (none when '') and optional Origin / Referer / Accept-Language; envelope + CORS header. */
async function call(
  path: string,
  key: string,
  headers: Record<string, string> = {},
): Promise<Answer & { cors: string | null }> {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });
  return { ...((await res.json()) as Answer), cors: res.headers.get('access-control-allow-origin') };
}
const used = async () => (await t.client(token).call('/ipintel/subscription')).data!.used;
const REFUSED = {
  code: 403,
  msg: 'This API key only accepts calls from its allowed origins',
  data: { error: 'origin_not_allowed', reason: 'ip.origin_not_allowed' },
};

describe('a key restricted to origins', () => {
  let key = '';
  let id = 0;
  beforeAll(async () => {
    const created = await t.post(
      '/ipintel/key_create',
      { name: 'web', allowed_origins: 'https://Shop.Example:443/\nhttp://localhost:3000' },
      token,
    );
    expect(created.code).toBe(200);
    key = created.data.key;
    id = created.data.id;
  });

  it('answers calls from an allowed origin, by Origin or by Referer', async () => {
    expect(await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://shop.example' })).toMatchObject({
      code: 200,
      data: { country_code: 'US' },
      cors: '*',
    });
    expect(await call('/ip/v1/lookup?ip=1.1.1.1', key, { origin: 'http://localhost:3000' })).toMatchObject({
      code: 200,
      data: { asn: { asn: 13335 } },
    });
    expect((await call('/ip/v1/asn?ip=1.1.1.1', key, { referer: 'https://shop.example/checkout?step=2' })).code).toBe(
      200,
    );
  });

  it('refuses another origin and a call with neither Origin nor Referer with 403 (CORS header kept), charging nothing', async () => {
    const before = await used();
    expect(await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://evil.example' })).toEqual({
      ...REFUSED,
      meta: expect.objectContaining({ attribution: expect.any(Object) }),
      cors: '*',
    });
    expect(
      await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://evil.example', referer: 'https://shop.example/' }),
    ).toMatchObject(REFUSED);
    expect(await call('/ip/v1/geo?ip=8.8.8.8', key, { referer: 'https://evil.example/page' })).toMatchObject(REFUSED);
    expect(await call('/ip/v1/lookup?ip=8.8.8.8', key)).toMatchObject(REFUSED);
    expect(await call(`/ip/v1/privacy?ip=8.8.8.8&key=${key}`, '')).toMatchObject(REFUSED);
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://shop.example:8443' })).code).toBe(403);
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key, { 'accept-language': 'zh-CN' })).msg).toBe(
      '此 API 密钥仅接受来自其允许来源的调用',
    );
    const bulk = await fetch(`${t.baseUrl}/ip/v1/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, origin: 'https://evil.example' },
      body: JSON.stringify({ ips: ['8.8.8.8', '1.1.1.1'] }),
    });
    expect(await bulk.json()).toEqual({ ...REFUSED, meta: expect.objectContaining({ stale: expect.any(Boolean) }) });
    expect(bulk.headers.get('access-control-allow-origin')).toBe('*');
    expect(await used()).toBe(before);
    const usage = await t.client(token).call('/ipintel/usage', { days: 1 });
    expect(usage.data!.filter((u) => u.key_id === id).reduce((n, u) => n + u.count, 0)).toBe(3); // the three allowed calls above
  });

  it('keeps its origins through a rotation', async () => {
    const rotated = await t.client(token).call('/ipintel/key_rotate', { id });
    const fresh = rotated.data!.key;
    expect((await call('/ip/v1/geo?ip=8.8.8.8', fresh)).code).toBe(403);
    expect((await call('/ip/v1/geo?ip=8.8.8.8', fresh, { origin: 'https://shop.example' })).code).toBe(200);
    const listed = (await t.client(token).call('/ipintel/key_list')).data!.find((k) => k.id === id);
    expect(listed?.allowed_origins).toEqual(['https://shop.example', 'http://localhost:3000']);
    key = fresh;
  });

  it('applies new origins at once (this process drops the cached key), and an empty list lifts the restriction', async () => {
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://shop.example' })).code).toBe(200); // cached now
    const updated = await t.post(
      '/ipintel/key_update',
      { id: String(id), allowed_origins: 'https://new.example' },
      token,
    );
    expect(updated).toMatchObject({
      code: 200,
      msg: 'Saved',
      data: { id, name: 'web', allowed_origins: ['https://new.example'] },
    });
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://shop.example' })).code).toBe(403);
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://new.example' })).code).toBe(200);
    expect(
      (await t.post('/ipintel/key_update', { id: String(id), allowed_origins: '' }, token)).data.allowed_origins,
    ).toEqual([]);
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key)).code).toBe(200);
  });
});

describe('an unrestricted key', () => {
  it('answers servers (no Origin) and any web page', async () => {
    const created = await t.client(token).call('/ipintel/key_create', { name: 'server' });
    const key = created.data!.key;
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key)).code).toBe(200);
    expect((await call('/ip/v1/geo?ip=8.8.8.8', key, { origin: 'https://anywhere.example' })).code).toBe(200);
    const listed = (await t.client(token).call('/ipintel/key_list')).data!.find((k) => k.id === created.data!.id);
    expect(listed?.allowed_origins).toEqual([]);
  });
});

describe('/ipintel/key_update', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await t.client(token).call('/ipintel/key_create', { name: 'to edit' })).data!.id;
  });

  it('renames and sets normalised, de-duplicated origins (form string or JSON array); key_list shows them', async () => {
    const form = await t.post(
      '/ipintel/key_update',
      {
        id: String(id),
        name: ' shop ',
        allowed_origins: 'HTTPS://A.example:443, https://a.example/ http://B.example:8080',
      },
      token,
    );
    expect(form.data).toMatchObject({
      id,
      name: 'shop',
      allowed_origins: ['https://a.example', 'http://b.example:8080'],
    });
    const json = await fetch(`${t.baseUrl}/ipintel/key_update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'pc', token },
      body: JSON.stringify({ id, allowed_origins: ['https://c.example', 'https://C.example'] }),
    });
    expect(((await json.json()) as Answer).data).toMatchObject({
      name: 'shop',
      allowed_origins: ['https://c.example'],
    });
    const listed = (await t.client(token).call('/ipintel/key_list')).data!.find((k) => k.id === id);
    expect(listed).toMatchObject({ name: 'shop', allowed_origins: ['https://c.example'] });
  });

  it('refuses an invalid origin naming it, and more than 10, changing nothing', async () => {
    expect(
      await t.post(
        '/ipintel/key_update',
        { id: String(id), allowed_origins: 'https://ok.example shop.example/cart' },
        token,
      ),
    ).toEqual({
      code: 400,
      msg: 'allowed_origins: "shop.example/cart" is not a web origin: write scheme://host[:port] with http or https, e.g. https://www.example.com, without a path',
      data: { reason: 'validation.field' },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `https://s${i}.example`).join('\n');
    expect(await t.post('/ipintel/key_update', { id: String(id), allowed_origins: eleven }, token)).toEqual({
      code: 400,
      msg: 'allowed_origins: At most 10 origins per key',
      data: { reason: 'validation.field' },
    });
    const zh = await fetch(`${t.baseUrl}/ipintel/key_update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'pc', token, 'accept-language': 'zh-CN' },
      body: JSON.stringify({ id, allowed_origins: eleven }),
    });
    expect(((await zh.json()) as Answer).msg).toBe('allowed_origins：每个密钥最多 10 个来源');
    expect((await t.client(token).call('/ipintel/key_list')).data!.find((k) => k.id === id)?.allowed_origins).toEqual([
      'https://c.example',
    ]);
    // key_create takes the same field with the same rule.
    expect(
      (await t.post('/ipintel/key_create', { name: 'bad', allowed_origins: 'ftp://files.example' }, token)).code,
    ).toBe(400);
  });

  it("answers 404 for another account's key and for a revoked key", async () => {
    expect(
      await t.post('/ipintel/key_update', { id: String(id), allowed_origins: 'https://x.example' }, otherToken),
    ).toEqual({ code: 404, msg: 'No such key', data: { reason: 'apikey.not_found' } });
    expect((await t.client(token).call('/ipintel/key_list')).data!.find((k) => k.id === id)?.allowed_origins).toEqual([
      'https://c.example',
    ]);
    await t.client(token).call('/ipintel/key_revoke', { id });
    expect((await t.post('/ipintel/key_update', { id: String(id), allowed_origins: '' }, token)).code).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.post('/ipintel/key_update', { id: String(id), allowed_origins: '' })).code).toBe(506);
  });
});
