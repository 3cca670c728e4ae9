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
 * - `cloudflare` (`ips-v4` / `ips-v6`: a CIDR a line) and `digitalocean` (`google.csv`: `prefix,country,region,
 *   city,postal`): set is_hosting and is_data_center, and name the provider.
 * - `vpn`, `proxy`, `relay`, `datacenter`: a CIDR per line (X4BNet lists, Apple's egress CSV …; privacy-source.ts
 *   parseRangeList); set is_vpn / is_proxy / is_relay / is_hosting + is_data_center.
 *
 * `IPDB_FEEDS` names the feeds to read, separated by white space or `;`: `name=source` with source a path or an
 * http(s) URL (several joined by `,`), or a bare `name` for the publisher's own URLs ({@link FEED_TYPES} `urls`),
 * e.g. `IPDB_FEEDS="tor aws=/srv/feeds/ip-ranges.json cloudflare"`. `IPDB_FEEDS_MIRROR` (an http(s) base URL) makes
 * bare names read `<mirror>/<name>/<file name of the publisher URL>` instead: a mirror inside the network, or the
 * local sandbox of feed-sandbox.ts (`ipintel feeds-sandbox`), which serves the committed samples at those paths.
 * Errors: Error naming the feed for an unknown name, a bare name without publisher URL, malformed JSON or a JSON
 * shape that is not the feed's.
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
  /**
   * Where the publisher serves the feed (read for a bare name in `IPDB_FEEDS`); empty when it has no fixed address
   * (Azure's weekly file name changes; VPN and proxy lists are the operator's choice).
   */
  urls: readonly string[];
}

export const FEED_TYPES: Readonly<Record<string, FeedType>> = {
  tor: { format: 'tor', kind: 'tor', provider: null, urls: ['https://check.torproject.org/torbulkexitlist'] },
  aws: { format: 'aws', kind: 'hosting', provider: 'AWS', urls: ['https://ip-ranges.amazonaws.com/ip-ranges.json'] },
  gcp: {
    format: 'gcp',
    kind: 'hosting',
    provider: 'Google Cloud',
    urls: ['https://www.gstatic.com/ipranges/cloud.json'],
  },
  azure: { format: 'azure', kind: 'hosting', provider: 'Azure', urls: [] },
  oracle: {
    format: 'oracle',
    kind: 'hosting',
    provider: 'Oracle Cloud',
    urls: ['https://docs.oracle.com/iaas/tools/public_ip_ranges.json'],
  },
  cloudflare: {
    format: 'list',
    kind: 'hosting',
    provider: 'Cloudflare',
    urls: ['https://www.cloudflare.com/ips-v4', 'https://www.cloudflare.com/ips-v6'],
  },
  digitalocean: {
    format: 'list',
    kind: 'hosting',
    provider: 'DigitalOcean',
    urls: ['https://digitalocean.com/geo/google.csv'],
  },
  vpn: { format: 'list', kind: 'vpn', provider: null, urls: [] },
  proxy: { format: 'list', kind: 'proxy', provider: null, urls: [] },
  relay: { format: 'list', kind: 'relay', provider: null, urls: ['https://mask-api.icloud.com/egress-ip-ranges.csv'] },
  datacenter: {
    format: 'list',
    kind: 'hosting',
    provider: null,
    urls: ['https://raw.githubusercontent.com/X4BNet/lists_vpn/main/output/datacenter/ipv4.txt'],
  },
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

/** The path a bare feed name is read from under `IPDB_FEEDS_MIRROR`: `<name>/<file name of the publisher URL>`. */
export function mirrorPath(name: string, url: string): string {
  return `${name}/${new URL(url).pathname.split('/').pop()}`;
}

/**
 * The feeds named in `IPDB_FEEDS` of `env` (format in the module doc), one spec per source; a bare name reads the
 * publisher's URLs, or their copies under `IPDB_FEEDS_MIRROR`.
 * @throws Error for an unknown feed name, or a bare name whose feed has no publisher URL
 */
export function feedsFromEnv(env: NodeJS.ProcessEnv = process.env): FeedSpec[] {
  const text = env.IPDB_FEEDS?.trim();
  if (!text) return [];
  const mirror = env.IPDB_FEEDS_MIRROR?.trim().replace(/\/+$/, '');
  return text.split(/[\s;]+/).flatMap((pair) => {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim().toLowerCase();
    const type = FEED_TYPES[name];
    if (eq === 0 || !type)
      throw new Error(
        `IPDB_FEEDS: ${JSON.stringify(pair)} is not name or name=source with a name among ${Object.keys(FEED_TYPES).join(', ')}`,
      );
    if (eq < 0 && type.urls.length === 0)
      throw new Error(`IPDB_FEEDS: ${name} has no fixed publisher URL; give ${name}=<file or URL>`);
    const sources =
      eq > 0 ? pair.slice(eq + 1).split(',') : type.urls.map((u) => (mirror ? `${mirror}/${mirrorPath(name, u)}` : u));
    return sources.filter(Boolean).map((source) => ({ name, source, ...type }));
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
