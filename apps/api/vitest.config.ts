import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code, and the HTTP API tests twice — against real
// PostgreSQL (TEST_DATABASE_URL, default the machine's `test` database) and against PGlite.
// @fastify/autoload imports the route modules itself: inlined, its imports go through vitest's TypeScript transform.
const server = { deps: { inline: ['@fastify/autoload'] } };
// The API test files of a project share their worker's modules (isolate: false): importing the app and its
// dependencies (fastify, drizzle, the AWS SDK, PGlite's WebAssembly) costs seconds of CPU, paid once per worker
// instead of once per file. Each file still starts its own app over its own database (test/harness.ts, which
// also empties the in-process caches keyed by database ids).
const api = { server, isolate: false, testTimeout: 120_000, hookTimeout: 180_000 };
// Every API test file owns its database (a new PostgreSQL database copied from the migrated template of
// test/postgres-template.ts, or an in-memory PGlite loaded from the
// migrated template of test/pglite-template.ts), so files of both projects run side by side (most of a file's time
// is spent waiting on PostgreSQL, timers and spawned servers). Two at a time by default (vitest alone would run one
// on 2 cores); more overlap more waiting but squeeze the tests that assert timings (e.g. 20 instances created at
// once in well under 20 s). VITEST_MAX_WORKERS overrides the number.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? 2);
// PGLITE_SPEED_MACHINERY=off (set by `pnpm test`, scripts/test.mjs) runs the PGlite half with the speed machinery off
// (src/speed/README.md), so the suite proves the API answers the same without it, at no extra run time.
const pgliteSpeed = process.env.PGLITE_SPEED_MACHINERY ? { SPEED_MACHINERY: process.env.PGLITE_SPEED_MACHINERY } : {};

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      {
        test: {
          ...api,
          name: 'api-postgres',
          include: ['test/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/postgres-template.ts'],
        },
      },
      {
        test: {
          ...api,
          name: 'api-pglite',
          include: ['test/**/*.test.ts'],
          env: { TEST_DB: 'pglite', ...pgliteSpeed },
          globalSetup: ['test/pglite-template.ts'],
        },
      },
    ],
  },
});
