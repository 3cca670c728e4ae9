// The test command (README: `pnpm test`). Runs, in order, stopping at the first failure:
//   1. the SDK's generated types are up to date with the API's OpenAPI document
//   2. typecheck of every package and app
//   3. the IP database is built once if missing (var/ipdb), for the lookup tests
//   4. unit tests and the API tests over HTTP against PostgreSQL and PGlite (vitest, per package)
//   5. the sites' production builds, then the browser tests (playwright, Debian chromium)
//   6. the real-VM browser test on libvirt (scripts/test-vm.mjs; skipped with its reason where libvirt/QEMU are missing)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['SDK types up to date', 'pnpm', ['sdk:check']],
  ['typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['IP database', 'node', ['packages/ipdb/bin/ipintel.mjs', 'build'], () => !existsSync(path.join(root, 'var/ipdb/lanyun.ipdb'))],
  ['unit and API tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']],
  ['site builds', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  ['browser tests', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
  ['VM test (libvirt, skipped where unavailable)', 'node', ['scripts/test-vm.mjs']],
];

/** Run a command, echoing its output, and resolve with its exit code and everything it printed. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const tee = (stream, sink) => stream.on('data', (chunk) => {
      out += chunk;
      sink.write(chunk);
    });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

/** Count passed/failed tests in vitest ("Tests  12 passed | 1 failed") and playwright ("6 passed") output. */
function count(out) {
  const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
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

const total = { passed: 0, failed: 0 };
for (const [name, cmd, args, when] of steps) {
  if (when && !when()) {
    console.log(`\n== ${name}: already there, skipped`);
    continue;
  }
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = await run(cmd, args);
  const c = count(r.out);
  total.passed += c.passed;
  total.failed += c.failed;
  if (r.code !== 0) {
    console.error(`\n== ${name} FAILED (exit ${r.code})`);
    console.log(`\n${total.passed} passed, ${Math.max(1, total.failed)} failed`);
    process.exit(r.code || 1);
  }
  console.log(`== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\nAll test steps passed.');
console.log(`${total.passed} passed, ${total.failed} failed`);
