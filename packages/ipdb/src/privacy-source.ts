/**
 * Privacy lists: Tor exit addresses, VPN ranges, open proxies and relay egress ranges, read by the
 * build from files or http(s) URLs and turned into the file's privacy range tables.
 *
 * Configuration (environment, read by {@link privacyListsFromEnv}):
 *
 * | variable | flag |
 * | --- | --- |
 * | `IPDB_TOR_EXITS` | `is_tor` (e.g. https://check.torproject.org/torbulkexitlist) |
 * | `IPDB_VPN_RANGES` | `is_vpn` |
 * | `IPDB_PROXY_RANGES` | `proxy_data.is_proxy` (open / public proxies) |
 * | `IPDB_RELAY_RANGES` | `is_relay` (e.g. iCloud Private Relay egress ranges) |
 *
 * Each variable holds one file path (relative to the current directory) or one http(s) URL. A
 * variable that is unset or empty means "no list": the flag is false everywhere. Nothing is inferred.
 *
 * List format: one IPv4/IPv6 address or CIDR network per line. `#` starts a comment; blank lines
 * are skipped; anything after the first comma or whitespace is ignored (so CSV files whose first
 * column is the network, like Apple's egress-ip-ranges.csv, work). Host bits of a CIDR are
 * cleared. IPv4-mapped IPv6 entries (`::ffff:a.b.c.d`) count as IPv4. Overlapping entries, also
 * across lists, combine their flags.
 * Errors: Error naming the source and line for an entry that is not an address or network; Error
 * for a failed download (HTTP status, timeout) or an unreadable file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseIpInto, isV4Mapped } from './address.ts';
import { feedsFromEnv, parseFeed, type FeedFormat } from './feeds.ts';
import { PRIVACY, type PrivacyListInfo, type PrivacyListRanges } from './format.ts';
import { V4RangeBuilder, V6RangeBuilder, type V4Table, type V6FullTable } from './ranges.ts';

/** Which flag a list sets. */
export type PrivacyListKind = PrivacyListInfo['kind'];

/**
 * A configured list: its flag and where to read it (path or http(s) URL); feeds (feeds.ts, `IPDB_FEEDS`) add their
 * name, published format and provider.
 */
export interface PrivacyListSpec {
  kind: PrivacyListKind;
  source: string;
  name?: string;
  format?: FeedFormat;
  provider?: string | null;
}

/** Result of {@link readPrivacyLists}: range tables whose values are {@link PRIVACY} bit masks. */
export interface PrivacySource {
  v4: V4Table;
  v6: V6FullTable;
  lists: PrivacyListInfo[];
  /** Per list, its networks when another list sets the same flag, else null (format.ts privacyListRanges). */
  ranges: Array<PrivacyListRanges | null>;
}

/** Environment variable per list kind. */
export const PRIVACY_ENV: Record<PrivacyListKind, string> = {
  tor: 'IPDB_TOR_EXITS',
  vpn: 'IPDB_VPN_RANGES',
  proxy: 'IPDB_PROXY_RANGES',
  relay: 'IPDB_RELAY_RANGES',
  hosting: 'IPDB_FEEDS',
};

const BIT: Record<PrivacyListKind, number> = {
  vpn: PRIVACY.vpn,
  tor: PRIVACY.tor,
  proxy: PRIVACY.proxy,
  relay: PRIVACY.relay,
  hosting: PRIVACY.hosting | PRIVACY.dataCenter,
};

/**
 * The lists configured in `env` (default `process.env`): the single-list variables in the order tor, vpn, proxy,
 * relay, then the feeds of `IPDB_FEEDS` (feeds.ts) in their order.
 */
export function privacyListsFromEnv(env: NodeJS.ProcessEnv = process.env): PrivacyListSpec[] {
  const out: PrivacyListSpec[] = [];
  for (const kind of ['tor', 'vpn', 'proxy', 'relay'] as const) {
    const v = env[PRIVACY_ENV[kind]]?.trim();
    if (v) out.push({ kind, source: v });
  }
  for (const f of feedsFromEnv(env))
    out.push({ kind: f.kind, source: f.source, name: f.name, format: f.format, provider: f.provider });
  return out;
}

/** One parsed list entry: an inclusive range, IPv4 as numbers or IPv6 as 128-bit bigints. */
export type ListEntry = { version: 4; start: number; end: number } | { version: 6; start: bigint; end: bigint };

const ALL128 = (1n << 128n) - 1n;

/**
 * Parses list text (format in the module doc). `where` names the source in error messages.
 * Returns the entries in file order. Throws Error `"<where>:<line>: …"` for an invalid entry.
 */
export function parseRangeList(text: string, where: string): ListEntry[] {
  const out: ListEntry[] = [];
  const w = new Uint32Array(4);
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const hash = line.indexOf('#');
    if (hash >= 0) line = line.slice(0, hash);
    line = line.trim();
    if (line === '') continue;
    const token = line.split(/[\s,;]/, 1)[0]!;
    const slash = token.indexOf('/');
    const addr = slash < 0 ? token : token.slice(0, slash);
    const fail = (why: string): never => {
      throw new Error(`${where}:${i + 1}: ${why}: ${JSON.stringify(token)}`);
    };
    let version: 4 | 6;
    try {
      version = parseIpInto(addr, w);
    } catch {
      return fail('not an IP address or CIDR network');
    }
    const bits = version === 4 ? 32 : 128;
    let prefix = bits;
    if (slash >= 0) {
      const p = token.slice(slash + 1);
      if (!/^\d{1,3}$/.test(p) || Number(p) > bits) fail('bad prefix length');
      prefix = Number(p);
    }
    if (version === 4) {
      const size = 2 ** (32 - prefix);
      const start = Math.floor(w[0]! / size) * size;
      out.push({ version: 4, start, end: start + size - 1 });
      continue;
    }
    if (isV4Mapped(w[0]!, w[1]!, w[2]!) && prefix >= 96) {
      const size = 2 ** (128 - prefix);
      const start = Math.floor(w[3]! / size) * size;
      out.push({ version: 4, start, end: start + size - 1 });
      continue;
    }
    const value = (BigInt(w[0]!) << 96n) | (BigInt(w[1]!) << 64n) | (BigInt(w[2]!) << 32n) | BigInt(w[3]!);
    const host = prefix === 128 ? 0n : ALL128 >> BigInt(prefix);
    out.push({ version: 6, start: value & ~host & ALL128, end: (value & ~host) | host });
  }
  return out;
}

/** Reads a list's bytes from a path or an http(s) URL (60 s timeout). */
export async function readListSource(source: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(60_000), redirect: 'follow' });
    if (!res.ok) throw new Error(`privacy list ${source}: HTTP ${res.status} ${res.statusText}`);
    return Buffer.from(await res.arrayBuffer());
  }
  return readFileSync(source);
}

/**
 * Sweeps ranges tagged with flag bits (positions up to `top`) and emits the maximal segments with
 * a non-zero mask: the OR of the flags of every range covering the segment.
 */
function sweep(
  ranges: Array<{ start: number | bigint; end: number | bigint; bit: number }>,
  top: bigint,
  emit: (start: bigint, end: bigint, mask: number) => void,
): void {
  const events: Array<{ at: bigint; bit: number; delta: 1 | -1 }> = [];
  for (const r of ranges) {
    events.push({ at: BigInt(r.start), bit: r.bit, delta: 1 });
    const after = BigInt(r.end) + 1n;
    if (after <= top) events.push({ at: after, bit: r.bit, delta: -1 });
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const counts = new Map<number, number>();
  let mask = 0;
  for (let i = 0; i < events.length; ) {
    const at = events[i]!.at;
    while (i < events.length && events[i]!.at === at) {
      const e = events[i++]!;
      const c = (counts.get(e.bit) ?? 0) + e.delta;
      counts.set(e.bit, c);
      mask = c > 0 ? mask | e.bit : mask & ~e.bit;
    }
    const next = i < events.length ? events[i]!.at - 1n : top;
    if (mask !== 0) emit(at, next, mask);
  }
}

/**
 * Reads every configured list (default: {@link privacyListsFromEnv}) and returns the privacy range
 * tables plus what was read (for META). With no lists, the tables hold a single empty range.
 * Errors: see the module doc.
 */
export async function readPrivacyLists(specs: PrivacyListSpec[] = privacyListsFromEnv()): Promise<PrivacySource> {
  const r4: Array<{ start: number; end: number; bit: number }> = [];
  const r6: Array<{ start: bigint; end: bigint; bit: number }> = [];
  const lists: PrivacyListInfo[] = [];
  const perList: ListEntry[][] = [];
  for (const spec of specs) {
    const bit = BIT[spec.kind];
    if (bit === undefined) throw new Error(`unknown privacy list kind ${JSON.stringify(spec.kind)}`);
    const bytes = await readListSource(spec.source);
    const readAt = new Date().toISOString();
    const parsed = spec.format
      ? parseFeed(spec.format, bytes.toString('utf8'), spec.source)
      : { entries: parseRangeList(bytes.toString('utf8'), spec.source), published: null };
    const entries = parsed.entries;
    perList.push(entries);
    for (const e of entries) {
      if (e.version === 4) r4.push({ start: e.start, end: e.end, bit });
      else r6.push({ start: e.start, end: e.end, bit });
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const feed = spec.name ? { name: spec.name, provider: spec.provider ?? null, published: parsed.published } : {};
    lists.push({ kind: spec.kind, source: spec.source, entries: entries.length, sha256, ...feed, read_at: readAt });
  }
  const b4 = new V4RangeBuilder();
  sweep(r4, 0xffffffffn, (s, e, mask) => b4.add(Number(s), Number(e), mask));
  const b6 = new V6RangeBuilder();
  const s6 = new Uint32Array(4);
  const e6 = new Uint32Array(4);
  const words = (v: bigint, out: Uint32Array): Uint32Array => {
    for (let k = 3; k >= 0; k--) {
      out[k] = Number(v & 0xffffffffn);
      v >>= 32n;
    }
    return out;
  };
  sweep(r6, ALL128, (s, e, mask) => b6.add(words(s, s6), words(e, e6), mask));
  const shared = (kind: PrivacyListKind) => lists.filter((l) => l.kind === kind).length > 1;
  const ranges = perList.map((entries, i): PrivacyListRanges | null => {
    if (!shared(lists[i]!.kind)) return null;
    const out: PrivacyListRanges = { v4: [], v6: [] };
    for (const e of entries)
      if (e.version === 4) out.v4.push(e.start, e.end);
      else out.v6.push(e.start.toString(16).padStart(32, '0'), e.end.toString(16).padStart(32, '0'));
    return out;
  });
  return { v4: b4.finish(), v6: b6.finish(), lists, ranges };
}
