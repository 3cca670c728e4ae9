/**
 * What the cloud-disk jobs do. Like the instances' jobs (modules/instances/services/lifecycle.ts) every handler is
 * idempotent — it claims the disk's row (`WorkClaims`, namespace {@link CLAIM_DISK}) and ends with a conditional
 * update from the transitional state it expects — and the backend's calls are idempotent too
 * (providers/compute/disks.ts), so a job a crash interrupted is simply run again:
 *
 * - `disk.create` {diskId}: creating → available (or in_use on the instance it was bought for, attached at once);
 *   when the backend fails: → failed and the order refunded through the ledger, in one transaction;
 * - `disk.action` {diskId, action}: attaching → in_use, detaching → available, expanding → where it began (its size
 *   now `targetGb`), releasing → released (the volume deleted); when the backend refuses, the disk returns to where
 *   it was with the reason, and a refused expansion's order is refunded;
 * - `recoverDisks`: re-enqueue disks left in a transitional state that no live job claims and no queued job will
 *   pick up (run with the instances' recovery pass, plugins/app/ordering.ts).
 */
import { DISK_ACTION_BACK, DISK_TRANSITIONS, type DiskAction, diskExpandDone } from '@lanyun/contract/storage-states';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudDisks, instances } from '../../../db/schema.ts';
import type { ComputeBackend } from '../../../providers/compute/types.ts';
import { refundOrderShare } from '../../orders/index.ts';
import { failReason, type JobRunner, waitingKey, withClaim, type WorkClaims } from '../../platform/index.ts';
import { JOB_DISK_ACTION, JOB_DISK_CREATE, stuckDisks } from './disks.ts';

/** Claim namespace of cloud disks (instances 18_001, cloud phones 18_002). */
export const CLAIM_DISK = 18_003;

export interface DiskJobDeps {
  db: DbOrTx;
  compute: ComputeBackend;
  jobs: JobRunner;
  claims: WorkClaims;
}

type DiskRow = typeof cloudDisks.$inferSelect;

/** The backend's disk operations, or a failure the job records (a backend without block storage). */
function diskOps(compute: ComputeBackend) {
  if (!compute.disks) throw new Error('Cloud disks are not available on this compute backend');
  return compute.disks;
}

/** The instance a disk is attached to (or being attached to), with its backend reference and state. */
async function instanceOf(db: DbOrTx, instanceId: string | null) {
  if (!instanceId) return null;
  const [i] = await db
    .select({ ref: instances.backendRef, status: instances.status, instanceId: instances.instanceId })
    .from(instances)
    .where(eq(instances.instanceId, instanceId));
  return i ?? null;
}

/** The disk's volume reference: stored, or (a disk bought with an instance) the backend's name of it. */
async function volumeRef(deps: DiskJobDeps, d: DiskRow): Promise<string> {
  if (d.backendRef) return d.backendRef;
  const inst = await instanceOf(deps.db, d.instanceId);
  if (!inst?.ref || d.slot === null) throw new Error(`Disk ${d.diskId} has no volume`);
  return diskOps(deps.compute).instanceVolume(inst.ref, d.slot);
}

/** The `disk.create` job. */
export async function handleDiskCreate(deps: DiskJobDeps, data: { diskId: string }): Promise<void> {
  const [row] = await deps.db.select().from(cloudDisks).where(eq(cloudDisks.diskId, data.diskId));
  if (row?.status !== 'creating') return;
  await withClaim(deps.claims, CLAIM_DISK, row.id, () => createDisk(deps, row.id));
}

async function createDisk(deps: DiskJobDeps, id: number): Promise<void> {
  const [d] = await deps.db.select().from(cloudDisks).where(eq(cloudDisks.id, id));
  if (d?.status !== 'creating') return;
  let ref: string;
  let device: string | null = null;
  let attachedTo: string | null = null;
  try {
    const ops = diskOps(deps.compute);
    const inst = await instanceOf(deps.db, d.instanceId);
    const host = inst?.ref ? inst.ref.slice(0, Math.max(0, inst.ref.lastIndexOf('#'))) || null : null;
    ref = (await ops.createVolume({ diskId: d.diskId, gb: d.gb, host })).volumeRef;
    if (inst?.ref && (inst.status === 'running' || inst.status === 'stopped')) {
      device = (await ops.attachVolume(inst.ref, ref)).device;
      attachedTo = inst.instanceId;
    }
  } catch (err) {
    await deps.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(cloudDisks)
        .set({ status: 'failed', failReason: failReason(err), updatedAt: new Date() })
        .where(and(eq(cloudDisks.id, d.id), eq(cloudDisks.status, 'creating')))
        .returning({ id: cloudDisks.id });
      if (failed && d.orderId)
        await refundOrderShare(tx, d.orderId, Number.MAX_SAFE_INTEGER, {
          key: 'ledger.disk_create_failed_refund',
          params: { id: d.diskId },
        });
    });
    return;
  }
  await deps.db
    .update(cloudDisks)
    .set({
      status: attachedTo ? 'in_use' : 'available',
      backendRef: ref,
      instanceId: attachedTo,
      device,
      updatedAt: new Date(),
    })
    .where(and(eq(cloudDisks.id, d.id), eq(cloudDisks.status, 'creating')));
}

/** The `disk.action` job: carry out `action` on a disk in its transitional state; nothing otherwise. */
export async function handleDiskAction(deps: DiskJobDeps, data: { diskId: string; action: DiskAction }): Promise<void> {
  const t = DISK_TRANSITIONS[data.action];
  if (!t) return;
  const [row] = await deps.db.select().from(cloudDisks).where(eq(cloudDisks.diskId, data.diskId));
  if (!row || row.status !== t.via) return;
  await withClaim(deps.claims, CLAIM_DISK, row.id, () => actOnDisk(deps, row.id, data.action));
}

async function actOnDisk(deps: DiskJobDeps, id: number, action: DiskAction): Promise<void> {
  const t = DISK_TRANSITIONS[action];
  const [d] = await deps.db.select().from(cloudDisks).where(eq(cloudDisks.id, id));
  if (!d || d.status !== t.via) return;
  const attached = d.instanceId !== null && action !== 'attach';
  let set: Partial<DiskRow> = {};
  try {
    const ops = diskOps(deps.compute);
    const ref = await volumeRef(deps, d);
    const inst = await instanceOf(deps.db, d.instanceId);
    if (action === 'attach') {
      if (!inst?.ref) throw new Error(`Instance ${d.instanceId} has no backend reference`);
      set = { device: (await ops.attachVolume(inst.ref, ref)).device, backendRef: ref };
    } else if (action === 'detach') {
      const out = inst?.ref ? await ops.detachVolume(inst.ref, ref) : { volumeRef: ref };
      set = { backendRef: out.volumeRef, instanceId: null, device: null, releaseWithInstance: false };
    } else if (action === 'expand') {
      await ops.resizeVolume(ref, d.targetGb ?? d.gb, attached && inst?.ref ? inst.ref : null);
      set = { gb: d.targetGb ?? d.gb, targetGb: null, pendingOrderId: null };
    } else {
      await ops.deleteVolume(ref);
      set = { releasedAt: new Date() };
    }
  } catch (err) {
    const back = action === 'expand' ? diskExpandDone(d.instanceId !== null) : DISK_ACTION_BACK[action];
    await deps.db.transaction(async (tx) => {
      const [undone] = await tx
        .update(cloudDisks)
        .set({
          status: back,
          failReason: failReason(err),
          instanceId: action === 'attach' ? null : undefined,
          targetGb: null,
          pendingOrderId: null,
          updatedAt: new Date(),
        })
        .where(and(eq(cloudDisks.id, d.id), eq(cloudDisks.status, t.via)))
        .returning({ id: cloudDisks.id });
      // "A failed apply refunds": the expansion was paid when it was asked for.
      if (undone && action === 'expand' && d.pendingOrderId)
        await refundOrderShare(tx, d.pendingOrderId, Number.MAX_SAFE_INTEGER, {
          key: 'ledger.disk_expand_failed_refund',
          params: { id: d.diskId, to: d.targetGb ?? d.gb },
        });
    });
    return;
  }
  const done = action === 'expand' ? diskExpandDone(d.instanceId !== null) : t.done;
  await deps.db
    .update(cloudDisks)
    .set({ ...set, status: done, failReason: null, updatedAt: new Date() })
    .where(and(eq(cloudDisks.id, d.id), eq(cloudDisks.status, t.via)));
}

/** Transitional disk states and the job that finishes each. */
const VIA: Record<string, DiskAction | 'create'> = {
  creating: 'create',
  attaching: 'attach',
  detaching: 'detach',
  expanding: 'expand',
  releasing: 'release',
};

/**
 * Re-enqueue disk work a crash interrupted: disks in a transitional state last changed before `olderThanMs` ago,
 * not claimed by a live job and not waiting in the queue. Returns how many jobs it queued.
 */
export async function recoverDisks(deps: DiskJobDeps, olderThanMs = 0): Promise<number> {
  const stuck = await stuckDisks(deps.db, new Date(Date.now() - olderThanMs));
  if (stuck.length === 0) return 0;
  const [waiting, held] = await Promise.all([deps.jobs.waiting(), deps.claims.held(CLAIM_DISK)]);
  let queued = 0;
  for (const s of stuck) {
    if (held.has(s.rowId)) continue;
    const job = VIA[s.status]!;
    const [queue, data, key] =
      job === 'create'
        ? [JOB_DISK_CREATE, { diskId: s.diskId }, s.diskId]
        : [JOB_DISK_ACTION, { diskId: s.diskId, action: job }, `${s.diskId}:${job}`];
    if (waiting.has(waitingKey(queue, key))) continue;
    await deps.jobs.send(queue, data, { key });
    queued++;
  }
  return queued;
}
