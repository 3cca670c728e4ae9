/**
 * The local compute simulator (COMPUTE_BACKEND=simulator, the default): instances that are created, started,
 * stopped and released after SIM_* delays, with occasional creation failures, plausible monitoring samples,
 * an echo console, and security groups applied as a user-mode host does (`forwardsOf`: the guest ports it would forward
 * to 127.0.0.1, with made-up host ports; forgotten when the instance stops, as QEMU forgets them). The cloud-phone simulator (providers/phone/simulator.ts) shares its PRNG and `SimulatorOptions`.
 */
import { openIngressPorts } from '@lanyun/contract/security-groups';
import { planForwards } from './firewall.ts';
import { simulatedDisks } from './simulator-disks.ts';
import {
  ComputeError,
  type ComputeBackend,
  type ConsoleSession,
  type ForwardedPort,
  type InstanceSample,
} from './types.ts';

export interface SimulatorOptions {
  /** Mean creation time, ms (each creation takes 50–150 % of it). */
  createDelayMs: number;
  /** Mean start/stop/reboot/release time, ms. */
  actionDelayMs: number;
  /** Probability (0–1) that a creation fails. */
  failureRate: number;
  /** Seed of the random generator (same seed → same delays and failures). */
  seed?: number;
}

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAILURES = [
  'Insufficient capacity for this instance type in the zone',
  'The image could not be prepared on the host',
  'The network interface could not be attached',
];

/**
 * The local simulator. Addresses: private IPs from 172.16.0.0/12, public IPs from 198.18.0.0/15
 * (a reserved benchmarking range, never routed), one public IP per instance with bandwidth > 0.
 * `options` may be changed at run time (tests do). Delays are 50–150 % of the configured means.
 */
export function simulatedCompute(
  options: SimulatorOptions,
): ComputeBackend & { options: SimulatorOptions; forwardsOf(ref: string): ForwardedPort[] } {
  const random = prng(options.seed ?? Date.now());
  let counter = 0;
  let nextHostPort = 42_000;
  const stopped = new Set<string>();
  /** The forwarded ports of each running instance (applyFirewall). */
  const forwards = new Map<string, ForwardedPort[]>();
  /** The host of each instance this simulator created (its state is known on that host). */
  const hostOf = new Map<string, string>();
  const wait = (mean: number) => new Promise<void>((r) => setTimeout(r, Math.round(mean * (0.5 + random()))));
  const octets = () => [Math.floor(random() * 256), 1 + Math.floor(random() * 254)];
  const backend: ComputeBackend & { options: SimulatorOptions; forwardsOf(ref: string): ForwardedPort[] } = {
    name: 'simulator',
    options,
    async createInstance(spec) {
      await wait(this.options.createDelayMs);
      if (random() < this.options.failureRate)
        throw new ComputeError(`${FAILURES[Math.floor(random() * FAILURES.length)]} (${spec.zoneCode})`);
      const [a, b] = octets();
      const [c, d] = octets();
      const backendRef = `sim-${++counter}-${spec.instanceId}`;
      const host = spec.host ?? SIM_HOSTS[0]!;
      hostOf.set(backendRef, host);
      return {
        backendRef,
        host,
        sshPort: null,
        publicIp: spec.bandwidthMbps > 0 ? `198.${18 + (a! % 2)}.${c}.${b}` : null,
        privateIp: `172.${16 + (d! % 16)}.${a}.${b}`,
      };
    },
    async startInstance(ref) {
      await wait(this.options.actionDelayMs);
      stopped.delete(ref);
      return { sshPort: null };
    },
    async stopInstance(ref) {
      await wait(this.options.actionDelayMs);
      stopped.add(ref);
      forwards.delete(ref);
    },
    async rebootInstance() {
      await wait(this.options.actionDelayMs);
      return { sshPort: null };
    },
    async releaseInstance(ref) {
      await wait(this.options.actionDelayMs);
      hostOf.delete(ref);
      forwards.delete(ref);
    },
    hosts: () => [...SIM_HOSTS],
    async hostCapacity(uri) {
      return { uri, memoryMb: 256 * 1024, vcpus: 64, up: true };
    },
    async resetPassword() {
      await wait(this.options.actionDelayMs);
    },
    async instanceState(ref) {
      return stopped.has(ref) ? 'stopped' : 'unknown';
    },
    async hostStates(host) {
      // The answers instanceState gives, in one call: the stopped instances of the host (and those whose host it does not
      // know); the others are 'unknown', which the map leaves out.
      const out = new Map<string, 'stopped'>();
      for (const ref of stopped) if ((hostOf.get(ref) ?? host) === host) out.set(ref, 'stopped');
      return out;
    },
    async sample(ref) {
      return stopped.has(ref) ? null : simulatedSample(ref, Date.now());
    },
    async sampleHost(_host, refs) {
      const at = Date.now();
      const out = new Map<string, InstanceSample>();
      for (const ref of refs) if (!stopped.has(ref)) out.set(ref, simulatedSample(ref, at));
      return out;
    },
    async openConsole(ref) {
      return echoConsole(ref);
    },
    async applyFirewall(ref, spec) {
      if (stopped.has(ref)) throw new ComputeError('The instance is not running');
      const open = openIngressPorts(spec.groups.flatMap((g) => g.rules));
      const plan = planForwards(forwards.get(ref) ?? [], open);
      const next = [...plan.keep, ...plan.add.map((p) => ({ ...p, hostPort: nextHostPort++ }))].sort(
        (a, b) => a.port - b.port,
      );
      forwards.set(ref, next);
      return { forwards: next };
    },
    forwardsOf: (ref) => [...(forwards.get(ref) ?? [])],
  };
  backend.disks = simulatedDisks({
    wait: () => wait(backend.options.actionDelayMs),
    isRunning: (ref) => hostOf.has(ref) && !stopped.has(ref),
  });
  return backend;
}

/** The simulator's two hosts (placement and the operator view have something to show). */
export const SIM_HOSTS = ['sim://host-1', 'sim://host-2'];

/** A stable number in [0, 1) from a string (FNV-1a), so each simulated instance has its own curve. */
function hash01(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h / 4294967296;
}

/**
 * A plausible sample at `at` (ms): CPU following a daily curve with noise, memory a steady share,
 * I/O counters growing with time (so the differences between samples are rates).
 */
export function simulatedSample(ref: string, at: number): InstanceSample {
  const k = hash01(ref);
  const day = (at / 86_400_000 + k) * 2 * Math.PI;
  const noise = hash01(`${ref}:${Math.floor(at / 60_000)}`);
  const seconds = at / 1000;
  return {
    cpuPct: Math.round(Math.max(1, Math.min(99, 25 + 20 * Math.sin(day) + 15 * k + 10 * noise)) * 10) / 10,
    memUsedMb: Math.round(1024 * (0.35 + 0.2 * k + 0.05 * noise)),
    memTotalMb: 2048,
    diskReadBytes: Math.round(seconds * (20_000 + 50_000 * k)),
    diskWriteBytes: Math.round(seconds * (40_000 + 80_000 * k)),
    netRxBytes: Math.round(seconds * (30_000 + 60_000 * k)),
    netTxBytes: Math.round(seconds * (10_000 + 30_000 * k)),
  };
}

/** The simulator's console: a banner, then every byte typed is echoed (Enter starts a new line). */
export function echoConsole(ref: string): ConsoleSession {
  const listeners: ((d: Buffer) => void)[] = [];
  const closers: (() => void)[] = [];
  let open = true;
  const emit = (s: string) =>
    setImmediate(() => {
      if (open) for (const l of listeners) l(Buffer.from(s));
    });
  emit(`Simulated serial console of ${ref}: what you type is echoed.\r\n`);
  return {
    write(data) {
      if (open) emit(String(data).replace(/\r/g, '\r\n'));
    },
    onData: (cb) => void listeners.push(cb),
    onClose: (cb) => void closers.push(cb),
    close() {
      if (!open) return;
      open = false;
      for (const c of closers) c();
    },
  };
}
