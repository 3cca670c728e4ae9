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
  it('answers the spec fields for a public IPv4 address', async () => {
    const res = await t.client().call('/ip/lookup', { ip: '8.8.8.8' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      ip: '8.8.8.8',
      country_code: 'US',
      country_name: 'United States',
      is_eu: false,
      address_type: 'public',
      weather_station_code: null,
      elevation: null,
    });
    expect(res.data!.asn).toMatchObject({ asn: 15169 });
    expect(res.data!.currency).toMatchObject({ code: 'USD' });
    expect(res.data!.time_zone?.current_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  it('answers IPv6 addresses', async () => {
    const res = await t.client().call('/ip/lookup', { ip: '2400:3200::1' });
    expect(res.data).toMatchObject({
      country_code: 'CN',
      city_name: 'Hangzhou',
      asn: { asn: 37963 },
      time_zone: { name: 'Asia/Shanghai', offset: '+08:00' },
    });
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
      data: null,
    });
    const empty = (await (await fetch(`${t.baseUrl}/ip/lookup?ip=`)).json()) as { code: number; msg: string };
    expect(empty).toMatchObject({
      code: 400,
      msg: 'The ip parameter is empty: give an address, or omit ip for your own',
    });
  });
});
