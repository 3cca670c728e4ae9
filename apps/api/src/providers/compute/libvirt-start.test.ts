/**
 * Starting a stopped libvirt instance whose forwarded SSH port another socket took while it was stopped: the backend
 * redefines the domain on a new port from the definition kept beside its disks and reports the new port, so the
 * instance's `ssh_port` can follow. virsh is replaced by a recording fake; the rest is the real backend.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComputeError } from './types.ts';
import type { DomainDefinition } from './libvirt-xml.ts';

const calls: string[][] = [];
const defined: string[] = [];
let domState = 'shut off';
let startFailures: Error[] = [];

vi.mock('./virsh.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./virsh.ts')>();
  return {
    ...real,
    virsh: async (_uri: string, args: string[]) => {
      calls.push(args);
      if (args[0] === 'domstate') return `${domState}\n`;
      if (args[0] === 'define') defined.push(await readFile(args[1]!, 'utf8'));
      if (args[0] === 'start') {
        const failure = startFailures.shift();
        if (failure) throw failure;
        domState = 'running';
      }
      return '';
    },
  };
});

const { libvirtCompute } = await import('./libvirt.ts');

/** virsh's refusal when the forwarded port is held (libvirt 9.0, QEMU 7.2), as virsh() reports it. */
const portTaken = (port: number) =>
  new ComputeError(
    "Failed to start domain 'lanyun-i-abc'; internal error: process exited while connecting to monitor: " +
      `qemu-system-x86_64: -netdev user,id=n0,hostfwd=tcp:127.0.0.1:${port}-:22: ` +
      `Could not set up host forwarding rule 'tcp:127.0.0.1:${port}-:22'`,
  );

let diskDir = '';
const ref = 'qemu:///system#lanyun-i-abc';

beforeEach(async () => {
  diskDir = await mkdtemp(path.join(tmpdir(), 'lanyun-libvirt-start-'));
  calls.length = 0;
  defined.length = 0;
  domState = 'shut off';
  startFailures = [];
});
afterEach(async () => {
  await rm(diskDir, { recursive: true, force: true });
});

const backend = () =>
  libvirtCompute({ hosts: ['qemu:///system'], domainType: 'qemu', diskDir, imagesDir: diskDir, stopTimeoutMs: 1000 });

async function keepDefinition(sshPort: number): Promise<void> {
  const dir = path.join(diskDir, 'i-abc');
  await mkdir(dir, { recursive: true });
  const def: DomainDefinition = {
    name: 'lanyun-i-abc',
    instanceId: 'i-abc',
    type: 'qemu',
    vcpu: 1,
    memoryMb: 1024,
    kernel: '/img/vmlinuz',
    initrd: '/img/initrd.img',
    cmdline: 'root=/dev/vda rw',
    systemDisk: path.join(dir, 'system.qcow2'),
    seed: path.join(dir, 'seed.img'),
    dataDisks: [],
    sshPort,
    consoleLog: path.join(dir, 'console.log'),
  };
  await writeFile(path.join(dir, 'domain.json'), JSON.stringify(def));
}

describe('libvirt start of a stopped instance', () => {
  it('moves the forwarded SSH port when another socket took it, and says which port it is now', async () => {
    await keepDefinition(40022);
    startFailures = [portTaken(40022)];
    const { sshPort } = await backend().startInstance(ref);
    expect(sshPort).toEqual(expect.any(Number));
    expect(sshPort).not.toBe(40022);
    expect(defined).toHaveLength(1);
    expect(defined[0]).toContain(`hostfwd=tcp:127.0.0.1:${sshPort}-:22`);
    expect(defined[0]).toContain(`ssh-port="${sshPort}"`);
    const kept = JSON.parse(await readFile(path.join(diskDir, 'i-abc', 'domain.json'), 'utf8')) as DomainDefinition;
    expect(kept.sshPort).toBe(sshPort);
    expect(calls.filter((a) => a[0] === 'start')).toHaveLength(2);
  });

  it('keeps the port when the first start succeeds, and does not start a running domain', async () => {
    await keepDefinition(40022);
    expect(await backend().startInstance(ref)).toEqual({ sshPort: null });
    expect(defined).toEqual([]);
    calls.length = 0;
    expect(await backend().startInstance(ref)).toEqual({ sshPort: null });
    expect(calls.some((a) => a[0] === 'start')).toBe(false);
  });

  it('fails with the start error for any other refusal, after five port refusals, or without a kept definition', async () => {
    await keepDefinition(40022);
    const other = new ComputeError("Failed to start domain 'lanyun-i-abc'; Cannot allocate memory");
    startFailures = [other];
    await expect(backend().startInstance(ref)).rejects.toBe(other);
    expect(defined).toEqual([]);

    domState = 'shut off';
    startFailures = [1, 2, 3, 4, 5].map(() => portTaken(40022));
    await expect(backend().startInstance(ref)).rejects.toThrow('host forwarding rule');
    expect(defined).toHaveLength(4);

    await rm(path.join(diskDir, 'i-abc'), { recursive: true });
    defined.length = 0;
    domState = 'shut off';
    startFailures = [portTaken(40022)];
    await expect(backend().startInstance(ref)).rejects.toThrow('host forwarding rule');
    expect(defined).toEqual([]);
  });

  it('a reboot of a stopped instance starts it the same way', async () => {
    await keepDefinition(40022);
    startFailures = [portTaken(40022)];
    const { sshPort } = await backend().rebootInstance(ref);
    expect(sshPort).not.toBeNull();
    expect(sshPort).not.toBe(40022);
  });
});
