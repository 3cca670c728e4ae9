import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code, and the HTTP API tests twice — against real
// PostgreSQL (TEST_DATABASE_URL, default the machine's `test` database) and against PGlite.
// @fastify/autoload imports the route modules itself: inlined, its imports go through vitest's TypeScript transform.
const server = { deps: { inline: ['@fastify/autoload'] } };
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api-postgres', server, include: ['test/**/*.test.ts'], env: { TEST_DB: 'postgres' }, testTimeout: 120_000, hookTimeout: 180_000 } },
      { test: { name: 'api-pglite', server, include: ['test/**/*.test.ts'], env: { TEST_DB: 'pglite' }, testTimeout: 120_000, hookTimeout: 180_000 } },
    ],
  },
});
