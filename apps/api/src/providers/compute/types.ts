/**
 * The compute backend: what actually runs ECS instances. The platform talks to it only through
 * `ComputeBackend`; the default is `simulatedCompute` (simulator.ts), a local simulator with realistic delays
 * and occasional creation failures (configured by SIM_* settings, see config.ts); `libvirtCompute` (libvirt.ts)
 * runs real guests. Cloud phones have their own interface (providers/phone/types.ts).
 *
 * Every method may take seconds; it resolves when the operation finished and throws
 * `ComputeError` (message safe to show the customer) when it failed (cloud phone backends throw it too).
 *
 * Every method must be safe to call again for the same instance: a job a crash interrupted
 * is run again (modules/instances/services/lifecycle.ts), so `createInstance` with an id the backend already
 * created must return that one rather than create a second, and start/stop/reboot/release of
 * an instance already in that state must succeed. Calls for different ids may run concurrently
 * (JOB_CONCURRENCY per queue and process).
 */
import type { SgRule } from '@lanyun/contract/security-groups';
import type { ApiReason } from '../../lib/envelope.ts';
import type { DiskOperations } from './disks.ts';

/** A compute backend failure: an English message for the logs, and the reason key to answer with when there is one. */
export class ComputeError extends Error {
  override name = 'ComputeError';
  /**
   * @param message what went wrong, in English (logs)
   * @param reason the reason key to answer the customer with, when the failure is theirs to act on
   */
  constructor(
    message: string,
    readonly reason?: ApiReason,
  ) {
    super(message);
  }
}

export interface InstanceSpec {
  instanceId: string;
  /** Guest host name (RFC 1123 label). */
  hostname: string;
  vcpu: number;
  memoryGb: number;
  /** The host placement chose (one of `hosts()`); the backend's only host when absent. */
  host?: string;
  zoneCode: string;
  instanceType: string;
  imageName: string;
  systemDisk: { type: string; gb: number };
  dataDisks: { type: string; gb: number }[];
  bandwidthMbps: number;
  /** The order's SSH key and/or password (plain text only in memory, never logged). */
  login: { type: 'key'; publicKey: string; password?: string } | { type: 'password'; password?: string };
}

/** What the backend created: `sshPort` is the 127.0.0.1 port forwarded to the guest's SSH (user-mode networking). */
export interface CreatedInstance {
  backendRef: string;
  publicIp: string | null;
  privateIp: string;
  sshPort?: number | null;
  host?: string;
}

/**
 * What a start (or the start a reboot makes of a stopped instance) changed: `sshPort` is the new 127.0.0.1 port
 * forwarded to the guest's SSH when the start had to move it (another socket held the old one), null when it did not
 * move or the backend has none.
 */
export interface StartedInstance {
  sshPort: number | null;
}

/** What the backend sees of an instance: used by the state reconciliation. */
export type ObservedState = 'running' | 'stopped' | 'missing' | 'unknown';

/** One monitoring sample: CPU % over the last interval, memory in MiB, cumulative I/O counters in bytes. */
export interface InstanceSample {
  cpuPct: number;
  memUsedMb: number;
  memTotalMb: number;
  diskReadBytes: number;
  diskWriteBytes: number;
  netRxBytes: number;
  netTxBytes: number;
}

/** A host's capacity (what placement and the operator view use). */
export interface HostCapacity {
  uri: string;
  memoryMb: number;
  vcpus: number;
  /** False when the host could not be reached (its error in `error`). */
  up: boolean;
  error?: string;
}

/** A serial console session: bytes both ways until one side closes. */
export interface ConsoleSession {
  write(data: string | Buffer): void;
  onData(cb: (data: Buffer) => void): void;
  onClose(cb: () => void): void;
  close(): void;
}

/** The security groups of an instance, in the order it joined them, with their rules (issue 40). */
export interface FirewallSpec {
  groups: { groupId: string; rules: SgRule[] }[];
}

/** A guest port forwarded to a port of 127.0.0.1 on the host (user-mode networking). */
export interface ForwardedPort {
  protocol: 'tcp' | 'udp';
  /** The guest's port. */
  port: number;
  /** The host's 127.0.0.1 port. */
  hostPort: number;
}

/** What a host applied of an instance's security groups: the forwarded ports (user-mode hosts; [] on bridged ones). */
export interface AppliedFirewall {
  forwards: ForwardedPort[];
}

export interface ComputeBackend {
  readonly name: string;
  createInstance(spec: InstanceSpec): Promise<CreatedInstance>;
  startInstance(backendRef: string): Promise<StartedInstance>;
  stopInstance(backendRef: string): Promise<void>;
  rebootInstance(backendRef: string): Promise<StartedInstance>;
  releaseInstance(backendRef: string): Promise<void>;
  /** Whether new instances of this catalog image can be created (libvirt: its base disk is built); absent = always. */
  imageAvailable?(imageName: string): boolean;
  /** Host URIs the backend places instances on (placement: modules/instances/services/placement.ts). */
  hosts(): string[];
  hostCapacity(uri: string): Promise<HostCapacity>;
  /** Set the guest's root password (QEMU guest agent); throws ComputeError when the guest cannot. */
  resetPassword(backendRef: string, password: string): Promise<void>;
  instanceState(backendRef: string): Promise<ObservedState>;
  /**
   * The state of every instance the backend knows on one host, in one call (the reconciliation pass: libvirt's
   * `virsh list --all`): backendRef → state. An instance absent from the map is not on the host (or not known to the
   * backend). Throws ComputeError when the host cannot be read.
   */
  hostStates(host: string): Promise<Map<string, ObservedState>>;
  /** A monitoring sample of a running instance; null when it is not running. */
  sample(backendRef: string): Promise<InstanceSample | null>;
  /**
   * Monitoring samples of many instances of one host in one call (the monitoring pass's batch): the map has an entry
   * for each of `backendRefs` that is running, none for the others. Throws ComputeError when the host cannot be read.
   */
  sampleHost(host: string, backendRefs: string[]): Promise<Map<string, InstanceSample>>;
  openConsole(backendRef: string): Promise<ConsoleSession>;
  /** Cloud disks and snapshots (disks.ts); absent when the backend has no block storage. */
  disks?: DiskOperations;
  /**
   * Enforce the instance's security groups on its host, without a reboot (libvirt: network filters on bridged hosts,
   * QEMU's hostfwd_add/hostfwd_remove on user-mode ones: providers/compute/firewall.ts). Idempotent: the host's
   * current state is read and only the difference applied. Throws ComputeError when the host or the instance cannot
   * be reached (not running: applied again at its next start).
   */
  applyFirewall(backendRef: string, spec: FirewallSpec): Promise<AppliedFirewall>;
}
