/**
 * HTTP semantics of the keyed IP API over real HTTP (services/ipintel/ip-api-errors.ts, docs/ip-api.md): each error's HTTP
 * status and `data.error`, JSON content type, the quota headers, /ip/v1/usage, and bulk requests (order, blanks,
 * duplicates, bare arrays, per-plan limits, partial quota).
 */
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipPlans, ipSubscriptions } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let token = '';
let key = '';
beforeAll(async () => {
  t = await startTestServer({ loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
  token = (await t.signUp('http-semantics@example.com')).data.token;
  key = (await t.client(token).call('/ipintel/key_create', { name: 'main' })).data!.key;
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the assertions
type Answer = { status: number; type: string | null; headers: Headers; body: { code: number; msg: string; data: any } };
async function call(path: string, apiKey: string, init: RequestInit = {}): Promise<Answer> {
  const headers = {
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
    ...(init.headers as Record<string, string> | undefined),
  };
  const res = await fetch(`${t.baseUrl}${path}`, { ...init, headers });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    headers: res.headers,
    body: (await res.json()) as Answer['body'],
  };
}
const bulk = (apiKey: string, body: unknown) =>
  call('/ip/v1/bulk', apiKey, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A new account on a plan with `quota` lookups a month (and `apiAccess`), with one key. */
async function accountOn(email: string, plan: { code: string; quota: number; apiAccess?: boolean }): Promise<string> {
  const [row] = await t.db.db
    .insert(ipPlans)
    .values({
      code: plan.code,
      name: plan.code,
      monthlyQuota: plan.quota,
      priceMonthFen: 0,
      priceYearFen: 0,
      apiAccess: plan.apiAccess ?? true,
    })
    .onConflictDoNothing()
    .returning();
  const reg = await t.signUp(email);
  const planId = row?.id ?? (await t.db.db.select().from(ipPlans).where(eq(ipPlans.code, plan.code)))[0]!.id;
  await t.db.db.insert(ipSubscriptions).values({
    userId: reg.data.user.id,
    planId,
    period: 'month',
    priceFen: 0,
    startsAt: new Date(),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  return (await t.client(reg.data.token).call('/ipintel/key_create', { name: 'k' })).data!.key as string;
}

describe('status codes and data.error', () => {
  it('answers each error with its HTTP status, a JSON body, the envelope code and a stable key', async () => {
    const expectError = (a: Answer, status: number, error: string) => {
      expect(a.status).toBe(status);
      expect(a.type).toMatch(/^application\/json/);
      expect(a.body).toMatchObject({ code: status, data: { error } });
    };
    expectError(await call('/ip/v1/lookup?ip=8.8.8.8', ''), 401, 'missing_key');
    expectError(await call('/ip/v1/lookup?ip=8.8.8.8', 'lyk_unknown'), 401, 'invalid_key');
    expectError(await call('/ip/v1/lookup?ip=abc', key), 400, 'invalid_ip');
    const empty = await call('/ip/v1/geo?ip=', key);
    expectError(empty, 400, 'invalid_ip');
    expect(empty.body.msg).toBe('The ip parameter is empty: give an address, or omit ip for your own');
    expectError(await call('/ip/v1/lookups?ip=8.8.8.8', key), 404, 'not_found');
    // A known path with a method it does not take: 405 with Allow, in the request's language.
    const wrong = await call('/ip/v1/lookup?ip=8.8.8.8', key, {
      method: 'POST',
      headers: { 'accept-language': 'zh-CN' },
    });
    expectError(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(wrong.body.data.allow).toEqual(['GET', 'HEAD']);
    expect(wrong.body.msg).toBe('接口 /ip/v1/lookup 不支持 POST 方法，可用方法：GET, HEAD');
    expect((await call('/ip/v1/bulk', key, { method: 'DELETE' })).headers.get('allow')).toBe('POST');
    expectError(await call('/ip/v1/asn/15169', key, { method: 'PUT' }), 405, 'method_not_allowed');
    expectError(await bulk(key, { nope: 1 }), 400, 'invalid_request');
    expectError(await bulk(key, []), 400, 'invalid_request');
    // Entries over 200 characters or not text make the request invalid, in either body form.
    expectError(await bulk(key, ['8.8.8.8', 'x'.repeat(201)]), 400, 'invalid_request');
    expectError(await bulk(key, { ips: ['8.8.8.8', 8] }), 400, 'invalid_request');
    expectError(await bulk(key, { ips: 42 }), 400, 'invalid_request');
    // Fields other than `ips` are ignored.
    const extra = await bulk(key, { ips: ['8.8.8.8'], note: 'x' });
    expect(extra.body).toMatchObject({ code: 200, data: { charged: 1, results: [{ ip: '8.8.8.8' }] } });
    expectError(
      await bulk(
        key,
        Array.from({ length: 101 }, () => '8.8.8.8'),
      ),
      400,
      'too_many_ips',
    );

    const created = await t.client(token).call('/ipintel/key_create', { name: 'to revoke' });
    await t.client(token).call('/ipintel/key_revoke', { id: created.data!.id });
    expectError(await call('/ip/v1/lookup?ip=8.8.8.8', created.data!.key), 401, 'key_revoked');

    expectError(
      await call(
        '/ip/v1/lookup?ip=8.8.8.8',
        await accountOn('noapi@example.com', { code: 'no-api-test', quota: 10, apiAccess: false }),
      ),
      402,
      'plan_required',
    );
    const web = (await t.post('/ipintel/key_create', { name: 'web', allowed_origins: 'https://shop.example' }, token))
      .data.key as string;
    expectError(
      await call('/ip/v1/lookup?ip=8.8.8.8', web, { headers: { origin: 'https://evil.example' } }),
      403,
      'origin_not_allowed',
    );
    const zh = await call('/ip/v1/lookup?ip=abc', key, { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toBe('IP 地址无效');
  });

  it('429 quota_exceeded with Retry-After and the quota headers; success answers carry the headers too', async () => {
    const tiny = await accountOn('quota-headers@example.com', { code: 'tiny-headers', quota: 2 });
    const first = await call('/ip/v1/geo?ip=8.8.8.8', tiny);
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^application\/json/);
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(31 * 86_400);
    expect(first.headers.get('ratelimit-policy')).toMatch(/^"monthly";q=2;w=\d+$/);
    expect(first.headers.get('ratelimit')).toBe(`"monthly";r=1;t=${reset}`);
    expect(first.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining');
    expect((await call('/ip/v1/asn?ip=1.1.1.1', tiny)).headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = await call('/ip/v1/lookup?ip=1.1.1.1', tiny);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 429,
      data: { error: 'quota_exceeded', quota: 2, reset_at: expect.any(Number) },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit')).toMatch(/^"monthly";r=0;t=\d+$/);
    const usage = await call('/ip/v1/usage', tiny);
    expect(usage.status).toBe(200);
    expect(usage.body.data).toMatchObject({
      plan: { code: 'tiny-headers' },
      quota: 2,
      used: 2,
      remaining: 0,
      bulk_limit: 100,
    });
    expect(usage.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});

describe('bulk', () => {
  it('answers one result per input in order, blanks and bad entries included, charging each address once', async () => {
    const before = (await call('/ip/v1/usage', key)).body.data.used as number;
    const inputs = ['8.8.8.8', '', ' ', 'bogus', '1.1.1.1', '8.8.8.8', ' 8.8.8.8 ', '10.0.0.1'];
    const res = await bulk(key, { ips: inputs });
    expect(res.status).toBe(200);
    const results = res.body.data.results as {
      ip: string;
      data: { country_code: string | null; address_type: string } | null;
      error: { code: number; error: string } | null;
    }[];
    expect(results.map((r) => r.ip)).toEqual(inputs);
    expect(results.map((r) => r.error?.error ?? r.data?.address_type)).toEqual([
      'public',
      'invalid_ip',
      'invalid_ip',
      'invalid_ip',
      'public',
      'public',
      'public',
      'private',
    ]);
    expect(results[3]!.error).toMatchObject({ code: 400, error: 'invalid_ip', msg: 'Invalid IP address' });
    expect(res.body.data.charged).toBe(3);
    expect((await call('/ip/v1/usage', key)).body.data.used).toBe(before + 3);
  });

  it('takes a bare JSON array, as ipinfo’s batch does', async () => {
    const res = await bulk(key, ['1.1.1.1', '2400:3200::1']);
    expect(res.body.data.results.map((r: { data: { country_code: string } }) => r.data.country_code)).toEqual([
      expect.any(String),
      'CN',
    ]);
  });

  it('answers what the quota allows, marks the rest quota_exceeded, charges only those answered', async () => {
    const three = await accountOn('partial@example.com', { code: 'three-test', quota: 3 });
    expect((await call('/ip/v1/geo?ip=9.9.9.9', three)).status).toBe(200);
    const res = await bulk(three, ['8.8.8.8', '1.1.1.1', '8.8.8.8', '9.9.9.9', 'x']);
    expect(res.status).toBe(200);
    expect(
      res.body.data.results.map((r: { data: unknown; error: { error: string } | null }) => r.error?.error ?? 'ok'),
    ).toEqual(['ok', 'ok', 'ok', 'quota_exceeded', 'invalid_ip']);
    expect(res.body.data.charged).toBe(2);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    const none = await bulk(three, ['8.8.8.8']);
    expect(none.status).toBe(429);
    expect(none.body.data.error).toBe('quota_exceeded');
    expect((await call('/ip/v1/usage', three)).body.data.used).toBe(3);
  });

  it('gives each of many bulks answered at once its own results (their answer buffers are reused only once sent)', async () => {
    const lists = Array.from({ length: 6 }, (_, n) => Array.from({ length: 80 }, (_, i) => `${n + 1}.${i}.7.9`));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(lists.map((ips) => bulk(key, ips)));
      answers.forEach((res, n) => {
        expect(res.status).toBe(200);
        expect(res.body.data.results.map((r: { ip: string }) => r.ip)).toEqual(lists[n]);
        expect(res.body.data.results.map((r: { data: { ip: string } | null }) => r.data?.ip ?? null)).toEqual(lists[n]);
      });
    }
  });

  it('allows more addresses per request on bigger plans', async () => {
    const standard = await accountOn('bulk-standard@example.com', { code: 'standard', quota: 1_000_000 });
    expect((await call('/ip/v1/usage', standard)).body.data.bulk_limit).toBe(500);
    const many = Array.from({ length: 500 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    const res = await bulk(standard, many);
    expect(res.status).toBe(200);
    expect(res.body.data.results).toHaveLength(500);
    expect(res.body.data.charged).toBe(500);
    const over = await bulk(standard, [...many, '8.8.8.8']);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      msg: 'At most 500 addresses per request on the Standard plan',
      data: { error: 'too_many_ips', limit: 500 },
    });
  });
});

describe('networks', () => {
  it('answers the ASN’s own announced range and prefix for an address', async () => {
    const tor = await call('/ip/v1/asn?ip=185.220.101.1', key);
    expect(tor.status).toBe(200);
    expect(tor.body.data).toMatchObject({ ip: '185.220.101.1', asn: { asn: 60729 }, prefix: '185.220.101.0/24' });
    // The ASN range, wider than the geolocation block a lookup reports.
    const geo = (await call('/ip/v1/lookup?ip=185.220.101.1', key)).body.data;
    expect(BigInt(ipNum(tor.body.data.end_ip)) - BigInt(ipNum(tor.body.data.start_ip))).toBeGreaterThan(
      BigInt(ipNum(geo.end_ip)) - BigInt(ipNum(geo.start_ip)),
    );
    expect((await call('/ip/v1/asn?ip=10.0.0.1', key)).body.data).toMatchObject({
      prefix: null,
      asn: null,
      address_type: 'private',
    });
  });

  it('answers NAT64 and 6to4 addresses with the embedded IPv4 address’s data, and says so', async () => {
    const plain = (await call('/ip/v1/lookup?ip=8.8.8.8', key)).body.data;
    expect([plain.start_ip, plain.end_ip]).toEqual(['8.8.8.0', '8.8.8.255']);
    const nat64 = await call(`/ip/v1/lookup?ip=${encodeURIComponent('64:ff9b::8.8.8.8')}`, key);
    expect(nat64.status).toBe(200);
    expect(nat64.body.data).toMatchObject({
      ip: '64:ff9b::808:808',
      embedded_ipv4: '8.8.8.8',
      // 8.8.8.0–8.8.8.255 written in the NAT64 prefix.
      start_ip: '64:ff9b::808:800',
      end_ip: '64:ff9b::808:8ff',
      country_code: plain.country_code,
      city_name: plain.city_name,
      asn: { asn: 15169 },
      address_type: 'public',
    });
    const sixToFour = await call(`/ip/v1/geo?ip=${encodeURIComponent('2002:808:808::1')}`, key);
    expect(sixToFour.body.data).toMatchObject({
      ip: '2002:808:808::1',
      embedded_ipv4: '8.8.8.8',
      city_name: plain.city_name,
      latitude: plain.latitude,
    });
    const asn = (await call(`/ip/v1/asn?ip=${encodeURIComponent('2002:808:808::1')}`, key)).body.data;
    expect(asn).toMatchObject({ embedded_ipv4: '8.8.8.8', asn: { asn: 15169 }, prefix: '8.8.8.0/24' });
    // A private address inside the prefix is private, as the address itself is; other IPv6 answers carry no such field.
    expect((await call('/ip/v1/lookup?ip=64:ff9b::a00:1', key)).body.data).toMatchObject({
      embedded_ipv4: '10.0.0.1',
      address_type: 'private',
    });
    expect((await call('/ip/v1/lookup?ip=2001:4860:4860::8888', key)).body.data).not.toHaveProperty('embedded_ipv4');
  });

  it('lists an AS’s prefixes with counts, by number or AS number text', async () => {
    const google = await call('/ip/v1/asn/AS15169', key);
    expect(google.status).toBe(200);
    expect(google.body.data).toMatchObject({ asn: 15169, asn_name: 'Google LLC', usage_type: 'DCH' });
    expect(google.body.data.prefixes.ipv4).toEqual(expect.arrayContaining(['8.8.8.0/24', '8.8.4.0/24']));
    expect(google.body.data.counts.ipv4_prefixes).toBe(google.body.data.prefixes.ipv4.length);
    expect(google.body.data.counts.ipv6_prefixes).toBeGreaterThan(0);
    expect(google.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect((await call('/ip/v1/asn/4294967000', key)).body).toMatchObject({ code: 404, data: { error: 'no_data' } });
    expect((await call('/ip/v1/asn/google', key)).body).toMatchObject({
      code: 400,
      data: { error: 'invalid_request' },
    });
  });

  it('says where each privacy flag came from', async () => {
    const google = (await call('/ip/v1/privacy?ip=8.8.8.8', key)).body.data;
    expect(google).toMatchObject({ proxy_data: { is_hosting: true }, hosting_provider: null });
    expect(google.sources.is_hosting).toEqual([
      { name: 'asn-classification', provider: null, published: null, read_at: expect.any(String) },
    ]);
    expect(google.sources.is_tor).toBeUndefined();
  });

  it('pages the records of a CIDR block and charges one lookup per record', async () => {
    const before = (await call('/ip/v1/usage', key)).body.data.used as number;
    const first = await call('/ip/v1/range?cidr=8.8.0.0/16&limit=3', key);
    expect(first.status).toBe(200);
    expect(first.body.data.records).toHaveLength(3);
    expect(first.body.data.records[0].start_ip).toBe('8.8.0.0');
    const next = await call(`/ip/v1/range?cidr=8.8.0.0/16&limit=1000&from=${first.body.data.next}`, key);
    expect(next.body.data.next).toBeNull();
    const used = 3 + (next.body.data.records.length as number);
    expect((await call('/ip/v1/usage', key)).body.data.used).toBe(before + used);
    expect((await call('/ip/v1/range?cidr=8.8.8.8', key)).body).toMatchObject({
      code: 400,
      data: { error: 'invalid_ip', reason: 'ip.invalid_ip' },
    });
  });
});

/** An IPv4 address as a number. */
function ipNum(ip: string): number {
  return ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
}

describe.runIf((process.env.TEST_DB ?? 'pglite') === 'postgres')('unavailable', () => {
  let u: TestServer;
  beforeAll(async () => {
    // The IP database never finishes loading here, and statements give up after 1.5 s (long enough for sign-up's
    // statements on a busy machine, short enough to wait out on the locked table).
    u = await startTestServer({ loadIpdb: () => new Promise(() => {}), env: { DB_STATEMENT_TIMEOUT_MS: '1500' } });
  });
  afterAll(() => u?.close());

  it('503 unavailable with Retry-After while the IP database loads and while the account database hangs', async () => {
    const reg = await u.signUp('unavailable@example.com');
    const k = (await u.client(reg.data.token).call('/ipintel/key_create', { name: 'k' })).data!.key as string;
    const loading = await fetch(`${u.baseUrl}/ip/v1/lookup?ip=8.8.8.8`, { headers: { 'x-api-key': k } });
    expect(loading.status).toBe(503);
    expect(loading.headers.get('retry-after')).toBe('1');
    expect(await loading.json()).toMatchObject({ code: 503, data: { error: 'unavailable' } });

    const where = u.db.where;
    const admin = new pg.Client({
      connectionString: new URL(
        `/${where.slice(where.lastIndexOf('/') + 1)}`,
        process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      ).toString(),
    });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE');
      const stuck = await fetch(`${u.baseUrl}/ip/v1/lookup?ip=8.8.8.8`, {
        headers: { 'x-api-key': 'lyk_not-cached-yet' },
      });
      expect(stuck.status).toBe(503);
      expect(await stuck.json()).toEqual({
        code: 503,
        msg: 'Service temporarily unavailable, please try again shortly',
        data: { error: 'unavailable', reason: 'server.unavailable' },
        meta: expect.objectContaining({ sources: expect.any(Array) }),
      });
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
  });
});
