/**
 * Privacy flags from evidence, over real HTTP: with the feed server's Tor bulk exit list loaded, an exit answers
 * `is_tor: true` with the feed and when it was read; an address not on it `false`; flags whose lists are not loaded
 * answer `null`, and the site's facts name only the loaded flags.
 */
import { startFeedSandbox } from '@lanyun/ipdb';
import { privacyListsFromEnv, samplePrivacyDatabase } from '@lanyun/ipdb/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let key = '';
let sandbox: Awaited<ReturnType<typeof startFeedSandbox>>;
beforeAll(async () => {
  sandbox = await startFeedSandbox();
  const specs = privacyListsFromEnv({ IPDB_FEEDS: 'tor', IPDB_FEEDS_MIRROR: sandbox.url });
  t = await startTestServer({ loadIpdb: () => samplePrivacyDatabase(specs) });
  for (let i = 0; i < 200 && !t.app.ipdb.current; i++) await new Promise((r) => setTimeout(r, 50));
  const token = (await t.signUp('ip-privacy@example.com')).data.token;
  key = (await t.client(token).call('/ipintel/key_create', { name: 'privacy' })).data!.key;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

// biome-ignore lint/suspicious/noExplicitAny: answers read field by field
const get = async (path: string): Promise<any> =>
  (await fetch(`${t.baseUrl}${path}`, { headers: { 'x-api-key': key } })).json();

describe('Tor from the bulk exit list', () => {
  it('answers true for a listed exit with the feed and when it was read, false for an address not on it', async () => {
    const exit = await get('/ip/v1/privacy?ip=185.220.101.33');
    expect(exit.data).toMatchObject({ is_proxy: true, proxy_data: { is_tor: true } });
    expect(exit.data.sources.is_tor).toEqual([
      { name: 'tor', provider: null, published: null, read_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(exit.meta.sources.find((s: { id: string }) => s.id === 'feed:tor')).toMatchObject({
      from: `${sandbox.url}/tor/torbulkexitlist`,
      stale: false,
    });
    const other = await get('/ip/v1/lookup?ip=8.8.8.8');
    // Tor's list is loaded: false. VPN, proxy and relay lists are not: null, and so whether it is a proxy at all.
    expect(other.data.proxy_data).toMatchObject({ is_tor: false, is_vpn: null, is_proxy: null, is_relay: null });
    expect(other.data.is_proxy).toBeNull();
  });

  it('lists only the loaded flags in the site’s facts', async () => {
    const facts = await t.client().call('/ipintel/database_facts');
    expect(facts.data?.privacy_flags).toEqual(['is_tor', 'is_hosting', 'is_data_center']);
    expect(facts.data?.privacy_feeds).toEqual(['tor']);
  });
});
