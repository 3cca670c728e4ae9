/**
 * What the background jobs do (issue "Catalog and ordering"). Every handler is idempotent — a
 * conditional status update from the state it expects — because pg-boss delivers at least once.
 *
 * - `ecs.create` {instanceId}: pending → running with its IPs, or → failed with the backend's
 *   reason and the instance's share of its order refunded through the ledger, in one transaction.
 * - `ecs.action` {instanceId, action}: starting → running, stopping → stopped, rebooting → running,
 *   releasing → released; when the backend refuses, the instance returns to where it was.
 * - `phone.create` {phoneId}: the cloud phones' creation, modules/phones/services/phone-jobs.ts (registered by the
 *   ordering plugin beside these).
 * - `sweepExpiry`: instances and phones past their expiry are renewed from the wallet when
 *   auto-renew is on and the money is there (instances for their purchase duration, phones for a
 *   month as a `phone_renew` order; never trial phones), else marked expired; expired instances
 *   and phones are released RELEASE_AFTER_DAYS later (phones at once, they have nothing to stop; their part is
 *   `sweepPhones` of the phones module, run in the same transaction).
 *   Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes may sweep at once.
 * - `recoverUnfinished`: re-enqueue instances and phones left in a pending or transitional state that
 *   no live job claims and no queued job will pick up — work a crash interrupted (run at start and
 *   every JOB_RECOVER_MS; the in-process runner also loses its queue on restart; the phones' part is
 *   `phoneJobsToRecover` of the phones module).
 *
 * Handlers claim the row they work on (`WorkClaims`, jobs.ts) before calling the compute backend, so a
 * job delivered twice, or re-enqueued while another process still works on the row, waits for nothing:
 * the second one finds the claim taken and returns, and a crash releases the claim with the process.
 * A creation interrupted by a crash asks the backend again with the same instance id (the backend
 * contract: creation is idempotent by id, providers/compute/types.ts).
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { instances, sshKeys } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { ComputeBackend } from '../../../providers/compute/types.ts';
import { quoteEcs } from '../../orders/index.ts';
import { openSecret, secretKey } from './instance-secrets.ts';
import { JOB_ECS_ACTION, JOB_ECS_CREATE, renewalInput, TRANSITIONS } from './instances.ts';
import { failReason, waitingKey, withClaim, type JobRunner, type WorkClaims } from '../../platform/index.ts';
import { addMonths, payOrder, refundUnitShare } from '../../orders/index.ts';
import { phoneJobsToRecover, sweepPhones } from '../../phones/index.ts';
import { placeInstance } from './placement.ts';
import { instancesChanged } from './list-copies.ts';
import { beijingTime, notify, notifyCreateFailed, notifyReleased, notifyRenewal } from '../../accounts/index.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { instanceEnded } from '../../disks/index.ts';
import { provisioningSeconds } from '../../../lib/metrics.ts';

/** Days an expired instance or phone is kept (to be renewed) before the sweep releases it. */
export const RELEASE_AFTER_DAYS = 7;
export interface LifecycleDeps {
  db: DbOrTx;
  compute: ComputeBackend;
  jobs: JobRunner;
  /** Key of the sealed instance passwords (instance-secrets.ts); the development key when absent. */
  secretKey?: Buffer;
}
/** What the job handlers and the recovery pass need: also the work claims. */
export interface JobDeps extends LifecycleDeps {
  claims: WorkClaims;
}

/** Claim namespace of instances (the first key of the advisory lock; cloud phones use 18_002, phone-jobs.ts). */
export const CLAIM_INSTANCE = 18_001;

/** The `ecs.create` job: create the pending instance `instanceId` on the compute backend (above), else nothing. */
export async function handleEcsCreate(deps: JobDeps, data: { instanceId: string }): Promise<void> {
  const [row] = await deps.db
    .select({ id: instances.id, status: instances.status })
    .from(instances)
    .where(eq(instances.instanceId, data.instanceId));
  if (row?.status !== 'pending') return;
  await withClaim(deps.claims, CLAIM_INSTANCE, row.id, () => createInstance(deps, row.id));
}

async function createInstance(deps: JobDeps, id: number): Promise<void> {
  // Read again under the claim: a job that held it a moment ago may have finished the work.
  const [r] = await deps.db.select().from(instances).where(eq(instances.id, id));
  if (r?.status !== 'pending') return;
  const [key] = r.sshKeyId
    ? await deps.db.select({ k: sshKeys.publicKey }).from(sshKeys).where(eq(sshKeys.id, r.sshKeyId))
    : [];
  let created: Awaited<ReturnType<typeof deps.compute.createInstance>>;
  try {
    const host = await placeInstance(deps.db, deps.compute, r.id);
    const password = r.loginSecret ? openSecret(deps.secretKey ?? secretKey(undefined), r.loginSecret) : undefined;
    created = await deps.compute.createInstance({
      instanceId: r.instanceId,
      hostname: r.instanceId,
      vcpu: r.vcpu,
      memoryGb: r.memoryGb,
      host,
      zoneCode: r.zoneCode,
      instanceType: r.instanceType,
      imageName: r.imageName,
      systemDisk: r.systemDisk as { type: string; gb: number },
      dataDisks: r.dataDisks as { type: string; gb: number }[],
      bandwidthMbps: r.bandwidthMbps,
      login:
        r.loginType === 'key' ? { type: 'key', publicKey: key?.k ?? '', password } : { type: 'password', password },
    });
  } catch (err) {
    await deps.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(instances)
        .set({ status: 'failed', failReason: failReason(err), loginSecret: null, updatedAt: new Date() })
        .where(and(eq(instances.id, r.id), eq(instances.status, 'pending')))
        .returning({ id: instances.id });
      instancesChanged(r.userId);
      if (failed) {
        await instanceEnded(tx, r.instanceId, 'failed');
        await refundUnitShare(tx, r.orderId, { key: 'ledger.create_failed_refund', params: { id: r.instanceId } });
        await notifyCreateFailed(tx, r.userId, 'instance', r.instanceId);
      }
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(instances)
      .set({
        status: 'running',
        publicIp: created.publicIp,
        privateIp: created.privateIp,
        backendRef: created.backendRef,
        host: created.host ?? undefined,
        sshPort: created.sshPort ?? null,
        loginSecret: null,
        updatedAt: new Date(),
      })
      .where(and(eq(instances.id, r.id), eq(instances.status, 'pending')))
      .returning({ id: instances.id });
    if (ready)
      await notify(tx, {
        userId: r.userId,
        category: 'product',
        event: `ready:instance:${r.instanceId}`,
        key: 'message.instance_ready',
        params: { id: r.instanceId, ip: created.publicIp ?? created.privateIp ?? '' },
      });
    // Payment writes the instance row (orders.payOrder), so its age is the time from payment to running.
    if (ready) provisioningSeconds.observe({ product: 'ecs' }, (Date.now() - r.createdAt.getTime()) / 1000);
  });
  instancesChanged(r.userId);
}

const BACK: Record<string, string> = {
  starting: 'stopped',
  stopping: 'running',
  rebooting: 'running',
  releasing: 'stopped',
};

/** The `ecs.action` job: carry out `action` on an instance in its transitional state (above); nothing otherwise. */
export async function handleEcsAction(
  deps: JobDeps,
  data: { instanceId: string; action: keyof typeof TRANSITIONS },
): Promise<void> {
  const t = TRANSITIONS[data.action];
  if (!t) return;
  const [row] = await deps.db
    .select({ id: instances.id, status: instances.status })
    .from(instances)
    .where(eq(instances.instanceId, data.instanceId));
  if (!row || row.status !== t.via) return;
  await withClaim(deps.claims, CLAIM_INSTANCE, row.id, () => actOnInstance(deps, row.id, data.action));
}

async function actOnInstance(deps: JobDeps, id: number, action: keyof typeof TRANSITIONS): Promise<void> {
  const t = TRANSITIONS[action];
  const [r] = await deps.db.select().from(instances).where(eq(instances.id, id));
  if (!r || r.status !== t.via) return;
  const ref = r.backendRef ?? r.instanceId;
  // A start may move the forwarded SSH port (libvirt, when another socket took it while the instance was stopped).
  let movedSshPort: number | null = null;
  try {
    if (action === 'start') movedSshPort = (await deps.compute.startInstance(ref)).sshPort;
    else if (action === 'stop') await deps.compute.stopInstance(ref);
    else if (action === 'reboot') movedSshPort = (await deps.compute.rebootInstance(ref)).sshPort;
    else await deps.compute.releaseInstance(ref);
  } catch (err) {
    await deps.db
      .update(instances)
      .set({ status: BACK[t.via]!, failReason: failReason(err), updatedAt: new Date() })
      .where(and(eq(instances.id, r.id), eq(instances.status, t.via)));
    instancesChanged(r.userId);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(instances)
      .set({
        status: t.done,
        releasedAt: t.done === 'released' ? new Date() : undefined,
        publicIp: t.done === 'released' ? null : undefined,
        sshPort: movedSshPort ?? undefined,
        updatedAt: new Date(),
      })
      .where(and(eq(instances.id, r.id), eq(instances.status, t.via)))
      .returning({ id: instances.id });
    if (done && t.done === 'released') {
      await notifyReleased(tx, r.userId, 'instance', r.instanceId);
      await instanceEnded(tx, r.instanceId, 'released');
    }
  });
  instancesChanged(r.userId);
}

/**
 * Renew or expire what is past its expiry at `now`, release instances and phones expired for RELEASE_AFTER_DAYS
 * (at most `batch` rows of each kind are renewed or expired per call). Auto-renewals are paid at today's catalog
 * price through the ledger; a renewal the wallet cannot pay (402) or the catalog no longer offers leaves the row
 * expired. Returns the counts (`released`: instances sent to release plus phones released).
 */
export async function sweepExpiry(
  deps: LifecycleDeps,
  now = new Date(),
  batch = 50,
): Promise<{ renewed: number; expired: number; released: number }> {
  const out = { renewed: 0, expired: 0, released: 0 };
  const releaseBefore = new Date(now.getTime() - RELEASE_AFTER_DAYS * 86_400_000);
  const due = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(instances)
      .where(and(inArray(instances.status, ['running', 'stopped']), lte(instances.expiresAt, now)))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const r of rows) {
      let renewed = false;
      let shortOfMoney = false;
      if (r.autoRenew) {
        try {
          await tx.transaction(async (sp) => {
            const q = await quoteEcs(sp, renewalInput(r, r.durationMonths));
            await payOrder(sp, {
              ownerId: r.userId,
              createdBy: r.userId,
              kind: 'ecs_renew',
              amountFen: q.totalFen,
              requireVerified: false,
              memo: { key: 'ledger.auto_renew', params: { id: r.instanceId, months: r.durationMonths } },
              detail: { instance_id: r.instanceId, months: r.durationMonths, quantity: 1, auto: true },
            });
            const until = addMonths(r.expiresAt, r.durationMonths);
            await sp.update(instances).set({ expiresAt: until, updatedAt: now }).where(eq(instances.id, r.id));
            await notifyRenewal(sp, r.userId, 'instance', r.instanceId, r.expiresAt, {
              amount: fenToYuan(q.totalFen),
              date: beijingTime(until),
            });
            instancesChanged(r.userId);
          });
          renewed = true;
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          shortOfMoney = err.code === CODE.PAYMENT_REQUIRED;
        }
      }
      if (renewed) out.renewed++;
      else {
        await tx.update(instances).set({ status: 'expired', updatedAt: now }).where(eq(instances.id, r.id));
        if (shortOfMoney) await notifyRenewal(tx, r.userId, 'instance', r.instanceId, r.expiresAt, null);
        instancesChanged(r.userId);
        out.expired++;
      }
    }
    const old = await tx
      .update(instances)
      .set({ status: 'releasing', updatedAt: now })
      .where(and(eq(instances.status, 'expired'), lte(instances.expiresAt, releaseBefore)))
      .returning({ instanceId: instances.instanceId, userId: instances.userId });
    for (const o of new Set(old.map((o) => o.userId))) instancesChanged(o);
    out.released = old.length;

    const phones = await sweepPhones(tx, now, batch, releaseBefore);
    out.renewed += phones.renewed;
    out.expired += phones.expired;
    out.released += phones.released;
    return old;
  });
  for (const r of due)
    await deps.jobs.send(
      JOB_ECS_ACTION,
      { instanceId: r.instanceId, action: 'release' },
      { key: `${r.instanceId}:release` },
    );
  return out;
}

/** Transitional instance states and the action whose job finishes each. */
const VIA: Record<string, keyof typeof TRANSITIONS> = {
  starting: 'start',
  stopping: 'stop',
  rebooting: 'reboot',
  releasing: 'release',
};

/**
 * Re-enqueue work left unfinished — instances pending creation or in a transitional state, phones
 * pending creation — whose last change is at least `olderThanMs` old (0 at start), that no live job
 * claims and that no queued job will pick up. Enqueuing twice is harmless (claims and conditional
 * updates), so this may run in several processes at once. Returns how many jobs it queued.
 */
export async function recoverUnfinished(deps: JobDeps, olderThanMs = 0): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const stuck = await deps.db
    .select({ rowId: instances.id, id: instances.instanceId, status: instances.status })
    .from(instances)
    .where(and(inArray(instances.status, ['pending', ...Object.keys(VIA)]), lte(instances.updatedAt, before)));
  const phones = await phoneJobsToRecover(deps.db, deps.claims, before);
  if (stuck.length === 0 && phones.length === 0) return 0;
  const [waiting, heldInstances] = await Promise.all([deps.jobs.waiting(), deps.claims.held(CLAIM_INSTANCE)]);
  let queued = 0;
  const send = async (queue: string, data: Record<string, unknown>, key: string) => {
    if (waiting.has(waitingKey(queue, key))) return;
    await deps.jobs.send(queue, data, { key });
    queued++;
  };
  for (const s of stuck) {
    if (heldInstances.has(s.rowId)) continue;
    if (s.status === 'pending') await send(JOB_ECS_CREATE, { instanceId: s.id }, s.id);
    else await send(JOB_ECS_ACTION, { instanceId: s.id, action: VIA[s.status]! }, `${s.id}:${VIA[s.status]}`);
  }
  for (const p of phones) await send(p.queue, p.data, p.key);
  return queued;
}
