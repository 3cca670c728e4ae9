/**
 * Tests for the MaxMind DB walker/decoder on tiny hand-built MMDB files (see
 * test-support/mmdb-fixture.ts); the `maxmind` package reads the same fixtures as a reference.
 */
import { Reader } from 'maxmind';
import { describe, expect, it } from 'vitest';
import { IpdbFormatError } from './errors.ts';
import { MmdbDecoder, openMmdb, walkNetworks } from './mmdb-walk.ts';
import { buildMmdb, type FixtureNetwork } from './test-support/mmdb-fixture.ts';

const city = (cc: string, name: string, lat: number, lon: number) => ({
  country_code: cc,
  state1: `${name} State`,
  state2: '',
  city: name,
  postcode: '',
  latitude: { t: 'float' as const, v: lat },
  longitude: { t: 'float' as const, v: lon },
  timezone: '',
});

const V4_NETS: FixtureNetwork[] = [
  { address: '1.0.0.0', prefix: 24, data: city('AU', 'Sydney', -33.8688, 151.209) },
  { address: '1.0.1.0', prefix: 24, data: city('CN', 'Fuzhou', 26.0614, 119.306) },
  { address: '8.8.8.0', prefix: 24, data: city('US', 'Mountain View', 37.422, -122.085) },
  { address: '128.0.0.0', prefix: 1, data: city('DE', 'Berlin', 52.52, 13.405) },
];

type Walked = { start: string; prefix: number; offset: number };

function walkAll(buf: Buffer, skip = false): { nets: Walked[]; stats: ReturnType<typeof walkNetworks> } {
  const db = openMmdb(buf);
  const nets: Walked[] = [];
  const stats = walkNetworks(
    db,
    (start, prefix, offset) => {
      const text =
        db.metadata.ipVersion === 4
          ? [start[0]! >>> 24, (start[0]! >>> 16) & 255, (start[0]! >>> 8) & 255, start[0]! & 255].join('.')
          : Array.from(start, (w) => w.toString(16).padStart(8, '0')).join('');
      nets.push({ start: text, prefix, offset });
    },
    { skipIpv4Subtree: skip },
  );
  return { nets, stats };
}

describe('MmdbFile metadata', () => {
  it.each([24, 28, 32] as const)('parses metadata with record size %i', (recordSize) => {
    const db = openMmdb(buildMmdb({ ipVersion: 4, recordSize, networks: V4_NETS }));
    expect(db.metadata.recordSize).toBe(recordSize);
    expect(db.metadata.ipVersion).toBe(4);
    expect(db.metadata.databaseType).toBe('Fixture-City');
    expect(db.metadata.buildEpoch).toBe(1700000000);
    expect(db.metadata.searchTreeSize).toBe((db.metadata.nodeCount * recordSize) / 4);
  });

  it('rejects a file without the metadata marker', () => {
    expect(() => openMmdb(Buffer.alloc(1000))).toThrow(IpdbFormatError);
  });
});

describe('walkNetworks', () => {
  it.each([24, 28, 32] as const)('enumerates IPv4 networks in order with record size %i', (recordSize) => {
    const buf = buildMmdb({ ipVersion: 4, recordSize, networks: V4_NETS });
    const { nets, stats } = walkAll(buf);
    expect(nets.map((n) => `${n.start}/${n.prefix}`)).toEqual([
      '1.0.0.0/24',
      '1.0.1.0/24',
      '8.8.8.0/24',
      '128.0.0.0/1',
    ]);
    expect(stats.networks).toBe(4);
    const db = openMmdb(buf);
    const decoded = nets.map((n) => db.decodeData(n.offset) as Record<string, unknown>);
    expect(decoded.map((d) => d.city)).toEqual(['Sydney', 'Fuzhou', 'Mountain View', 'Berlin']);
    expect(decoded[2]!.latitude).toBeCloseTo(37.422, 4);
    expect(decoded[2]!.country_code).toBe('US');
    // The reference reader agrees on the same file.
    const ref = new Reader(buf);
    expect((ref.get('8.8.8.8') as Record<string, unknown>).city).toBe('Mountain View');
    expect((ref.get('200.1.2.3') as Record<string, unknown>).city).toBe('Berlin');
    expect(ref.get('9.9.9.9')).toBeNull();
  });

  it.each([28, 32] as const)('decodes record values above 2^24 with record size %i', (recordSize) => {
    // 16 MiB of padding pushes data pointers past 24 bits, exercising the high nibble / word.
    const buf = buildMmdb({ ipVersion: 4, recordSize, networks: V4_NETS, dataPadding: (1 << 24) + 123 });
    const { nets } = walkAll(buf);
    const db = openMmdb(buf);
    expect(nets.map((n) => (db.decodeData(n.offset) as Record<string, unknown>).city)).toEqual([
      'Sydney',
      'Fuzhou',
      'Mountain View',
      'Berlin',
    ]);
    expect((new Reader(buf).get('1.0.1.1') as Record<string, unknown>).city).toBe('Fuzhou');
  });

  it('reports the IPv4 subtree of an IPv6 tree and skips it and its aliases when asked', () => {
    const buf = buildMmdb({
      ipVersion: 6,
      recordSize: 28,
      networks: [
        { address: '2001:4860::', prefix: 32, data: city('US', 'Mountain View', 37.422, -122.085) },
        { address: '2a00:1450::', prefix: 29, data: city('IE', 'Dublin', 53.35, -6.26) },
      ],
      ipv4Subtree: [{ address: '8.8.8.0', prefix: 24, data: city('US', 'Mountain View', 37.422, -122.085) }],
    });
    const ref = new Reader(buf);
    expect((ref.get('::ffff:8.8.8.8') as Record<string, unknown>).city).toBe('Mountain View');
    expect((ref.get('2002:808:808::') as Record<string, unknown>).city).toBe('Mountain View');

    const all = walkAll(buf, false);
    expect(all.stats.ipv4SubtreeNode).toBeGreaterThan(0);
    // Without skipping, the IPv4 network shows up three times (::/96, ::ffff:0:0/96, 2002::/16).
    expect(all.nets.map((n) => `${n.start}/${n.prefix}`)).toEqual([
      '00000000000000000000000008080800/120',
      '00000000000000000000ffff08080800/120',
      '20014860000000000000000000000000/32',
      '20020808080000000000000000000000/40',
      '2a001450000000000000000000000000/29',
    ]);

    const skipped = walkAll(buf, true);
    expect(skipped.nets.map((n) => `${n.start}/${n.prefix}`)).toEqual([
      '20014860000000000000000000000000/32',
      '2a001450000000000000000000000000/29',
    ]);
    expect(skipped.stats.skippedAliases).toBe(3);
  });

  it('finds no IPv4 subtree when the IPv6 tree has none', () => {
    const buf = buildMmdb({
      ipVersion: 6,
      recordSize: 24,
      networks: [{ address: '2001:db8::', prefix: 32, data: city('XX', 'Doc', 0, 0) }],
    });
    const { stats, nets } = walkAll(buf, true);
    expect(stats.ipv4SubtreeNode).toBe(-1);
    expect(stats.skippedAliases).toBe(0);
    expect(nets).toHaveLength(1);
  });
});

describe('MmdbDecoder', () => {
  it('decodes every data type the spec defines for records', () => {
    const buf = buildMmdb({
      ipVersion: 4,
      recordSize: 24,
      networks: [
        {
          address: '10.0.0.0',
          prefix: 8,
          data: {
            s: 'héllo wörld',
            mid: 'm'.repeat(100),
            long: 'x'.repeat(300),
            huge: 'h'.repeat(70_000),
            d: { t: 'double', v: Math.PI },
            f: { t: 'float', v: 1.5 },
            u16: { t: 'uint16', v: 65535 },
            u32: { t: 'uint32', v: 4294967295 },
            u64small: { t: 'uint64', v: 12345n },
            u64: { t: 'uint64', v: 18446744073709551615n },
            u128: { t: 'uint128', v: (1n << 127n) + 5n },
            i32: { t: 'int32', v: -42 },
            arr: ['a', 'b', { t: 'uint16', v: 7 }],
            yes: true,
            no: false,
            bytes: new Uint8Array([1, 2, 3]),
            nested: { s: 'héllo wörld' }, // repeated string → pointer
          },
        },
      ],
    });
    const db = openMmdb(buf);
    const [net] = walkAll(buf).nets;
    const v = db.decodeData(net!.offset) as Record<string, unknown>;
    expect(v.s).toBe('héllo wörld');
    expect(v.mid).toBe('m'.repeat(100));
    expect(v.long).toBe('x'.repeat(300));
    expect(v.huge).toBe('h'.repeat(70_000));
    expect(v.d).toBe(Math.PI);
    expect(v.f).toBe(1.5);
    expect(v.u16).toBe(65535);
    expect(v.u32).toBe(4294967295);
    expect(v.u64small).toBe(12345);
    expect(v.u64).toBe(18446744073709551615n);
    expect(v.u128).toBe((1n << 127n) + 5n);
    expect(v.i32).toBe(-42);
    expect(v.arr).toEqual(['a', 'b', 7]);
    expect(v.yes).toBe(true);
    expect(v.no).toBe(false);
    expect(v.bytes).toEqual(new Uint8Array([1, 2, 3]));
    expect(v.nested).toEqual({ s: 'héllo wörld' });
    expect(new Reader(buf).get('10.1.2.3')).toMatchObject({ s: 'héllo wörld', i32: -42, u16: 65535 });
  });

  it('follows pointers of all four sizes', () => {
    // Pointers at 0..13; targets reachable only with 11-, 19-, 27- and 32-bit pointer forms.
    const buf = Buffer.alloc(700_100);
    const putString = (at: number, s: string): void => {
      buf[at] = (2 << 5) | s.length;
      buf.write(s, at + 1, 'latin1');
    };
    putString(100, 'p11');
    putString(3000, 'p19');
    putString(600_000, 'p27');
    putString(700_000, 'p32');
    // size 0: 11-bit
    buf[0] = 0x20 | (100 >> 8);
    buf[1] = 100 & 255;
    // size 1: 19-bit, +2048
    const v1 = 3000 - 2048;
    buf[2] = 0x28 | (v1 >> 16);
    buf[3] = (v1 >> 8) & 255;
    buf[4] = v1 & 255;
    // size 2: 27-bit, +526336
    const v2 = 600_000 - 526_336;
    buf[5] = 0x30 | (v2 >>> 24);
    buf[6] = (v2 >> 16) & 255;
    buf[7] = (v2 >> 8) & 255;
    buf[8] = v2 & 255;
    // size 3: 32-bit
    buf[9] = 0x38;
    buf.writeUInt32BE(700_000, 10);
    const d = new MmdbDecoder(buf, 0);
    expect(d.decodeAt(0)).toBe('p11');
    expect(d.pos).toBe(2);
    expect(d.read()).toBe('p19');
    expect(d.read()).toBe('p27');
    expect(d.read()).toBe('p32');
    expect(d.pos).toBe(14);
  });

  it('throws IpdbFormatError on an unsupported type', () => {
    const buf = Buffer.from([0x00, 12 - 7]); // extended type 12 (data cache container)
    expect(() => new MmdbDecoder(buf, 0).decodeAt(0)).toThrow(IpdbFormatError);
  });
});
