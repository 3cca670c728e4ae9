// `pnpm bench:speed-parts`: what each part of the API's speed machinery (apps/api/src/speed/README.md) buys today.
// Runs `bench:ip` and `bench:console` (1 process straight, the rows their targets read) once per configuration:
// every part on, every part off (SPEED_MACHINERY=off), and each part off alone (SPEED_<PART>=off), one after the
// other in one run, so that the ratios compare configurations measured on the same machine in the same hour.
// For each part it prints, per benched call, how much the call gains with the part on (throughput as a share of the
// bare route measured in the same bench run, and for the IP bulk the server's CPU time), and whether the part buys
// ≥ 10 % on at least one call (the rule for keeping it). The first and last runs both have every part on: their
// difference on each call is the run's noise, printed beside each gain (a gain within the noise proves nothing).
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
  // Every part on a second time, last: how far two runs of the same configuration differ (the run's noise).
  'all on again': {},
};
/**
 * Which configuration turns which part off, and the calls the part can change (its verdict reads only those: a
 * call the part does not touch moves only by the noise). Kept answers serve the instance list and the news list;
 * the fast-json-stringify serializer writes the console's answers (the IP answers have their own writer).
 */
const CONSOLE_CALLS = ['profile', 'instance list', 'ECS price quote', 'top-up order status', 'news list'];
const PARTS = {
  'answer batching': { off: 'answer batching off', calls: null },
  'fast-json-stringify': { off: 'fast-json off', calls: CONSOLE_CALLS },
  'kept answers': { off: 'kept answers off', calls: ['instance list', 'news list'] },
  'node flags': { off: 'node flags off', calls: null },
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

// SPEED_PARTS_FROM=<file>: no runs, the verdicts recomputed from a saved var/bench/speed-parts.json.
const results = process.env.SPEED_PARTS_FROM
  ? JSON.parse(readFileSync(process.env.SPEED_PARTS_FROM, 'utf8')).results
  : {};
for (const name of process.env.SPEED_PARTS_FROM ? [] : names) {
  const env = CONFIGS[name];
  const ip = bench('bench:ip', 'ip-api.json', env, name);
  const con = bench('bench:console', 'console.json', env, name);
  results[name] = figures(ip, con);
}

const table = [];
for (const name of Object.keys(results)) {
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

// What each part buys, per call: every part on (the mean of the first and last runs) against that part alone off.
// Throughput share: on/off − 1; server time: off/on − 1 (less time with the part on is a gain). The noise of a call
// is how far its two all-on runs differ (larger over smaller − 1); a part is kept when, on some call, its gain is
// ≥ 10 % and larger than that call's noise. The log-in is left out (argon2id dominates it, not the answer's writing).
const verdicts = [];
const onRuns = ['all on', 'all on again'].map((n) => results[n]).filter(Boolean);
if (onRuns.length) {
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const onOf = (call) => {
    const rs = onRuns.map((r) => r[call]).filter(Boolean);
    return rs[0]?.share != null
      ? {
          share: mean(rs.map((r) => r.share)),
          noise: Math.max(...rs.map((r) => r.share)) / Math.max(1, Math.min(...rs.map((r) => r.share))) - 1,
        }
      : {
          serverMs: mean(rs.map((r) => r.serverMs)),
          noise: Math.max(...rs.map((r) => r.serverMs)) / Math.min(...rs.map((r) => r.serverMs)) - 1,
        };
  };
  for (const [part, { off: offName, calls }] of Object.entries(PARTS)) {
    const off = results[offName];
    if (!off) continue;
    let best = null;
    for (const call of Object.keys(onRuns[0])) {
      const o = off[call];
      if (!o || call.startsWith('log-in') || (calls && !calls.includes(call))) continue;
      const on = onOf(call);
      const gain =
        on.share != null ? on.share / Math.max(o.share, 1) - 1 : o.serverMs / Math.max(on.serverMs, 0.001) - 1;
      const clears = gain >= 0.1 && gain > on.noise;
      if (!best || (clears && !best.clears) || (clears === best.clears && gain > best.gain))
        best = { call, gain, noise: on.noise, clears };
    }
    if (!best) continue;
    verdicts.push({
      part,
      'best call': best.call,
      'gain with it on': `${Math.round(best.gain * 100)} %`,
      'noise (all on twice)': `${Math.round(best.noise * 100)} %`,
      'keep (≥ 10 %, above the noise)': best.clears,
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
