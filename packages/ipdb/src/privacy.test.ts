/** Privacy flags: list parsing, list sources (file, URL), ASN classification, and lookups. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinAsnClasses, classifyAsnList, type AsnClassEntry } from './asn-class.ts';
import { parseRangeList, privacyListsFromEnv, readPrivacyLists } from './privacy-source.ts';
import type { IpDatabase } from './reader.ts';
import { FIXTURE_LISTS, samplePrivacyDatabase } from './test-support/sample-db.ts';

describe('parseRangeList', () => {
  it('reads addresses and networks, comments, CSV columns and IPv4-mapped entries', () => {
    const text =
      '# header\n\n1.2.3.4\n10.0.0.7/8  # host bits cleared\n2001:db8::/32,GB,London\n::ffff:9.9.9.0/120\n2001:db8::1\r\n';
    expect(parseRangeList(text, 'x')).toEqual([
      { version: 4, start: 0x01020304, end: 0x01020304 },
      { version: 4, start: 0x0a000000, end: 0x0affffff },
      { version: 6, start: 0x20010db8n << 96n, end: (0x20010db8n << 96n) | ((1n << 96n) - 1n) },
      { version: 4, start: 0x09090900, end: 0x090909ff },
      { version: 6, start: (0x20010db8n << 96n) | 1n, end: (0x20010db8n << 96n) | 1n },
    ]);
    expect(parseRangeList('0.0.0.0/0\n::/0', 'x')).toEqual([
      { version: 4, start: 0, end: 0xffffffff },
      { version: 6, start: 0n, end: (1n << 128n) - 1n },
    ]);
  });

  it.each([
    ['not-an-ip', /list\.txt:2: not an IP address/],
    ['1.2.3.4/33', /list\.txt:2: bad prefix length/],
    ['1.2.3.4/', /bad prefix length/],
    ['2001:db8::/129', /bad prefix length/],
  ])('rejects %s with the source and line', (bad, message) => {
    expect(() => parseRangeList(`1.1.1.1\n${bad}\n`, 'list.txt')).toThrow(message);
  });
});

describe('privacy list configuration', () => {
  it('reads one path or URL per variable; unset or empty means no list', () => {
    expect(privacyListsFromEnv({})).toEqual([]);
    expect(
      privacyListsFromEnv({
        IPDB_VPN_RANGES: ' vpn.txt ',
        IPDB_TOR_EXITS: 'https://example.org/tor',
        IPDB_RELAY_RANGES: '',
      }),
    ).toEqual([
      { kind: 'tor', source: 'https://example.org/tor' },
      { kind: 'vpn', source: 'vpn.txt' },
    ]);
  });

  it('combines the flags of overlapping entries across lists', async () => {
    const p = await readPrivacyLists(FIXTURE_LISTS);
    expect(p.lists.map((l) => [l.kind, l.entries, l.sha256.length])).toEqual([
      ['tor', 4, 64],
      ['vpn', 6, 64],
      ['relay', 2, 64],
    ]);
    const at = (dotted: string): number => {
      const a = dotted.split('.').reduce((x, o) => x * 256 + Number(o), 0);
      let i = 0;
      while (i + 1 < p.v4.starts.length && p.v4.starts[i + 1]! <= a) i++;
      return p.v4.values[i]!;
    };
    expect(at('81.1.2.3')).toBe(1 | 2); // vpn + tor
    expect(at('81.1.2.4')).toBe(1);
    expect(at('45.0.1.255')).toBe(1);
    expect(at('45.0.2.0')).toBe(0xffffffff);
    expect(at('172.224.224.31')).toBe(8);
  });

  describe('from a URL', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/tor') res.end('185.220.101.1\n185.220.101.2\n');
        else res.writeHead(404).end('nope');
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('downloads the list', async () => {
      const p = await readPrivacyLists([{ kind: 'tor', source: `${base}/tor` }]);
      expect(p.lists[0]).toMatchObject({ kind: 'tor', entries: 2, source: `${base}/tor` });
      expect(Array.from(p.v4.values)).toEqual([0xffffffff, 2, 0xffffffff]);
    });

    it('fails on an HTTP error', async () => {
      await expect(readPrivacyLists([{ kind: 'vpn', source: `${base}/missing` }])).rejects.toThrow(/HTTP 404/);
    });
  });

  it('fails on a missing file', async () => {
    await expect(readPrivacyLists([{ kind: 'vpn', source: '/nonexistent/vpn.txt' }])).rejects.toThrow(/ENOENT/);
  });
});

describe('ASN classification', () => {
  it('classifies the listed networks and nothing else', () => {
    const c = builtinAsnClasses();
    expect(c.get(16509)).toEqual({ kind: 'cloud', usageType: 'DCH', domain: 'amazon.com', flags: 48 });
    expect(c.get(13335)).toMatchObject({ kind: 'cdn', usageType: 'CDN', flags: 48 });
    expect(c.get(24940)).toMatchObject({ kind: 'hosting', usageType: 'DCH' });
    expect(c.get(4134)).toMatchObject({ kind: 'isp', usageType: 'ISP', flags: 0 });
    expect(c.get(21928)).toMatchObject({ kind: 'mobile', usageType: 'MOB', flags: 0 });
    expect(c.get(64512)).toBeUndefined();
    for (const asn of [
      14618, 15169, 396982, 8075, 45102, 37963, 45090, 132203, 136907, 55990, 14061, 16276, 63949, 20473, 31898, 36351,
      12876, 51167, 60781,
    ]) {
      expect(c.get(asn)?.flags, `AS${asn}`).toBe(48);
    }
  });

  it.each([
    [
      [
        { asn: 1, name: 'a', kind: 'cloud' },
        { asn: 1, name: 'b', kind: 'isp' },
      ],
      /listed twice/,
    ],
    [[{ asn: 0, name: 'a', kind: 'cloud' }], /bad AS number/],
    [[{ asn: 5, name: 'a', kind: 'satellite' }], /unknown kind/],
  ])('rejects a malformed list (%#)', (entries, message) => {
    expect(() => classifyAsnList(entries as AsnClassEntry[])).toThrow(message);
  });
});

describe('lookups with privacy data', () => {
  let db: IpDatabase;
  beforeAll(async () => {
    db = await samplePrivacyDatabase();
  });
  const flags = (ip: string) => {
    const r = db.lookup(ip);
    return r && { ...r.proxy_data, any: r.is_proxy, range: [r.start_ip, r.end_ip], usage: r.asn?.usage_type ?? null };
  };
  const noFlags = {
    is_vpn: false,
    is_tor: false,
    is_data_center: false,
    is_proxy: false,
    is_relay: false,
    is_hosting: false,
  };
  /** The fixture lists load Tor, VPN and relay lists but no open-proxy list: that flag is unknown (null). */
  const listed = { ...noFlags, is_proxy: null };

  it('marks data-centre networks from the ASN classification without calling them proxies', () => {
    const g = db.lookup('8.8.8.8')!;
    expect(g.asn).toEqual({
      asn: 15169,
      asn_name: 'Google LLC',
      domain: 'google.com',
      usage_type: 'DCH',
      isp: 'Google LLC',
      organization: 'Google LLC',
    });
    // Not on the Tor, VPN or relay lists; no open-proxy list is loaded, so whether it is a proxy is unknown.
    expect(g.is_proxy).toBeNull();
    expect(g.proxy_data).toEqual({ ...listed, is_data_center: true, is_hosting: true });
    expect([g.start_ip, g.end_ip]).toEqual(['8.8.8.0', '8.8.8.8']); // 8.8.8.9 is a Tor exit
    expect(db.lookup('1.1.1.1')?.asn).toMatchObject({ usage_type: 'CDN', domain: 'cloudflare.com' });
    expect(flags('81.200.0.1')).toMatchObject({ ...listed, any: null, usage: null }); // no ASN data
    expect(db.lookup('81.1.200.1')?.asn).toMatchObject({ asn: 3320, usage_type: 'ISP', domain: 'telekom.de' });
  });

  it('sets list flags, combines them, and splits ranges at list boundaries', () => {
    expect(flags('8.8.8.9')).toEqual({
      ...listed,
      any: true,
      is_tor: true,
      is_data_center: true,
      is_hosting: true,
      range: ['8.8.8.9', '8.8.8.9'],
      usage: 'DCH',
    });
    expect(flags('81.1.2.3')).toMatchObject({ any: true, is_tor: true, is_vpn: true, range: ['81.1.2.3', '81.1.2.3'] });
    expect(flags('81.1.9.9')).toMatchObject({
      any: true,
      is_tor: false,
      is_vpn: true,
      range: ['81.1.2.4', '81.1.255.255'],
    });
    expect(flags('172.224.224.9')).toMatchObject({
      any: true,
      is_relay: true,
      range: ['172.224.224.0', '172.224.224.31'],
    });
    expect(flags('2001:4860:4860::8844')).toMatchObject({
      is_tor: true,
      is_data_center: true,
      range: ['2001:4860:4860::8844', '2001:4860:4860::8844'],
    });
    expect(flags('2a00:1450:4001:0:1::')).toMatchObject({
      is_vpn: true,
      range: ['2a00:1450:4001::', '2a00:1450:4001:ffff:ffff:ffff:ffff:ffff'],
    });
    expect(flags('2a02:26f7:b3c0:4000::9')).toMatchObject({ is_relay: true });
  });

  it('answers addresses known only from a list, and keeps special-purpose addresses clean', () => {
    const vpnOnly = db.lookup('45.0.1.9')!;
    expect(vpnOnly).toMatchObject({
      country_code: null,
      asn: null,
      time_zone: null,
      is_proxy: true,
      start_ip: '45.0.0.0',
      end_ip: '45.0.1.255',
    });
    expect(db.lookup('::ffff:9.9.9.9')).toMatchObject({
      ip: '::ffff:9.9.9.9',
      is_proxy: true,
      start_ip: '::ffff:9.9.9.0',
      end_ip: '::ffff:9.9.9.255',
    });
    expect(db.lookup('9.9.8.1')).toBeNull();
    expect(db.lookup('203.0.113.77')).toMatchObject({
      address_type: 'documentation',
      is_proxy: false,
      proxy_data: noFlags,
    });
  });

  it('shares frozen sub-objects between results', () => {
    const a = db.lookup('8.8.8.1')!;
    const b = db.lookup('8.8.8.2')!;
    expect(a.asn).toBe(b.asn);
    expect(a.proxy_data).toBe(b.proxy_data);
    expect(Object.isFrozen(a.asn)).toBe(true);
    expect(Object.isFrozen(a.currency)).toBe(true);
    expect(Object.isFrozen(a.proxy_data)).toBe(true);
  });

  it('reports the lists in the metadata', () => {
    const p = db.metadata.privacy;
    expect(p.lists.map((l) => l.kind)).toEqual(['tor', 'vpn', 'relay']);
    expect(p.ipv4Ranges).toBeGreaterThan(5);
    expect(p.ipv6Ranges).toBeGreaterThan(2);
    expect(p.classifiedAsns).toBe(3);
  });
});
