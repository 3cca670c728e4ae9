/**
 * The block-storage part of the compute backend (`ComputeBackend.disks`, types.ts): cloud disks as volumes on the
 * instance's host, hot-plugged into instances, grown, snapshotted, rolled back and deleted. The simulator
 * (simulator-disks.ts) and libvirt (libvirt-disks.ts: `qemu-img`, `virsh attach-disk` / `detach-disk` /
 * `blockresize`, QEMU's internal snapshots) implement it.
 *
 * Like every backend method, each may take seconds, throws `ComputeError` when it failed and is safe to call again
 * (a job a crash interrupted runs again, modules/disks/services/disk-jobs.ts): creating a volume that exists returns
 * it, attaching an attached volume, detaching a detached one, growing to the size it has, deleting what is gone,
 * taking a snapshot that exists, all succeed. References are opaque strings the platform stores and gives back:
 * `instanceRef` is the instance's backendRef, `volumeRef` what `createVolume` (or `instanceVolume`) returned.
 */

/** A volume to create: the disk's id (idempotency), its size in GB and the host it must live on. */
export interface VolumeSpec {
  diskId: string;
  gb: number;
  /** The host the instance it is bought for runs on (a libvirt URI); the backend's first host when absent. */
  host?: string | null;
}

/** What a snapshot holds: its size in bytes (the disk's allocated data when it was taken, `qemu-img info`). */
export interface SnapshotInfo {
  sizeBytes: number;
}

export interface DiskOperations {
  /** Create an empty volume of `gb`; returns its reference. */
  createVolume(spec: VolumeSpec): Promise<{ volumeRef: string }>;
  /**
   * The reference of the data disk an instance was created with (`slot`: 1-based place among the order's data
   * disks, `InstanceSpec.dataDisks`).
   */
  instanceVolume(instanceRef: string, slot: number): string;
  /**
   * Attach a volume to an instance, running (hot-plug) or stopped, persistently (it stays across restarts); returns
   * the guest device it got (vdc, vdd …).
   */
  attachVolume(instanceRef: string, volumeRef: string): Promise<{ device: string }>;
  /**
   * Detach a volume from an instance, running (hot-unplug) or stopped. Returns the volume's reference afterwards: a
   * data disk created with the instance is moved out of the instance's own storage so it outlives the instance.
   */
  detachVolume(instanceRef: string, volumeRef: string): Promise<{ volumeRef: string }>;
  /** Grow a volume to `gb` (never shrinks): live (`blockresize`) when attached to a running instance. */
  resizeVolume(volumeRef: string, gb: number, instanceRef: string | null): Promise<void>;
  /** Delete a detached volume and everything in it (its snapshots too). */
  deleteVolume(volumeRef: string): Promise<void>;
  /** Take snapshot `name` of a volume (live when attached to a running instance). */
  createSnapshot(volumeRef: string, name: string, instanceRef: string | null): Promise<SnapshotInfo>;
  /** Return a volume to snapshot `name`; its instance must be stopped (the caller checks, the backend refuses too). */
  revertSnapshot(volumeRef: string, name: string, instanceRef: string | null): Promise<void>;
  /** Delete snapshot `name` of a volume (live when attached to a running instance). */
  deleteSnapshot(volumeRef: string, name: string, instanceRef: string | null): Promise<void>;
}
