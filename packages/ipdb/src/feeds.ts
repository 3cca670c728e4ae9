/**
 * Public privacy and hosting feeds in their published formats, turned into privacy list entries for the build
 * (privacy-source.ts). Each parser takes the feed's text exactly as its publisher serves it and returns the
 * networks plus the feed's own publication time when it carries one.
 *
 * Feed names, formats and flags (publishers' URLs in docs/data-sources.md):
 * - `tor`: the Tor Project's bulk exit list (an address a line) or `exit-addresses` (`ExitAddress a.b.c.d date`);
 *   sets is_tor.
 * - `aws` (`ip-ranges.json`: `createDate`, `prefixes[].ip_prefix`, `ipv6_prefixes[].ipv6_prefix`), `gcp`
 *   (`cloud.json`: `creationTime`, `prefixes[].ipv4Prefix/ipv6Prefix`), `azure` (Service Tags JSON:
 *   `values[].properties.addressPrefixes`), `oracle` (`public_ip_ranges.json`: `last_updated_timestamp`,
 *   `regions[].cidrs[].cidr`): set is_hosting and is_data_center, and name the provider.
 * - `vpn`, `proxy`, `relay`, `datacenter`: a CIDR per line (X4BNet lists, Apple's egress CSV …; privacy-source.ts
 *   parseRangeList); set is_vpn / is_proxy / is_relay / is_hosting + is_data_center.
 *
 * `IPDB_FEEDS` names the feeds to read: `name=source` pairs separated by white space or `;`, source a path or an
 * http(s) URL, e.g. `IPDB_FEEDS="tor=https://check.torproject.org/torbulkexitlist aws=/srv/feeds/ip-ranges.json"`.
 * Errors: Error naming the feed for an unknown name, malformed JSON or a JSON shape that is not the feed's.
 */
import { parseRangeList, type ListEntry } from './privacy-source.ts';

/** The flag a feed sets (`hosting` sets is_hosting and is_data_center). */
export type FeedKind = 'tor' | 'vpn' | 'proxy' | 'relay' | 'hosting';
/** The formats read. */
export type FeedFormat = 'tor' | 'aws' | 'gcp' | 'azure' | 'oracle' | 'list';

/** What a known feed name means. */
export interface FeedType {
  format: FeedFormat;
  kind: FeedKind;
  /** The hosting provider the feed lists (cloud feeds). */
  provider: string | null;
}

export const FEED_TYPES: Readonly<Record<string, FeedType>> = {
  tor: { format: 'tor', kind: 'tor', provider: null },
  aws: { format: 'aws', kind: 'hosting', provider: 'AWS' },
  gcp: { format: 'gcp', kind: 'hosting', provider: 'Google Cloud' },
  azure: { format: 'azure', kind: 'hosting', provider: 'Azure' },
  oracle: { format: 'oracle', kind: 'hosting', provider: 'Oracle Cloud' },
  vpn: { format: 'list', kind: 'vpn', provider: null },
  proxy: { format: 'list', kind: 'proxy', provider: null },
  relay: { format: 'list', kind: 'relay', provider: null },
  datacenter: { format: 'list', kind: 'hosting', provider: null },
};

/** A parsed feed: its networks and the publication time it states (ISO 8601), if any. */
export interface ParsedFeed {
  entries: ListEntry[];
  published: string | null;
}

/** A configured feed (from `IPDB_FEEDS`). */
export interface FeedSpec extends FeedType {
  name: string;
  source: string;
}

/** The feeds named in `IPDB_FEEDS` of `env`. @throws Error for an entry without `=` or an unknown feed name */
export function feedsFromEnv(env: NodeJS.ProcessEnv = process.env): FeedSpec[] {
  const text = env.IPDB_FEEDS?.trim();
  if (!text) return [];
  return text.split(/[\s;]+/).map((pair) => {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim().toLowerCase();
    const type = FEED_TYPES[name];
    if (eq <= 0 || !type)
      throw new Error(
        `IPDB_FEEDS: ${JSON.stringify(pair)} is not name=source with a name among ${Object.keys(FEED_TYPES).join(', ')}`,
      );
    return { name, source: pair.slice(eq + 1), ...type };
  });
}

/** Parse `text` in `format`; `where` names the feed in errors. */
export function parseFeed(format: FeedFormat, text: string, where: string): ParsedFeed {
  switch (format) {
    case 'tor':
      return parseTorExits(text, where);
    case 'list':
      return { entries: parseRangeList(text, where), published: null };
    default:
      return parseCloudJson(format, text, where);
  }
}

/**
 * The Tor Project's bulk exit list (an address a line) or its `exit-addresses` document (`ExitAddress <ip> <date>
 * <time>` lines among `ExitNode` / `Published` / `LastStatus`); `published` is the newest ExitAddress time.
 */
export function parseTorExits(text: string, where: string): ParsedFeed {
  if (!/^ExitNode /m.test(text)) return { entries: parseRangeList(text, where), published: null };
  const lines: string[] = [];
  let newest: string | null = null;
  for (const m of text.matchAll(/^ExitAddress (\S+) (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)/gm)) {
    lines.push(m[1]!);
    const at = `${m[2]}T${m[3]}Z`;
    if (newest === null || at > newest) newest = at;
  }
  return {
    entries: parseRangeList(lines.join('\n'), where),
    published: newest === null ? null : new Date(newest).toISOString(),
  };
}

const isoOrNull = (v: unknown): string | null => {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  // AWS: "2024-01-31-18-13-09"; Google: "2024-01-31T12:00:00.000000"; Oracle: "2024-01-31T12:00:00.000000".
  const aws = typeof v === 'string' ? /^(\d{4}-\d\d-\d\d)-(\d\d)-(\d\d)-(\d\d)$/.exec(v) : null;
  const d = new Date(
    aws
      ? `${aws[1]}T${aws[2]}:${aws[3]}:${aws[4]}Z`
      : typeof v === 'string' && !/Z|[+-]\d\d:?\d\d$/.test(v)
        ? `${v}Z`
        : v,
  );
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
const strings = (list: unknown, field: string): string[] =>
  Array.isArray(list)
    ? list.map((x) => (x as Record<string, unknown>)?.[field]).filter((x): x is string => typeof x === 'string')
    : [];

/** AWS, Google Cloud, Azure and Oracle range documents. */
function parseCloudJson(format: 'aws' | 'gcp' | 'azure' | 'oracle', text: string, where: string): ParsedFeed {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text) as Record<string, unknown>;
  } catch (err) {
    throw new Error(`${where}: not JSON (${(err as Error).message})`);
  }
  let cidrs: string[];
  let published: string | null;
  if (format === 'aws') {
    cidrs = [...strings(doc.prefixes, 'ip_prefix'), ...strings(doc.ipv6_prefixes, 'ipv6_prefix')];
    published = isoOrNull(doc.createDate);
  } else if (format === 'gcp') {
    cidrs = [...strings(doc.prefixes, 'ipv4Prefix'), ...strings(doc.prefixes, 'ipv6Prefix')];
    published = isoOrNull(doc.creationTime);
  } else if (format === 'azure') {
    const values = Array.isArray(doc.values)
      ? (doc.values as Array<{ properties?: { addressPrefixes?: unknown } }>)
      : [];
    cidrs = values.flatMap((v) =>
      Array.isArray(v.properties?.addressPrefixes)
        ? (v.properties.addressPrefixes as unknown[]).filter((x): x is string => typeof x === 'string')
        : [],
    );
    published = null; // the document has a changeNumber, no date
  } else {
    const regions = Array.isArray(doc.regions) ? (doc.regions as Array<{ cidrs?: unknown }>) : [];
    cidrs = regions.flatMap((r) => strings(r.cidrs, 'cidr'));
    published = isoOrNull(doc.last_updated_timestamp);
  }
  if (cidrs.length === 0) throw new Error(`${where}: no networks found; is this a ${format} ranges document?`);
  return { entries: parseRangeList([...new Set(cidrs)].join('\n'), where), published };
}
