/**
 * The libvirt compute backend (COMPUTE_BACKEND=libvirt): ECS instances as libvirt domains on the hosts
 * of LIBVIRT_HOSTS, driven through `virsh` (virsh.ts) with domain XML made by fast-xml-parser
 * (libvirt-xml.ts). docs/architecture.md "Compute path" draws the whole path.
 *
 * - create: the domain `lanyun-<instance id>` on the host placement chose: a qcow2 overlay of the image's
 *   base disk (var/images/<slug>/disk.qcow2, `pnpm images:build`) sized to the system disk, qcow2 data
 *   disks, a NoCloud seed (cloud-localds) with the host name, the SSH key and the root password (as a
 *   SHA-512 crypt hash), direct kernel boot; then started. Idempotent: a domain already defined for the
 *   instance is reused (and started).
 * - stop: shutdown through the guest agent or ACPI, forced off after `stopTimeoutMs`; reboot: ACPI reboot; release: destroyed,
 *   undefined and its folder (system disk, seed, the data disks bought with it) deleted; cloud disks attached later
 *   (diskDir/volumes) are left for the platform to detach. Each succeeds when already done.
 * - disks: cloud disks and snapshots, libvirt-disks.ts.
 * - resetPassword: `guest-set-user-password` through the QEMU guest agent, sent on virsh's standard
 *   input so the password is in no process's arguments.
 * - hostStates: one `virsh list --all` of a host (every domain and its state: the reconciliation pass);
 *   instanceState / sample: `virsh domstate` / `virsh domstats` (network counters from the guest agent,
 *   as user-mode networking is invisible to libvirt); sampleHost: one `virsh domstats --list-running` of the whole
 *   host for a monitoring batch; openConsole: `virsh console` on a pseudo-terminal.
 * - applyFirewall: security groups as forwarded ports (`network: 'user'`) or network filters (`'bridge'`): firewall.ts.
 *
 * backendRef is `<host uri>#<domain name>`. Disks live in `diskDir/<instance id>/`; with several
 * hosts that folder must be storage every host sees at the same path (docs/deployment.md).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ComputeError,
  type ComputeBackend,
  type ConsoleSession,
  type InstanceSample,
  type InstanceSpec,
  type ObservedState,
} from './types.ts';
import { type DomainDefinition, domainXml, readDomain } from './libvirt-xml.ts';
import { libvirtDisks } from './libvirt-disks.ts';
import { applyBridgedFilters, applyUserModeForwards, freePort } from './firewall.ts';
import {
  isForwardPortTaken,
  isNoDomain,
  parseDomainList,
  parseStats,
  parseStatsByDomain,
  virsh,
  virshStdin,
} from './virsh.ts';

/** The `virsh domstats` groups a monitoring sample reads. */
const DOMSTATS_GROUPS = ['--state', '--cpu-total', '--balloon', '--block', '--vcpu'];
/** Guest agents asked at once for network counters during a host's batch sample. */
const AGENT_CONCURRENCY = 8;

const run = promisify(execFile);

export interface LibvirtOptions {
  hosts: string[];
  domainType: 'kvm' | 'qemu';
  diskDir: string;
  imagesDir: string;
  /** How long stop waits for the ACPI shutdown before forcing the domain off, ms. */
  stopTimeoutMs: number;
  /** Poll interval while waiting for a domain's state, ms. */
  pollMs?: number;
  /** How security groups are enforced: forwarded ports (`user`, default) or network filters (`bridge`): firewall.ts. */
  network?: 'user' | 'bridge';
}

/** The manifest `pnpm images:build` writes beside a base image. */
export interface ImageManifest {
  name: string;
  version: string;
  built_at: string;
  cmdline: string;
  files: Record<string, { size: number; sha256: string }>;
}

/** Folder name of a catalog image ("Debian 12.7 64-bit" → "debian-12"); null when the name has no version. */
export function imageSlug(imageName: string): string | null {
  const m = /^([A-Za-z]+)\s+(\d+)/.exec(imageName.trim());
  return m ? `${m[1]!.toLowerCase()}-${m[2]}` : null;
}

/** The image's manifest when its base disk is built in `imagesDir`, else null. */
export function imageManifest(imagesDir: string, imageName: string): ImageManifest | null {
  const slug = imageSlug(imageName);
  if (!slug) return null;
  const file = path.join(imagesDir, slug, 'manifest.json');
  if (!existsSync(file) || !existsSync(path.join(imagesDir, slug, 'disk.qcow2'))) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ImageManifest;
}

/** Split a backendRef into host URI and domain name. */
export function parseRef(ref: string): { uri: string; domain: string } {
  const i = ref.lastIndexOf('#');
  if (i <= 0) throw new ComputeError(`Not a libvirt instance reference: ${ref}`);
  return { uri: ref.slice(0, i), domain: ref.slice(i + 1) };
}

/** What the platform makes of a libvirt domain state (`virsh domstate`, the State column of `virsh list`). */
export function observedState(s: string): ObservedState {
  return s === 'shut off' || s === 'crashed'
    ? 'stopped'
    : s === 'running' || s === 'paused' || s === 'in shutdown'
      ? 'running'
      : 'unknown';
}

/** Starts of a domain tried, each on another forwarded SSH port, before its creation or start fails. */
const FORWARD_PORT_TRIES = 5;

/** SHA-512 crypt hash of a password (openssl reads it on standard input). */
async function cryptHash(password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', ['passwd', '-6', '-stdin'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new ComputeError('The password could not be prepared')),
    );
    child.stdin.end(`${password}\n`);
  });
}

/** The NoCloud user-data (cloud-config; JSON is valid YAML) and meta-data of an instance. */
export function seedDocuments(spec: InstanceSpec, passwordHash: string | null): { userData: string; metaData: string } {
  const config: Record<string, unknown> = {
    hostname: spec.hostname,
    preserve_hostname: false,
    manage_etc_hosts: true,
    disable_root: false,
    users: [],
    ssh_pwauth: passwordHash !== null,
    resize_rootfs: true,
  };
  if (spec.login.type === 'key' && spec.login.publicKey) config.ssh_authorized_keys = [spec.login.publicKey];
  if (passwordHash)
    config.chpasswd = { expire: false, users: [{ name: 'root', password: passwordHash, type: 'hash' }] };
  return {
    userData: `#cloud-config\n${JSON.stringify(config, null, 2)}\n`,
    metaData: `${JSON.stringify({ 'instance-id': spec.instanceId, 'local-hostname': spec.hostname })}\n`,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The libvirt backend (cloud phones are not libvirt domains: providers/phone answers for them). */
export function libvirtCompute(o: LibvirtOptions): ComputeBackend {
  if (o.hosts.length === 0) throw new Error('LIBVIRT_HOSTS lists no host');
  const poll = o.pollMs ?? 1_000;
  const lastCpu = new Map<string, { ns: number; at: number }>();

  const state = async (uri: string, domain: string) => (await virsh(uri, ['domstate', domain])).trim();
  const waitState = async (uri: string, domain: string, want: string, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if ((await state(uri, domain)) === want) return true;
      await sleep(poll);
    }
    return false;
  };
  // Short enough that a password reset answers within the sites' 10 s request timeout.
  const agent = (uri: string, domain: string, command: object) =>
    virshStdin(uri, `qemu-agent-command ${domain} '${JSON.stringify(command)}' --timeout 6`, 8_000);

  /**
   * A sample from a domain's `virsh domstats` numbers (null when the domain is not running): CPU % since this
   * process's previous reading of the domain, memory from the balloon, block counters summed, network counters from
   * the guest agent (user-mode networking is invisible to libvirt; 0 while the agent is not up).
   */
  const sampleFromStats = async (ref: string, stats: Map<string, number>): Promise<InstanceSample | null> => {
    const { uri, domain } = parseRef(ref);
    if (stats.get('state.state') !== 1) return null;
    const now = Date.now();
    const ns = stats.get('cpu.time') ?? 0;
    const vcpus = Math.max(1, stats.get('vcpu.current') ?? 1);
    const prev = lastCpu.get(ref);
    lastCpu.set(ref, { ns, at: now });
    const cpuPct =
      prev && now > prev.at ? Math.max(0, Math.min(100, ((ns - prev.ns) / ((now - prev.at) * 1e6 * vcpus)) * 100)) : 0;
    const sum = (suffix: string) =>
      [...stats].filter(([k]) => k.startsWith('block.') && k.endsWith(suffix)).reduce((a, [, v]) => a + v, 0);
    const memTotalMb = Math.round((stats.get('balloon.current') ?? 0) / 1024);
    const avail = stats.get('balloon.available');
    const unused = stats.get('balloon.unused');
    const memUsedMb =
      avail !== undefined && unused !== undefined
        ? Math.round((avail - unused) / 1024)
        : Math.round((stats.get('balloon.rss') ?? 0) / 1024);
    let netRxBytes = 0;
    let netTxBytes = 0;
    try {
      const out = JSON.parse(await agent(uri, domain, { execute: 'guest-network-get-interfaces' })) as {
        return?: { name: string; statistics?: { 'rx-bytes': number; 'tx-bytes': number } }[];
      };
      for (const nic of out.return ?? []) {
        if (nic.name === 'lo' || !nic.statistics) continue;
        netRxBytes += nic.statistics['rx-bytes'];
        netTxBytes += nic.statistics['tx-bytes'];
      }
    } catch (err) {
      if (!(err instanceof ComputeError)) throw err;
      // The guest agent is not up yet (the guest is booting): network counters stay at 0 for this sample.
    }
    const out: InstanceSample = {
      cpuPct: Math.round(cpuPct * 10) / 10,
      memUsedMb,
      memTotalMb,
      diskReadBytes: sum('.rd.bytes'),
      diskWriteBytes: sum('.wr.bytes'),
      netRxBytes,
      netTxBytes,
    };
    return out;
  };

  /** The folder of a domain's disks, seed and kept definition: `diskDir/<instance id>/` for `lanyun-<instance id>`. */
  const instanceDir = (domain: string) => path.join(o.diskDir, domain.replace(/^lanyun-/, ''));
  /** Writes the domain's XML and its definition (`domain.json`, for startDomain) into `dir`, then defines it. */
  const defineDomain = async (uri: string, dir: string, def: DomainDefinition) => {
    const xmlFile = path.join(dir, 'domain.xml');
    await writeFile(xmlFile, domainXml(def));
    await writeFile(path.join(dir, 'domain.json'), JSON.stringify(def));
    await virsh(uri, ['define', xmlFile]);
  };
  /**
   * Starts a defined domain. A start refused because its forwarded SSH port is held by another socket is tried again,
   * up to FORWARD_PORT_TRIES times in all, after redefining the domain on a new free port from the definition kept
   * beside its disks. Returns the new port when it moved, null when it did not; throws the start's ComputeError
   * otherwise (also when the domain has no kept definition: made before definitions were kept, or by hand).
   */
  const startDomain = async (uri: string, domain: string): Promise<number | null> => {
    const dir = instanceDir(domain);
    let moved: number | null = null;
    for (let attempt = 1; ; attempt++) {
      try {
        await virsh(uri, ['start', domain]);
        return moved;
      } catch (err) {
        if (attempt >= FORWARD_PORT_TRIES || !isForwardPortTaken(err)) throw err;
        const def = await readFile(path.join(dir, 'domain.json'), 'utf8').then(
          (text) => JSON.parse(text) as DomainDefinition,
          () => null,
        );
        if (def?.name !== domain) throw err;
        moved = await freePort();
        await defineDomain(uri, dir, { ...def, sshPort: moved });
      }
    }
  };

  return {
    name: 'libvirt',
    async createInstance(spec) {
      const uri = spec.host ?? o.hosts[0]!;
      const domain = `lanyun-${spec.instanceId}`;
      const backendRef = `${uri}#${domain}`;
      try {
        const existing = readDomain(await virsh(uri, ['dumpxml', domain]));
        const moved = (await state(uri, domain)) !== 'running' ? await startDomain(uri, domain) : null;
        return { backendRef, host: uri, sshPort: moved ?? existing.sshPort, publicIp: null, privateIp: '10.0.2.15' };
      } catch (err) {
        if (!isNoDomain(err)) throw err;
      }
      const image = imageManifest(o.imagesDir, spec.imageName);
      if (!image) throw new ComputeError(`The image ${spec.imageName} is not available on this platform's hosts`);
      const base = path.join(o.imagesDir, imageSlug(spec.imageName)!);
      const dir = instanceDir(domain);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true, mode: 0o711 });
      const systemDisk = path.join(dir, 'system.qcow2');
      await run('qemu-img', [
        'create',
        '-q',
        '-f',
        'qcow2',
        '-F',
        'qcow2',
        '-b',
        path.join(base, 'disk.qcow2'),
        systemDisk,
        `${spec.systemDisk.gb}G`,
      ]);
      const dataDisks: string[] = [];
      for (const [i, d] of spec.dataDisks.entries()) {
        const f = path.join(dir, `data-${i + 1}.qcow2`);
        await run('qemu-img', ['create', '-q', '-f', 'qcow2', f, `${d.gb}G`]);
        dataDisks.push(f);
      }
      const password = spec.login.password;
      const seedDocs = seedDocuments(spec, password ? await cryptHash(password) : null);
      const userData = path.join(dir, 'user-data');
      const metaData = path.join(dir, 'meta-data');
      await writeFile(userData, seedDocs.userData, { mode: 0o600 });
      await writeFile(metaData, seedDocs.metaData, { mode: 0o600 });
      const seed = path.join(dir, 'seed.img');
      try {
        await run('cloud-localds', [seed, userData, metaData]);
      } finally {
        await rm(userData, { force: true });
      }
      // The forwarded SSH port is free when it is chosen, but QEMU only listens on it once the domain starts: another
      // socket (any outgoing connection's ephemeral port) can take it in between, and the start is refused. Such a
      // start is tried again on another port (startDomain). The definition is kept beside the disks for that, and
      // for the same race at each later start of the stopped instance.
      const def: DomainDefinition = {
        name: domain,
        instanceId: spec.instanceId,
        type: o.domainType,
        vcpu: spec.vcpu,
        memoryMb: spec.memoryGb * 1024,
        kernel: path.join(base, 'vmlinuz'),
        initrd: path.join(base, 'initrd.img'),
        cmdline: image.cmdline,
        systemDisk,
        seed,
        dataDisks,
        sshPort: await freePort(),
        consoleLog: path.join(dir, 'console.log'),
      };
      await defineDomain(uri, dir, def);
      const moved = await startDomain(uri, domain);
      return { backendRef, host: uri, sshPort: moved ?? def.sshPort, publicIp: null, privateIp: '10.0.2.15' };
    },
    async startInstance(ref) {
      const { uri, domain } = parseRef(ref);
      return { sshPort: (await state(uri, domain)) !== 'running' ? await startDomain(uri, domain) : null };
    },
    async stopInstance(ref) {
      const { uri, domain } = parseRef(ref);
      if ((await state(uri, domain)) === 'shut off') return;
      await virsh(uri, ['shutdown', domain, '--mode', 'agent,acpi']).catch((err: unknown) => {
        if (!(err instanceof ComputeError) || !/not running/i.test(err.message)) throw err;
      });
      if (await waitState(uri, domain, 'shut off', o.stopTimeoutMs)) return;
      await virsh(uri, ['destroy', domain]);
    },
    async rebootInstance(ref) {
      const { uri, domain } = parseRef(ref);
      if ((await state(uri, domain)) !== 'running') return { sshPort: await startDomain(uri, domain) };
      await virsh(uri, ['reboot', domain, '--mode', 'acpi']);
      return { sshPort: null };
    },
    async releaseInstance(ref) {
      const { uri, domain } = parseRef(ref);
      try {
        if ((await state(uri, domain)) !== 'shut off') await virsh(uri, ['destroy', domain]);
        await virsh(uri, ['undefine', domain]);
      } catch (err) {
        if (!isNoDomain(err)) throw err;
      }
      // The instance's folder holds its system disk, seed and the data disks bought with it; cloud disks attached
      // later live in diskDir/volumes (libvirt-disks.ts) and outlive the instance.
      await rm(instanceDir(domain), { recursive: true, force: true });
      lastCpu.delete(ref);
    },
    imageAvailable: (imageName) => imageManifest(o.imagesDir, imageName) !== null,
    disks: libvirtDisks({ diskDir: o.diskDir, pollMs: o.pollMs }),
    hosts: () => [...o.hosts],
    async hostCapacity(uri) {
      try {
        const info = await virsh(uri, ['nodeinfo'], 10_000);
        const num = (label: string) => Number(new RegExp(`^${label}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
        return { uri, memoryMb: Math.floor(num('Memory size') / 1024), vcpus: num('CPU\\(s\\)'), up: true };
      } catch (err) {
        return { uri, memoryMb: 0, vcpus: 0, up: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
    async resetPassword(ref, password) {
      const { uri, domain } = parseRef(ref);
      if ((await state(uri, domain)) !== 'running')
        throw new ComputeError('The instance must be running to reset its password', 'instance.reset_needs_running');
      const b64 = Buffer.from(password, 'utf8').toString('base64');
      try {
        await agent(uri, domain, {
          execute: 'guest-set-user-password',
          arguments: { username: 'root', password: b64, crypted: false },
        });
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw /agent/i.test(why)
          ? new ComputeError('instance.guest_agent', 'instance.guest_agent')
          : new ComputeError(why);
      }
    },
    async instanceState(ref) {
      const { uri, domain } = parseRef(ref);
      try {
        return observedState(await state(uri, domain));
      } catch (err) {
        if (isNoDomain(err)) return 'missing';
        return 'unknown';
      }
    },
    async hostStates(host) {
      const out = new Map<string, ObservedState>();
      for (const [domain, s] of parseDomainList(await virsh(host, ['list', '--all'], 60_000)))
        out.set(`${host}#${domain}`, observedState(s));
      return out;
    },
    async sample(ref) {
      const { uri, domain } = parseRef(ref);
      let stats: Map<string, number>;
      try {
        stats = parseStats(await virsh(uri, ['domstats', domain, ...DOMSTATS_GROUPS], 15_000));
      } catch (err) {
        if (isNoDomain(err)) return null;
        throw err;
      }
      return sampleFromStats(ref, stats);
    },
    async sampleHost(host, refs) {
      // One `virsh domstats` of every running domain of the host, then the guest agents' network counters a few at once.
      const byDomain = parseStatsByDomain(
        await virsh(host, ['domstats', '--list-running', ...DOMSTATS_GROUPS], 60_000),
      );
      const out = new Map<string, InstanceSample>();
      const todo = refs.filter((ref) => {
        const { uri, domain } = parseRef(ref);
        return uri === host && byDomain.has(domain);
      });
      let next = 0;
      const worker = async () => {
        while (next < todo.length) {
          const ref = todo[next++]!;
          const s = await sampleFromStats(ref, byDomain.get(parseRef(ref).domain)!);
          if (s) out.set(ref, s);
        }
      };
      await Promise.all(Array.from({ length: Math.min(AGENT_CONCURRENCY, todo.length) }, worker));
      return out;
    },
    async applyFirewall(ref, spec) {
      const { uri, domain } = parseRef(ref);
      if (o.network === 'bridge') {
        await applyBridgedFilters(uri, domain.replace(/^lanyun-/, ''), spec);
        return { forwards: [] };
      }
      if ((await state(uri, domain)) !== 'running') throw new ComputeError('The instance is not running');
      const { sshPort } = readDomain(await virsh(uri, ['dumpxml', domain]));
      return { forwards: await applyUserModeForwards(uri, domain, spec, sshPort) };
    },
    async openConsole(ref) {
      const { uri, domain } = parseRef(ref);
      if ((await state(uri, domain)) !== 'running')
        throw new ComputeError('The instance must be running to open its console');
      // virsh console needs a terminal: `script` gives it a pseudo-terminal, and virsh puts that in raw mode.
      const child = spawn('script', ['-qfec', `virsh -c '${uri}' console --force '${domain}'`, '/dev/null'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const closers: (() => void)[] = [];
      let open = true;
      const finish = () => {
        if (!open) return;
        open = false;
        for (const c of closers) c();
      };
      child.on('close', finish);
      child.on('error', finish);
      // virsh's own greeting (and a polkit notice) come before "Escape character is ^]": the guest's bytes follow it.
      let greeting: Buffer | null = Buffer.alloc(0);
      const listeners: ((d: Buffer) => void)[] = [];
      child.stdout.on('data', (chunk: Buffer) => {
        let out = chunk;
        if (greeting) {
          greeting = Buffer.concat([greeting, chunk]);
          const text = greeting.toString('latin1');
          const at = text.indexOf('Escape character is');
          if (at < 0 && greeting.length < 4096) return;
          const eol = at < 0 ? 0 : text.indexOf('\n', at) + 1;
          out = greeting.subarray(Math.max(eol, 0));
          greeting = null;
        }
        if (out.length) for (const l of listeners) l(out);
      });
      const session: ConsoleSession = {
        write: (data) => void (open && child.stdin.write(data)),
        onData: (cb) => void listeners.push(cb),
        onClose: (cb) => void closers.push(cb),
        close() {
          if (open) child.kill('SIGTERM');
          finish();
        },
      };
      return session;
    },
  };
}
