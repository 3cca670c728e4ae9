/**
 * A cloud phone after its purchase: renewal, release and auto-renew — the counterpart of the ECS instance center
 * (services/instances/instances.ts `quoteRenewal` / `renewInstance` / `setAutoRenew`; docs/decisions/0003-ordering.md).
 *
 * - Renewal is priced like a purchase of one phone of its package in its region at today's catalog prices
 *   (services/instances/phones.ts `quotePhone`), checked against the price the customer saw (409 with data.price) and paid
 *   from the wallet through the ledger (services/orders/orders.ts `payOrder`: 402 with data.shortfall, 503 not verified,
 *   idempotent by client_token) as a `phone_renew` order. Running and expired phones can be renewed; an expired one
 *   goes back to running. The expiry moves by the months from the later of now and the current expiry.
 * - Release ends a running or expired phone at once (→ released); the unused time is not refunded.
 * - Trial phones (free, TRIAL_DAYS days) can be neither renewed nor set to auto-renew (409).
 * Phones belong to the wallet owner (main account); its sub-accounts act on them with their keys (routes/phone.ts);
 * another account's phone answers 404. Money is integer fen inside, yuan strings in the answers.
 */
import { PHONE_TRANSITIONS } from '@lanyun/contract/states';
import { notifyReleased } from '../../accounts/index.ts';
import type { ApiReason } from '../../../lib/envelope.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { assertAgreed, assertPriceSeen, payOrder, renewedExpiry, walletDto } from '../../orders/index.ts';
import { quotePhone, toPhoneOut } from './phones.ts';
import type { Lang } from '../../content/index.ts';
import { assertVerified, walletOwnerId } from '../../wallet/index.ts';

type User = { id: number; pid: number };
type PhoneRow = typeof cloudPhones.$inferSelect;

/** States a phone can be renewed from (an expired phone returns to running; @lanyun/contract/states). */
export const PHONE_RENEWABLE: readonly string[] = PHONE_TRANSITIONS.renew.from;
/** States a phone can be released from (@lanyun/contract/states). */
export const PHONE_RELEASABLE: readonly string[] = PHONE_TRANSITIONS.release.from;

/** The words of each phone state in refusals (reason keys of the state names). */
export const STATE_WORDS: Record<string, ApiReason> = {
  pending: 'state.creating',
  running: 'state.running',
  failed: 'state.failed',
  expired: 'state.expired',
  released: 'state.released',
};
/** The `state` param of a phone refusal: its state's words (the raw status when unknown). */
const stateWords = (status: string) => {
  const key = STATE_WORDS[status];
  return key ? { key } : status;
};

/** Refusal of a trial phone's renewal (409). */
export const TRIAL_RENEW_MSG = 'phone.trial_renew';
/** Refusal of a trial phone's auto-renew switch (409). */
export const TRIAL_AUTO_RENEW_MSG = 'phone.trial_auto_renew';

/**
 * The phone `phoneId` of the user's wallet owner (main account, also for its sub-accounts), locked FOR UPDATE when
 * `lock` (inside a transaction). @throws ApiError 404 'phone.not_found' when it is another account's or unknown
 */
export async function ownPhone(db: DbOrTx, user: User, phoneId: string, lock = false): Promise<PhoneRow> {
  const q = db
    .select()
    .from(cloudPhones)
    .where(and(eq(cloudPhones.phoneId, phoneId), eq(cloudPhones.userId, walletOwnerId(user))))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'phone.not_found');
  return row;
}

/** @throws ApiError 409 when `p` is a trial phone or not running/expired */
function assertRenewable(p: PhoneRow): void {
  if (p.trial) throw new ApiError(CODE.CONFLICT, TRIAL_RENEW_MSG);
  if (!PHONE_RENEWABLE.includes(p.status))
    throw new ApiError(
      CODE.CONFLICT,
      'phone.state_not_renewable',
      { state: stateWords(p.status) },
      {
        status: p.status,
      },
    );
}

/**
 * Today's price of renewing phone `p` for `months`: one phone of its package in its region (`quotePhone`, rounded
 * to the fen once). Used by the customer's renewal and by the expiry sweep's auto-renew (services/instances/lifecycle.ts).
 * @returns `totalFen` (fen) and `dto` (QuoteOut: price, original_price, discount, unit_price_month in yuan)
 * @throws ApiError 400 when the package or region is no longer offered, or `months` is not a phone duration
 */
export function phoneRenewalQuote(db: DbOrTx, p: PhoneRow, months: number, lang: Lang = 'en') {
  return quotePhone(db, { pkg_id: p.packageId, region_id: p.regionId, duration_months: months, quantity: 1 }, lang);
}

/**
 * The renewal quote of one of the user's phones (`/phone_order/inquiry_renew_pdc_price`).
 * @returns QuoteOut in yuan
 * @throws ApiError 404 not the account's phone, 409 trial phone or state (not running/expired), 400 unknown duration
 */
export async function quotePhoneRenewal(db: DbOrTx, user: User, phoneId: string, months: number, lang: Lang = 'en') {
  const p = await ownPhone(db, user, phoneId);
  assertRenewable(p);
  return (await phoneRenewalQuote(db, p, months, lang)).dto;
}

/**
 * Renew a phone for `duration_months`, paid from the wallet owner's wallet (`/phone_order/renew_pdc`). `price` is
 * the total the customer saw, in fen; `client_token` makes a repeated call return the first order without charging.
 * @returns OrderOut (yuan) plus the phone as it is now
 * @throws ApiError 503 owner not verified, 404 not the account's phone, 409 price changed (data.price) / trial /
 *   state, 402 not enough money (data.shortfall), 400 unknown duration
 */
export async function renewPhone(
  db: DbOrTx,
  user: User,
  b: { phone_id: string; duration_months: number; price: number; agree?: boolean; client_token?: string },
) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(db, ownerId);
  const p = await ownPhone(db, user, b.phone_id);
  assertRenewable(p);
  const quote = await phoneRenewalQuote(db, p, b.duration_months);
  assertPriceSeen(b.price, quote.totalFen);
  const { order, row } = await db.transaction(async (tx) => {
    const cur = await ownPhone(tx, user, b.phone_id, true);
    assertRenewable(cur);
    const order = await payOrder(tx, {
      ownerId,
      createdBy: user.id,
      kind: 'phone_renew',
      amountFen: quote.totalFen,
      clientToken: b.client_token,
      memo: { key: 'ledger.renew', params: { id: cur.phoneId, months: b.duration_months } },
      detail: { phone_id: cur.phoneId, months: b.duration_months, quantity: 1 },
    });
    if (order.replay) return { order, row: cur };
    const [row] = await tx
      .update(cloudPhones)
      .set({ expiresAt: renewedExpiry(cur.expiresAt, b.duration_months), status: 'running', updatedAt: new Date() })
      .where(eq(cloudPhones.id, cur.id))
      .returning();
    return { order, row: row! };
  });
  return { ...walletDto(order), phone: toPhoneOut(row) };
}

/**
 * Release a running or expired phone (`/phone/release`): → released at once; nothing is refunded.
 * @returns the phone (PhoneOut)
 * @throws ApiError 404 not the account's phone, 409 state does not allow it (pending, failed, released)
 */
export async function releasePhone(db: DbOrTx, user: User, phoneId: string) {
  const cur = await ownPhone(db, user, phoneId);
  const [row] = await db.transaction(async (tx) => {
    const moved = await tx
      .update(cloudPhones)
      .set({ status: 'released', updatedAt: new Date() })
      .where(and(eq(cloudPhones.id, cur.id), inArray(cloudPhones.status, [...PHONE_RELEASABLE])))
      .returning();
    if (moved[0]) await notifyReleased(tx, moved[0].userId, 'phone', moved[0].phoneId);
    return moved;
  });
  if (!row) {
    const [now] = await db.select({ status: cloudPhones.status }).from(cloudPhones).where(eq(cloudPhones.id, cur.id));
    const status = now?.status ?? cur.status;
    throw new ApiError(CODE.CONFLICT, 'phone.state_not_releasable', { state: stateWords(status) }, { status });
  }
  return toPhoneOut(row);
}

/**
 * Turn auto-renew on or off (`/phone/auto_renew`): at expiry the sweep renews the phone for a month from the wallet
 * when the money is there (services/instances/lifecycle.ts `sweepExpiry`).
 * @returns the phone (PhoneOut)
 * @throws ApiError 404 not the account's phone, 409 trial phone, or a released / failed phone
 */
export async function setPhoneAutoRenew(db: DbOrTx, user: User, phoneId: string, on: boolean) {
  const cur = await ownPhone(db, user, phoneId);
  if (cur.trial) throw new ApiError(CODE.CONFLICT, TRIAL_AUTO_RENEW_MSG);
  if (cur.status === 'released' || cur.status === 'failed')
    throw new ApiError(CODE.CONFLICT, 'phone.state', { state: stateWords(cur.status) }, { status: cur.status });
  const [row] = await db
    .update(cloudPhones)
    .set({ autoRenew: on, updatedAt: new Date() })
    .where(eq(cloudPhones.id, cur.id))
    .returning();
  return toPhoneOut(row!);
}
