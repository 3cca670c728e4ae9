/**
 * The cloud phones' background work (pg-boss delivers at least once, so each step is a conditional status update from
 * the state it expects, under a work claim):
 *
 * - `phone.create` {phoneId} (`handlePhoneCreate`): pending → running on the phone backend (providers/phone), or →
 *   failed with the backend's reason and the phone's share of its order refunded through the ledger, in one
 *   transaction; the account gets a site message either way.
 * - `sweepPhones`: the phones' part of the expiry sweep (modules/instances/services/lifecycle.ts `sweepExpiry`, which
 *   runs it in its transaction): running phones past their expiry are renewed for a month from the wallet as a
 *   `phone_renew` order when auto-renew is on and the money is there (never trial phones), else marked expired; phones
 *   expired before `releaseBefore` are released at once (they have nothing to stop).
 * - `phoneJobsToRecover`: the creations a crash interrupted (pending phones no live job claims), for the recovery pass
 *   (`recoverUnfinished`, same file as the sweep).
 *
 * A creation interrupted by a crash asks the backend again with the same phone id (creation is idempotent by id,
 * providers/phone/types.ts).
 */
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import type { PhoneBackend } from '../../../providers/phone/types.ts';
import { beijingTime, notify, notifyCreateFailed, notifyReleased, notifyRenewal } from '../../accounts/index.ts';
import { addMonths, payOrder, refundUnitShare } from '../../orders/index.ts';
import { failReason, withClaim, type WorkClaims } from '../../platform/index.ts';
import { phoneRenewalQuote } from './phone-lifecycle.ts';
import { JOB_PHONE_CREATE } from './phones.ts';

/** Claim namespace of cloud phones (the first key of the advisory lock; instances use 18_001). */
export const CLAIM_PHONE = 18_002;

/** What the cloud-phone creation job needs: the database, the work claims and the phone backend. */
export interface PhoneJobDeps {
  db: DbOrTx;
  claims: WorkClaims;
  phones: PhoneBackend;
}

/** The `phone.create` job: create the pending phone `phoneId` on the backend (above); nothing when it is not pending. */
export async function handlePhoneCreate(deps: PhoneJobDeps, data: { phoneId: string }): Promise<void> {
  const [row] = await deps.db
    .select({ id: cloudPhones.id, status: cloudPhones.status })
    .from(cloudPhones)
    .where(eq(cloudPhones.phoneId, data.phoneId));
  if (row?.status !== 'pending') return;
  await withClaim(deps.claims, CLAIM_PHONE, row.id, () => createPhone(deps, row.id));
}

async function createPhone(deps: PhoneJobDeps, id: number): Promise<void> {
  // Read again under the claim: a job that held it a moment ago may have finished the work.
  const [p] = await deps.db.select().from(cloudPhones).where(eq(cloudPhones.id, id));
  if (p?.status !== 'pending') return;
  let backendRef: string;
  try {
    ({ backendRef } = await deps.phones.createPhone({
      phoneId: p.phoneId,
      regionCode: p.regionName,
      packageName: p.packageName,
    }));
  } catch (err) {
    await deps.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(cloudPhones)
        .set({ status: 'failed', failReason: failReason(err), updatedAt: new Date() })
        .where(and(eq(cloudPhones.id, p.id), eq(cloudPhones.status, 'pending')))
        .returning({ id: cloudPhones.id });
      if (failed) {
        await refundUnitShare(tx, p.orderId, { key: 'ledger.create_failed_refund', params: { id: p.phoneId } });
        await notifyCreateFailed(tx, p.userId, 'phone', p.phoneId);
      }
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(cloudPhones)
      .set({ status: 'running', backendRef, updatedAt: new Date() })
      .where(and(eq(cloudPhones.id, p.id), eq(cloudPhones.status, 'pending')))
      .returning({ id: cloudPhones.id });
    if (ready)
      await notify(tx, {
        userId: p.userId,
        category: 'product',
        event: `ready:phone:${p.phoneId}`,
        key: 'message.phone_ready',
        params: { id: p.phoneId },
      });
  });
}

/**
 * Renew or expire (at most `batch`) running phones past their expiry at `now`, release phones expired before
 * `releaseBefore` (above). Runs inside the caller's transaction `tx` (rows claimed FOR UPDATE SKIP LOCKED); an
 * auto-renewal is paid at today's catalog price through the ledger in a savepoint, and one the wallet cannot pay
 * (402) or the catalog no longer offers leaves the phone expired. Returns the counts.
 */
export async function sweepPhones(
  tx: DbOrTx,
  now: Date,
  batch: number,
  releaseBefore: Date,
): Promise<{ renewed: number; expired: number; released: number }> {
  const out = { renewed: 0, expired: 0, released: 0 };
  const phones = await tx
    .select()
    .from(cloudPhones)
    .where(and(eq(cloudPhones.status, 'running'), lte(cloudPhones.expiresAt, now)))
    .limit(batch)
    .for('update', { skipLocked: true });
  for (const p of phones) {
    let renewed = false;
    let shortOfMoney = false;
    if (p.autoRenew && !p.trial) {
      try {
        await tx.transaction(async (sp) => {
          const q = await phoneRenewalQuote(sp, p, 1);
          await payOrder(sp, {
            ownerId: p.userId,
            createdBy: p.userId,
            kind: 'phone_renew',
            amountFen: q.totalFen,
            requireVerified: false,
            memo: { key: 'ledger.auto_renew_month', params: { id: p.phoneId } },
            detail: { phone_id: p.phoneId, months: 1, quantity: 1, auto: true },
          });
          const until = addMonths(p.expiresAt, 1);
          await sp.update(cloudPhones).set({ expiresAt: until, updatedAt: now }).where(eq(cloudPhones.id, p.id));
          await notifyRenewal(sp, p.userId, 'phone', p.phoneId, p.expiresAt, {
            amount: fenToYuan(q.totalFen),
            date: beijingTime(until),
          });
        });
        renewed = true;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        shortOfMoney = err.code === CODE.PAYMENT_REQUIRED;
      }
    }
    if (renewed) out.renewed++;
    else {
      await tx.update(cloudPhones).set({ status: 'expired', updatedAt: now }).where(eq(cloudPhones.id, p.id));
      if (shortOfMoney) await notifyRenewal(tx, p.userId, 'phone', p.phoneId, p.expiresAt, null);
      out.expired++;
    }
  }
  const gone = await tx
    .update(cloudPhones)
    .set({ status: 'released', updatedAt: now })
    .where(and(eq(cloudPhones.status, 'expired'), lte(cloudPhones.expiresAt, releaseBefore)))
    .returning({ id: cloudPhones.id, userId: cloudPhones.userId, phoneId: cloudPhones.phoneId });
  for (const g of gone) await notifyReleased(tx, g.userId, 'phone', g.phoneId);
  out.released = gone.length;
  return out;
}

/** A job to enqueue again: its queue, data and de-duplication key. */
export interface RecoveredJob {
  queue: string;
  data: Record<string, unknown>;
  key: string;
}

/**
 * The `phone.create` jobs of phones still pending whose last change is before `before` and that no live job claims
 * (work a crash interrupted); the caller skips those already queued.
 */
export async function phoneJobsToRecover(db: DbOrTx, claims: WorkClaims, before: Date): Promise<RecoveredJob[]> {
  const pending = await db
    .select({ rowId: cloudPhones.id, id: cloudPhones.phoneId })
    .from(cloudPhones)
    .where(and(eq(cloudPhones.status, 'pending'), lte(cloudPhones.updatedAt, before)));
  if (pending.length === 0) return [];
  const held = await claims.held(CLAIM_PHONE);
  return pending
    .filter((p) => !held.has(p.rowId))
    .map((p) => ({ queue: JOB_PHONE_CREATE, data: { phoneId: p.id }, key: p.id }));
}
