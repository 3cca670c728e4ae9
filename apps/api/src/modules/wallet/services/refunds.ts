/**
 * The 5-day no-reason refund (issue 19 "Bills, invoices, refunds"; the rule as /agreement/refund states it):
 * an account's first ECS purchase (its earliest `ecs_new` order) may be refunded within
 * NO_REASON_REFUND_DAYS days of payment. The refund releases the instance and returns that instance's share of
 * the order through the ledger — the gift part back to the gift balance, the rest to the cash balance
 * (`refundOrderShare`). It is granted once per account per product: the unique (user_id, product) row of
 * `no_reason_refunds` is written in the same transaction as the ledger entry, so two concurrent requests can
 * never both succeed. Money is integer fen inside, yuan in the answer.
 *
 * Refusals are 409 with `data.reason`: `refund.used` (already granted), `refund.not_first` (not the first
 * purchase, or a renewal), `refund.window_passed` (`data.days`), `refund.bad_state` (`data.status`),
 * `refund.invoice_issued` (an invoice of the order is issued: the refund waits for finance's red-letter reversal,
 * which the refusal asks for; the window is then judged at the time of that first ask — docs/decisions/0065-invoices-per-order-titled-by-the-verified-identity.md).
 */
import type { ApiParams, ApiReason } from '../../../lib/envelope.ts';
import { and, asc, eq } from 'drizzle-orm';
import { instances, noReasonRefunds, productOrders } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { JOB_ECS_ACTION, toInstanceOut, type OrderingDeps } from '../../instances/index.ts';
import { refundOrderShare } from '../../orders/index.ts';
import { refundInvoiceHold, requestReversal } from './invoices.ts';
import { walletOwnerId } from './wallet.ts';
import { instancesChanged } from '../../instances/index.ts';

/** Days after payment during which the first purchase may be refunded without a reason. */
export const NO_REASON_REFUND_DAYS = 5;
const DAY_MS = 86_400_000;
/** Instance states the refund accepts; running and stopped ones are released by it. */
const REFUNDABLE = ['running', 'stopped', 'released'];

const refuse = (reason: ApiReason, data: Record<string, unknown> = {}, params: ApiParams = {}) =>
  new ApiError(CODE.CONFLICT, reason, params, data);

/**
 * Refund the instance `instanceId` of `user`'s wallet owner without a reason, at `now`.
 * @returns the instance (releasing, or released) and the money returned (yuan): `refund`, `cash`, `give`
 * @throws ApiError 404 no such instance; 409 with data.reason as listed in the module's docstring
 */
export async function refundWithoutReason(
  deps: OrderingDeps,
  user: { id: number; pid: number },
  instanceId: string,
  now = new Date(),
) {
  const ownerId = walletOwnerId(user);
  let heldOrder: number | null = null;
  const refund = deps.db.transaction(async (tx) => {
    const [inst] = await tx
      .select()
      .from(instances)
      .where(and(eq(instances.instanceId, instanceId), eq(instances.userId, ownerId)))
      .for('update');
    if (!inst) throw new ApiError(CODE.NOT_FOUND, 'instance.not_found');
    const [used] = await tx
      .select({ id: noReasonRefunds.id })
      .from(noReasonRefunds)
      .where(and(eq(noReasonRefunds.userId, ownerId), eq(noReasonRefunds.product, 'ecs')));
    if (used) throw refuse('refund.used');
    const [first] = await tx
      .select()
      .from(productOrders)
      .where(and(eq(productOrders.userId, ownerId), eq(productOrders.kind, 'ecs_new')))
      .orderBy(asc(productOrders.createdAt), asc(productOrders.id))
      .limit(1);
    if (!first || first.id !== inst.orderId) throw refuse('refund.not_first');
    const deadline = first.createdAt.getTime() + NO_REASON_REFUND_DAYS * DAY_MS;
    const releasedLate = inst.status === 'released' && (inst.releasedAt?.getTime() ?? 0) > deadline;
    const hold = await refundInvoiceHold(tx, first.id);
    // Waiting for finance's red-letter reversal does not cost the customer the window: it is judged at the first ask.
    const askedAt = Math.min(now.getTime(), hold.reversalAskedAt?.getTime() ?? Number.POSITIVE_INFINITY);
    if (askedAt > deadline || releasedLate)
      throw refuse('refund.window_passed', { days: NO_REASON_REFUND_DAYS }, { days: NO_REASON_REFUND_DAYS });
    if (!REFUNDABLE.includes(inst.status)) throw refuse('refund.bad_state', { status: inst.status });
    if (hold.held) {
      heldOrder = first.id;
      throw refuse('refund.invoice_issued');
    }
    const quantity = Math.max(1, Number((first.detail as { quantity?: number }).quantity ?? 1));
    const refunded = await refundOrderShare(tx, first.id, Math.floor(first.amountFen / quantity), {
      key: 'ledger.no_reason_refund',
      params: { id: inst.instanceId },
    });
    const granted = await tx
      .insert(noReasonRefunds)
      .values({
        userId: ownerId,
        createdBy: user.id,
        product: 'ecs',
        orderId: first.id,
        resourceId: inst.instanceId,
        cashFen: refunded.fen - refunded.giveFen,
        giveFen: refunded.giveFen,
      })
      .onConflictDoNothing()
      .returning({ id: noReasonRefunds.id });
    // A concurrent request won the unique row: throwing rolls this one's ledger entry back.
    if (granted.length === 0) throw refuse('refund.used');
    const release = inst.status !== 'released';
    const [row] = release
      ? await tx
          .update(instances)
          .set({ status: 'releasing', updatedAt: now })
          .where(eq(instances.id, inst.id))
          .returning()
      : [inst];
    if (release) instancesChanged(inst.userId);
    return { row: row ?? inst, release, refunded };
  });
  // A refusal for an issued invoice asks finance for its red-letter reversal (outside the rolled-back transaction).
  const out = await refund.catch(async (err: unknown) => {
    if (heldOrder !== null) await requestReversal(deps.db, heldOrder, now);
    throw err;
  });
  if (out.release)
    await deps.jobs.send(JOB_ECS_ACTION, { instanceId, action: 'release' }, { key: `${instanceId}:release` });
  return {
    instance: toInstanceOut(out.row),
    refund: fenToYuan(out.refunded.fen),
    cash: fenToYuan(out.refunded.fen - out.refunded.giveFen),
    give: fenToYuan(out.refunded.giveFen),
  };
}
