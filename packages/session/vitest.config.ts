import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    // No test sleeps; this only bounds a test while the site builds and browser tests share the cores (CI).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
