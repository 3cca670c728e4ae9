/**
 * Snapshots (快照) of cloud disks (issue "ECS storage and images"): take one of a disk (live while its instance runs),
 * list them with their real size, roll a disk back to one (its instance stopped), delete one. States and transitions:
 * @lanyun/contract/storage-states; the work on the host: `ComputeBackend.disks` (internal qcow2 snapshots on libvirt,
 * docs/decisions/0094-disk-snapshots.md). One job, `snapshot.action` {snapshotId, action: create | rollback |
 * delete}, idempotent like the disks' (claims namespace {@link CLAIM_SNAPSHOT}, conditional updates), re-enqueued by
 * {@link recoverSnapshots} after a crash. The account's quota ({@link SNAPSHOT_QUOTA}) is counted under the wallet
 * owner's row lock. While a snapshot is taken or rolled back its disk cannot be detached or expanded elsewhere only
 * through the disk's own state rules; a rollback re-checks that the instance is stopped on the host.
 */
import {
  SNAPSHOT_QUOTA,
  SNAPSHOT_ROLLBACK_INSTANCE_STATES,
  type SNAPSHOT_STATES,
  SNAPSHOT_TRANSITIONS,
  type SnapshotAction,
} from '@lanyun/contract/storage-states';
import { and, count, desc, eq, inArray, lt, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudDisks, diskSnapshots, instances, users } from '../../../db/schema.ts';
import type { ApiReason } from '../../../lib/envelope.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { failReason, waitingKey, withClaim } from '../../platform/index.ts';
import { walletOwnerId } from '../../wallet/index.ts';
import type { DiskJobDeps } from './disk-jobs.ts';
import { type DiskDeps, ownDisk, type User } from './disks.ts';
import { resourceId } from '../../../lib/resource-id.ts';

export const JOB_SNAPSHOT_ACTION = 'snapshot.action';
/** Claim namespace of snapshots (disks 18_003). */
export const CLAIM_SNAPSHOT = 18_004;

type SnapshotRow = typeof diskSnapshots.$inferSelect;
type Job = SnapshotAction | 'create';

/** Disk states a snapshot can be taken of or rolled back on. */
const SNAPSHOT_DISK_STATES = ['available', 'in_use'];

const newSnapshotId = () => resourceId('s');

/** A snapshot as the API answers it (schemas/disks.ts `SnapshotOut`). */
export function toSnapshotOut(r: SnapshotRow) {
  return {
    snapshot_id: r.snapshotId,
    disk_id: r.diskId,
    name: r.name,
    status: r.status as (typeof SNAPSHOT_STATES)[number],
    disk_gb: r.diskGb,
    size_bytes: r.sizeBytes,
    fail_reason: r.failReason,
    created_at: toSeconds(r.createdAt),
  };
}

async function ownSnapshot(db: DbOrTx, ownerId: number, snapshotId: string, lock = false) {
  const q = db
    .select()
    .from(diskSnapshots)
    .where(and(eq(diskSnapshots.snapshotId, snapshotId), eq(diskSnapshots.userId, ownerId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'snapshot.not_found');
  return row;
}

const diskStateRefusal = (status: string) =>
  new ApiError(CODE.CONFLICT, 'snapshot.disk_state', { state: { key: `disk_state.${status}` as ApiReason } });

/** Take a snapshot of a disk. @throws 404, 409 snapshot.disk_state | snapshot.quota */
export async function createSnapshot(deps: DiskDeps, user: User, b: { disk_id: string; name: string }) {
  const ownerId = walletOwnerId(user);
  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const disk = await ownDisk(tx, ownerId, b.disk_id, true);
    if (!SNAPSHOT_DISK_STATES.includes(disk.status)) throw diskStateRefusal(disk.status);
    const [held] = await tx
      .select({ n: count() })
      .from(diskSnapshots)
      .where(and(eq(diskSnapshots.userId, ownerId), notInArray(diskSnapshots.status, ['deleted', 'failed'])));
    if ((held?.n ?? 0) >= SNAPSHOT_QUOTA) throw new ApiError(CODE.CONFLICT, 'snapshot.quota', { max: SNAPSHOT_QUOTA });
    const [row] = await tx
      .insert(diskSnapshots)
      .values({
        snapshotId: newSnapshotId(),
        userId: ownerId,
        createdBy: user.id,
        diskId: disk.diskId,
        name: b.name,
        diskGb: disk.gb,
      })
      .returning();
    return row!;
  });
  await deps.jobs.send(
    JOB_SNAPSHOT_ACTION,
    { snapshotId: row.snapshotId, action: 'create' },
    { key: `${row.snapshotId}:create` },
  );
  return toSnapshotOut(row);
}

/** The account's snapshots (of one disk when asked), newest first; deleted ones only when asked by status. */
export async function listSnapshots(
  db: DbOrTx,
  user: User,
  q: { page: number; page_size: number; disk_id?: string; status?: string },
) {
  const ownerId = walletOwnerId(user);
  const where = and(
    eq(diskSnapshots.userId, ownerId),
    q.status ? eq(diskSnapshots.status, q.status) : ne(diskSnapshots.status, 'deleted'),
    q.disk_id ? eq(diskSnapshots.diskId, q.disk_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(diskSnapshots)
      .where(where)
      .orderBy(desc(diskSnapshots.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(diskSnapshots).where(where),
  ]);
  return { list: rows.map(toSnapshotOut), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

function stateRule(status: string, action: SnapshotAction) {
  return new ApiError(
    CODE.CONFLICT,
    'snapshot.state_rule',
    {
      state: { key: `snapshot_state.${status}` as ApiReason },
      rule: { key: `snapshot_rule.${action}` as ApiReason },
    },
    { status },
  );
}

/**
 * Roll a disk back to a snapshot (its instance stopped) or delete a snapshot.
 * @throws 404, 409 snapshot.state_rule | snapshot.instance_must_be_stopped | snapshot.disk_state
 */
export async function snapshotAction(deps: DiskDeps, user: User, snapshotId: string, action: SnapshotAction) {
  const ownerId = walletOwnerId(user);
  const t = SNAPSHOT_TRANSITIONS[action];
  const row = await deps.db.transaction(async (tx) => {
    const snap = await ownSnapshot(tx, ownerId, snapshotId, true);
    if (!(t.from as readonly string[]).includes(snap.status)) throw stateRule(snap.status, action);
    if (action === 'rollback') {
      const disk = await ownDisk(tx, ownerId, snap.diskId, true);
      if (!SNAPSHOT_DISK_STATES.includes(disk.status)) throw diskStateRefusal(disk.status);
      if (disk.instanceId) {
        const [inst] = await tx
          .select({ status: instances.status })
          .from(instances)
          .where(eq(instances.instanceId, disk.instanceId))
          .for('update');
        if (inst && !(SNAPSHOT_ROLLBACK_INSTANCE_STATES as readonly string[]).includes(inst.status))
          throw new ApiError(CODE.CONFLICT, 'snapshot.instance_must_be_stopped', { instance: disk.instanceId });
      }
    }
    const [moved] = await tx
      .update(diskSnapshots)
      .set({ status: t.via, failReason: null, updatedAt: new Date() })
      .where(and(eq(diskSnapshots.id, snap.id), inArray(diskSnapshots.status, [...t.from])))
      .returning();
    if (!moved) throw stateRule(snap.status, action);
    return moved;
  });
  await deps.jobs.send(JOB_SNAPSHOT_ACTION, { snapshotId, action }, { key: `${snapshotId}:${action}` });
  return toSnapshotOut(row);
}

/** The state a snapshot job expects, and where it leaves the snapshot when done or refused. */
const JOB_STATES: Record<Job, { via: string; done: string; back: string }> = {
  create: { via: 'creating', done: 'available', back: 'failed' },
  rollback: { via: 'rolling_back', done: 'available', back: 'available' },
  delete: { via: 'deleting', done: 'deleted', back: 'available' },
};

/** The `snapshot.action` job. */
export async function handleSnapshotAction(deps: DiskJobDeps, data: { snapshotId: string; action: Job }) {
  const s = JOB_STATES[data.action];
  if (!s) return;
  const [row] = await deps.db.select().from(diskSnapshots).where(eq(diskSnapshots.snapshotId, data.snapshotId));
  if (row?.status !== s.via) return;
  await withClaim(deps.claims, CLAIM_SNAPSHOT, row.id, () => actOnSnapshot(deps, row.id, data.action));
}

async function actOnSnapshot(deps: DiskJobDeps, id: number, job: Job) {
  const s = JOB_STATES[job];
  const [snap] = await deps.db.select().from(diskSnapshots).where(eq(diskSnapshots.id, id));
  if (snap?.status !== s.via) return;
  let sizeBytes: number | undefined;
  try {
    const ops = deps.compute.disks;
    if (!ops) throw new Error('Cloud disks are not available on this compute backend');
    const [disk] = await deps.db.select().from(cloudDisks).where(eq(cloudDisks.diskId, snap.diskId));
    if (!disk) throw new Error(`Disk ${snap.diskId} is gone`);
    const [inst] = disk.instanceId
      ? await deps.db
          .select({ ref: instances.backendRef })
          .from(instances)
          .where(eq(instances.instanceId, disk.instanceId))
      : [];
    const instanceRef = inst?.ref ?? null;
    const volume =
      disk.backendRef ?? (instanceRef && disk.slot !== null ? ops.instanceVolume(instanceRef, disk.slot) : null);
    if (!volume) throw new Error(`Disk ${disk.diskId} has no volume yet`);
    if (job === 'create') sizeBytes = (await ops.createSnapshot(volume, snap.snapshotId, instanceRef)).sizeBytes;
    else if (job === 'rollback') await ops.revertSnapshot(volume, snap.snapshotId, instanceRef);
    else if (disk.status !== 'released') await ops.deleteSnapshot(volume, snap.snapshotId, instanceRef);
  } catch (err) {
    await deps.db
      .update(diskSnapshots)
      .set({ status: s.back, failReason: failReason(err), updatedAt: new Date() })
      .where(and(eq(diskSnapshots.id, snap.id), eq(diskSnapshots.status, s.via)));
    return;
  }
  await deps.db
    .update(diskSnapshots)
    .set({ status: s.done, sizeBytes, failReason: null, updatedAt: new Date() })
    .where(and(eq(diskSnapshots.id, snap.id), eq(diskSnapshots.status, s.via)));
}

const VIA: Record<string, Job> = { creating: 'create', rolling_back: 'rollback', deleting: 'delete' };

/** Re-enqueue snapshot work a crash interrupted (as `recoverDisks`). Returns how many jobs it queued. */
export async function recoverSnapshots(deps: DiskJobDeps, olderThanMs = 0): Promise<number> {
  const stuck = await deps.db
    .select({ rowId: diskSnapshots.id, snapshotId: diskSnapshots.snapshotId, status: diskSnapshots.status })
    .from(diskSnapshots)
    .where(
      and(
        inArray(diskSnapshots.status, Object.keys(VIA)),
        lt(diskSnapshots.updatedAt, new Date(Date.now() - olderThanMs)),
      ),
    );
  if (stuck.length === 0) return 0;
  const [waiting, held] = await Promise.all([deps.jobs.waiting(), deps.claims.held(CLAIM_SNAPSHOT)]);
  let queued = 0;
  for (const s of stuck) {
    const action = VIA[s.status]!;
    const key = `${s.snapshotId}:${action}`;
    if (held.has(s.rowId) || waiting.has(waitingKey(JOB_SNAPSHOT_ACTION, key))) continue;
    await deps.jobs.send(JOB_SNAPSHOT_ACTION, { snapshotId: s.snapshotId, action }, { key });
    queued++;
  }
  return queued;
}
