/**
 * The simulator's cloud disks (`ComputeBackend.disks` of simulator.ts): volumes, attachments and snapshots kept in
 * memory with the same rules the libvirt backend enforces (libvirt-disks.ts): a volume is attached to one instance at
 * a time, grows only, is deleted only when detached, and is rolled back only while its instance is stopped. Each call
 * takes the simulator's action delay. A snapshot's size is the data "written" so far: 5 % of the disk's size.
 */
import type { DiskOperations } from './disks.ts';
import { ComputeError } from './types.ts';

interface SimVolume {
  gb: number;
  /** The instance it is attached to, and the device it has there. */
  attached: { instanceRef: string; device: string } | null;
  /** Snapshot name → the volume's size when it was taken. */
  snapshots: Map<string, number>;
}

/**
 * The simulator's disk operations. `wait` takes one action's delay; `isRunning(instanceRef)` says whether the
 * simulated instance runs (rollbacks are refused while it does).
 */
export function simulatedDisks(o: { wait: () => Promise<void>; isRunning: (instanceRef: string) => boolean }) {
  const volumes = new Map<string, SimVolume>();
  const volume = (ref: string) => {
    const v = volumes.get(ref);
    if (!v) throw new ComputeError(`No volume ${ref}`);
    return v;
  };
  /** A volume created with an instance appears the first time the platform names it. */
  const known = (ref: string, gb = 20) => {
    if (!volumes.has(ref)) volumes.set(ref, { gb, attached: null, snapshots: new Map() });
    return volumes.get(ref)!;
  };
  const devices = (instanceRef: string) =>
    new Set(
      [...volumes.values()].filter((v) => v.attached?.instanceRef === instanceRef).map((v) => v.attached!.device),
    );
  const ops: DiskOperations & { volumes: Map<string, SimVolume> } = {
    volumes,
    async createVolume(spec) {
      await o.wait();
      const volumeRef = `sim-vol-${spec.diskId}`;
      known(volumeRef, spec.gb);
      return { volumeRef };
    },
    instanceVolume: (instanceRef, slot) => `${instanceRef}:data-${slot}`,
    async attachVolume(instanceRef, volumeRef) {
      await o.wait();
      const v = known(volumeRef);
      if (v.attached?.instanceRef === instanceRef) return { device: v.attached.device };
      if (v.attached) throw new ComputeError(`Volume ${volumeRef} is attached to another instance`);
      const used = devices(instanceRef);
      // vda is the system disk, vdb the seed: data disks from vdc.
      let i = 2;
      while (used.has(`vd${String.fromCharCode(97 + i)}`)) i++;
      v.attached = { instanceRef, device: `vd${String.fromCharCode(97 + i)}` };
      return { device: v.attached.device };
    },
    async detachVolume(instanceRef, volumeRef) {
      await o.wait();
      const v = known(volumeRef);
      if (v.attached?.instanceRef === instanceRef) v.attached = null;
      return { volumeRef };
    },
    async resizeVolume(volumeRef, gb) {
      await o.wait();
      const v = known(volumeRef);
      if (gb < v.gb) throw new ComputeError(`Volume ${volumeRef} cannot shrink from ${v.gb} to ${gb} GB`);
      v.gb = gb;
    },
    async deleteVolume(volumeRef) {
      await o.wait();
      const v = volumes.get(volumeRef);
      if (v?.attached) throw new ComputeError(`Volume ${volumeRef} is attached`);
      volumes.delete(volumeRef);
    },
    async createSnapshot(volumeRef, name) {
      await o.wait();
      const v = known(volumeRef);
      if (!v.snapshots.has(name)) v.snapshots.set(name, v.gb);
      return { sizeBytes: Math.round(v.snapshots.get(name)! * 0.05 * 1024 ** 3) };
    },
    async revertSnapshot(volumeRef, name, instanceRef) {
      await o.wait();
      const v = volume(volumeRef);
      if (instanceRef && o.isRunning(instanceRef))
        throw new ComputeError('The instance must be stopped to roll a disk back', 'instance.must_be_stopped');
      if (!v.snapshots.has(name)) throw new ComputeError(`No snapshot ${name} of ${volumeRef}`);
    },
    async deleteSnapshot(volumeRef, name) {
      await o.wait();
      volumes.get(volumeRef)?.snapshots.delete(name);
    },
  };
  return ops;
}
