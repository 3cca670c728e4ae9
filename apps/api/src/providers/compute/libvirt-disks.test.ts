/**
 * The libvirt disk operations against a real libvirtd and QEMU: a small domain with no operating system (SeaBIOS finds
 * nothing to boot and waits, TCG, 32 MiB, no network) gets a cloud disk hot-plugged, grown live (`blockresize`),
 * snapshotted live (QMP `blockdev-snapshot-internal-sync`); a rollback is refused while it runs and done once it is
 * off; then the disk is detached, its snapshot and the volume deleted. Each call is also made twice (the backend's
 * idempotency). Hot-unplug needs a guest that acknowledges it: the real-VM step covers it. Skipped, saying why, where
 * `virsh -c qemu:///system` cannot connect.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainDisks, libvirtDisks, volumeInfo } from './libvirt-disks.ts';
import { virsh } from './virsh.ts';

const URI = 'qemu:///system';
const reachable = (() => {
  try {
    execFileSync('virsh', ['-q', '-c', URI, 'list'], { stdio: 'ignore', timeout: 10_000 });
    execFileSync('qemu-img', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!reachable) console.warn('libvirt-disks.test.ts skipped: virsh cannot connect to qemu:///system');

const GiB = 1024 ** 3;
const domain = `lanyun-disktest-${process.pid}`;
const ref = `${URI}#${domain}`;
let dir = '';

describe.skipIf(!reachable)('libvirt cloud disks on a real domain', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lanyun-disktest-'));
    await chmod(dir, 0o711);
    const system = path.join(dir, 'system.qcow2');
    execFileSync('qemu-img', ['create', '-q', '-f', 'qcow2', system, '64M']);
    const xml = `<domain type='qemu'><name>${domain}</name><memory unit='MiB'>32</memory><vcpu>1</vcpu>
<os><type arch='x86_64' machine='pc'>hvm</type></os><features><acpi/></features>
<devices><disk type='file' device='disk'><driver name='qemu' type='qcow2'/><source file='${system}'/>
<target dev='vda' bus='virtio'/></disk></devices></domain>`;
    await writeFile(path.join(dir, 'domain.xml'), xml);
    await virsh(URI, ['define', path.join(dir, 'domain.xml')]);
    await virsh(URI, ['start', domain]);
  }, 60_000);

  afterAll(async () => {
    await virsh(URI, ['destroy', domain]).catch(() => {});
    await virsh(URI, ['undefine', domain]).catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('hot-plugs, grows and snapshots a disk live, rolls it back stopped, then detaches and deletes it', async () => {
    const ops = libvirtDisks({ diskDir: dir, pollMs: 100 });
    const { volumeRef } = await ops.createVolume({ diskId: 'd-test', gb: 1 });
    expect(await ops.createVolume({ diskId: 'd-test', gb: 1 })).toEqual({ volumeRef });
    expect(volumeRef).toBe(path.join(dir, 'volumes', 'd-test.qcow2'));
    expect((await volumeInfo(volumeRef)).virtualSize).toBe(GiB);

    const { device } = await ops.attachVolume(ref, volumeRef);
    expect(device).toBe('vdc');
    expect(await ops.attachVolume(ref, volumeRef)).toEqual({ device });
    const live = domainDisks(await virsh(URI, ['dumpxml', domain]));
    expect(live).toContainEqual({ file: volumeRef, dev: 'vdc' });
    expect(domainDisks(await virsh(URI, ['dumpxml', '--inactive', domain]))).toContainEqual({
      file: volumeRef,
      dev: 'vdc',
    });

    await ops.resizeVolume(volumeRef, 2, ref);
    await ops.resizeVolume(volumeRef, 2, ref);
    expect(await virsh(URI, ['domblkinfo', domain, 'vdc'])).toMatch(new RegExp(`Capacity:\\s+${2 * GiB}`));
    await expect(ops.resizeVolume(volumeRef, 1, ref)).rejects.toMatchObject({ reason: 'disk.shrink' });

    const snap = await ops.createSnapshot(volumeRef, 's-one', ref);
    expect(snap.sizeBytes).toBeGreaterThan(0);
    await ops.createSnapshot(volumeRef, 's-one', ref);
    expect((await volumeInfo(volumeRef)).snapshots).toEqual(['s-one']);
    await expect(ops.revertSnapshot(volumeRef, 's-one', ref)).rejects.toMatchObject({
      reason: 'instance.must_be_stopped',
    });

    await virsh(URI, ['destroy', domain]);
    await ops.revertSnapshot(volumeRef, 's-one', ref);
    expect((await ops.detachVolume(ref, volumeRef)).volumeRef).toBe(volumeRef);
    expect(await ops.detachVolume(ref, volumeRef)).toEqual({ volumeRef });
    expect(domainDisks(await virsh(URI, ['dumpxml', '--inactive', domain])).map((d) => d.file)).not.toContain(
      volumeRef,
    );
    await ops.deleteSnapshot(volumeRef, 's-one', ref);
    await ops.deleteSnapshot(volumeRef, 's-one', ref);
    expect((await volumeInfo(volumeRef)).snapshots).toEqual([]);
    await ops.deleteVolume(volumeRef);
    await ops.deleteVolume(volumeRef);
    expect(existsSync(volumeRef)).toBe(false);
  }, 120_000);
});
