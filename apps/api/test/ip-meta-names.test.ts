/**
 * What a developer checks in the IP API's data over real HTTP: every `/ip/v1` answer (successes, errors, unknown paths,
 * bulk, usage) carries `meta` with the sources' own dates (DB-IP's 2026-06-05 file, not the build day), the build
 * time apart, staleness and DB-IP's credit; `Accept-Language: zh-CN` names places and currencies in Chinese.
 */
import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let key = '';
beforeAll(async () => {
  t = await startTestServer({ loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
  const token = (await t.signUp('ip-meta@example.com')).data.token;
  key = (await t.client(token).call('/ipintel/key_create', { name: 'meta' })).data!.key;
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the assertions
type Body = { code: number; msg: string; data: any; meta: any };
async function call(path: string, init: RequestInit & { lang?: string; noKey?: boolean } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  if (!init.noKey) headers['x-api-key'] = key;
  if (init.lang) headers['accept-language'] = init.lang;
  const res = await fetch(`${t.baseUrl}${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Body };
}

describe('meta in every /ip/v1 answer', () => {
  it('names the sources’ own dates, the build time apart, staleness and the DB-IP credit', async () => {
    const { status, body } = await call('/ip/v1/lookup?ip=8.8.8.8');
    expect(status).toBe(200);
    const buildDay = t.app.ipdb.current!.metadata.buildTime.slice(0, 10);
    expect(body.meta.build_time).toBe(t.app.ipdb.current!.metadata.buildTime);
    const dbip = body.meta.sources.find((s: { id: string }) => s.id === 'dbip-city');
    expect(dbip).toMatchObject({ name: 'DB-IP City Lite', date: '2026-06-05' });
    expect(dbip.date).not.toBe(buildDay);
    expect(body.meta.sources.find((s: { id: string }) => s.id === 'asn').date).toMatch(/^2026-06-\d\d$/);
    // The data is from June: more than 45 days before any day this test runs on after mid-July 2026.
    expect(dbip.stale).toBe(Date.now() - Date.parse('2026-06-05') > 45 * 86_400_000);
    expect(body.meta.stale_after_days).toBe(45);
    expect(body.meta.attribution).toMatchObject({
      text: 'IP Geolocation by DB-IP',
      url: 'https://db-ip.com',
      licence: 'CC BY 4.0',
      licence_url: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });

  it('is in the answers of every endpoint, errors and unknown paths included', async () => {
    const paths = [
      '/ip/v1/geo?ip=1.1.1.1',
      '/ip/v1/privacy?ip=1.1.1.1',
      '/ip/v1/asn?ip=1.1.1.1',
      '/ip/v1/asn/13335',
      '/ip/v1/range?cidr=1.1.1.0/30',
      '/ip/v1/usage',
      '/ip/v1/lookup?ip=999.1.1.1',
      '/ip/v1/nothing-here',
    ];
    for (const p of paths) {
      const { body } = await call(p);
      expect(body.meta?.attribution?.url, p).toBe('https://db-ip.com');
      expect(body.meta.sources.length, p).toBeGreaterThanOrEqual(2);
    }
    const unauth = await call('/ip/v1/lookup?ip=8.8.8.8', { noKey: true });
    expect(unauth.status).toBe(401);
    expect(unauth.body.meta.attribution.text).toBe('IP Geolocation by DB-IP');
    const bulk = await call('/ip/v1/bulk', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(['8.8.8.8', 'nope']),
    });
    expect(bulk.body.data.results).toHaveLength(2);
    expect(bulk.body.meta.sources[0].date).toBe('2026-06-05');
  });
});

describe('Chinese names with Accept-Language: zh-CN', () => {
  it('names the United States 美国 and its currency 美元; the city keeps its English name', async () => {
    const { body } = await call('/ip/v1/lookup?ip=8.8.8.8', { lang: 'zh-CN,zh;q=0.9' });
    expect(body.data).toMatchObject({
      country_code: 'US',
      country_name: '美国',
      city_name: 'Mountain View',
      currency: { code: 'USD', name: '美元' },
    });
    expect(body.msg).toBe('ok');
  });

  it('names a Beijing address 中国 / 北京市 in lookup, geo and bulk; English without the header', async () => {
    const ip = '123.125.114.144';
    const zh = await call(`/ip/v1/lookup?ip=${ip}`, { lang: 'zh-CN' });
    expect(zh.body.data).toMatchObject({
      country_name: '中国',
      region_name: '北京市',
      city_name: '北京市',
      currency: { code: 'CNY', name: '人民币' },
    });
    expect((await call(`/ip/v1/geo?ip=${ip}`, { lang: 'zh-CN' })).body.data).toMatchObject({
      country_name: '中国',
      region_name: '北京市',
    });
    const bulk = await call('/ip/v1/bulk', {
      method: 'POST',
      lang: 'zh-CN',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([ip]),
    });
    expect(bulk.body.data.results[0].data).toMatchObject({ country_name: '中国', city_name: '北京市' });
    expect((await call(`/ip/v1/lookup?ip=${ip}`)).body.data).toMatchObject({
      country_name: 'China',
      region_name: 'Beijing',
      currency: { name: 'Chinese Yuan' },
    });
  });
});

describe('privacy flags without their lists', () => {
  it('answers is_tor null (unknown), not false, when no Tor list is loaded', async () => {
    const { body } = await call('/ip/v1/privacy?ip=185.220.101.1');
    expect(body.data.proxy_data).toMatchObject({ is_tor: null, is_vpn: null, is_proxy: null, is_relay: null });
    expect(body.data.is_proxy).toBeNull();
    expect(body.data.sources.is_tor).toBeUndefined();
  });
});
