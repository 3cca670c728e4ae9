/**
 * Special-purpose address blocks behind `IpData.address_type`.
 *
 * Sources (checked 2025): IANA IPv4 Special-Purpose Address Registry and IPv6 Special-Purpose
 * Address Registry (RFC 6890 and successors: RFC 6598, 7526, 8190, 8215, 9602, 9637, 9780),
 * the IANA IPv6 Address Space registry (everything outside 2000::/3 and the listed blocks is
 * "Reserved by IETF") and the IPv4/IPv6 multicast registries (RFC 5771, RFC 4291).
 *
 * Mapping to our categories: RFC 1918 / ULA / RFC 8215 local-use → `private`; RFC 6598 → `shared`;
 * TEST-NETs, 2001:db8::/32, 3fff::/20, MCAST-TEST-NET → `documentation`; "this network",
 * benchmarking, IETF protocol assignments, deprecated and future-use blocks, limited broadcast,
 * discard-only and SRv6 SID blocks → `reserved`. Blocks the registries mark globally reachable
 * (AS112, AMT, anycast PCP/TURN/DNS-SD, Teredo, 6to4, ORCHIDv2, drone remote ID, NAT64 well-known
 * prefix) are `public`. The most specific matching block wins.
 *
 * ipaddr.js' `range()` was not used: it lumps documentation blocks into `reserved`, names
 * 0.0.0.0/8 `unspecified`, and has no deprecation/future-use coverage for IPv6.
 */

/** `IpData.address_type` values. */
export type AddressType =
  | 'public'
  | 'private'
  | 'loopback'
  | 'link-local'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'shared'
  | 'unspecified';

/** A special-purpose block with its first and last address. */
export interface SpecialBlock {
  cidr: string;
  type: AddressType;
  name: string;
}

const V4_BLOCKS: ReadonlyArray<readonly [string, AddressType, string]> = [
  ['0.0.0.0/32', 'unspecified', 'This host on this network (RFC 1122)'],
  ['0.0.0.0/8', 'reserved', 'This network (RFC 791)'],
  ['10.0.0.0/8', 'private', 'Private-Use (RFC 1918)'],
  ['100.64.0.0/10', 'shared', 'Shared Address Space (RFC 6598)'],
  ['127.0.0.0/8', 'loopback', 'Loopback (RFC 1122)'],
  ['169.254.0.0/16', 'link-local', 'Link Local (RFC 3927)'],
  ['172.16.0.0/12', 'private', 'Private-Use (RFC 1918)'],
  ['192.0.0.9/32', 'public', 'Port Control Protocol Anycast (RFC 7723)'],
  ['192.0.0.10/32', 'public', 'Traversal Using Relays around NAT Anycast (RFC 8155)'],
  ['192.0.0.0/24', 'reserved', 'IETF Protocol Assignments (RFC 6890)'],
  ['192.0.2.0/24', 'documentation', 'Documentation TEST-NET-1 (RFC 5737)'],
  ['192.88.99.0/24', 'reserved', 'Deprecated 6to4 Relay Anycast (RFC 7526)'],
  ['192.168.0.0/16', 'private', 'Private-Use (RFC 1918)'],
  ['198.18.0.0/15', 'reserved', 'Benchmarking (RFC 2544)'],
  ['198.51.100.0/24', 'documentation', 'Documentation TEST-NET-2 (RFC 5737)'],
  ['203.0.113.0/24', 'documentation', 'Documentation TEST-NET-3 (RFC 5737)'],
  ['233.252.0.0/24', 'documentation', 'MCAST-TEST-NET (RFC 5771)'],
  ['224.0.0.0/4', 'multicast', 'Multicast (RFC 5771)'],
  ['255.255.255.255/32', 'reserved', 'Limited Broadcast (RFC 919)'],
  ['240.0.0.0/4', 'reserved', 'Reserved (RFC 1112)'],
];

const V6_BLOCKS: ReadonlyArray<readonly [string, AddressType, string]> = [
  ['::/128', 'unspecified', 'Unspecified Address (RFC 4291)'],
  ['::1/128', 'loopback', 'Loopback Address (RFC 4291)'],
  // ::ffff:0:0/96 (IPv4-mapped) is classified by its embedded IPv4 address before this table.
  ['64:ff9b::/96', 'public', 'IPv4-IPv6 Translat. (RFC 6052)'],
  ['64:ff9b:1::/48', 'private', 'IPv4-IPv6 Translat. local-use (RFC 8215)'],
  ['::/8', 'reserved', 'Reserved by IETF (RFC 4291), incl. deprecated IPv4-compatible ::/96'],
  ['100::/8', 'reserved', 'Reserved by IETF, incl. Discard-Only 100::/64 (RFC 6666) and Dummy Prefix (RFC 9780)'],
  ['200::/7', 'reserved', 'Reserved by IETF (RFC 4048)'],
  ['400::/6', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['800::/5', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['1000::/4', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['2001:1::1/128', 'public', 'Port Control Protocol Anycast (RFC 7723)'],
  ['2001:1::2/128', 'public', 'TURN Anycast (RFC 8155)'],
  ['2001:1::3/128', 'public', 'DNS-SD Service Registration Protocol Anycast (RFC 9665)'],
  ['2001:2::/48', 'reserved', 'Benchmarking (RFC 5180)'],
  ['2001:4:112::/48', 'public', 'AS112-v6 (RFC 7535)'],
  ['2001::/32', 'public', 'TEREDO (RFC 4380)'],
  ['2001:3::/32', 'public', 'AMT (RFC 7450)'],
  ['2001:10::/28', 'reserved', 'Deprecated ORCHID (RFC 4843)'],
  ['2001:20::/28', 'public', 'ORCHIDv2 (RFC 7343)'],
  ['2001:30::/28', 'public', 'Drone Remote ID Protocol Entity Tags (RFC 9374)'],
  ['2001::/23', 'reserved', 'IETF Protocol Assignments (RFC 2928)'],
  ['2001:db8::/32', 'documentation', 'Documentation (RFC 3849)'],
  ['3fff::/20', 'documentation', 'Documentation (RFC 9637)'],
  ['5f00::/16', 'reserved', 'Segment Routing (SRv6) SIDs (RFC 9602)'],
  ['4000::/2', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['8000::/2', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['c000::/3', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['e000::/4', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['f000::/5', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['f800::/6', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['fc00::/7', 'private', 'Unique-Local (RFC 4193)'],
  ['fe00::/9', 'reserved', 'Reserved by IETF (RFC 4291)'],
  ['fe80::/10', 'link-local', 'Link-Local Unicast (RFC 4291)'],
  ['fec0::/10', 'reserved', 'Deprecated site-local (RFC 3879)'],
  ['ff00::/8', 'multicast', 'Multicast (RFC 4291)'],
];

interface CompiledV4 extends SpecialBlock {
  net: number;
  mask: number;
  prefix: number;
}
interface CompiledV6 extends SpecialBlock {
  net: Uint32Array;
  mask: Uint32Array;
  prefix: number;
}

function v4FromDotted(s: string): number {
  const p = s.split('.').map(Number);
  return ((p[0]! << 24) | (p[1]! << 16) | (p[2]! << 8) | p[3]!) >>> 0;
}

function v6FromText(s: string): Uint32Array {
  // Table literals only use the plain `a:b::c` form; expand without the general parser.
  const [head, tail] = s.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const g = [...h, ...new Array(8 - h.length - t.length).fill('0'), ...t].map((x) => parseInt(x, 16));
  const w = new Uint32Array(4);
  for (let k = 0; k < 4; k++) w[k] = ((g[2 * k]! << 16) | g[2 * k + 1]!) >>> 0;
  return w;
}

function maskWords(prefix: number): Uint32Array {
  const m = new Uint32Array(4);
  for (let k = 0; k < 4; k++) {
    const bits = Math.min(32, Math.max(0, prefix - 32 * k));
    m[k] = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  }
  return m;
}

const V4: CompiledV4[] = V4_BLOCKS.map(([cidr, type, name]) => {
  const [addr, len] = cidr.split('/') as [string, string];
  const prefix = Number(len);
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { cidr, type, name, net: (v4FromDotted(addr) & mask) >>> 0, mask, prefix };
}).sort((a, b) => b.prefix - a.prefix);

const V6: CompiledV6[] = V6_BLOCKS.map(([cidr, type, name]) => {
  const [addr, len] = cidr.split('/') as [string, string];
  const prefix = Number(len);
  return { cidr, type, name, net: v6FromText(addr), mask: maskWords(prefix), prefix };
}).sort((a, b) => b.prefix - a.prefix);

/** First octets (IPv4) / top 16 bits (IPv6) that intersect at least one block: fast path for the rest. */
const V4_MAYBE = new Uint8Array(256);
for (const b of V4) {
  const first = b.net >>> 24;
  const span = b.prefix >= 8 ? 1 : 2 ** (8 - b.prefix);
  V4_MAYBE.fill(1, first, first + span);
}
/**
 * The IPv6 classification by the top 16 bits, then by the top 32 (IPv6 blocks are at most /16 apart in the
 * registries, except a few longer ones): `V6_BY16[top 16 bits]` is the index of the most specific block containing
 * the whole /16, -1 for none (global unicast), or `-2 - k` when blocks longer than /16 start inside it: then
 * `V6_BY32[k][next 16 bits]` answers the same for the /32, with -2 when a block longer than /32 lies inside it (then
 * the blocks are tested one by one). Filled from the least specific block to the most specific, so the most specific
 * containing block wins, as in the one-by-one test.
 */
const V6_BY16 = new Int8Array(65536).fill(-1);
const V6_BY32: Int8Array[] = [];
const MIXED = -2;
for (let i = V6.length - 1; i >= 0; i--) {
  const b = V6[i]!;
  const top = b.net[0]! >>> 16;
  if (b.prefix <= 16) {
    V6_BY16.fill(i, top, top + 2 ** (16 - b.prefix));
    continue;
  }
  let sub = V6_BY16[top]!;
  if (sub > MIXED) {
    V6_BY32.push(new Int8Array(65536).fill(sub));
    sub = MIXED - (V6_BY32.length - 1);
    V6_BY16[top] = sub;
  }
  const table = V6_BY32[MIXED - sub]!;
  const low = b.net[0]! & 0xffff;
  if (b.prefix <= 32) table.fill(i, low, low + 2 ** (32 - b.prefix));
  else table[low] = MIXED;
}

const PUBLIC_V4: SpecialBlock = { cidr: '0.0.0.0/0', type: 'public', name: 'Global unicast' };
const PUBLIC_V6: SpecialBlock = { cidr: '2000::/3', type: 'public', name: 'Global unicast' };

/** Index of the most specific special IPv4 block containing `a` (u32), or -1 (ordinary public). */
export function classifyV4Index(a: number): number {
  if (V4_MAYBE[a >>> 24] === 0) return -1;
  for (let i = 0; i < V4.length; i++) {
    const b = V4[i]!;
    if ((a & b.mask) >>> 0 === b.net) return i;
  }
  return -1;
}

/**
 * Index of the most specific special IPv6 block containing the address, or -1 (global unicast). The usual answer
 * comes from one table read in a function small enough for the optimizing compiler to inline into the lookup; the
 * /16s holding longer blocks go on to {@link classifyV6Mixed}. With the whole test in one function it was called,
 * not inlined, and cost the IPv6 record lookup about 13 ns (a tenth of it).
 */
export function classifyV6Index(w0: number, w1: number, w2: number, w3: number): number {
  const by16 = V6_BY16[w0 >>> 16]!;
  return by16 > MIXED ? by16 : classifyV6Mixed(by16, w0, w1, w2, w3);
}

/** {@link classifyV6Index} in a /16 whose `V6_BY16` entry `by16` says longer blocks start inside it. */
function classifyV6Mixed(by16: number, w0: number, w1: number, w2: number, w3: number): number {
  const by32 = V6_BY32[MIXED - by16]![w0 & 0xffff]!;
  if (by32 > MIXED) return by32;
  for (let i = 0; i < V6.length; i++) {
    const b = V6[i]!;
    const m = b.mask;
    const n = b.net;
    if (
      (w0 & m[0]!) >>> 0 === n[0] &&
      (w1 & m[1]!) >>> 0 === n[1] &&
      (w2 & m[2]!) >>> 0 === n[2] &&
      (w3 & m[3]!) >>> 0 === n[3]
    ) {
      return i;
    }
  }
  return -1;
}

/** The IPv4 block for an index from {@link classifyV4Index} (-1 → the ordinary public block). */
export function specialBlockV4(index: number): SpecialBlock {
  return index < 0 ? PUBLIC_V4 : V4[index]!;
}

/** The IPv6 block for an index from {@link classifyV6Index} (-1 → the ordinary public block). */
export function specialBlockV6(index: number): SpecialBlock {
  return index < 0 ? PUBLIC_V6 : V6[index]!;
}

/** First and last address (u32) of the IPv4 block at `index` (≥ 0). */
export function v4BlockBounds(index: number): [number, number] {
  const b = V4[index]!;
  return [b.net, (b.net | ~b.mask) >>> 0];
}

/** First and last address (4 words each) of the IPv6 block at `index` (≥ 0). */
export function v6BlockBounds(index: number): [Uint32Array, Uint32Array] {
  const b = V6[index]!;
  const end = new Uint32Array(4);
  for (let k = 0; k < 4; k++) end[k] = (b.net[k]! | ~b.mask[k]!) >>> 0;
  return [b.net, end];
}

/** Number of blocks in each table: valid indices for the functions above are 0 … count − 1. */
export const SPECIAL_BLOCK_COUNT = { v4: V4.length, v6: V6.length } as const;
