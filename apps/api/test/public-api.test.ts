/**
 * The public API over HTTP (issue "A programmable cloud"): AccessKeys made in the console, signed calls
 * (LANYUN-HMAC-SHA256, @lanyun/signer), an idempotent create (one instance, one charge for one client token, even
 * sent twice at once), replay, disabled and sub-account keys refused with their codes, errors in the caller's
 * language, cursor paging, and the Python reference signer (docs/signers/lanyun_signer.py) calling the API.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sign } from '@lanyun/signer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, productOrders } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';
import { customer, offer, startOrderingServer } from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

type Key = { key_id: string; secret: string };
/** Answers are read loosely, as test/harness.ts `Answer`: the tests assert the values. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shapes
type Loose = any;

/** A signed call; `replayOf` resends the exact headers of an earlier one. */
async function call(
  key: Key,
  method: string,
  url: string,
  body?: unknown,
  o: { lang?: string; headers?: Record<string, string> } = {},
) {
  const host = new URL(t.baseUrl).host;
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = {
    host,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...o.headers,
  };
  const signed = sign({ method, url, headers, body: text }, { keyId: key.key_id, secret: key.secret });
  const { host: _h, ...send } = headers;
  const all = { ...send, ...signed, 'accept-language': o.lang ?? 'en' };
  const res = await fetch(t.baseUrl + url, { method, headers: all, body: body === undefined ? undefined : text });
  return { status: res.status, body: (await res.json()) as Loose, headers: res.headers, sent: all };
}

async function newKey(token: string): Promise<Key> {
  const res = await t.post('/v1/access_key_create', { description: 'ci' }, token);
  expect(res.code).toBe(200);
  return res.data;
}

describe('public API', () => {
  it('a key made in the console signs calls; creates are idempotent; replay, disabled and wrong keys are refused', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const key = await newKey(c.token);
    expect(key.key_id).toMatch(/^LYAK[A-Z2-7]{20}$/);
    expect(key.secret).toHaveLength(40);

    const regions = await call(key, 'GET', '/open/v1/regions');
    expect(regions.status).toBe(200);
    expect(regions.body.regions.map((r: { code: string }) => r.code)).toContain('cn-hangzhou');
    expect(regions.headers.get('x-request-id')).toBeTruthy();
    expect(regions.headers.get('ratelimit-policy')).toBe('600;w=60');

    // Replay: the same headers again.
    const replay = await fetch(`${t.baseUrl}/open/v1/regions`, { headers: regions.sent });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as Loose).error).toMatchObject({ code: 'signature.replayed', status: 401 });

    // The same client token twice at once: one order, one instance, one charge.
    const body = {
      zone: o.zone.code,
      instance_type: 'ecs.g7.large',
      image_id: o.image.id,
      name: 'api-web',
      login_type: 'password',
      password: 'Passw0rd!2024',
      client_token: 'ci-token-0001',
    };
    const [a, b] = await Promise.all([
      call(key, 'POST', '/open/v1/instances', body),
      call(key, 'POST', '/open/v1/instances', body),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.instances[0].instance_id).toBe(b.body.instances[0].instance_id);
    expect(a.body.amount).toBe('342.00');
    const viaHeader = await call(
      key,
      'POST',
      '/open/v1/instances',
      { ...body, client_token: undefined },
      {
        headers: { 'idempotency-key': 'ci-token-0001' },
      },
    );
    expect(viaHeader.body.order_num).toBe(a.body.order_num);
    const orders = await t.db.db.select().from(productOrders).where(eq(productOrders.userId, c.id));
    expect(orders).toHaveLength(1);
    const charges = await t.db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, c.id), eq(ledgerEntries.kind, 'purchase')));
    expect(charges).toHaveLength(1);

    const id = a.body.instances[0].instance_id as string;
    const list = await call(key, 'GET', '/open/v1/instances?limit=1');
    expect(list.body).toMatchObject({ items: [{ instance_id: id }], next_cursor: null });
    expect((await call(key, 'GET', `/open/v1/instances/${id}`)).body.instance_id).toBe(id);
    expect((await call(key, 'GET', '/open/v1/balance')).body).toMatchObject({ cash: '658.00' });

    // Errors: HTTP status, stable code, the caller's language, request id.
    const missing = await call(key, 'GET', '/open/v1/instances/i-nope', undefined, { lang: 'zh-CN' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: { code: 'instance.not_found', message: '实例不存在', status: 404 },
      request_id: expect.any(String),
    });
    expect((await call({ ...key, secret: 'x'.repeat(40) }, 'GET', '/open/v1/regions')).body.error.code).toBe(
      'signature.mismatch',
    );

    // A third key is refused; a disabled key is refused.
    await newKey(c.token);
    expect((await t.post('/v1/access_key_create', {}, c.token)).data.reason).toBe('accesskey.limit');
    await t.post('/v1/access_key_update', { key_id: key.key_id, status: 'disabled' }, c.token);
    const disabled = await call(key, 'GET', '/open/v1/regions');
    expect(disabled.status).toBe(403);
    expect(disabled.body.error.code).toBe('signature.key_disabled');
    const listed = (await t.post('/v1/access_key_list', {}, c.token)).data;
    expect(listed[0]).toMatchObject({
      key_id: key.key_id,
      status: 'disabled',
      last_used_call: expect.stringMatching(/^GET /),
    });
    expect(listed[0]).not.toHaveProperty('secret');

    // The audit trail: the API's create with the key id and the caller's address; the console's key update.
    const events = async () => (await t.post('/v1/audit_event_list', { limit: '50' }, c.token)).data.items as Loose[];
    await expect.poll(async () => (await events()).some((e) => e.source === 'console')).toBe(true);
    const all = await events();
    expect(all.find((e) => e.action === 'POST /open/v1/instances')).toMatchObject({
      source: 'api',
      access_key_id: key.key_id,
      ip: '127.0.0.1',
      resource: id,
      status: 202,
      ok: true,
    });
    expect(all.find((e) => e.action === 'POST /v1/access_key_update')).toMatchObject({
      source: 'console',
      access_key_id: null,
      resource: key.key_id,
      status: 200,
    });
    expect(all.some((e) => e.action.startsWith('GET '))).toBe(false);
    const csv = await (
      await fetch(`${t.baseUrl}/v1/audit_event_export?source=api`, { headers: { token: c.token } })
    ).text();
    expect(csv).toContain(`POST /open/v1/instances,${id},127.0.0.1,202,true`);
  });

  it('a sub-account key has exactly its permissions: without ECS it gets 403 auth.no_permission', async () => {
    const owner = await customer(t, { cashFen: 10_000 });
    const email = `sub-${Date.now()}@example.com`;
    await t.post('/team/sub_account_add', { email, password: 'Member123', name: 'S', rules: 'cost-1-1' }, owner.token);
    const sub = (await t.post('/v1/phone_login', { account: email, password: 'Member123' })).data.token as string;
    const key = await newKey(sub);
    const res = await call(key, 'GET', '/open/v1/instances');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'auth.no_permission', details: { permission: 'server-1-1' } });
    expect((await call(key, 'GET', '/open/v1/balance')).body.cash).toBe('100.00');
  });

  it('the Python reference signer calls the API', async () => {
    const c = await customer(t);
    const key = await newKey(c.token);
    const { stdout } = await promisify(execFile)(
      'python3',
      [path.resolve(__dirname, '../../../docs/signers/lanyun_signer.py'), t.baseUrl, 'GET', '/open/v1/regions'],
      { env: { ...process.env, LANYUN_ACCESS_KEY_ID: key.key_id, LANYUN_ACCESS_KEY_SECRET: key.secret } },
    );
    expect(JSON.parse(stdout).regions.length).toBeGreaterThan(0);
  });

  it('publishes its own OpenAPI 3.1 document, left out of the sites’ one', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/open/v1/openapi.json`)).json()) as Loose;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/open/v1/instances/{instance_id}');
    const site = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as Loose;
    expect(Object.keys(site.paths).some((p) => p.startsWith('/open/'))).toBe(false);
    expect(Object.keys(site.paths)).toContain('/v1/access_key_create');
  });
});
