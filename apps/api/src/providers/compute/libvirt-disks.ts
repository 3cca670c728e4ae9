/**
 * Cloud disks on the libvirt backend (`ComputeBackend.disks` of libvirt.ts), with QEMU's and libvirt's own tools:
 *
 * - a volume is a qcow2 file: `diskDir/volumes/<disk id>.qcow2` (`qemu-img create`, made under a temporary name and
 *   renamed, so a crash never leaves a half-made volume under the real name); a data disk created with an instance is
 *   `diskDir/<instance id>/data-<slot>.qcow2` until it is detached, when it moves to `diskDir/volumes/` so it outlives
 *   the instance's release (which deletes the instance's folder);
 * - attach / detach: `virsh attach-disk` / `detach-disk --persistent` (hot-plug into a running domain and kept in its
 *   definition; a stopped domain's definition only), on the first free virtio target from vdc (vda is the system
 *   disk, vdb the NoCloud seed); the definition kept beside the disks (`domain.json`, for the restart on a new SSH
 *   port) follows. A hot-unplug is finished when the live domain no longer lists the disk (the guest acknowledges
 *   it); it is waited for up to `detachTimeoutMs`;
 * - grow: `virsh blockresize` while attached to a running domain (the guest sees the new size at once), else
 *   `qemu-img resize`; a smaller size is refused;
 * - snapshots: qcow2 internal snapshots inside the volume's own file (docs/decisions/0094-disk-snapshots.md says why
 *   not external overlays): QMP `blockdev-snapshot-internal-sync` / `blockdev-snapshot-delete-internal-sync` through
 *   `virsh qemu-monitor-command` while the volume is in a running domain, else `qemu-img snapshot -c` / `-d`;
 *   rollback is `qemu-img snapshot -a` and only while no domain runs on the volume. Sizes come from
 *   `qemu-img info --output=json` (`actual-size`: the bytes the file holds).
 *
 * A volume reference is the file's absolute path (every host of LIBVIRT_HOSTS sees `diskDir` at the same path:
 * docs/deployment.md).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import type { DiskOperations } from './disks.ts';
import type { DomainDefinition } from './libvirt-xml.ts';
import { ComputeError } from './types.ts';
import { isNoDomain, virsh } from './virsh.ts';

const exec = promisify(execFile);

export interface LibvirtDiskOptions {
  diskDir: string;
  /** How long a hot-unplug may take before the detach fails (the guest must acknowledge it), ms. */
  detachTimeoutMs?: number;
  /** Poll interval while waiting for a hot-unplug, ms. */
  pollMs?: number;
}

/** Run a QEMU tool; its failure becomes a ComputeError carrying the tool's own message (never the arguments). */
async function tool(cmd: 'qemu-img', args: string[]): Promise<string> {
  try {
    return (await exec(cmd, args, { timeout: 600_000, maxBuffer: 8 * 1024 * 1024 })).stdout;
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? '';
    throw new ComputeError(`${cmd} ${args[0]} failed: ${stderr.trim().slice(0, 300) || String(err)}`);
  }
}

/** What `qemu-img info --output=json` says of a volume: virtual size and bytes held, both in bytes, and snapshots. */
export async function volumeInfo(
  file: string,
): Promise<{ virtualSize: number; actualSize: number; snapshots: string[] }> {
  // -U: the file may be open in a running domain; reading its header then is safe.
  const info = JSON.parse(await tool('qemu-img', ['info', '-U', '--output=json', file])) as {
    'virtual-size': number;
    'actual-size'?: number;
    snapshots?: { name: string }[];
  };
  return {
    virtualSize: info['virtual-size'],
    actualSize: info['actual-size'] ?? 0,
    snapshots: (info.snapshots ?? []).map((s) => s.name),
  };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (n) => n === 'disk' });

/** The file disks of a domain's XML with their target device (`virsh dumpxml`, live or `--inactive`). */
export function domainDisks(xml: string): { file: string; dev: string }[] {
  const doc = parser.parse(xml) as {
    domain?: { devices?: { disk?: { source?: { '@_file'?: string }; target?: { '@_dev'?: string } }[] } };
  };
  return (doc.domain?.devices?.disk ?? [])
    .map((d) => ({ file: d.source?.['@_file'] ?? '', dev: d.target?.['@_dev'] ?? '' }))
    .filter((d) => d.file && d.dev);
}

/** The first virtio target from vdc not in `used`. */
export function freeTarget(used: Set<string>): string {
  for (let i = 2; i < 26; i++) {
    const dev = `vd${String.fromCharCode(97 + i)}`;
    if (!used.has(dev)) return dev;
  }
  throw new ComputeError('The instance has no free disk target left');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Split a libvirt backendRef (`<host uri>#<domain>`, libvirt.ts) without importing the backend. */
function refParts(ref: string): { uri: string; domain: string } {
  const i = ref.lastIndexOf('#');
  if (i <= 0) throw new ComputeError(`Not a libvirt instance reference: ${ref}`);
  return { uri: ref.slice(0, i), domain: ref.slice(i + 1) };
}

/** The libvirt backend's disk operations. */
export function libvirtDisks(o: LibvirtDiskOptions): DiskOperations {
  const volumesDir = path.join(o.diskDir, 'volumes');
  const poll = o.pollMs ?? 500;
  const detachTimeout = o.detachTimeoutMs ?? 60_000;
  const instanceDir = (domain: string) => path.join(o.diskDir, domain.replace(/^lanyun-/, ''));
  const running = async (uri: string, domain: string) => {
    try {
      return (await virsh(uri, ['domstate', domain])).trim() === 'running';
    } catch (err) {
      if (isNoDomain(err)) return false;
      throw err;
    }
  };
  const liveDisks = async (uri: string, domain: string) => domainDisks(await virsh(uri, ['dumpxml', domain]));
  const configDisks = async (uri: string, domain: string) =>
    domainDisks(await virsh(uri, ['dumpxml', '--inactive', domain]));
  /** Keep the definition beside the disks (domain.json, libvirt.ts startDomain) in step with the attached volumes. */
  const keepDefinition = async (domain: string, change: (dataDisks: string[]) => string[]) => {
    const file = path.join(instanceDir(domain), 'domain.json');
    const def = await readFile(file, 'utf8').then(
      (t) => JSON.parse(t) as DomainDefinition,
      () => null,
    );
    if (!def) return;
    await writeFile(file, JSON.stringify({ ...def, dataDisks: change(def.dataDisks) }));
  };
  /** QMP through libvirt's monitor: the node name QEMU gives the volume's format layer in a running domain. */
  const nodeName = async (uri: string, domain: string, file: string) => {
    const out = JSON.parse(
      await virsh(uri, ['qemu-monitor-command', domain, JSON.stringify({ execute: 'query-named-block-nodes' })]),
    ) as { return: { 'node-name': string; drv: string; file: string }[] };
    const node = out.return.find((n) => n.drv === 'qcow2' && n.file === file);
    if (!node) throw new ComputeError(`The running instance does not have ${path.basename(file)} open`);
    return node['node-name'];
  };
  const qmp = (uri: string, domain: string, execute: string, args: Record<string, unknown>) =>
    virsh(uri, ['qemu-monitor-command', domain, JSON.stringify({ execute, arguments: args })], 600_000);
  /** The running domain that has `file` open, when `instanceRef` names one. */
  const liveHolder = async (file: string, instanceRef: string | null) => {
    if (!instanceRef) return null;
    const { uri, domain } = refParts(instanceRef);
    if (!(await running(uri, domain))) return null;
    return (await liveDisks(uri, domain)).some((d) => d.file === file) ? { uri, domain } : null;
  };

  return {
    async createVolume(spec) {
      const file = path.join(volumesDir, `${spec.diskId}.qcow2`);
      if (existsSync(file)) return { volumeRef: file };
      await mkdir(volumesDir, { recursive: true, mode: 0o711 });
      const tmp = `${file}.part`;
      await rm(tmp, { force: true });
      await tool('qemu-img', ['create', '-q', '-f', 'qcow2', tmp, `${spec.gb}G`]);
      await rename(tmp, file);
      return { volumeRef: file };
    },
    instanceVolume(instanceRef, slot) {
      return path.join(instanceDir(refParts(instanceRef).domain), `data-${slot}.qcow2`);
    },
    async attachVolume(instanceRef, file) {
      const { uri, domain } = refParts(instanceRef);
      const config = await configDisks(uri, domain);
      const had = config.find((d) => d.file === file);
      const live = (await running(uri, domain)) ? await liveDisks(uri, domain) : null;
      if (had && (!live || live.some((d) => d.file === file))) return { device: had.dev };
      if (!existsSync(file)) throw new ComputeError(`The volume ${path.basename(file)} does not exist`);
      const dev = had?.dev ?? freeTarget(new Set([...config, ...(live ?? [])].map((d) => d.dev)));
      const args = ['attach-disk', domain, file, dev, '--driver', 'qemu', '--subdriver', 'qcow2'];
      args.push('--targetbus', 'virtio', '--cache', 'unsafe');
      // Only the live domain when the definition already has it (a retry after a crash between the two).
      args.push(had ? '--live' : live ? '--persistent' : '--config');
      await virsh(uri, args);
      await keepDefinition(domain, (disks) => (disks.includes(file) ? disks : [...disks, file]));
      return { device: dev };
    },
    async detachVolume(instanceRef, file) {
      const { uri, domain } = refParts(instanceRef);
      const moved = path.join(volumesDir, `${path.basename(instanceDir(domain))}-${path.basename(file)}`);
      let config: { file: string; dev: string }[];
      try {
        config = await configDisks(uri, domain);
      } catch (err) {
        if (!isNoDomain(err)) throw err;
        config = [];
      }
      const isRunning = await running(uri, domain);
      const live = isRunning ? await liveDisks(uri, domain) : [];
      const target = config.find((d) => d.file === file) ?? live.find((d) => d.file === file);
      if (target) {
        const inConfig = config.some((d) => d.file === file);
        const inLive = live.some((d) => d.file === file);
        const scope = inConfig && inLive ? '--persistent' : inLive ? '--live' : '--config';
        await virsh(uri, ['detach-disk', domain, target.dev, scope]);
        // A hot-unplug ends when the guest has released the device.
        const until = Date.now() + detachTimeout;
        while (inLive && (await liveDisks(uri, domain)).some((d) => d.file === file)) {
          if (Date.now() > until) throw new ComputeError('The guest did not release the disk in time; try again');
          await sleep(poll);
        }
      }
      await keepDefinition(domain, (disks) => disks.filter((d) => d !== file));
      // A data disk created with the instance leaves the instance's folder (deleted with the instance).
      if (file.startsWith(instanceDir(domain) + path.sep)) {
        if (existsSync(file)) {
          await mkdir(volumesDir, { recursive: true, mode: 0o711 });
          await rename(file, moved);
        }
        if (existsSync(moved)) return { volumeRef: moved };
      }
      return { volumeRef: file };
    },
    async resizeVolume(file, gb, instanceRef) {
      const { virtualSize } = await volumeInfo(file);
      const want = gb * 1024 ** 3;
      if (virtualSize === want) return;
      if (virtualSize > want)
        throw new ComputeError(`The volume cannot shrink (${virtualSize} → ${want} bytes)`, 'disk.shrink');
      const holder = await liveHolder(file, instanceRef);
      if (holder) await virsh(holder.uri, ['blockresize', holder.domain, file, `${gb}G`]);
      else await tool('qemu-img', ['resize', '-q', file, `${gb}G`]);
    },
    async deleteVolume(file) {
      await rm(file, { force: true });
    },
    async createSnapshot(file, name, instanceRef) {
      const info = await volumeInfo(file);
      if (!info.snapshots.includes(name)) {
        const holder = await liveHolder(file, instanceRef);
        if (holder)
          await qmp(holder.uri, holder.domain, 'blockdev-snapshot-internal-sync', {
            device: await nodeName(holder.uri, holder.domain, file),
            name,
          });
        else await tool('qemu-img', ['snapshot', '-c', name, file]);
      }
      return { sizeBytes: (await volumeInfo(file)).actualSize };
    },
    async revertSnapshot(file, name, instanceRef) {
      if (await liveHolder(file, instanceRef))
        throw new ComputeError('The instance must be stopped to roll a disk back', 'instance.must_be_stopped');
      if (!(await volumeInfo(file)).snapshots.includes(name))
        throw new ComputeError(`The volume has no snapshot ${name}`);
      await tool('qemu-img', ['snapshot', '-a', name, file]);
    },
    async deleteSnapshot(file, name, instanceRef) {
      if (!existsSync(file) || !(await volumeInfo(file)).snapshots.includes(name)) return;
      const holder = await liveHolder(file, instanceRef);
      if (holder)
        await qmp(holder.uri, holder.domain, 'blockdev-snapshot-delete-internal-sync', {
          device: await nodeName(holder.uri, holder.domain, file),
          name,
        });
      else await tool('qemu-img', ['snapshot', '-d', name, file]);
    },
  };
}
