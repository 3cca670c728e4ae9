// `pnpm images:build`: builds the Debian 12 base image of the libvirt compute backend into
// var/images/debian-12/ (or IMAGES_DIR): disk.qcow2 (ext4 root file system on the whole disk, no
// partition table), vmlinuz and initrd.img for direct kernel boot, and manifest.json (SHA-256 and
// size of each file, build date, packages). An image whose manifest is present and whose files
// match their sizes is reused (pass --force to rebuild). Needs root, mmdebstrap, mke2fs and qemu-img;
// downloads packages from the Debian mirror (DEBIAN_MIRROR, default deb.debian.org).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(process.env.IMAGES_DIR ?? path.join(root, 'var/images'), 'debian-12');
const PACKAGES = [
  'linux-image-cloud-amd64',
  'systemd-sysv',
  'openssh-server',
  'cloud-init',
  'qemu-guest-agent',
  'ifupdown',
  'isc-dhcp-client',
  'netbase',
  'udev',
  'iproute2',
  'sudo',
];
const FILES = ['disk.qcow2', 'vmlinuz', 'initrd.img'];

/** Run a command, failing the build with its output when it fails. */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
}

function sha256(file) {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(file)
      .on('data', (c) => h.update(c))
      .on('end', () => resolve(h.digest('hex')))
      .on('error', reject);
  });
}

/** Whether a previous build is complete: the manifest lists every file with its size. */
function reusable() {
  const manifestFile = path.join(outDir, 'manifest.json');
  if (!existsSync(manifestFile)) return false;
  const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return FILES.every(
    (f) => m.files?.[f] && existsSync(path.join(outDir, f)) && statSync(path.join(outDir, f)).size === m.files[f].size,
  );
}

if (!process.argv.includes('--force') && reusable()) {
  console.log(`images: ${outDir} is built (manifest.json), reused`);
  process.exit(0);
}
const started = Date.now();
const work = `${outDir}.build`;
rmSync(work, { recursive: true, force: true });
mkdirSync(path.join(work, 'rootfs'), { recursive: true });
const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const tar = path.join(work, 'rootfs.tar');
// Configuration written inside the root file system before it becomes a disk (mmdebstrap hooks).
const setup = [
  'echo "/dev/vda / ext4 defaults,errors=remount-ro 0 1" > "$1/etc/fstab"',
  'printf "datasource_list: [ NoCloud, None ]\\n" > "$1/etc/cloud/cloud.cfg.d/90-lanyun.cfg"',
  'printf "auto lo\\niface lo inet loopback\\nsource /etc/network/interfaces.d/*\\n" > "$1/etc/network/interfaces"',
  'rm -f "$1"/etc/ssh/ssh_host_*',
  'echo localhost > "$1/etc/hostname"',
].join(' && ');
run('mmdebstrap', [
  '--variant=minbase',
  `--include=${PACKAGES.join(',')}`,
  `--customize-hook=${setup}`,
  'bookworm',
  tar,
  mirror,
]);
run('tar', ['-xpf', tar, '-C', path.join(work, 'rootfs'), '--numeric-owner']);
const boot = path.join(work, 'rootfs/boot');
const pick = (prefix) =>
  readdirSync(boot)
    .filter((f) => f.startsWith(prefix))
    .sort()
    .at(-1);
const kernel = pick('vmlinuz-');
const initrd = pick('initrd.img-');
if (!kernel || !initrd) throw new Error('the root file system has no kernel or initrd in /boot');
run('cp', [path.join(boot, kernel), path.join(work, 'vmlinuz')]);
run('cp', [path.join(boot, initrd), path.join(work, 'initrd.img')]);
run('mke2fs', ['-q', '-t', 'ext4', '-L', 'root', '-d', path.join(work, 'rootfs'), path.join(work, 'disk.raw'), '2G']);
run('qemu-img', ['convert', '-f', 'raw', '-O', 'qcow2', path.join(work, 'disk.raw'), path.join(work, 'disk.qcow2')]);

const files = {};
for (const f of FILES) files[f] = { size: statSync(path.join(work, f)).size, sha256: await sha256(path.join(work, f)) };
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const f of FILES) renameSync(path.join(work, f), path.join(outDir, f));
const manifest = {
  name: 'Debian',
  version: '12',
  built_at: new Date().toISOString(),
  kernel,
  initrd,
  packages: PACKAGES,
  cmdline: 'root=/dev/vda rw console=ttyS0',
  files,
};
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
console.log(`images: built ${outDir} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
