import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // No test sleeps; the bound is for tests that build large trees (e.g. MMDB record sizes 28 and 32: 30 s) while the
    // browser tests and the VM image build share the cores.
    testTimeout: 120_000,
    // The integration test builds the real database (≈ 1 min on 2 cores); keep files sequential
    // so it does not compete with the unit tests for the two cores.
    fileParallelism: false,
  },
});
