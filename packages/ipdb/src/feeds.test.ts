/** Feed parsers (each in its publisher's format, fixtures under test-support/feeds) and evidence in answers. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinAsnClasses } from './asn-class.ts';
import { applyAsnClasses } from './build.ts';
import { privacyEvidence } from './evidence.ts';
import { startFeedSandbox } from './feed-sandbox.ts';
import { FEED_TYPES, feedsFromEnv, parseFeed, type FeedFormat } from './feeds.ts';
import { privacyListsFromEnv, readPrivacyLists, type PrivacyListSpec } from './privacy-source.ts';
import { openDatabaseBuffer } from './reader.ts';
import { sampleContent } from './test-support/sample-db.ts';
import { listsChanged } from './snapshot.ts';
import { serializeDatabase } from './writer.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./test-support/feeds/${name}`, import.meta.url));
const parse = (format: FeedFormat, name: string) => parseFeed(format, readFileSync(fixture(name), 'utf8'), name);
const v4 = (s: string): number => s.split('.').reduce((a, o) => a * 256 + Number(o), 0);

describe('feed parsers', () => {
  it('reads the Tor bulk exit list and the exit-addresses document', () => {
    expect(parse('tor', 'torbulkexitlist')).toMatchObject({
      published: null,
      entries: [{ version: 4, start: v4('185.220.101.1') }, {}, {}, { version: 6 }],
    });
    const doc = parse('tor', 'exit-addresses');
    expect(doc.entries.map((e) => e.start)).toEqual([v4('185.220.101.1'), v4('204.8.96.12')]);
    expect(doc.published).toBe('2026-11-25T20:14:51.000Z');
  });

  it('reads AWS ip-ranges.json (duplicates once), Google Cloud cloud.json, Azure Service Tags and Oracle Cloud ranges', () => {
    const aws = parse('aws', 'aws-ip-ranges.json');
    expect(aws.entries).toHaveLength(3);
    expect(aws.entries[0]).toEqual({ version: 4, start: v4('3.5.140.0'), end: v4('3.5.143.255') });
    expect(aws.published).toBe('2026-11-25T09:53:09.000Z');
    const gcp = parse('gcp', 'gcp-cloud.json');
    expect(gcp.entries.map((e) => e.version)).toEqual([4, 6]);
    expect(gcp.published).toBe('2026-11-25T04:33:20.155Z');
    expect(parse('azure', 'azure-service-tags.json')).toMatchObject({
      entries: [{ start: v4('13.69.0.0') }, { version: 6 }],
      published: null,
    });
    expect(parse('oracle', 'oracle-public-ip-ranges.json')).toMatchObject({
      entries: [{ start: v4('129.146.0.0') }, { start: v4('134.70.8.0') }],
      published: '2026-11-24T21:16:12.624Z',
    });
    // Cloudflare's ips-v4 / ips-v6 (a CIDR a line, no final newline) and DigitalOcean's geo CSV.
    expect(parse('list', 'cloudflare-ips-v4').entries).toHaveLength(4);
    expect(parse('list', 'cloudflare-ips-v6').entries.map((e) => e.version)).toEqual([6, 6, 6]);
    expect(parse('list', 'digitalocean-google.csv').entries).toMatchObject([
      { version: 4, start: v4('5.101.96.0'), end: v4('5.101.103.255') },
      { version: 4, start: v4('104.131.0.0') },
      { version: 6 },
    ]);
    expect(parse('list', 'x4bnet-vpn-ipv4.txt').entries).toEqual([
      { version: 4, start: v4('5.2.64.0'), end: v4('5.2.79.255') },
      { version: 4, start: v4('37.19.192.0'), end: v4('37.19.223.255') },
    ]);
  });

  it('refuses a document that is not the feed’s shape, and unknown feed names', () => {
    expect(() => parseFeed('aws', '{"prefixes": []}', 'aws.json')).toThrow(/aws.json: no networks found/);
    expect(() => parseFeed('gcp', 'not json', 'cloud.json')).toThrow(/cloud.json: not JSON/);
    expect(() => feedsFromEnv({ IPDB_FEEDS: 'linode=x.csv' })).toThrow(/IPDB_FEEDS/);
    expect(() => feedsFromEnv({ IPDB_FEEDS: 'azure' })).toThrow(/azure has no fixed publisher URL/);
  });

  it('reads IPDB_FEEDS as name=source pairs, after the single-list variables', () => {
    const env = {
      IPDB_TOR_EXITS: 'tor.txt',
      IPDB_FEEDS: 'aws=/srv/ip-ranges.json; tor=https://check.torproject.org/torbulkexitlist\nvpn=vpn.txt',
    };
    expect(privacyListsFromEnv(env)).toEqual([
      { kind: 'tor', source: 'tor.txt' },
      { kind: 'hosting', source: '/srv/ip-ranges.json', name: 'aws', format: 'aws', provider: 'AWS' },
      {
        kind: 'tor',
        source: 'https://check.torproject.org/torbulkexitlist',
        name: 'tor',
        format: 'tor',
        provider: null,
      },
      { kind: 'vpn', source: 'vpn.txt', name: 'vpn', format: 'list', provider: null },
    ]);
    expect(Object.keys(FEED_TYPES)).toEqual(
      expect.arrayContaining(['tor', 'aws', 'gcp', 'azure', 'oracle', 'cloudflare', 'digitalocean', 'vpn']),
    );
  });

  it('reads a bare name from the publisher, or from IPDB_FEEDS_MIRROR at /<name>/<file name>', () => {
    expect(feedsFromEnv({ IPDB_FEEDS: 'tor cloudflare' }).map((f) => f.source)).toEqual([
      'https://check.torproject.org/torbulkexitlist',
      'https://www.cloudflare.com/ips-v4',
      'https://www.cloudflare.com/ips-v6',
    ]);
    const mirrored = feedsFromEnv({ IPDB_FEEDS: 'aws;azure=a.json,b.json', IPDB_FEEDS_MIRROR: 'http://m:1/' });
    expect(mirrored.map((f) => [f.name, f.source])).toEqual([
      ['aws', 'http://m:1/aws/ip-ranges.json'],
      ['azure', 'a.json'],
      ['azure', 'b.json'],
    ]);
  });
});

describe('a database built with the fixture feeds', () => {
  it('answers is_tor with its source, and hosting with the provider whose feed lists the address', async () => {
    const specs: PrivacyListSpec[] = (['tor', 'aws', 'gcp', 'vpn'] as const).map((name) => {
      const file = {
        tor: 'torbulkexitlist',
        aws: 'aws-ip-ranges.json',
        gcp: 'gcp-cloud.json',
        vpn: 'x4bnet-vpn-ipv4.txt',
      }[name];
      const t = FEED_TYPES[name]!;
      return { kind: t.kind, source: fixture(file), name, format: t.format, provider: t.provider };
    });
    const content = sampleContent();
    applyAsnClasses(content.asns, builtinAsnClasses());
    const privacy = await readPrivacyLists(specs);
    const db = openDatabaseBuffer(
      serializeDatabase({
        ...content,
        priv4: privacy.v4,
        priv6: privacy.v6,
        privacyLists: privacy.lists,
        privacyListRanges: privacy.ranges,
      }),
    );

    expect(db.lookup('185.220.101.1')).toMatchObject({
      is_proxy: true,
      proxy_data: { is_tor: true, is_hosting: false },
    });
    const tor = privacyEvidence(db, '185.220.101.1');
    expect(tor.sources.is_tor).toEqual([
      { name: 'tor', provider: null, published: null, read_at: expect.stringMatching(/^\d{4}-/) },
    ]);
    expect(tor.sources.is_hosting).toBeUndefined();

    // Tor and VPN lists are loaded, proxy and relay lists are not: whether the address is a proxy is unknown.
    expect(db.lookup('52.94.77.1')).toMatchObject({
      is_proxy: null,
      proxy_data: {
        is_tor: false,
        is_vpn: false,
        is_proxy: null,
        is_relay: null,
        is_hosting: true,
        is_data_center: true,
      },
    });
    const aws = privacyEvidence(db, '52.94.77.1');
    expect(aws.sources.is_hosting?.map((s) => s.name)).toEqual(['aws']); // not gcp, which sets the same flag
    expect(aws.sources.is_hosting?.[0]).toMatchObject({ provider: 'AWS', published: '2026-11-25T09:53:09.000Z' });
    expect(aws.hosting_provider).toBe('AWS');
    expect(privacyEvidence(db, '5.2.64.9').sources.is_vpn?.[0]?.name).toBe('vpn');
    expect(privacyEvidence(db, '10.0.0.1')).toEqual({ sources: {}, hosting_provider: null });
    expect(db.metadata.privacy.lists.map((l) => l.name)).toEqual(['tor', 'aws', 'gcp', 'vpn']);
  });
});

describe('flags without a loaded list', () => {
  it('answer null (unknown), never false; the hosting flags come from the ASN classification', () => {
    const content = sampleContent();
    applyAsnClasses(content.asns, builtinAsnClasses());
    const db = openDatabaseBuffer(serializeDatabase(content));
    const d = db.lookup('8.8.8.8');
    expect(d?.is_proxy).toBeNull();
    expect(d?.proxy_data).toMatchObject({ is_tor: null, is_vpn: null, is_proxy: null, is_relay: null });
    expect(typeof d?.proxy_data.is_hosting).toBe('boolean');
    expect(db.lookupRecord('8.8.8.8')?.proxy_data.is_tor).toBeNull();
    // A special-purpose address is on no list of any kind.
    expect(db.lookup('10.0.0.1')?.proxy_data.is_tor).toBe(false);
  });
});

describe('a database built from the feed sandbox over HTTP', () => {
  it('reads bare feed names through IPDB_FEEDS_MIRROR and names each flag’s feed and provider', async () => {
    const sandbox = await startFeedSandbox();
    try {
      const env = {
        IPDB_FEEDS: `tor aws cloudflare digitalocean vpn=${sandbox.url}/vpn/ipv4.txt`,
        IPDB_FEEDS_MIRROR: sandbox.url,
      };
      const privacy = await readPrivacyLists(privacyListsFromEnv(env));
      const db = openDatabaseBuffer(
        serializeDatabase({
          ...sampleContent(),
          priv4: privacy.v4,
          priv6: privacy.v6,
          privacyLists: privacy.lists,
          privacyListRanges: privacy.ranges,
        }),
      );
      expect(db.lookup('185.220.101.33')?.proxy_data.is_tor).toBe(true);
      expect(privacyEvidence(db, '185.220.101.33').sources.is_tor?.[0]).toMatchObject({
        name: 'tor',
        published: null,
      });
      expect(privacyEvidence(db, '3.5.141.7')).toMatchObject({
        hosting_provider: 'AWS',
        sources: { is_hosting: [{ name: 'aws', provider: 'AWS' }] },
      });
      expect(privacyEvidence(db, '2606:4700::6810:84e5')).toMatchObject({
        hosting_provider: 'Cloudflare',
        sources: { is_data_center: [{ name: 'cloudflare', provider: 'Cloudflare' }] },
      });
      expect(privacyEvidence(db, '104.131.5.5').hosting_provider).toBe('DigitalOcean');
      expect(privacyEvidence(db, '5.101.97.1').sources.is_vpn).toBeUndefined();
      expect(db.metadata.privacy.lists.map((l) => l.source.replace(sandbox.url, ''))).toEqual([
        '/tor/torbulkexitlist',
        '/aws/ip-ranges.json',
        '/cloudflare/ips-v4',
        '/cloudflare/ips-v6',
        '/digitalocean/google.csv',
        '/vpn/ipv4.txt',
      ]);
      await expect(readPrivacyLists([{ kind: 'tor', source: `${sandbox.url}/tor/nothing` }])).rejects.toThrow(
        /HTTP 404/,
      );
    } finally {
      await sandbox.close();
    }
  });
});

describe('snapshot refresh', () => {
  it('sees when the configured feeds are not the ones the database was built from', async () => {
    const saved = process.env.IPDB_FEEDS;
    try {
      process.env.IPDB_FEEDS = `tor=${fixture('torbulkexitlist')}`;
      const privacy = await readPrivacyLists(privacyListsFromEnv());
      const db = openDatabaseBuffer(
        serializeDatabase({
          ...sampleContent(),
          priv4: privacy.v4,
          priv6: privacy.v6,
          privacyLists: privacy.lists,
          privacyListRanges: privacy.ranges,
        }),
      );
      expect(await listsChanged(db)).toBe(false);
      process.env.IPDB_FEEDS = `tor=${fixture('torbulkexitlist')} aws=${fixture('aws-ip-ranges.json')}`;
      expect(await listsChanged(db)).toBe(true);
      process.env.IPDB_FEEDS = `tor=${fixture('exit-addresses')}`;
      expect(await listsChanged(db)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.IPDB_FEEDS;
      else process.env.IPDB_FEEDS = saved;
    }
  });
});
