/**
 * Top-up (spec sections 4, 5, 7, 8; issue "Wallet"). Amounts are integer fen inside, yuan at the
 * API. Rules: at least 10 yuan and at most 50,000 yuan per order; the wallet's owner must have
 * passed real-name verification (code 503 otherwise, which opens the site's real-name dialog); a
 * sub-account needs cost-3-1 and tops up its main account. Orders expire after 15 minutes; a
 * payment that arrives after that is still credited (never lost). A notification is applied at most
 * once: the order moves to paid with a conditional update and the ledger has a unique top-up entry
 * per order, both in one transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentNotifications, rechargeOrders, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { Payments } from '../../../providers/payment/index.ts';
import {
  PaymentSignatureError,
  type IncomingNotification,
  type PaymentProvider,
} from '../../../providers/payment/types.ts';
import { newOrderNum } from '../../../lib/order-num.ts';
import { perDb } from '../../../lib/per-db.ts';
import { postLedger } from './ledger.ts';
import { notify } from '../../accounts/index.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { accountChanged, cachedTopUpOrder } from '../../accounts/index.ts';
import { MAX_TOPUP_FEN, MIN_TOPUP_FEN } from '@lanyun/validators/topup';

export const ORDER_TTL_MS = 15 * 60_000;
export const REAL_NAME_REQUIRED_MSG = 'realname.required';
export const ORDER_STATUS = { PENDING: 1, PAID: 2, EXPIRED: 3, FAILED: 4 } as const;

/** The account whose wallet a user acts on: the main account for a sub-account. */
export const walletOwnerId = (u: { id: number; pid: number }) => (u.pid === 0 ? u.id : u.pid);

/** @throws ApiError 503 when the wallet owner is not verified */
export async function assertVerified(db: DbOrTx, ownerId: number): Promise<void> {
  const [owner] = await db.select({ s: users.authenticationStatus }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (owner?.s !== 2) throw new ApiError(CODE.PRECONDITION, REAL_NAME_REQUIRED_MSG);
}

/**
 * Create a top-up order and start the payment with the gateway.
 * @throws ApiError 400 for an amount out of range, 503 when not verified, 500 'wallet.payment_failed'
 *   when the gateway refuses (the order is then marked failed)
 */
export async function createRechargeOrder(
  deps: { db: DbOrTx; payments: Payments },
  user: { id: number; pid: number },
  input: { amountFen: number; payType: 1 | 2 },
): Promise<{ order_num: string; payUrl: string; expires_at: number }> {
  if (input.amountFen < MIN_TOPUP_FEN) throw new ApiError(CODE.BAD_REQUEST, 'wallet.topup_min');
  if (input.amountFen > MAX_TOPUP_FEN)
    throw new ApiError(CODE.BAD_REQUEST, 'wallet.topup_max', { max: (MAX_TOPUP_FEN / 100).toLocaleString('en-US') });
  const ownerId = walletOwnerId(user);
  await assertVerified(deps.db, ownerId);
  const provider = deps.payments.forPayType(input.payType);
  const orderNum = newOrderNum('R');
  const expiresAt = new Date(Date.now() + ORDER_TTL_MS);
  await deps.db.insert(rechargeOrders).values({
    orderNum,
    userId: ownerId,
    createdBy: user.id,
    amountFen: input.amountFen,
    payType: input.payType,
    provider: provider.name,
    expiresAt,
  });
  let payUrl: string;
  try {
    ({ payUrl } = await provider.createPayment({
      orderNum,
      amountFen: input.amountFen,
      subject: 'Lanyun Cloud wallet top-up',
      expiresAt,
    }));
  } catch (err) {
    await deps.db
      .update(rechargeOrders)
      .set({ status: ORDER_STATUS.FAILED })
      .where(eq(rechargeOrders.orderNum, orderNum));
    accountChanged(ownerId);
    throw new ApiError(
      CODE.INTERNAL,
      'wallet.payment_failed',
      {},
      { detail: err instanceof Error ? err.message : String(err) },
    );
  }
  await deps.db.update(rechargeOrders).set({ payUrl }).where(eq(rechargeOrders.orderNum, orderNum));
  return { order_num: orderNum, payUrl, expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

// The status poll's query, prepared once per database handle (a top-up's page asks every few seconds).
const statusQuery = perDb((db: DbOrTx) =>
  db
    .select({
      orderNum: rechargeOrders.orderNum,
      createdBy: rechargeOrders.createdBy,
      userId: rechargeOrders.userId,
      status: rechargeOrders.status,
      expiresAt: rechargeOrders.expiresAt,
      amountFen: rechargeOrders.amountFen,
    })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNum, sql.placeholder('orderNum')))
    .limit(1)
    .prepare('lanyun_topup_status'),
);

/**
 * Status of an order as the site polls it: pay_status '1' pending, '2' paid, '3' expired, '4' failed. The order's row
 * may come from this process's copy younger than `cacheMs` (services/accounts/session-cache.ts: the payment's ledger
 * entry, and a failed payment, drop it in every process at once); whether it has expired is decided now.
 * @throws ApiError 404 'wallet.order_not_found' for an unknown order or one of another account
 */
export async function orderStatus(db: DbOrTx, user: { id: number; pid: number }, orderNum: string, cacheMs = 0) {
  const o = await cachedTopUpOrder(db, orderNum, cacheMs, async () => {
    const [row] = await statusQuery(db).execute({ orderNum });
    return row ? { value: row, ownerId: row.userId } : null;
  });
  if (!o || (o.createdBy !== user.id && o.userId !== walletOwnerId(user)))
    throw new ApiError(CODE.NOT_FOUND, 'wallet.order_not_found');
  const status =
    o.status === ORDER_STATUS.PENDING && o.expiresAt.getTime() < Date.now() ? ORDER_STATUS.EXPIRED : o.status;
  return { order_num: o.orderNum, pay_status: String(status), amount_fen: o.amountFen };
}

export type NotificationOutcome =
  | 'credited'
  | 'duplicate'
  | 'declined'
  | 'bad_signature'
  | 'unknown_order'
  | 'amount_mismatch';

/**
 * Verify a gateway notification and apply it: credit the wallet once for a successful payment of
 * the exact amount. Every verified notification is recorded in `payment_notifications`; one whose
 * signature fails is only logged (anyone can send those, so storing them would let them fill the table).
 * Returns the outcome; the caller acknowledges the gateway with success for credited/duplicate/declined
 * and failure otherwise.
 */
export async function handleNotification(
  db: DbOrTx,
  provider: PaymentProvider,
  n: IncomingNotification,
  log?: { warn: (o: object, msg: string) => void },
): Promise<NotificationOutcome> {
  const record = (orderNum: string | null, verified: boolean, outcome: NotificationOutcome) =>
    db
      .insert(paymentNotifications)
      .values({ provider: provider.name, orderNum, verified, outcome, payload: n.rawBody.slice(0, 20_000) });
  let notice: Awaited<ReturnType<typeof provider.parseNotification>>;
  try {
    notice = await provider.parseNotification(n);
  } catch (err) {
    if (!(err instanceof PaymentSignatureError)) throw err;
    log?.warn({ provider: provider.name, reason: err.message }, 'payment notification refused: bad signature');
    return 'bad_signature';
  }
  const [order] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNum, notice.orderNum), eq(rechargeOrders.provider, provider.name)))
    .limit(1);
  if (!order) {
    await record(notice.orderNum, true, 'unknown_order');
    log?.warn({ provider: provider.name, orderNum: notice.orderNum }, 'payment notification refused: unknown order');
    return 'unknown_order';
  }
  if (notice.amountFen !== order.amountFen) {
    await record(notice.orderNum, true, 'amount_mismatch');
    log?.warn(
      { provider: provider.name, orderNum: notice.orderNum, paid: notice.amountFen, expected: order.amountFen },
      'payment notification refused: amount mismatch',
    );
    return 'amount_mismatch';
  }
  if (!notice.paid) {
    await db
      .update(rechargeOrders)
      .set({ status: ORDER_STATUS.FAILED })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, ORDER_STATUS.PENDING)));
    accountChanged(order.userId);
    await record(notice.orderNum, true, 'declined');
    return 'declined';
  }
  const outcome = await db.transaction(async (tx) => {
    // Pending, expired and even declined orders can turn paid (a late payment is never lost);
    // a paid one cannot be paid again.
    const moved = await tx
      .update(rechargeOrders)
      .set({ status: ORDER_STATUS.PAID, paidAt: new Date(), providerTradeNo: notice.tradeNo })
      .where(
        and(
          eq(rechargeOrders.id, order.id),
          inArray(rechargeOrders.status, [ORDER_STATUS.PENDING, ORDER_STATUS.EXPIRED, ORDER_STATUS.FAILED]),
        ),
      )
      .returning({ id: rechargeOrders.id });
    if (moved.length === 0) return 'duplicate' as const;
    await postLedger(tx, {
      userId: order.userId,
      kind: 'topup',
      balanceDeltaFen: order.amountFen,
      refType: 'recharge_order',
      refId: order.orderNum,
      memo: { key: 'ledger.topup', params: { provider: provider.name } },
    });
    await notify(tx, {
      userId: order.userId,
      category: 'finance',
      event: `topup:${order.orderNum}`,
      key: 'message.topup_credited',
      params: { amount: fenToYuan(order.amountFen), order: order.orderNum },
    });
    return 'credited' as const;
  });
  await record(notice.orderNum, true, outcome);
  return outcome;
}
