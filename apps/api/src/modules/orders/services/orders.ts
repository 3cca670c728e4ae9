/**
 * Product orders paid from the wallet (issue "Catalog and ordering"). `payOrder` runs inside the
 * caller's transaction: it locks the wallet owner's row, refuses when the owner is not verified
 * (503) or the money is short (402 with data.shortfall), spends gift money first then cash
 * (services/wallet/ledger.ts `spendSplit`), writes the order (status paid) and its `purchase` ledger
 * entry. Because order and payment are one transaction, an order is paid exactly once; concurrent
 * purchases queue on the row lock and can never overdraw. `refundOrderShare` gives part of an
 * order back through the ledger (gift money back to give_balance first) and, in the same transaction, voids the
 * order's pending invoice requests and flags its issued invoice for a red-letter reversal. All money is integer fen.
 * Shared by every product (ECS and cloud phones): `addMonths` / `renewedExpiry` for expiries, `walletDto` for the
 * order part of a purchase answer (yuan).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productOrders, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { newOrderNum } from '../../../lib/order-num.ts';
import { invoicesOnRefund } from '../../wallet/index.ts';
import { postLedger, spendSplit } from '../../wallet/index.ts';
import { REAL_NAME_REQUIRED_MSG } from '../../wallet/index.ts';
import { type LocalText, storedText } from '../../platform/index.ts';
import { notify } from '../../accounts/index.ts';

/** What an order bought (`product_orders.kind`, a text column: a new kind needs no migration). */
export type OrderKind =
  | 'ecs_new'
  | 'ecs_renew'
  | 'phone_new'
  | 'phone_renew'
  | 'phone_trial'
  | 'phone_convert'
  | 'disk_new'
  | 'disk_expand';
export const ORDER_PAID = 2;
export const ORDER_REFUNDED = 5;

/** Add calendar months (UTC), e.g. Jan 31 + 1 → Mar 3 as Date does; good enough for expiry. */
export function addMonths(d: Date, months: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}

/**
 * The expiry after renewing for `months`: counted from the current expiry while it is still ahead, else from `now`
 * (an expired instance or phone gets the whole period from today). docs/decisions/0003-ordering.md "Order expiry".
 */
export function renewedExpiry(expiresAt: Date, months: number, now = new Date()): Date {
  return addMonths(expiresAt.getTime() > now.getTime() ? expiresAt : now, months);
}

/** The order part of a purchase answer (OrderOut): order number, amount paid and the balances after it, fen → yuan. */
export function walletDto(o: {
  orderNum: string;
  amountFen: number;
  giveFen: number;
  balanceFen: number;
  giveBalanceFen: number;
}) {
  return {
    order_num: o.orderNum,
    amount: fenToYuan(o.amountFen),
    give_amount: fenToYuan(o.giveFen),
    balance: fenToYuan(o.balanceFen),
    give_balance: fenToYuan(o.giveBalanceFen),
  };
}

/**
 * The customer ticked the product's service agreement on the confirmation page; checked before anything is priced or
 * charged. @throws ApiError 400 `order.agreement_required`
 */
export function assertAgreed(agree: boolean | undefined): void {
  if (agree !== true) throw new ApiError(CODE.BAD_REQUEST, 'order.agreement_required', {}, { agreement: 'service' });
}

/** The price the customer saw must equal the server's. @throws ApiError 409 with data.price (yuan) */
export function assertPriceSeen(seenFen: number, serverFen: number): void {
  if (seenFen !== serverFen)
    throw new ApiError(
      CODE.CONFLICT,
      'order.price_changed',
      { price: fenToYuan(serverFen), seen: fenToYuan(seenFen) },
      { price: fenToYuan(serverFen) },
    );
}

export interface PaidOrder {
  id: number;
  orderNum: string;
  amountFen: number;
  giveFen: number;
  balanceFen: number;
  giveBalanceFen: number;
  /** True when `client_token` matched an earlier order (nothing was charged now). */
  replay: boolean;
}

/**
 * Create and pay an order inside `tx`.
 * @throws ApiError 503 owner not verified, 402 not enough money (data.shortfall yuan)
 */
export async function payOrder(
  tx: DbOrTx,
  o: {
    ownerId: number;
    createdBy: number;
    kind: OrderKind;
    amountFen: number;
    detail: Record<string, unknown>;
    clientToken?: string;
    /** The order's title, also the memo of its purchase ledger entry. */
    memo: LocalText;
    requireVerified?: boolean;
  },
): Promise<PaidOrder> {
  const [u] = await tx
    .select({ balance: users.balanceFen, give: users.giveBalanceFen, auth: users.authenticationStatus })
    .from(users)
    .where(eq(users.id, o.ownerId))
    .for('update');
  if (!u) throw new ApiError(CODE.NOT_FOUND, 'account.not_found');
  if (o.requireVerified !== false && u.auth !== 2) throw new ApiError(CODE.PRECONDITION, REAL_NAME_REQUIRED_MSG);
  if (o.clientToken) {
    const [prev] = await tx
      .select()
      .from(productOrders)
      .where(and(eq(productOrders.userId, o.ownerId), eq(productOrders.clientToken, o.clientToken)))
      .limit(1);
    if (prev)
      return {
        id: prev.id,
        orderNum: prev.orderNum,
        amountFen: prev.amountFen,
        giveFen: prev.giveFen,
        balanceFen: u.balance,
        giveBalanceFen: u.give,
        replay: true,
      };
  }
  const available = u.balance + u.give;
  if (available < o.amountFen) {
    const shortfall = fenToYuan(o.amountFen - available);
    throw new ApiError(
      CODE.PAYMENT_REQUIRED,
      'wallet.shortfall',
      { shortfall },
      {
        shortfall,
      },
    );
  }
  const { giveFen, cashFen } = spendSplit(o.amountFen, u.give);
  const orderNum = newOrderNum('P');
  const [order] = await tx
    .insert(productOrders)
    .values({
      orderNum,
      userId: o.ownerId,
      createdBy: o.createdBy,
      kind: o.kind,
      amountFen: o.amountFen,
      giveFen,
      status: ORDER_PAID,
      detail: o.detail,
      titleKey: o.memo.key,
      titleParams: storedText(o.memo).params,
      clientToken: o.clientToken ?? null,
    })
    .returning({ id: productOrders.id });
  let after = { balanceFen: u.balance, giveBalanceFen: u.give };
  if (o.amountFen > 0)
    after = await postLedger(tx, {
      userId: o.ownerId,
      kind: 'purchase',
      balanceDeltaFen: -cashFen,
      giveDeltaFen: -giveFen,
      refType: 'product_order',
      refId: orderNum,
      memo: o.memo,
    });
  // An auto-renewal tells of itself (services/instances/lifecycle.ts sweepExpiry).
  if (o.detail.auto !== true)
    await notify(tx, {
      userId: o.ownerId,
      category: 'finance',
      event: `order_paid:${orderNum}`,
      key: 'message.order_paid',
      params: { order: orderNum, amount: fenToYuan(o.amountFen), what: o.memo },
    });
  return { id: order!.id, orderNum, amountFen: o.amountFen, giveFen, ...after, replay: false };
}

/**
 * Refund one unit's share of order `orderId` through the ledger (inside `tx`): amount / quantity, floored to the fen
 * (orders are priced per unit × quantity; `detail.quantity`, 1 when absent). Used when one instance or phone of an
 * order fails to be created. Does nothing when the order does not exist.
 */
export async function refundUnitShare(tx: DbOrTx, orderId: number, memo: LocalText): Promise<void> {
  const [o] = await tx
    .select({ amount: productOrders.amountFen, detail: productOrders.detail })
    .from(productOrders)
    .where(eq(productOrders.id, orderId));
  if (!o) return;
  const quantity = Math.max(1, Number((o.detail as { quantity?: number }).quantity ?? 1));
  await refundOrderShare(tx, orderId, Math.floor(o.amount / quantity), memo);
}

/**
 * Refund `amountFen` of order `orderId` through the ledger (inside `tx`), never more than was paid
 * and not yet refunded. Gift money returns to give_balance first (so gifts never become cash).
 * Marks the order refunded (status 5) once it is refunded in full. Returns the fen refunded in all
 * (`fen`) and the part of it returned to the gift balance (`giveFen`).
 */
export async function refundOrderShare(
  tx: DbOrTx,
  orderId: number,
  amountFen: number,
  memo: LocalText,
): Promise<{ fen: number; giveFen: number }> {
  const [o] = await tx.select().from(productOrders).where(eq(productOrders.id, orderId)).for('update');
  if (!o) return { fen: 0, giveFen: 0 };
  const r = Math.min(amountFen, o.amountFen - o.refundedFen);
  if (r <= 0) return { fen: 0, giveFen: 0 };
  const giveBack = Math.min(o.giveFen, o.refundedFen + r) - Math.min(o.giveFen, o.refundedFen);
  await postLedger(tx, {
    userId: o.userId,
    kind: 'refund',
    balanceDeltaFen: r - giveBack,
    giveDeltaFen: giveBack,
    refType: 'product_order',
    refId: o.orderNum,
    memo,
  });
  await notify(tx, {
    userId: o.userId,
    category: 'finance',
    event: `refund:${o.orderNum}:${o.refundedFen + r}`,
    key: 'message.refund_made',
    params: { order: o.orderNum, amount: fenToYuan(r), what: memo },
  });
  await tx
    .update(productOrders)
    .set({
      refundedFen: sql`${productOrders.refundedFen} + ${r}`,
      status: o.refundedFen + r >= o.amountFen ? ORDER_REFUNDED : o.status,
    })
    .where(eq(productOrders.id, orderId));
  // The refunded money is no longer invoiceable: pending requests are voided, an issued invoice awaits reversal.
  await invoicesOnRefund(tx, orderId);
  return { fen: r, giveFen: giveBack };
}
