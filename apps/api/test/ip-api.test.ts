import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipPlans, ipSubscriptions } from '../src/db/schema.ts';
import { checkLedger, postLedger } from '../src/modules/wallet/services/ledger.ts';
import { startTestServer, type Answer, type TestServer } from './harness.ts';

let t: TestServer;
let token = '';
let userId = 0;
beforeAll(async () => {
  t = await startTestServer({ loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
  const reg = await t.signUp('ipbuyer@example.com');
  token = reg.data.token;
  userId = reg.data.user.id;
});
afterAll(() => t.close());

const get = async (path: string, key?: string) =>
  (await fetch(`${t.baseUrl}${path}`, { headers: key ? { 'x-api-key': key } : {} })).json() as Promise<Answer>;

describe('IP API keys', () => {
  it('needs a valid key: 401 without one or with an unknown one', async () => {
    expect(await get('/ip/v1/lookup?ip=8.8.8.8')).toMatchObject({
      code: 401,
      msg: 'Missing API key: send it in the x-api-key header',
    });
    expect(await get('/ip/v1/lookup?ip=8.8.8.8', 'lyk_nope')).toMatchObject({ code: 401, msg: 'Invalid API key' });
  });

  it('creates a key shown once, answers each endpoint, rotates and revokes', async () => {
    const created = await t.client(token).call('/ipintel/key_create', { name: 'backend' });
    const key = created.data!.key;
    expect(key).toMatch(/^lyk_/);
    const list = await t.client(token).call('/ipintel/key_list');
    expect(list.data).toEqual([expect.objectContaining({ name: 'backend', prefix: key.slice(0, 8) })]);
    expect(JSON.stringify(list)).not.toContain(key);

    expect((await get('/ip/v1/lookup?ip=8.8.8.8', key)).data).toMatchObject({
      country_code: 'US',
      asn: { asn: 15169 },
    });
    expect((await get('/ip/v1/geo?ip=8.8.8.8', key)).data).toMatchObject({ country_name: 'United States' });
    expect((await get('/ip/v1/asn?ip=1.1.1.1', key)).data).toMatchObject({ asn: { asn: 13335 } });
    expect((await get('/ip/v1/privacy?ip=8.8.8.8', key)).data).toMatchObject({
      is_proxy: null,
      proxy_data: { is_tor: null },
    });
    expect(await get('/ip/v1/lookup?ip=999.1.1.1', key)).toEqual({
      code: 400,
      msg: 'Invalid IP address',
      data: { error: 'invalid_ip', reason: 'ip.invalid_ip' },
      meta: expect.objectContaining({ attribution: expect.objectContaining({ url: 'https://db-ip.com' }) }),
    });
    expect((await get(`/ip/v1/lookup?ip=10.0.0.1&key=${key}`)).data).toMatchObject({ address_type: 'private' });

    const rotated = await t.client(token).call('/ipintel/key_rotate', { id: created.data!.id });
    expect((await get('/ip/v1/lookup?ip=8.8.8.8', key)).code).toBe(401);
    expect((await get('/ip/v1/lookup?ip=8.8.8.8', rotated.data!.key)).code).toBe(200);
    await t.client(token).call('/ipintel/key_revoke', { id: created.data!.id });
    expect((await get('/ip/v1/lookup?ip=8.8.8.8', rotated.data!.key)).code).toBe(401);
  });
});

describe('quota and bulk', () => {
  it('lets exactly the quota through under concurrent calls, then 429 with the reset time', async () => {
    // A 5-lookup plan makes the limit reachable in a test.
    const [tiny] = await t.db.db
      .insert(ipPlans)
      .values({ code: 'tiny-test', name: 'Tiny', monthlyQuota: 5, priceMonthFen: 0, priceYearFen: 0 })
      .returning();
    const reg = await t.signUp('tiny@example.com');
    await t.db.db.insert(ipSubscriptions).values({
      userId: reg.data.user.id,
      planId: tiny!.id,
      period: 'month',
      priceFen: 0,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const key = (await t.client(reg.data.token).call('/ipintel/key_create', { name: 'k' })).data!.key;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/ip/v1/geo?ip=8.8.8.8', key)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.code === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.data.reset_at).toBeGreaterThan(Date.now() / 1000);
    expect(refused[0]!.msg).toMatch(/^Monthly quota of 5 lookups used up; it resets at \d{4}-\d\d-01T00:00:00.000Z$/);
    const sub = await t.client(reg.data.token).call('/ipintel/subscription');
    expect(sub.data).toMatchObject({ used: 5, remaining: 0, plan: { name: 'Tiny' } });
  });

  it('answers up to 100 addresses on Free, charging only the valid ones, and reports usage per key per day', async () => {
    const key = (await t.client(token).call('/ipintel/key_create', { name: 'bulk' })).data!;
    const res = await t.client(token).call('/ipintel/subscription');
    const usedBefore = res.data!.used;
    const bulk = await fetch(`${t.baseUrl}/ip/v1/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key.key },
      body: JSON.stringify({ ips: ['8.8.8.8', '1.1.1.1', 'bogus', '2400:3200::1'] }),
    });
    const body = (await bulk.json()) as {
      data: { results: { ip: string; data: { country_code: string } | null; error: { msg: string } | null }[] };
    };
    expect(body.data.results.map((r) => r.data?.country_code ?? r.error?.msg)).toEqual([
      'US',
      expect.any(String),
      'Invalid IP address',
      'CN',
    ]);
    expect((await t.client(token).call('/ipintel/subscription')).data!.used).toBe(usedBefore + 3);
    const tooMany = await fetch(`${t.baseUrl}/ip/v1/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key.key },
      body: JSON.stringify({ ips: Array.from({ length: 101 }, () => '8.8.8.8') }),
    });
    expect(((await tooMany.json()) as { msg: string }).msg).toBe('At most 100 addresses per request on the Free plan');
    const usage = await t.client(token).call('/ipintel/usage', { days: 7 });
    expect(usage.data).toContainEqual({ key_id: key.id, day: new Date().toISOString().slice(0, 10), count: 3 });
  });
});

describe('security headers of the keyed API', () => {
  it('answers, errors included, carry the JSON API set and none of the headers that only act on HTML pages', async () => {
    const key = (await t.client(token).call('/ipintel/key_create', { name: 'headers' })).data!.key;
    const answered = await fetch(`${t.baseUrl}/ip/v1/lookup?ip=1.1.1.1`, { headers: { 'x-api-key': key } });
    const refused = await fetch(`${t.baseUrl}/ip/v1/lookup?ip=1.1.1.1`);
    expect([answered.status, refused.status]).toEqual([200, 401]);
    for (const res of [answered, refused]) {
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      for (const html of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(res.headers.get(html), html).toBeNull();
    }
    // The sites' JSON answers carry the same set; the API's HTML pages (the /docs reference) keep the full one.
    const site = await fetch(`${t.baseUrl}/v1/web_init`, { method: 'POST', headers: { channel: 'pc' } });
    expect(site.headers.get('x-frame-options')).toBe('DENY');
    expect(site.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(site.headers.get('x-xss-protection')).toBeNull();
    expect(site.headers.get('cross-origin-opener-policy')).toBeNull();
    const page = await fetch(`${t.baseUrl}/docs/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('x-xss-protection')).toBe('0');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('cross-origin calls', () => {
  it('lets any web page call the keyed API (preflight and answers, errors included)', async () => {
    const preflight = await fetch(`${t.baseUrl}/ip/v1/lookup?ip=8.8.8.8`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const refused = await fetch(`${t.baseUrl}/ip/v1/geo?ip=8.8.8.8`, { headers: { origin: 'https://shop.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await refused.json()) as { code: number }).code).toBe(401);
    const key = (await t.client(token).call('/ipintel/key_create', { name: 'browser' })).data!.key;
    const answered = await fetch(`${t.baseUrl}/ip/v1/lookup?ip=1.1.1.1`, {
      headers: { origin: 'https://shop.example', 'x-api-key': key },
    });
    expect(answered.headers.get('access-control-allow-origin')).toBe('*');
    expect(answered.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining');
    const mistyped = await fetch(`${t.baseUrl}/ip/v1/lookups?ip=1.1.1.1`, {
      headers: { origin: 'https://shop.example', 'x-api-key': key },
    });
    expect(mistyped.headers.get('access-control-allow-origin')).toBe('*');
    expect(await mistyped.json()).toMatchObject({ code: 404, msg: 'No such API: GET /ip/v1/lookups' });
    expect(((await answered.json()) as { data: { asn: { asn: number } } }).data.asn.asn).toBe(13335);
  });

  it('keeps the account API to the sites’ own origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.baseUrl}/v1/user_login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,channel' },
      });
    expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3000',
    );
    expect((await preflight('https://shop.example')).headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${t.baseUrl}/v1/web_init`, {
      method: 'POST',
      headers: { origin: 'https://shop.example' },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${t.baseUrl}/v1/web_init`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3100' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
  });

  it('takes a bulk request as a multipart form too', async () => {
    const key = (await t.client(token).call('/ipintel/key_create', { name: 'form' })).data!.key;
    const form = new FormData();
    form.set('ips', '8.8.8.8, 1.1.1.1');
    const res = await fetch(`${t.baseUrl}/ip/v1/bulk`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
    const body = (await res.json()) as { data: { results: { ip: string }[] } };
    expect(body.data.results.map((r) => r.ip)).toEqual(['8.8.8.8', '1.1.1.1']);
  });
});

describe('plans', () => {
  it('lists the plans with Free at 50,000 lookups, and buys one from the wallet through the ledger', async () => {
    const plans = await t.client().call('/ipintel/plan_list');
    expect(plans.data?.[0]).toMatchObject({ code: 'free', monthly_quota: 50000, price_month: '0.00' });
    expect((await t.client(token).call('/ipintel/subscription')).data?.plan.code).toBe('free');
    expect(
      (await t.post('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '99.00', agree: '1' }, token)).msg,
    ).toBe('Insufficient balance');
    await t.db.db.transaction((tx) =>
      postLedger(tx, {
        userId,
        kind: 'adjustment',
        balanceDeltaFen: 10000,
        giveDeltaFen: 1000,
        refType: 'test',
        refId: 1,
        memo: 'test funds',
      }),
    );
    const bought = await t
      .client(token)
      .call('/ipintel/plan_buy', { plan: 'standard', period: 'month', price: '99.00', agree: true });
    expect(bought.data).toMatchObject({ plan: { code: 'standard' }, price: '99.00' });
    // Gift money is spent first: 10.00 gift + 89.00 cash.
    expect((await t.client(token).call('/personal_center/user_info')).data).toMatchObject({
      balance: '11.00',
      give_balance: '0.00',
    });
    expect((await t.client(token).call('/ipintel/subscription')).data).toMatchObject({
      plan: { code: 'standard', monthly_quota: 1000000 },
      period: 'month',
    });
    expect((await checkLedger(t.db.db)).mismatches).toEqual([]);
    const [row] = await t.db.db.select().from(ipSubscriptions).where(eq(ipSubscriptions.userId, userId));
    expect(row!.priceFen).toBe(9900);
  });
});
