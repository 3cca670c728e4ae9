import { defineConfig } from 'vitest/config';

// Unit tests only: no React Router plugin here (it would try to build the app).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    // No test sleeps; this only bounds a test while the site builds and browser tests share the cores (CI).
    testTimeout: 30_000,
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/test-setup.ts'],
  },
});
