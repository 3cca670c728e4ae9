/** Tests for address parsing, RFC 5952 formatting and special-purpose classification. */
import { isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { addressType, formatV6, parseIp, parseIpInto } from './address.ts';
import { InvalidIpError } from './errors.ts';
import { classifyV6Index, SPECIAL_BLOCK_COUNT, specialBlockV6, v6BlockBounds } from './special-ranges.ts';
import { seededRandom } from './test-support/random.ts';

describe('parseIp', () => {
  it.each([
    ['8.8.8.8', 4, '8.8.8.8'],
    ['0.0.0.0', 4, '0.0.0.0'],
    ['255.255.255.255', 4, '255.255.255.255'],
    ['  10.0.0.1\n', 4, '10.0.0.1'],
    [' 2001:db8::1\t', 6, '2001:db8::1'],
    ['\n::\n', 6, '::'],
    ['2001:db8:1:2:3:4:5:ffff ', 6, '2001:db8:1:2:3:4:5:ffff'],
    ['::', 6, '::'],
    ['::1', 6, '::1'],
    ['2001:4860:4860::8888', 6, '2001:4860:4860::8888'],
    ['2001:4860:4860:0:0:0:0:8888', 6, '2001:4860:4860::8888'],
    ['2001:DB8::A', 6, '2001:db8::a'],
    ['2001:db8:0:0:1:0:0:1', 6, '2001:db8::1:0:0:1'],
    ['2001:0db8:0000:0000:0000:0000:0002:0001', 6, '2001:db8::2:1'],
    ['2001:db8:0:1:1:1:1:1', 6, '2001:db8:0:1:1:1:1:1'],
    ['1::', 6, '1::'],
    ['1:2:3:4:5:6:7::', 6, '1:2:3:4:5:6:7:0'],
    ['::2:3:4:5:6:7:8', 6, '0:2:3:4:5:6:7:8'],
    ['::ffff:1.2.3.4', 6, '::ffff:1.2.3.4'],
    ['::FFFF:0102:0304', 6, '::ffff:1.2.3.4'],
    ['64:ff9b::192.0.2.33', 6, '64:ff9b::c000:221'],
    ['fe80::1:2:3:4', 6, 'fe80::1:2:3:4'],
  ] as const)('parses %j as IPv%i %j', (text, version, normalized) => {
    expect(parseIp(text)).toEqual({ version, normalized });
  });

  it.each([
    '',
    ' ',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.-1',
    '01.2.3.4',
    '1.2.3.04',
    '1..2.3',
    '1.2.3.4.',
    '0x8.8.8.8',
    '8.8.8.8/24',
    '134744072',
    'localhost',
    ':::',
    '1:::2',
    '1::2::3',
    ':1::2',
    '1::2:',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::',
    '1:2:3:4:5:6:7:12345',
    '1::12345',
    '1:2:3:4:5:6:7:8:',
    ' 1::2::3 ',
    'g::1',
    'fe80::1%eth0',
    '[::1]',
    '::ffff:1.2.3',
    '::ffff:1.2.3.256',
    '1.2.3.4::',
    '1:2:3:4:5:6:7:1.2.3.4',
  ])('rejects %j with InvalidIpError', (text) => {
    expect(() => parseIp(text)).toThrow(InvalidIpError);
  });

  it('names the text as given and which form it failed, also when it was trimmed first', () => {
    expect(() => parseIp(' 1.2.3 ')).toThrow('Invalid IP address " 1.2.3 ": not a dotted-quad IPv4 address');
    expect(() => parseIp(' 1::2::3 ')).toThrow('Invalid IP address " 1::2::3 ": not a valid IPv6 address');
  });

  it('accepts exactly the IPv6 texts node:net accepts, with ipaddr.js values, on random edits of valid ones', () => {
    const w = new Uint32Array(4);
    const rnd = seededRandom(777);
    const alphabet = '0123456789abcdefABCDEFg:.:::.';
    const seeds = ['2001:db8::1', '::', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8', 'fe80::1:2', '64:ff9b::10.0.0.1', '1::'];
    const wrong: string[] = [];
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      let s =
        rnd(2) === 0
          ? seeds[rnd(seeds.length)]!
          : ipaddr.fromByteArray(Array.from({ length: 16 }, () => rnd(256))).toString();
      for (let e = 1 + rnd(3); e > 0; e--) {
        const at = rnd(s.length + 1);
        const ch = alphabet[rnd(alphabet.length)]!;
        const op = rnd(3);
        s =
          op === 0
            ? s.slice(0, at) + ch + s.slice(at)
            : op === 1
              ? s.slice(0, at) + s.slice(at + 1)
              : s.slice(0, at) + ch + s.slice(at + 1);
      }
      if (!s.includes(':')) continue;
      let ours: boolean;
      try {
        ours = parseIpInto(s, w) === 6;
      } catch (err) {
        if (!(err instanceof InvalidIpError)) throw err;
        ours = false;
      }
      if (ours !== isIPv6(s)) wrong.push(`${s}: ${ours}`);
      else if (ours) {
        valid++;
        const b = ipaddr.IPv6.parse(s).toByteArray();
        const want = [0, 1, 2, 3].map(
          (k) => ((b[4 * k]! << 24) | (b[4 * k + 1]! << 16) | (b[4 * k + 2]! << 8) | b[4 * k + 3]!) >>> 0,
        );
        if (Array.from(w).join() !== want.join()) wrong.push(`${s}: ${Array.from(w)} ≠ ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(valid).toBeGreaterThan(1000);
  });

  it('agrees with ipaddr.js on random IPv6 addresses in many textual forms', () => {
    const w = new Uint32Array(4);
    const rnd = seededRandom(12345);
    for (let i = 0; i < 3000; i++) {
      const groups = Array.from({ length: 8 }, () => (rnd(3) === 0 ? 0 : rnd(65536)));
      const full = groups.map((g) => g.toString(16)).join(':');
      const ref = ipaddr.IPv6.parse(full);
      const padded = groups
        .map((g) => g.toString(16).padStart(4, '0'))
        .join(':')
        .toUpperCase();
      const forms = [full, ref.toRFC5952String(), ref.toNormalizedString(), padded];
      for (const f of forms) {
        expect(parseIpInto(f, w)).toBe(6);
        const bytes = ref.toByteArray();
        const expected = [0, 1, 2, 3].map(
          (k) =>
            ((bytes[4 * k]! << 24) | (bytes[4 * k + 1]! << 16) | (bytes[4 * k + 2]! << 8) | bytes[4 * k + 3]!) >>> 0,
        );
        expect(Array.from(w)).toEqual(expected);
      }
      const mapped =
        groups[0] === 0 &&
        groups[1] === 0 &&
        groups[2] === 0 &&
        groups[3] === 0 &&
        groups[4] === 0 &&
        groups[5] === 0xffff;
      if (!mapped) expect(formatV6(w[0]!, w[1]!, w[2]!, w[3]!)).toBe(ref.toRFC5952String());
    }
  });
});

describe('addressType', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.10.20', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['233.252.0.7', 'documentation'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.0.9', 'public'],
    ['192.88.99.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::8.8.8.8', 'reserved'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'private'],
    ['100::1', 'reserved'],
    ['2001:4860:4860::8888', 'public'],
    ['2001::1', 'public'],
    ['2001:2::1', 'reserved'],
    ['2001:10::1', 'reserved'],
    ['2001:1::1', 'public'],
    ['2001:100::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2002:c000:0204::1', 'public'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'multicast'],
    ['4000::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['e000::1', 'reserved'],
  ] as const)('%s is %s', (ip, type) => {
    expect(addressType(ip)).toBe(type);
  });

  it('agrees with ipaddr.js range() where the categories coincide', () => {
    const map: Record<string, string> = {
      private: 'private',
      loopback: 'loopback',
      linkLocal: 'link-local',
      multicast: 'multicast',
      carrierGradeNat: 'shared',
      uniqueLocal: 'private',
      unicast: 'public',
    };
    const rnd = seededRandom(99);
    let compared = 0;
    for (let i = 0; i < 20000; i++) {
      const ip = `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`;
      const expected = map[ipaddr.parse(ip).range()];
      if (expected === undefined) continue;
      expect(addressType(ip), ip).toBe(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(15000);
  });

  it('classifies IPv6 addresses by the most specific block, at every block edge and at random', () => {
    const inside = (w: number[], lo: Uint32Array, hi: Uint32Array): boolean => {
      const cmp = (a: ArrayLike<number>, b: ArrayLike<number>) => {
        for (let k = 0; k < 4; k++) if (a[k] !== b[k]) return a[k]! < b[k]! ? -1 : 1;
        return 0;
      };
      return cmp(w, lo) >= 0 && cmp(w, hi) <= 0;
    };
    const prefixOf = (i: number) => Number(specialBlockV6(i).cidr.split('/')[1]);
    // The block a one-by-one search over every block picks: the longest prefix containing the address.
    const slow = (w: number[]): number => {
      let best = -1;
      for (let i = 0; i < SPECIAL_BLOCK_COUNT.v6; i++) {
        const [lo, hi] = v6BlockBounds(i);
        if (inside(w, lo, hi) && (best < 0 || prefixOf(i) > prefixOf(best))) best = i;
      }
      return best;
    };
    const rnd = seededRandom(17);
    const probes: number[][] = [];
    for (let i = 0; i < SPECIAL_BLOCK_COUNT.v6; i++) {
      const [lo, hi] = v6BlockBounds(i);
      for (const w of [lo, hi]) {
        probes.push([...w]);
        probes.push([w[0]!, w[1]!, w[2]!, (w[3]! + 1) >>> 0], [w[0]!, w[1]!, w[2]!, (w[3]! - 1) >>> 0]);
        probes.push([(w[0]! + 0x10000) >>> 0, w[1]!, 0, 1], [(w[0]! - 1) >>> 0, rnd(2 ** 32), 0, 0]);
        for (let k = 0; k < 50; k++)
          probes.push([((w[0]! & 0xffff0000) >>> 0) + rnd(65536), rnd(2 ** 32), rnd(2), rnd(4)]);
      }
    }
    for (let k = 0; k < 20_000; k++) probes.push([rnd(2 ** 32), rnd(2 ** 32), rnd(2 ** 32), rnd(2 ** 32)]);
    // Blocks of equal length are disjoint, so the longest containing block is unique.
    const wrong = probes.filter((w) => classifyV6Index(w[0]!, w[1]!, w[2]!, w[3]!) !== slow(w));
    expect(wrong).toEqual([]);
  });

  it('throws InvalidIpError for malformed input', () => {
    expect(() => addressType('not-an-ip')).toThrow(InvalidIpError);
  });
});
