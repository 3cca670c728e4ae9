// The test command (README: `pnpm test`). Runs, in order:
//   1. lint (Biome), alone; then side by side: typecheck of every package and app, the IP database (built once if
//      missing, var/ipdb, or copied from IPDB_CACHE_DIR: scripts/ipdb-cached.mjs), and the check that the SDK's generated types match the API's OpenAPI document. From the
//      start, the real-VM step's base image is built or reused in the background (scripts/test-vm.mjs --image;
//      reused from IMAGES_DIR while its recipe is unchanged).
//   2. side by side: the API tests over HTTP against PostgreSQL and PGlite (vitest), and in a second lane the sites'
//      production builds, then the other packages' unit tests. Typecheck and the builds come from turbo's cache when
//      nothing they read changed (TURBO_CACHE_DIR: .ci/run keeps it outside the clone, as a CI cache would).
//   3. the browser tests (playwright, Debian chromium) against the built sites, alone: two workers, each with
//      chromium, three site servers and the API, fill both cores, and anything running beside them only stretches
//      their waits past their bounds
//   4. the real-VM browser test on libvirt (scripts/test-vm.mjs; skipped with its reason where libvirt/QEMU are
//      missing), last, on an otherwise idle machine: a TCG guest needs the CPU
// A failed gate step (lint, SDK types, typecheck, IP database, site builds) stops the run; a failed test step does
// not, so one run names every failing test. Each step's time and the total wall time are printed (also without the
// VM step), with the number of tests passed and failed and the names of the failed tests (so the tail of a CI log
// says what failed). The unit and API tests of every package run even after one package's fail (turbo --continue).
// To add a step, add an entry to `steps`: a step, or a list of lanes to run side by side, where a lane is a step or a
// list of steps run one after the other.
// `node scripts/test.mjs --from "<step name>"` starts at that step (e.g. after fixing a failure in it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One step: a name, a command and its arguments, and optionally `when()` saying whether it is needed. A gate step's
 * failure stops the run (what follows needs it); see `test` for the others.
 */
const step = (name, cmd, args, when) => ({ name, cmd, args, when, gate: true });
/** A test step: its failure is reported at the end, and the steps after it still run. */
const test = (name, cmd, args) => ({ ...step(name, cmd, args), gate: false });

const VM_STEP = 'VM test (libvirt, skipped where unavailable)';
const steps = [
  // Biome first, alone: the cheapest gate, and the one that says at once that the tree is as the rules want it.
  step('lint', 'pnpm', ['lint']),
  // Then the other gates side by side (a failure of any stops the run once all have spoken): typecheck; the IP
  // database (built once if missing, var/ipdb: the API tests read it); the SDK check.
  [
    step('typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']),
    // Built, or copied from IPDB_CACHE_DIR when a run on this machine built it from the same inputs (scripts/ipdb-cached.mjs).
    step(
      'IP database',
      'node',
      ['scripts/ipdb-cached.mjs'],
      () => !existsSync(path.join(root, 'var/ipdb/lanyun.ipdb')),
    ),
    // The API's OpenAPI document against the SDK's types and docs/api.md, from turbo's cache when none of what it reads
    // (the API, its workspace dependencies, the SDK, the reference and its renderer; turbo.json) changed.
    // deploy/k8s rendered with kubectl kustomize and validated against the Kubernetes schemas (kubernetes-models); ~3 s.
    step('Kubernetes manifests', 'node', ['scripts/k8s-validate.mjs']),
    step('SDK types up to date', 'pnpm', [
      'exec',
      'turbo',
      'run',
      'sdk:check',
      '--filter=@lanyun/api',
      '--output-logs=errors-only',
    ]),
  ],
  [
    // Two lanes side by side: the API's tests (two files at a time, apps/api/vitest.config.ts), the longest step; beside
    // them the sites' production builds (from turbo's cache when unchanged), then the other packages' unit tests one
    // package at a time. Both lanes use the CPU: side by side they end sooner than one after the other only because
    // the API tests also wait on PostgreSQL, timers and the servers they spawn.
    // --only: no package build is needed first. --continue: every package's tests run even after one fails.
    // Its PGlite half runs with the API's speed machinery off (apps/api/src/speed/README.md), the PostgreSQL half with
    // it on: both configurations are tested, in the time of one run.
    {
      ...test('API tests', 'pnpm', [
        'exec',
        'turbo',
        'run',
        'test',
        '--only',
        '--filter=@lanyun/api',
        '--output-logs=full',
      ]),
      env: { PGLITE_SPEED_MACHINERY: 'off' },
    },
    [
      // The backup restore drill (pgBackRest on a cluster of its own, point-in-time restore, ledger check): beside the
      // API tests, it waits on its own PostgreSQL most of the time. Skipped, saying why, without pgbackrest.
      test('restore drill', 'node', ['scripts/restore-drill.mjs']),
      step('site builds', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']),
      test('unit tests', 'pnpm', [
        'exec',
        'turbo',
        'run',
        'test',
        '--only',
        '--filter=!@lanyun/api',
        '--concurrency=1',
        '--continue',
        '--output-logs=full',
      ]),
    ],
  ],
  test('browser tests', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  { ...test(VM_STEP, 'node', ['scripts/test-vm.mjs']), before: () => vmImage },
];

/**
 * Run a command and resolve with its exit code and everything it printed. With `echo` the output is passed through
 * as it comes; otherwise it is printed in one piece when the command ends (a step running beside another). `stepEnv`
 * is added to the environment (a step's `env`).
 */
function run(cmd, args, echo, stepEnv = {}) {
  return new Promise((resolve) => {
    const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...stepEnv };
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const tee = (stream, sink) =>
      stream.on('data', (chunk) => {
        out += chunk;
        if (echo) sink.write(chunk);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      if (!echo) process.stdout.write(out);
      resolve({ code: code ?? (signal ? 1 : 0), out });
    });
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes (ESC [ ... m)
const plainText = (out) => out.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Names of the failed tests in a step's output, de-ANSI'd and without duplicates: vitest's "FAIL  <project> <file> >
 * <test>" lines (its "× <test>" lines where it printed no FAIL line) and playwright's "✘ <n> [project] › <file:line> ›
 * <test>" lines. Turbo's "<package>:test: " prefix is dropped.
 */
function failures(out) {
  const lines = plainText(out)
    .split('\n')
    .map((l) => l.replace(/^\S+:test:\s?/, ''));
  const pick = (re) => lines.map((l) => re.exec(l)?.[1]).filter(Boolean);
  const vitestFail = pick(/^\s*FAIL\s+(.+\S)\s*$/);
  const vitest = vitestFail.length ? vitestFail : pick(/^\s*×\s+(.+?)(?:\s+\d+ms)?\s*$/);
  const playwright = pick(/^\s*✘\s+\d*\s*(.+?)(?:\s+\(\d[\d.]*(?:ms|s|m|h)\))?\s*$/);
  return [...new Set([...vitest, ...playwright])];
}

/** Count passed/failed tests in vitest ("Tests  12 passed | 1 failed") and playwright ("6 passed") output. */
function count(out) {
  const plain = plainText(out);
  let passed = 0;
  let failed = 0;
  for (const m of plain.matchAll(/^\S*\s*Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/gm)) {
    failed += Number(m[1] ?? 0);
    passed += Number(m[2]);
  }
  for (const m of plain.matchAll(/^\s+(\d+) (passed|failed|flaky)(?: \(|$)/gm)) {
    if (m[2] === 'failed') failed += Number(m[1]);
    else passed += Number(m[1]);
  }
  return { passed, failed };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const began = Date.now();
const total = { passed: 0, failed: 0 };
/** Each step's name, time, result and test counts, for the summary at the end. */
const report = [];

/** Run one step (the first of a group echoes as it goes); resolves with its exit code. */
async function runStep(s, echo) {
  if (s.when && !s.when()) {
    console.log(`\n== ${s.name}: already there, skipped`);
    report.push({ name: s.name, ms: 0, result: 'skipped' });
    return 0;
  }
  if (s.before) {
    const code = await s.before();
    if (code !== 0) return code;
  }
  console.log(`\n== ${s.name}: ${s.cmd} ${s.args.join(' ')}`);
  const started = Date.now();
  const r = await run(s.cmd, s.args, echo, s.env);
  const ms = Date.now() - started;
  const c = count(r.out);
  total.passed += c.passed;
  total.failed += c.failed;
  const result = r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
  report.push({ name: s.name, ms, result, ...c, failures: r.code === 0 ? [] : failures(r.out) });
  console.log(`\n== ${s.name}: ${result} in ${seconds(ms)}`);
  return r.code;
}

function summary() {
  console.log('\nStep times:');
  for (const r of report) {
    const tests = r.passed || r.failed ? `  (${r.passed} passed, ${r.failed} failed)` : '';
    console.log(
      `  ${r.name.padEnd(24)} ${r.result === 'skipped' ? 'skipped' : seconds(r.ms).padStart(8)}  ${r.result === 'ok' || r.result === 'skipped' ? '' : r.result}${tests}`,
    );
  }
  const vm = report.find((r) => r.name === VM_STEP)?.ms ?? 0;
  const failed = report.flatMap((r) => (r.failures ?? []).map((f) => `  ${r.name}: ${f}`));
  if (failed.length) console.log(`\nFailed tests:\n${failed.join('\n')}`);
  console.log(`Total wall time: ${minutes(Date.now() - began)}`);
  if (vm) console.log(`Without the VM step: ${minutes(Date.now() - began - vm)} (the VM step: ${minutes(vm)})`);
}

const fromArg = process.argv.indexOf('--from');
const from = fromArg > 0 ? process.argv[fromArg + 1] : undefined;
/** The steps of an entry of `steps` (a step, or lanes of steps). */
const stepsOf = (entry) => (Array.isArray(entry) ? entry.flat() : [entry]);
const first = from ? steps.findIndex((e) => stepsOf(e).some((s) => s.name === from)) : 0;
if (first < 0) {
  console.error(`no step named "${from}"`);
  process.exit(2);
}

/**
 * The VM step's base image (downloads and package unpacking, little CPU) is built in the background from the start,
 * so the VM step at the end waits only for what is left of it; its output is printed in one piece when it ends.
 * Resolves with its exit code.
 */
const vmImage = runStep(
  step('VM image (libvirt, in the background)', 'node', ['scripts/test-vm.mjs', '--image']),
  false,
);

/** Run a lane's steps one after the other, stopping at the first failure; resolves with the exit code. */
async function runLane(lane, echo) {
  for (const s of Array.isArray(lane) ? lane : [lane]) {
    const code = await runStep(s, echo);
    if (code !== 0) return code;
  }
  return 0;
}

/** With --from, the first entry runs only the named step's lane, from that step on. */
function fromStep(entry) {
  if (!from || !Array.isArray(entry)) return entry;
  const lane = entry.find((l) => (Array.isArray(l) ? l : [l]).some((s) => s.name === from));
  return [Array.isArray(lane) ? lane.slice(lane.findIndex((s) => s.name === from)) : lane];
}

/** Exit code of the first failed test step (the run goes on after it), 0 while none failed. */
let failedTests = 0;
for (const [i, entry] of steps.slice(first).entries()) {
  const lanes = [i === 0 ? fromStep(entry) : entry].flatMap((e) => (Array.isArray(e) ? e : [e]));
  const codes = await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0)));
  const failedNames = new Set(report.filter((r) => r.result.startsWith('FAILED')).map((r) => r.name));
  const gateFailed = stepsOf(entry).some((s) => s.gate && failedNames.has(s.name));
  const bad = codes.find((c) => c !== 0);
  if (bad !== undefined && !failedTests) failedTests = bad || 1;
  if (gateFailed) break;
}
summary();
if (failedTests) {
  console.log(`\n${total.passed} passed, ${Math.max(1, total.failed)} failed`);
  process.exit(failedTests);
}
console.log('\nAll test steps passed.');
console.log(`${total.passed} passed, ${total.failed} failed`);
