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
/**
 * cloud-init as this platform uses it: the NoCloud seed only, the modules that apply a seed (host name, root
 * password and SSH key, root file system grown to the system disk, user scripts) and one SSH host key type.
 * Every other module costs boot time (each stage is a Python start; under TCG seconds each). The password is set in
 * the first networked stage, which ends before sshd and getty start: once SSH answers, a password reset through the
 * guest agent can no longer be overwritten by the seed's password.
 */
const CLOUD_CFG = [
  'datasource_list: [ NoCloud, None ]',
  'ssh_genkeytypes: [ ed25519 ]',
  'cloud_init_modules: [ seed_random, resizefs, set_hostname, update_hostname, update_etc_hosts, users_groups, ssh, set_passwords ]',
  'cloud_config_modules: [ runcmd ]',
  'cloud_final_modules: [ scripts_per_once, scripts_per_boot, scripts_per_instance, scripts_user, final_message ]',
];
/** Units a small cloud guest does not need at boot (timers of a long-lived desktop or server, binfmt, pstore). */
const MASKED = [
  'apt-daily.timer',
  'apt-daily-upgrade.timer',
  'dpkg-db-backup.timer',
  'e2scrub_all.timer',
  'e2scrub_reap.service',
  'fstrim.timer',
  'systemd-binfmt.service',
  'proc-sys-fs-binfmt_misc.automount',
  'systemd-pstore.service',
];
// Configuration written inside the root file system before it becomes a disk (mmdebstrap hook, run on the host
// with the root file system in $1). The initramfs carries only the virtio disk drivers (root is ext4 on /dev/vda,
// ext4 is built into the kernel): a smaller initramfs unpacks and settles faster. Device jobs (the serial console
// ttyS0 that getty binds to) may take minutes under software emulation on a busy host: systemd's 90 s default
// would fail the serial getty.
const setup = [
  'echo "/dev/vda / ext4 defaults,errors=remount-ro 0 1" > "$1/etc/fstab"',
  `printf '${CLOUD_CFG.join('\\n')}\\n' > "$1/etc/cloud/cloud.cfg.d/90-lanyun.cfg"`,
  'printf "auto lo\\niface lo inet loopback\\nsource /etc/network/interfaces.d/*\\n" > "$1/etc/network/interfaces"',
  'rm -f "$1"/etc/ssh/ssh_host_*',
  'echo localhost > "$1/etc/hostname"',
  'mkdir -p "$1/etc/systemd/system.conf.d"',
  'printf "[Manager]\\nDefaultDeviceTimeoutSec=15min\\n" > "$1/etc/systemd/system.conf.d/50-lanyun.conf"',
  ...MASKED.map((u) => `ln -sf /dev/null "$1/etc/systemd/system/${u}"`),
  'echo MODULES=list > "$1/etc/initramfs-tools/conf.d/lanyun"',
  'printf "virtio_pci\\nvirtio_blk\\n" >> "$1/etc/initramfs-tools/modules"',
  'chroot "$1" update-initramfs -u -k all',
].join(' && ');
/** Kernel command line of direct kernel boot (the backend reads it from the manifest). */
// `quiet`: the kernel's messages on the emulated UART cost seconds; the blacklist skips probing hardware a guest
// has no use for (the IDE and floppy controllers of the `pc` machine, KVM inside the guest).
const CMDLINE =
  'root=/dev/vda rw console=ttyS0 quiet modprobe.blacklist=kvm,kvm_amd,kvm_intel,floppy,ata_piix,ata_generic,pcspkr';
/** Hash of everything the image is made from: a build is reused only while the recipe is unchanged. */
const RECIPE_SHA256 = createHash('sha256')
  .update(JSON.stringify({ suite: 'bookworm', PACKAGES, setup, CMDLINE, FILES, size: '2G' }))
  .digest('hex');

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

/** Whether a previous build of this recipe is complete: same recipe hash, every file of the manifest at its size. */
function reusable() {
  const manifestFile = path.join(outDir, 'manifest.json');
  if (!existsSync(manifestFile)) return false;
  const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (m.recipe_sha256 !== RECIPE_SHA256) return false;
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
  cmdline: CMDLINE,
  recipe_sha256: RECIPE_SHA256,
  files,
};
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
console.log(`images: built ${outDir} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
