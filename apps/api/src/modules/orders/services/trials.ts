/**
 * Cloud-phone trials (issue "Catalog and ordering"; decided in docs/decisions/0003-ordering.md):
 * a verified main account applies once (ever); an operator (role reviewer) approves or rejects
 * it with a reason (audited, the customer gets a site message); the customer then claims the
 * approved trial, which creates a free phone of the applied package for TRIAL_DAYS days through a
 * zero-amount `phone_trial` order. Status: 1 under review, 2 approved, 3 rejected, 4 claimed.
 */
import { eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones, messages, trialApplications } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { normalizePhone } from '@lanyun/validators/phone';
import { toSeconds } from '../../../lib/schemas.ts';
import { audit } from '../../ops/index.ts';
import type { OrderingDeps } from '../../instances/index.ts';
import { payOrder } from './orders.ts';
import { JOB_PHONE_CREATE, newPhoneId, quotePhone, toPhoneOut } from '../../phones/index.ts';
import { assertVerified } from '../../wallet/index.ts';
import { siteMessageRow } from '../../platform/index.ts';

export const TRIAL_DAYS = 7;
export const TRIAL = { REVIEW: 1, APPROVED: 2, REJECTED: 3, CLAIMED: 4 } as const;

type Row = typeof trialApplications.$inferSelect;
/** An application as the API answers it (the claimed phone's id looked up). */
export async function toOut(db: DbOrTx, r: Row) {
  const [phone] = r.phoneId
    ? await db.select({ phoneId: cloudPhones.phoneId }).from(cloudPhones).where(eq(cloudPhones.id, r.phoneId))
    : [];
  return {
    id: r.id,
    status: r.status,
    package_id: r.packageId,
    region_id: r.regionId,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    company: r.company,
    purpose: r.purpose,
    reject_reason: r.rejectReason,
    phone_id: phone?.phoneId ?? null,
    created_at: toSeconds(r.createdAt),
    reviewed_at: r.reviewedAt ? toSeconds(r.reviewedAt) : null,
  };
}

/** @throws ApiError 503 not verified, 400 bad package/region/phone, 409 already applied */
export async function applyTrial(
  db: DbOrTx,
  user: { id: number },
  b: {
    pkg_id: number;
    region_id: number;
    contact_name: string;
    contact_phone: string;
    company: string;
    purpose: string;
  },
) {
  await assertVerified(db, user.id);
  const phone = normalizePhone(b.contact_phone);
  if (!phone) throw new ApiError(CODE.BAD_REQUEST, 'auth.mobile_invalid');
  await quotePhone(db, { pkg_id: b.pkg_id, region_id: b.region_id, duration_months: 1, quantity: 1 }).catch(
    (err: unknown) => {
      if (err instanceof ApiError && /duration/.test(err.message)) return;
      throw err;
    },
  );
  const [row] = await db
    .insert(trialApplications)
    .values({
      userId: user.id,
      createdBy: user.id,
      packageId: b.pkg_id,
      regionId: b.region_id,
      contactName: b.contact_name,
      contactPhone: phone,
      company: b.company,
      purpose: b.purpose,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(CODE.CONFLICT, 'trial.already_applied');
  return toOut(db, row);
}

export async function trialOf(db: DbOrTx, user: { id: number; pid: number }) {
  const [row] = await db
    .select()
    .from(trialApplications)
    .where(eq(trialApplications.userId, user.pid === 0 ? user.id : user.pid))
    .limit(1);
  return row ? toOut(db, row) : null;
}

/** Claim an approved trial. @throws ApiError 404 no application, 409 not approved / already claimed */
export async function claimTrial(deps: OrderingDeps, user: { id: number }) {
  const result = await deps.db.transaction(async (tx) => {
    const [app] = await tx.select().from(trialApplications).where(eq(trialApplications.userId, user.id)).for('update');
    if (!app) throw new ApiError(CODE.NOT_FOUND, 'trial.apply_first');
    if (app.status === TRIAL.CLAIMED) throw new ApiError(CODE.CONFLICT, 'trial.used');
    if (app.status !== TRIAL.APPROVED)
      throw new ApiError(CODE.CONFLICT, app.status === TRIAL.REJECTED ? 'trial.rejected' : 'trial.under_review', {
        reason: app.rejectReason ?? '',
      });
    const q = await quotePhone(tx, {
      pkg_id: app.packageId,
      region_id: app.regionId,
      duration_months: 1,
      quantity: 1,
    }).catch(() => null);
    if (!q) throw new ApiError(CODE.BAD_REQUEST, 'trial.package_gone');
    const order = await payOrder(tx, {
      ownerId: user.id,
      createdBy: user.id,
      kind: 'phone_trial',
      amountFen: 0,
      memo: { key: 'ledger.phone_trial' },
      detail: { package: q.pkg.id, region: q.region.code, quantity: 1, days: TRIAL_DAYS },
    });
    // Named by its ID like a bought phone (the same in every language); the list marks it as a trial.
    const phoneId = newPhoneId();
    // One instant for both ends, so the trial lasts exactly TRIAL_DAYS (the database's now() is the transaction's start).
    const createdAt = new Date();
    const [phone] = await tx
      .insert(cloudPhones)
      .values({
        phoneId,
        userId: user.id,
        createdBy: user.id,
        orderId: order.id,
        name: phoneId,
        packageId: q.pkg.id,
        packageName: q.pkg.name,
        regionId: q.region.id,
        regionName: q.region.name,
        trial: true,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + TRIAL_DAYS * 86_400_000),
      })
      .returning();
    await tx
      .update(trialApplications)
      .set({ status: TRIAL.CLAIMED, phoneId: phone!.id })
      .where(eq(trialApplications.id, app.id));
    return { orderNum: order.orderNum, phone: phone! };
  });
  await deps.jobs.send(JOB_PHONE_CREATE, { phoneId: result.phone.phoneId }, { key: result.phone.phoneId });
  return { order_num: result.orderNum, phone: toPhoneOut(result.phone) };
}

/**
 * Decide an application under review (audited with the application's state before and after: status, rejection
 * reason, deciding operator, decision time; site message). @throws 404, 409 already decided
 */
export async function reviewTrial(
  db: DbOrTx,
  operatorId: number,
  b: { id: number; decision: 'approve' | 'reject'; reason?: string },
  clientIp?: string,
) {
  const row = await db.transaction(async (tx) => {
    const status = b.decision === 'approve' ? TRIAL.APPROVED : TRIAL.REJECTED;
    // The application as it was, locked so the audit's "before" is what the decision changed.
    const [prev] = await tx.select().from(trialApplications).where(eq(trialApplications.id, b.id)).for('update');
    const [row] = await tx
      .update(trialApplications)
      .set({ status, rejectReason: b.decision === 'reject' ? b.reason! : null, operatorId, reviewedAt: new Date() })
      .where(and(eq(trialApplications.id, b.id), eq(trialApplications.status, TRIAL.REVIEW)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: trialApplications.id })
        .from(trialApplications)
        .where(eq(trialApplications.id, b.id));
      throw exists
        ? new ApiError(CODE.CONFLICT, 'trial.decided')
        : new ApiError(CODE.NOT_FOUND, 'realname.application_not_found');
    }
    const state = (a: typeof row) => ({
      status: a.status,
      reject_reason: a.rejectReason,
      operator_id: a.operatorId,
      reviewed_at: a.reviewedAt,
    });
    await audit(tx, {
      operatorId,
      action: `trial.${b.decision}`,
      targetType: 'trial_application',
      targetId: row.id,
      detail: { user_id: row.userId, ...(b.reason ? { reason: b.reason } : {}) },
      before: prev ? state(prev) : null,
      after: state(row),
      clientIp,
    });
    await tx.insert(messages).values({
      userId: row.userId,
      ...(b.decision === 'approve'
        ? siteMessageRow('message.trial_approved', { days: TRIAL_DAYS })
        : siteMessageRow('message.trial_rejected', { reason: b.reason ?? '' })),
    });
    return row;
  });
  return toOut(db, row);
}
