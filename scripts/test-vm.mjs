// The real-VM step of `pnpm test` (issue "Real compute"): runs e2e/vm/*.vm.ts against the libvirt backend.
// Skips, saying why, where libvirt or QEMU is missing or libvirtd cannot be reached (starting virtlogd and libvirtd
// first when they are installed but not running); builds the Debian base image once (`pnpm images:build`, reused
// when var/images/debian-12 is complete); then runs the browser test. Set SKIP_VM_TEST=1 to skip it on purpose, and
// VM_TEST_TIME_SCALE (e.g. 4) to stretch its waits on a machine much slower than CI. With `--image` it only builds
// (or reuses) the image: `pnpm test` does that beside its first steps, so the last step only runs the browser test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Debian installs libvirtd and mke2fs in /usr/sbin, which is not on a non-root user's PATH: without it they would be
// reported missing while installed.
process.env.PATH = [process.env.PATH, '/usr/sbin', '/sbin'].filter(Boolean).join(':');
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const skip = (why) => {
  console.log(`VM test skipped: ${why}`);
  process.exit(0);
};

if (process.env.SKIP_VM_TEST === '1') skip('SKIP_VM_TEST=1');
const missing = [
  'virsh',
  'libvirtd',
  'qemu-system-x86_64',
  'qemu-img',
  'cloud-localds',
  'mmdebstrap',
  'mke2fs',
  'ssh',
].filter((c) => !has(c));
if (missing.length)
  skip(
    `missing ${missing.join(', ')} (apt-get install qemu-system-x86 qemu-utils libvirt-daemon-system libvirt-clients mmdebstrap cloud-image-utils openssh-client)`,
  );
const reachable = () => spawnSync('virsh', ['-c', 'qemu:///system', 'version'], { stdio: 'ignore' }).status === 0;
if (!reachable()) {
  // Only root can start the system daemons (as another user `libvirtd -d` would start a per-user session daemon).
  if (process.getuid?.() !== 0)
    skip(
      'libvirtd does not answer on qemu:///system for this user (start it as root, and add the user to the libvirt group or run the tests as root)',
    );
  spawnSync('sh', ['-c', 'virtlogd -d; libvirtd -d'], { stdio: 'inherit' });
  for (let i = 0; i < 20 && !reachable(); i++) spawnSync('sleep', ['0.5']);
  if (!reachable()) skip('libvirtd does not answer on qemu:///system');
}
const step = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('node', ['scripts/images-build.mjs']);
if (process.argv.includes('--image')) process.exit(0);
step('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/vm/playwright.config.ts']);
