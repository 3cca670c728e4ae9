// `pnpm bench:speed-parts`: what each part of the API's speed machinery (apps/api/src/speed/README.md) buys today.
// Runs `bench:ip` and `bench:console` (1 process straight, the rows their targets read) once per configuration:
// every part on, every part off (SPEED_MACHINERY=off), and each part off alone (SPEED_<PART>=off), one after the
// other in one run, so that the ratios compare configurations measured on the same machine in the same hour.
// For each part it prints, per benched call, how much the call gains with the part on (throughput as a share of the
// bare route measured in the same bench run, and for the IP bulk the server's CPU time), and whether the part buys
// ≥ 10 % on at least one call (the rule for keeping it).
// Environment: SPEED_PARTS_CONFIGS=<name,...> limits the configurations (names as in CONFIGS below);
// BENCH_SECONDS / BENCH_ROUNDS / BENCH_BULK_RUNS pass through (defaults here: 3 s, 3 rounds, 100 bulks).
// Saves each bench's JSON under var/bench/speed-parts/ and the summary as var/bench/speed-parts.json.
// A benchmark, not a test: it never fails on a missed target.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'var/bench');
const outDir = path.join(benchDir, 'speed-parts');
mkdirSync(outDir, { recursive: true });

/** The configurations: name → the environment that selects it. */
const CONFIGS = {
  'all on': {},
  'all off': { SPEED_MACHINERY: 'off' },
  'answer batching off': { SPEED_ANSWER_BATCHING: 'off' },
  'fast-json off': { SPEED_FAST_JSON: 'off' },
  'kept answers off': { SPEED_KEPT_ANSWERS: 'off' },
  'node flags off': { SPEED_NODE_FLAGS: 'off' },
};
/** Which configuration turns which part off. */
const PARTS = {
  'answer batching': 'answer batching off',
  'fast-json-stringify': 'fast-json off',
  'kept answers': 'kept answers off',
  'node flags': 'node flags off',
};
const wanted = process.env.SPEED_PARTS_CONFIGS?.split(',').map((s) => s.trim());
const names = Object.keys(CONFIGS).filter((n) => !wanted || wanted.includes(n));

const baseEnv = {
  ...process.env,
  BENCH_SECONDS: process.env.BENCH_SECONDS ?? '3',
  BENCH_ROUNDS: process.env.BENCH_ROUNDS ?? '3',
  BENCH_BULK_RUNS: process.env.BENCH_BULK_RUNS ?? '100',
  BENCH_STRAIGHT_ONLY: '1',
};

/** Runs one `pnpm --filter @lanyun/api <script>` with `env`; returns the JSON it saved, copied under `tag`. */
function bench(script, file, env, tag) {
  const started = Date.now();
  const r = spawnSync('pnpm', ['--filter', '@lanyun/api', script], {
    cwd: root,
    env: { ...baseEnv, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`${script} (${tag}) exited ${r.status}`);
  const target = path.join(outDir, `${tag.replaceAll(' ', '-')}-${file}`);
  copyFileSync(path.join(benchDir, file), target);
  console.log(`${script} (${tag}): ${Math.round((Date.now() - started) / 1000)} s`);
  return JSON.parse(readFileSync(target, 'utf8'));
}

/** The figures compared between configurations: call → { share of bare (%), p99 ms or ratio, server ms }. */
function figures(ip, con) {
  const f = {};
  const rounds = ip.rounds.api.map((a, i) => a.rps / ip.rounds.bare[i].rps);
  f['IP lookup (keyed)'] = { share: Math.round([...rounds].sort((a, b) => a - b)[rounds.length >> 1] * 100) };
  f['IP bulk of 1,000'] = { serverMs: ip.bulk.api.server_cpu_ms };
  for (const r of con.results) {
    if (r.via !== 'straight' || r.connections !== 10 || r.call === 'log-in') continue;
    f[r.call] = { share: r['% bare'], p99: r.p99_ms };
  }
  return f;
}

const results = {};
for (const name of names) {
  const env = CONFIGS[name];
  const ip = bench('bench:ip', 'ip-api.json', env, name);
  const con = bench('bench:console', 'console.json', env, name);
  results[name] = figures(ip, con);
}

const table = [];
for (const name of names) {
  for (const [call, v] of Object.entries(results[name])) {
    table.push({
      configuration: name,
      call,
      '% bare': v.share ?? '',
      'p99 ms': v.p99 ?? '',
      'server ms': v.serverMs ?? '',
    });
  }
}
console.table(table);

// What each part buys: with the part on (all on) against off (that part alone off), per call.
const verdicts = [];
if (results['all on']) {
  for (const [part, offName] of Object.entries(PARTS)) {
    const off = results[offName];
    if (!off) continue;
    let best = { call: '', gain: Number.NEGATIVE_INFINITY };
    for (const [call, on] of Object.entries(results['all on'])) {
      const o = off[call];
      if (!o) continue;
      // Throughput share: on/off − 1; server time: off/on − 1 (less time with the part on is a gain).
      const gain =
        on.share != null ? on.share / Math.max(o.share, 1) - 1 : o.serverMs / Math.max(on.serverMs, 0.001) - 1;
      if (gain > best.gain) best = { call, gain };
    }
    verdicts.push({
      part,
      'best call': best.call,
      'gain with it on': `${Math.round(best.gain * 100)} %`,
      'keep (≥ 10 %)': best.gain >= 0.1,
    });
  }
  console.table(verdicts);
}
const out = path.join(benchDir, 'speed-parts.json');
writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, results, verdicts }, null, 2)}\n`,
);
console.log(`saved ${out}`);
