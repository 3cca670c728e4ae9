/**
 * A local stand-in for the feed publishers (feeds.ts), for development and tests where their URLs cannot be reached:
 * an HTTP server that serves small samples of each feed, in the publisher's exact format, at the paths a bare
 * `IPDB_FEEDS` name reads under `IPDB_FEEDS_MIRROR` (`/<name>/<file name>`, e.g. `/aws/ip-ranges.json`,
 * `/cloudflare/ips-v4`). The samples are the files under `test-support/feeds/`. Start it with
 * `ipintel feeds-sandbox [--port N]` and set `IPDB_FEEDS_MIRROR=http://127.0.0.1:N`.
 * Unknown paths answer 404; only GET and HEAD are served.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { FEED_TYPES, mirrorPath } from './feeds.ts';

/** The sample file (under test-support/feeds) served for each publisher URL, and for the feeds without one. */
const SAMPLES: Record<string, string> = {
  'https://check.torproject.org/torbulkexitlist': 'torbulkexitlist',
  'https://ip-ranges.amazonaws.com/ip-ranges.json': 'aws-ip-ranges.json',
  'https://www.gstatic.com/ipranges/cloud.json': 'gcp-cloud.json',
  'https://docs.oracle.com/iaas/tools/public_ip_ranges.json': 'oracle-public-ip-ranges.json',
  'https://www.cloudflare.com/ips-v4': 'cloudflare-ips-v4',
  'https://www.cloudflare.com/ips-v6': 'cloudflare-ips-v6',
  'https://digitalocean.com/geo/google.csv': 'digitalocean-google.csv',
  'https://raw.githubusercontent.com/X4BNet/lists_vpn/main/output/datacenter/ipv4.txt': 'x4bnet-vpn-ipv4.txt',
};
const EXTRA: Record<string, string> = {
  'tor/exit-addresses': 'exit-addresses',
  'azure/ServiceTags_Public.json': 'azure-service-tags.json',
  'vpn/ipv4.txt': 'x4bnet-vpn-ipv4.txt',
};

/** The sandbox's paths (without the leading `/`) and the sample file each serves. */
export function sandboxFiles(): Record<string, string> {
  const out: Record<string, string> = { ...EXTRA };
  for (const [name, type] of Object.entries(FEED_TYPES))
    for (const url of type.urls) {
      const sample = SAMPLES[url];
      if (sample) out[mirrorPath(name, url)] = sample;
    }
  return out;
}

const sampleFile = (name: string): string => fileURLToPath(new URL(`./test-support/feeds/${name}`, import.meta.url));

/** Starts the sandbox on `host:port` (port 0: any free port); resolves to its base URL and a close function. */
export async function startFeedSandbox(
  opts: { port?: number; host?: string } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const files = sandboxFiles();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://sandbox').pathname).replace(/^\/+/, '');
    const sample = files[path];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !sample) {
      res.writeHead(sample ? 405 : 404, { 'content-type': 'text/plain' }).end(sample ? 'GET only' : 'no such feed');
      return;
    }
    const body = readFileSync(sampleFile(sample));
    res.writeHead(200, {
      'content-type': sample.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
