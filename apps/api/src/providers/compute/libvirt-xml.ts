/**
 * Libvirt domain XML for ECS instances, made with fast-xml-parser's builder (never by string
 * concatenation: every value is escaped by the library), and the few reads back from `virsh dumpxml`.
 *
 * The guest boots its kernel directly (`<kernel>`/`<initrd>` of the image), root on the first virtio
 * disk (a qcow2 overlay), the NoCloud seed as the second disk, data disks after it; one serial
 * console (`virsh console`) and the QEMU guest agent channel. Networking is QEMU user-mode with the
 * guest's SSH port forwarded to 127.0.0.1 only, passed through `qemu:commandline` (Debian's libvirt 9
 * refuses `<backend type='passt'/>`); the NIC gets an explicit PCI slot (0x10) so it never collides
 * with a disk's. docs/deployment.md shows the bridged variant for hypervisor hosts.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** XML namespace of the platform's metadata element inside `<metadata>`. */
export const METADATA_NS = 'https://lanyun.cloud/xmlns/instance/1';

export interface DomainDefinition {
  /** Libvirt domain name (unique on the host). */
  name: string;
  instanceId: string;
  /** `kvm` on hypervisor hosts, `qemu` (TCG software emulation) where KVM is unusable. */
  type: 'kvm' | 'qemu';
  vcpu: number;
  memoryMb: number;
  kernel: string;
  initrd: string;
  cmdline: string;
  /** Paths of the qcow2 system disk, the raw NoCloud seed, then the qcow2 data disks. */
  systemDisk: string;
  seed: string;
  dataDisks: string[];
  /** 127.0.0.1 port forwarded to the guest's port 22. */
  sshPort: number;
  /** File the serial console's output is also written to (boot diagnostics). */
  consoleLog: string;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

const disk = (file: string, format: 'qcow2' | 'raw', dev: string) => ({
  '@_type': 'file',
  '@_device': 'disk',
  driver: { '@_name': 'qemu', '@_type': format, '@_cache': 'unsafe' },
  source: { '@_file': file },
  target: { '@_dev': dev, '@_bus': 'virtio' },
});

/** Device names vda, vdb, … vdz for disk `i` (0-based). */
const devName = (i: number) => `vd${String.fromCharCode(97 + i)}`;

/** The domain XML of `d` (`virsh define` input). */
export function domainXml(d: DomainDefinition): string {
  const disks = [
    disk(d.systemDisk, 'qcow2', devName(0)),
    disk(d.seed, 'raw', devName(1)),
    ...d.dataDisks.map((f, i) => disk(f, 'qcow2', devName(i + 2))),
  ];
  const doc = {
    domain: {
      '@_type': d.type,
      '@_xmlns:qemu': 'http://libvirt.org/schemas/domain/qemu/1.0',
      name: d.name,
      metadata: {
        'lanyun:instance': { '@_xmlns:lanyun': METADATA_NS, '@_id': d.instanceId, '@_ssh-port': String(d.sshPort) },
      },
      memory: { '@_unit': 'MiB', '#text': String(d.memoryMb) },
      vcpu: String(d.vcpu),
      os: {
        type: { '@_arch': 'x86_64', '@_machine': 'pc', '#text': 'hvm' },
        kernel: d.kernel,
        initrd: d.initrd,
        cmdline: d.cmdline,
      },
      features: { acpi: '' },
      on_poweroff: 'destroy',
      on_reboot: 'restart',
      on_crash: 'destroy',
      devices: {
        disk: disks,
        serial: { '@_type': 'pty', target: { '@_port': '0' }, log: { '@_file': d.consoleLog, '@_append': 'off' } },
        console: { '@_type': 'pty', target: { '@_type': 'serial', '@_port': '0' } },
        channel: { '@_type': 'unix', target: { '@_type': 'virtio', '@_name': 'org.qemu.guest_agent.0' } },
        memballoon: { '@_model': 'virtio' },
        rng: { '@_model': 'virtio', backend: { '@_model': 'random', '#text': '/dev/urandom' } },
      },
      'qemu:commandline': {
        'qemu:arg': [
          { '@_value': '-netdev' },
          { '@_value': `user,id=n0,hostfwd=tcp:127.0.0.1:${d.sshPort}-:22` },
          { '@_value': '-device' },
          { '@_value': 'virtio-net-pci,netdev=n0,addr=0x10' },
        ],
      },
    },
  };
  // `features.acpi` must stay as an empty element: suppressEmptyNode renders it `<acpi/>`.
  return builder.build(doc) as string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => name === 'disk',
});

/** What the backend reads back from a defined domain: its SSH port and every file disk. */
export function readDomain(xml: string): { sshPort: number | null; disks: string[] } {
  const doc = parser.parse(xml) as {
    domain?: {
      metadata?: Record<string, { '@_ssh-port'?: string }>;
      devices?: { disk?: { source?: { '@_file'?: string } }[] };
    };
  };
  const meta = Object.values(doc.domain?.metadata ?? {}).find((m) => m && typeof m === 'object' && '@_ssh-port' in m);
  const port = meta?.['@_ssh-port'] ? Number(meta['@_ssh-port']) : null;
  const disks = (doc.domain?.devices?.disk ?? [])
    .map((x) => x.source?.['@_file'])
    .filter((f): f is string => typeof f === 'string');
  return { sshPort: Number.isInteger(port) ? port : null, disks };
}
