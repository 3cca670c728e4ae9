/**
 * The states of an ECS instance's storage — cloud disks (云盘) and their snapshots (快照) — and the moves between
 * them, declared once for the API (which enforces them: modules/disks, modules/snapshots; the answers' `status` enums)
 * and the cloud site (which shows a badge per state and offers only the actions a state allows).
 *
 * Same shape as `./states` (instances and cloud phones): an action is allowed `from` some states, moves the row at
 * once to a transitional state (`via`) and a background job leaves it in `done`. A disk's expansion ends where it began
 * (`available` or `in_use`): see {@link diskExpandDone}. Display keys are the cloud site's catalogue keys
 * (`disks.status.*`, `snapshots.status.*`). Source of the rules: Alibaba Cloud ECS block storage (云盘状态: 创建中,
 * 待挂载, 使用中, 挂载中, 卸载中, 扩容中, 释放中) and docs/decisions/0092-cloud-disks.md.
 */
import type { StateView, Transition } from './states.ts';

/** Every state a cloud disk can be in, in the order the API's OpenAPI enum lists them. */
export const DISK_STATES = [
  'creating',
  'available',
  'attaching',
  'in_use',
  'detaching',
  'expanding',
  'releasing',
  'released',
  'failed',
] as const;

/** One cloud-disk state. */
export type DiskState = (typeof DISK_STATES)[number];

/** How the cloud site shows each disk state (catalogue keys `disks.status.*`). */
export const DISK_STATE_VIEW: { readonly [S in DiskState]: StateView } = {
  creating: { label: 'disks.status.creating', tone: 'busy', transitional: true },
  available: { label: 'disks.status.available', tone: 'off', transitional: false },
  attaching: { label: 'disks.status.attaching', tone: 'busy', transitional: true },
  in_use: { label: 'disks.status.in_use', tone: 'ok', transitional: false },
  detaching: { label: 'disks.status.detaching', tone: 'busy', transitional: true },
  expanding: { label: 'disks.status.expanding', tone: 'busy', transitional: true },
  releasing: { label: 'disks.status.releasing', tone: 'busy', transitional: true },
  released: { label: 'disks.status.released', tone: 'off', transitional: false },
  failed: { label: 'disks.status.failed', tone: 'bad', transitional: false },
};

/** What a customer does to a cloud disk after buying it (each carried out by a job, `disk.action`). */
export type DiskAction = 'attach' | 'detach' | 'expand' | 'release';

/**
 * For each disk action: the states it is allowed from, the transitional state it moves to at once and the state the
 * job leaves it in. An expansion's `done` is `available` for a detached disk; an attached one returns to `in_use`
 * ({@link diskExpandDone}). A disk is released only when detached (a data disk bought with an instance is released
 * with it). A failed disk has nothing on the backend: the API releases it at once.
 */
export const DISK_TRANSITIONS: { readonly [A in DiskAction]: Transition<DiskState> } = {
  attach: { from: ['available'], via: 'attaching', done: 'in_use' },
  detach: { from: ['in_use'], via: 'detaching', done: 'available' },
  expand: { from: ['available', 'in_use'], via: 'expanding', done: 'available' },
  release: { from: ['available', 'failed'], via: 'releasing', done: 'released' },
};

/** Where an expansion ends: back in use when the disk is attached to an instance, else available. */
export const diskExpandDone = (attached: boolean): DiskState => (attached ? 'in_use' : 'available');

/** Where a disk action's job returns the disk when the backend refuses it (nothing changed on the host). */
export const DISK_ACTION_BACK: { readonly [A in DiskAction]: DiskState } = {
  attach: 'available',
  detach: 'in_use',
  expand: 'available',
  release: 'available',
};

/** Instance states a cloud disk can be attached to or detached from (hot-plug: running or stopped). */
export const DISK_ATTACHABLE_INSTANCE_STATES = ['running', 'stopped'] as const;

/** The number of data disks one instance can have at once (the configurator offers 0 to this many). */
export const MAX_INSTANCE_DATA_DISKS = 4;
/** Sizes of a data disk, GB (whatever the category's own range: the stricter one applies). */
export const DATA_DISK_GB = { min: 20, max: 2_000 } as const;

/** Every state a snapshot can be in, in the order the API's OpenAPI enum lists them. */
export const SNAPSHOT_STATES = ['creating', 'available', 'rolling_back', 'deleting', 'deleted', 'failed'] as const;

/** One snapshot state. */
export type SnapshotState = (typeof SNAPSHOT_STATES)[number];

/** How the cloud site shows each snapshot state (catalogue keys `snapshots.status.*`). */
export const SNAPSHOT_STATE_VIEW: { readonly [S in SnapshotState]: StateView } = {
  creating: { label: 'snapshots.status.creating', tone: 'busy', transitional: true },
  available: { label: 'snapshots.status.available', tone: 'ok', transitional: false },
  rolling_back: { label: 'snapshots.status.rolling_back', tone: 'busy', transitional: true },
  deleting: { label: 'snapshots.status.deleting', tone: 'busy', transitional: true },
  deleted: { label: 'snapshots.status.deleted', tone: 'off', transitional: false },
  failed: { label: 'snapshots.status.failed', tone: 'bad', transitional: false },
};

/** What a customer does to a snapshot (each carried out by a job, `snapshot.action`). */
export type SnapshotAction = 'rollback' | 'delete';

/**
 * For each snapshot action: allowed from, transitional state, end state. A rollback also needs the disk's instance
 * stopped (or the disk detached): {@link SNAPSHOT_ROLLBACK_INSTANCE_STATES}.
 */
export const SNAPSHOT_TRANSITIONS: { readonly [A in SnapshotAction]: Transition<SnapshotState> } = {
  rollback: { from: ['available'], via: 'rolling_back', done: 'available' },
  delete: { from: ['available', 'failed'], via: 'deleting', done: 'deleted' },
};

/** Instance states in which a snapshot of one of its disks may be rolled back (the guest must not be writing). */
export const SNAPSHOT_ROLLBACK_INSTANCE_STATES = ['stopped'] as const;

/** Snapshots one account may keep at once (Alibaba Cloud: 64 per disk; here per account, counted atomically). */
export const SNAPSHOT_QUOTA = 64;
