import { defineConfig } from 'vitest/config';

// Unit tests only: no React Router plugin here (it would try to build the app).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/test-setup.ts'],
  },
});
