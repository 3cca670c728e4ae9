import { defaultDatabaseFile, ensureDatabase } from '@lanyun/ipdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// Uses the real IP database (built once into var/ipdb by the test command, or here if missing).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false, loadIpdb: () => ensureDatabase({ outFile: defaultDatabaseFile() }) });
  for (let i = 0; i < 1200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 100));
});
afterAll(() => t.close());

describe('GET /ip/lookup', () => {
  it('answers a demo: location and network only, and says the full field set needs a key', async () => {
    const res = await t.client().call('/ip/lookup', { ip: '8.8.8.8' });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      ip: '8.8.8.8',
      country_code: 'US',
      country_name: 'United States',
      region_name: expect.any(String),
      city_name: expect.any(String),
      asn: { asn: 15169, asn_name: t.app.ipdb.current!.lookup('8.8.8.8')!.asn!.asn_name },
      address_type: 'public',
      demo: true,
      note: expect.stringContaining('API key'),
    });
  });

  it('answers IPv6 addresses', async () => {
    const res = await t.client().call('/ip/lookup', { ip: '2400:3200::1' });
    expect(res.data).toMatchObject({ country_code: 'CN', city_name: 'Hangzhou', asn: { asn: 37963 } });
    expect(res.data).not.toHaveProperty('time_zone');
  });

  it("lets only the sites' own origins read it from a browser", async () => {
    const site = await fetch(`${t.baseUrl}/ip/lookup?ip=1.0.0.1`, { headers: { origin: 'http://localhost:3100' } });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    const other = await fetch(`${t.baseUrl}/ip/lookup?ip=1.0.0.1`, { headers: { origin: 'https://example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("looks up the caller's own address when ip is omitted", async () => {
    const res = await t.client().call('/ip/lookup');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ ip: '127.0.0.1', address_type: 'loopback', country_code: null });
  });

  it('flags private addresses and refuses malformed ones', async () => {
    expect((await t.client().call('/ip/lookup', { ip: '10.1.2.3' })).data).toMatchObject({
      address_type: 'private',
      city_name: null,
    });
    expect(await t.client().call('/ip/lookup', { ip: '999.1.1.1' })).toEqual({
      code: 400,
      msg: 'Invalid IP address',
      data: { reason: 'ip.invalid_ip' },
    });
    const empty = (await (await fetch(`${t.baseUrl}/ip/lookup?ip=`)).json()) as { code: number; msg: string };
    expect(empty).toMatchObject({
      code: 400,
      msg: 'The ip parameter is empty: give an address, or omit ip for your own',
    });
  });
});

describe('the IP site figures and the anonymous demo', () => {
  it('POST /ipintel/database_facts reads the figures from the loaded database, with a real sample answer', async () => {
    const res = await t.client().call('/ipintel/database_facts');
    const db = t.app.ipdb.current!;
    expect(res.data).toMatchObject({
      ipv4_ranges: db.metadata.ipv4Ranges,
      asns: db.metadata.asns,
      demo_per_minute: 10,
      sample: { ip: '8.8.8.8', asn: { asn: 15169, asn_name: db.lookup('8.8.8.8')!.asn!.asn_name } },
    });
    expect(res.data!.build_time).toBe(Math.floor(Date.parse(db.metadata.buildTime) / 1000));
  });

  it('allows 10 anonymous lookups a minute per address, with the limit in headers and Retry-After on refusal', async () => {
    // Earlier tests of this file used some of this address's minute; count down to the refusal.
    let res = await fetch(`${t.baseUrl}/ip/lookup?ip=1.1.1.1`);
    expect(res.headers.get('x-ratelimit-limit')).toBe('10');
    let remaining = Number(res.headers.get('x-ratelimit-remaining'));
    expect(remaining).toBeLessThan(10);
    for (; remaining > 0; remaining--)
      expect(await (await fetch(`${t.baseUrl}/ip/lookup?ip=1.1.1.1`)).json()).toMatchObject({ code: 200 });
    res = await fetch(`${t.baseUrl}/ip/lookup?ip=1.1.1.1`);
    expect(res.status).toBe(200); // the site's envelope convention: the refusal is in the body
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await res.json()).toMatchObject({ code: 429, data: { retry_after: wait } });
  });
});
