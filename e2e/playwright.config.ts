/**
 * Browser tests in Debian's chromium (no browser download). The platform is started once by
 * e2e/stack.mjs on its own ports over a fresh PostgreSQL database (`lanyun_e2e`), so a running
 * development platform on the default ports is not disturbed.
 *
 * Two workers run the spec files side by side (E2E_WORKERS overrides): every test makes its own customers
 * (e2e/fixtures.ts). The few tests that change what every visitor sees (catalog prices, a solution page) are tagged
 * `@shared` and run in a second project after all the others, so no other test reads the site while they change it.
 * Tests tagged `@late` also run after the others (beside the `@shared` ones): they read what the platform writes in
 * the background after it starts (the IP database snapshot for downloads), ready by then instead of waited for.
 */
import { defineConfig } from '@playwright/test';

import { PORTS } from './ports.mjs';

export { PORTS };

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.cloud}`,
    // A trace records every action's DOM snapshots: in CI only the retry of a failed test records one (each test
    // taking ≈ a quarter longer with it on, measured on the language walks); locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The interface defaults to zh-CN; the tests read the English interface (the `lang` cookie a visitor gets after
    // choosing English). Tests of the language switch itself clear it.
    storageState: {
      cookies: [
        {
          name: 'lang',
          value: 'en',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'browser', grepInvert: /@shared|@late/ },
    { name: 'shared-state', grep: /@shared/, dependencies: ['browser'] },
    // Tests that read what the platform makes in the background after it starts (the IP database snapshot).
    { name: 'late', grep: /@late/, dependencies: ['browser'] },
  ],
  webServer: {
    command: 'node e2e/stack.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORTS.api}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
