/**
 * The real-VM browser test (e2e/vm/*.vm.ts; `node scripts/test-vm.mjs` runs it): the platform on the libvirt
 * compute backend with TCG guests (LIBVIRT_DOMAIN_TYPE=qemu), two host URIs naming this machine's libvirtd, quick
 * state reconciliation and monitoring, and a short forced-stop timeout. Loopback only: guests use user-mode
 * networking with SSH forwarded to 127.0.0.1.
 */
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import { PORTS } from '../ports.mjs';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.vm.ts',
  timeout: 330_000 * Number(process.env.VM_TEST_TIME_SCALE ?? 1),
  retries: 0,
  webServer: {
    ...(base.webServer as object),
    command: 'node e2e/stack.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${PORTS.api}/healthz`,
    env: {
      COMPUTE_BACKEND: 'libvirt',
      LIBVIRT_DOMAIN_TYPE: process.env.LIBVIRT_DOMAIN_TYPE ?? 'qemu',
      LIBVIRT_HOSTS: 'qemu:///system,qemu+unix:///system',
      LIBVIRT_STOP_TIMEOUT_MS: '20000',
      COMPUTE_RECONCILE_MS: '5000',
      MONITOR_INTERVAL_MS: '10000',
    },
  },
});
