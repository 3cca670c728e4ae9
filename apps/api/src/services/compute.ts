/**
 * The compute backend: what actually runs ECS instances and cloud phones. The platform talks to it
 * only through `ComputeBackend`; the default is `simulatedCompute`, a local simulator with
 * realistic delays and occasional creation failures (configured by SIM_* settings, see config.ts).
 * A real adapter (a hypervisor or a cloud's API) implements the same interface.
 *
 * Every method may take seconds; it resolves when the operation finished and throws
 * `ComputeError` (message safe to show the customer) when it failed.
 *
 * Every method must be safe to call again for the same instance or phone: a job a crash interrupted
 * is run again (services/lifecycle.ts), so `createInstance` / `createPhone` with an id the backend
 * already created must return that one rather than create a second, and start/stop/reboot/release of
 * an instance already in that state must succeed. Calls for different ids may run concurrently
 * (JOB_CONCURRENCY per queue and process).
 */

export class ComputeError extends Error {
  override name = 'ComputeError';
}

export interface InstanceSpec {
  instanceId: string;
  zoneCode: string;
  instanceType: string;
  imageName: string;
  systemDisk: { type: string; gb: number };
  dataDisks: { type: string; gb: number }[];
  bandwidthMbps: number;
  login: { type: 'key'; publicKey: string } | { type: 'password' };
}

export interface ComputeBackend {
  readonly name: string;
  createInstance(spec: InstanceSpec): Promise<{ backendRef: string; publicIp: string | null; privateIp: string }>;
  startInstance(backendRef: string): Promise<void>;
  stopInstance(backendRef: string): Promise<void>;
  rebootInstance(backendRef: string): Promise<void>;
  releaseInstance(backendRef: string): Promise<void>;
  createPhone(spec: { phoneId: string; regionCode: string; packageName: string }): Promise<{ backendRef: string }>;
  releasePhone(backendRef: string): Promise<void>;
}

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
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAILURES = ['Insufficient capacity for this instance type in the zone', 'The image could not be prepared on the host', 'The network interface could not be attached'];

/**
 * The local simulator. Addresses: private IPs from 172.16.0.0/12, public IPs from 198.18.0.0/15
 * (a reserved benchmarking range, never routed), one public IP per instance with bandwidth > 0.
 * `options` may be changed at run time (tests do).
 */
export function simulatedCompute(options: SimulatorOptions): ComputeBackend & { options: SimulatorOptions } {
  const random = prng(options.seed ?? Date.now());
  let counter = 0;
  const wait = (mean: number) => new Promise<void>((r) => setTimeout(r, Math.round(mean * (0.5 + random()))));
  const octets = () => [Math.floor(random() * 256), 1 + Math.floor(random() * 254)];
  return {
    name: 'simulator',
    options,
    async createInstance(spec) {
      await wait(this.options.createDelayMs);
      if (random() < this.options.failureRate) throw new ComputeError(`${FAILURES[Math.floor(random() * FAILURES.length)]} (${spec.zoneCode})`);
      const [a, b] = octets();
      const [c, d] = octets();
      return { backendRef: `sim-${++counter}-${spec.instanceId}`, publicIp: spec.bandwidthMbps > 0 ? `198.${18 + (a! % 2)}.${c}.${b}` : null, privateIp: `172.${16 + (d! % 16)}.${a}.${b}` };
    },
    async startInstance() {
      await wait(this.options.actionDelayMs);
    },
    async stopInstance() {
      await wait(this.options.actionDelayMs);
    },
    async rebootInstance() {
      await wait(this.options.actionDelayMs);
    },
    async releaseInstance() {
      await wait(this.options.actionDelayMs);
    },
    async createPhone(spec) {
      await wait(this.options.createDelayMs);
      if (random() < this.options.failureRate) throw new ComputeError(`No cloud-phone host available in ${spec.regionCode}`);
      return { backendRef: `simphone-${++counter}-${spec.phoneId}` };
    },
    async releasePhone() {
      await wait(this.options.actionDelayMs);
    },
  };
}
