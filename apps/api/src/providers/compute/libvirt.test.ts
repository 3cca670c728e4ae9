import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ComputeError, type HostCapacity } from './types.ts';
import { pickHost } from '../../modules/instances/services/placement.ts';
import { imageSlug, observedState, parseRef, seedDocuments } from './libvirt.ts';
import { domainXml, readDomain } from './libvirt-xml.ts';
import { isForwardPortTaken, parseDomainList, parseStats, parseStatsByDomain } from './virsh.ts';

const def = {
  name: 'lanyun-i-abc',
  instanceId: 'i-abc',
  type: 'qemu' as const,
  vcpu: 2,
  memoryMb: 2048,
  kernel: '/img/vmlinuz',
  initrd: '/img/initrd.img',
  cmdline: 'root=/dev/vda rw console=ttyS0',
  systemDisk: '/vm/i-abc/system.qcow2',
  seed: '/vm/i-abc/seed.img',
  dataDisks: ['/vm/i-abc/data-1.qcow2'],
  sshPort: 40022,
  consoleLog: '/vm/i-abc/console.log',
};

describe('libvirt domain XML', () => {
  it('describes the guest: type, memory, direct kernel boot, disks in order, user-mode NIC on 127.0.0.1 at PCI slot 0x10', () => {
    const xml = domainXml(def);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(xml);
    expect(doc.domain['@_type']).toBe('qemu');
    expect(doc.domain.memory).toMatchObject({ '@_unit': 'MiB', '#text': 2048 });
    expect(doc.domain.os.kernel).toBe('/img/vmlinuz');
    expect(doc.domain.devices.disk.map((d: { target: { '@_dev': string } }) => d.target['@_dev'])).toEqual([
      'vda',
      'vdb',
      'vdc',
    ]);
    expect(xml).toContain('<acpi');
    const args = doc.domain['qemu:commandline']['qemu:arg'].map((a: { '@_value': string }) => a['@_value']);
    expect(args).toEqual([
      '-netdev',
      'user,id=n0,hostfwd=tcp:127.0.0.1:40022-:22',
      '-device',
      'virtio-net-pci,netdev=n0,addr=0x10',
    ]);
    expect(xml).not.toMatch(/<interface|bridge|network=/);
  });

  it('escapes values and reads back the SSH port and the disks', () => {
    const xml = domainXml({ ...def, cmdline: 'a<b & "c"' });
    expect(xml).toContain('a&lt;b &amp;');
    expect(readDomain(xml)).toEqual({ sshPort: 40022, disks: [def.systemDisk, def.seed, ...def.dataDisks] });
  });
});

describe('libvirt helpers', () => {
  it('maps catalog images to base image folders and splits references', () => {
    expect(imageSlug('Debian 12.7 64-bit')).toBe('debian-12');
    expect(imageSlug('Windows')).toBeNull();
    expect(parseRef('qemu+ssh://h1/system#lanyun-i-x')).toEqual({ uri: 'qemu+ssh://h1/system', domain: 'lanyun-i-x' });
    expect(() => parseRef('nohash')).toThrow();
  });

  it('writes the NoCloud seed with host name, key and only a password hash', () => {
    const spec = {
      instanceId: 'i-abc',
      hostname: 'i-abc',
      vcpu: 1,
      memoryGb: 1,
      zoneCode: 'z',
      instanceType: 't',
      imageName: 'Debian 12',
      systemDisk: { type: 'x', gb: 20 },
      dataDisks: [],
      bandwidthMbps: 1,
      login: { type: 'key' as const, publicKey: 'ssh-ed25519 AAAA', password: 'Plain2024pass' },
    };
    const { userData, metaData } = seedDocuments(spec, '$6$salt$hash');
    expect(userData.startsWith('#cloud-config\n')).toBe(true);
    const cfg = JSON.parse(userData.slice('#cloud-config\n'.length));
    expect(cfg).toMatchObject({
      hostname: 'i-abc',
      ssh_authorized_keys: ['ssh-ed25519 AAAA'],
      ssh_pwauth: true,
      chpasswd: { users: [{ name: 'root', password: '$6$salt$hash', type: 'hash' }] },
    });
    expect(userData).not.toContain('Plain2024pass');
    expect(JSON.parse(metaData)).toEqual({ 'instance-id': 'i-abc', 'local-hostname': 'i-abc' });
  });

  it('tells a start refused because the forwarded SSH port was taken from other failures', () => {
    // virsh's message for a port another socket holds (libvirt 9.0, QEMU 7.2), as virsh() joins its lines.
    const taken = new ComputeError(
      "Failed to start domain 'lanyun-i-bvos0tam7i8m'; internal error: process exited while connecting to monitor: " +
        '2026-11-27T12:29:46.446048Z qemu-system-x86_64: -netdev user,id=n0,hostfwd=tcp:127.0.0.1:47999-:22: ' +
        "Could not set up host forwarding rule 'tcp:127.0.0.1:47999-:22'",
    );
    expect(isForwardPortTaken(taken)).toBe(true);
    expect(isForwardPortTaken(new ComputeError("Failed to start domain 'x'; Cannot allocate memory"))).toBe(false);
    expect(isForwardPortTaken('host forwarding rule')).toBe(false);
  });

  it('parses virsh domstats', () => {
    const s = parseStats("Domain: 'x'\n  state.state=1\n  cpu.time=123\n  block.0.rd.bytes=10\n");
    expect([s.get('state.state'), s.get('cpu.time'), s.get('block.0.rd.bytes')]).toEqual([1, 123, 10]);
  });

  it('parses one virsh domstats of a whole host into the numbers of each domain', () => {
    const all = parseStatsByDomain(
      "Domain: 'lanyun-i-a'\n  state.state=1\n  cpu.time=5\n\nDomain: 'lanyun-i-b'\n  state.state=5\n  block.0.wr.bytes=7\n",
    );
    expect([...all.keys()]).toEqual(['lanyun-i-a', 'lanyun-i-b']);
    expect(all.get('lanyun-i-a')?.get('cpu.time')).toBe(5);
    expect(all.get('lanyun-i-b')?.get('state.state')).toBe(5);
    expect(all.get('lanyun-i-b')?.get('block.0.wr.bytes')).toBe(7);
  });
});

describe('placement', () => {
  const cap = (uri: string, memoryMb: number, up = true): HostCapacity => ({ uri, memoryMb, vcpus: 8, up });
  it('picks the host with the most free memory that fits, skipping hosts that are down', () => {
    const hosts = [cap('h1', 8192), cap('h2', 8192), cap('h3', 65536, false)];
    expect(pickHost(hosts, new Map(), 1)).toBe('h1');
    expect(pickHost(hosts, new Map([['h1', { memoryMb: 1024 }]]), 1)).toBe('h2');
    expect(
      pickHost(
        hosts,
        new Map([
          ['h1', { memoryMb: 7168 }],
          ['h2', { memoryMb: 8192 }],
        ]),
        2,
      ),
    ).toBeNull();
  });
});

describe("a host's domains in one listing", () => {
  it('reads every domain and its state from `virsh -q list --all`', () => {
    const listed = parseDomainList(
      ' 3    lanyun-i-run    running\n -    lanyun-i-off    shut off\n 7    lanyun-i-pause  paused\n -    lanyun-i-crash  crashed\n',
    );
    expect([...listed]).toEqual([
      ['lanyun-i-run', 'running'],
      ['lanyun-i-off', 'shut off'],
      ['lanyun-i-pause', 'paused'],
      ['lanyun-i-crash', 'crashed'],
    ]);
    expect([...listed.values()].map(observedState)).toEqual(['running', 'stopped', 'running', 'stopped']);
    expect(observedState('pmsuspended')).toBe('unknown');
    expect(parseDomainList('')).toEqual(new Map());
  });
});
