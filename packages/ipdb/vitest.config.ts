import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // The integration test builds the real database (≈ 1 min on 2 cores); keep files sequential
    // so it does not compete with the unit tests for the two cores.
    fileParallelism: false,
  },
});
