// The test command (README: `pnpm test`). Runs, in order, stopping at the first failure:
//   1. the SDK's generated types are up to date with the API's OpenAPI document
//   2. typecheck of every package and app
//   3. the IP database is built once if missing (var/ipdb), for the lookup tests
//   4. unit tests and the API tests over HTTP against PostgreSQL and PGlite (vitest, per package)
//   5. the sites' production builds, then the browser tests (playwright, Debian chromium)
import { spawnSync } from 'node:child_process';
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
];

for (const [name, cmd, args, when] of steps) {
  if (when && !when()) {
    console.log(`\n== ${name}: already there, skipped`);
    continue;
  }
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n== ${name} FAILED (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  console.log(`== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\nAll test steps passed.');
