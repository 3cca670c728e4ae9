/**
 * The disks module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { DiskOut, SnapshotOut } from './schemas/disks.ts';
export {
  CLAIM_DISK,
  type DiskJobDeps,
  handleDiskAction,
  handleDiskCreate,
  recoverDisks,
} from './services/disk-jobs.ts';
export { instanceEnded, JOB_DISK_ACTION, JOB_DISK_CREATE, recordInstanceDisks } from './services/disks.ts';
export { handleSnapshotAction, JOB_SNAPSHOT_ACTION, recoverSnapshots } from './services/snapshots.ts';
// </re-exports>
