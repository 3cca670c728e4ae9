/**
 * Converting a trial cloud phone to a paid one, keeping the same phone (its id, package, region and data), as the big
 * clouds let a free trial be "转正" before it ends (docs/decisions/0087-trial-conversion.md):
 *
 * - Allowed for the wallet owner's **running trial phone until its trial expiry** (the instant `expires_at`, included).
 *   After that — the phone expired, or the clock passed its expiry before the sweep marked it — it is refused with
 *   409 `trial.convert_expired` (`date`: the trial's end, Beijing time); a phone still being created or released/failed
 *   with 409 `trial.convert_state`; a bought phone with 409 `trial.convert_not_trial`.
 * - Priced like a purchase of one phone of its package in its region for the months chosen, at today's catalog price
 *   (`quotePhone`: package line and the duration discount as the breakdown), and checked like every purchase: the
 *   service agreement ticked (400 `order.agreement_required`) and the amount shown equal to the server's (409
 *   `order.price_changed` with data.price). Nothing is charged before that.
 * - Paid from the wallet through the ledger (`payOrder`: 402 data.shortfall, 503 not verified, idempotent by
 *   client_token) as one `phone_convert` order — one order-paid message — in the transaction that turns the phone into
 *   a bought one: `trial` false, auto-renew as chosen, and the paid months added to the trial's end (the trial days
 *   left are kept, as a renewal counts from the current expiry).
 *
 * Money is integer fen inside, yuan strings in the answers; times are unix seconds.
 */
import { and, eq } from 'drizzle-orm';
import { PHONE_TRANSITIONS } from '@lanyun/contract/states';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones, productOrders, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { beijingTime } from '../../accounts/index.ts';
import type { Lang } from '../../content/index.ts';
import { addMonths, assertAgreed, assertPriceSeen, payOrder, walletDto } from '../../orders/index.ts';
import { assertVerified, walletOwnerId } from '../../wallet/index.ts';
import { quotePhone, toPhoneOut } from './phones.ts';
import { ownPhone, STATE_WORDS } from './phone-lifecycle.ts';

type User = { id: number; pid: number };
type PhoneRow = typeof cloudPhones.$inferSelect;

/** States a trial phone can be converted from (@lanyun/contract/states `PHONE_TRANSITIONS.convert`). */
export const PHONE_CONVERTIBLE: readonly string[] = PHONE_TRANSITIONS.convert.from;

/**
 * Whether `p` can be converted at `now` (see the module comment).
 * @throws ApiError 409 `trial.convert_not_trial`, `trial.convert_expired` (params.date, data.expires_at),
 *   `trial.convert_state` (params.state, data.status)
 */
export function assertConvertible(p: PhoneRow, now: Date): void {
  if (!p.trial) throw new ApiError(CODE.CONFLICT, 'trial.convert_not_trial');
  if (p.status === 'expired' || (p.status === 'running' && now.getTime() > p.expiresAt.getTime()))
    throw new ApiError(
      CODE.CONFLICT,
      'trial.convert_expired',
      { date: beijingTime(p.expiresAt) },
      { expires_at: toSeconds(p.expiresAt) },
    );
  if (!PHONE_CONVERTIBLE.includes(p.status)) {
    const key = STATE_WORDS[p.status];
    throw new ApiError(CODE.CONFLICT, 'trial.convert_state', { state: key ? { key } : p.status }, { status: p.status });
  }
}

/** Today's price of `months` of phone `p` (one phone of its package in its region), in `lang`. @throws ApiError 400 */
function conversionQuote(db: DbOrTx, p: PhoneRow, months: number, lang: Lang) {
  return quotePhone(db, { pkg_id: p.packageId, region_id: p.regionId, duration_months: months, quantity: 1 }, lang);
}

/**
 * The conversion quote of one of the user's trial phones (`/phone_order/inquiry_convert_trial_price`).
 * @returns QuoteOut (yuan) plus `trial_expires_at` (the trial's end) and `expires_at` (the expiry once converted),
 *   unix seconds
 * @throws ApiError 404 not the account's phone, 409 as `assertConvertible`, 400 unknown duration or package gone
 */
export async function quoteTrialConversion(
  db: DbOrTx,
  user: User,
  phoneId: string,
  months: number,
  lang: Lang = 'en',
  now = new Date(),
) {
  const p = await ownPhone(db, user, phoneId);
  assertConvertible(p, now);
  const q = await conversionQuote(db, p, months, lang);
  return {
    ...q.dto,
    trial_expires_at: toSeconds(p.expiresAt),
    expires_at: toSeconds(addMonths(p.expiresAt, months)),
  };
}

/** The conversion order paid earlier with `clientToken`, with the owner's balances now (nothing charged), or null. */
async function earlierConversion(tx: DbOrTx, ownerId: number, clientToken: string) {
  const [prev] = await tx
    .select({ order: productOrders, balance: users.balanceFen, give: users.giveBalanceFen })
    .from(productOrders)
    .innerJoin(users, eq(users.id, productOrders.userId))
    .where(
      and(
        eq(productOrders.userId, ownerId),
        eq(productOrders.clientToken, clientToken),
        eq(productOrders.kind, 'phone_convert'),
      ),
    )
    .limit(1);
  return prev
    ? {
        orderNum: prev.order.orderNum,
        amountFen: prev.order.amountFen,
        giveFen: prev.order.giveFen,
        balanceFen: prev.balance,
        giveBalanceFen: prev.give,
      }
    : null;
}

/**
 * Convert a trial phone to a paid one (`/phone_order/convert_trial`), paid from the wallet owner's wallet. `price` is
 * the amount the customer saw on the confirmation, in fen; `agree` the service agreement ticked there.
 * @returns OrderOut (yuan) plus the phone as it is now (trial false)
 * @throws ApiError 400 `order.agreement_required` / unknown duration, 404 not the account's phone, 409 price changed
 *   (data.price) or as `assertConvertible`, 402 not enough money (data.shortfall), 503 owner not verified
 */
export async function convertTrial(
  db: DbOrTx,
  user: User,
  b: {
    phone_id: string;
    duration_months: number;
    price: number;
    auto_renew?: boolean;
    agree?: boolean;
    client_token?: string;
  },
  now = new Date(),
) {
  assertAgreed(b.agree);
  const ownerId = walletOwnerId(user);
  await assertVerified(db, ownerId);
  const p = await ownPhone(db, user, b.phone_id);
  // A repeated call with the same client_token finds the phone converted: the first order is answered below.
  if (p.trial) assertConvertible(p, now);
  const quote = await conversionQuote(db, p, b.duration_months, 'en');
  assertPriceSeen(b.price, quote.totalFen);
  const { order, row } = await db.transaction(async (tx) => {
    const cur = await ownPhone(tx, user, b.phone_id, true);
    const pay = () =>
      payOrder(tx, {
        ownerId,
        createdBy: user.id,
        kind: 'phone_convert',
        amountFen: quote.totalFen,
        clientToken: b.client_token,
        memo: { key: 'ledger.trial_convert', params: { id: cur.phoneId, months: b.duration_months } },
        detail: { phone_id: cur.phoneId, months: b.duration_months, quantity: 1 },
      });
    if (!cur.trial && b.client_token) {
      const replay = await earlierConversion(tx, ownerId, b.client_token);
      if (replay) return { order: replay, row: cur };
    }
    assertConvertible(cur, now);
    const order = await pay();
    const [row] = await tx
      .update(cloudPhones)
      .set({
        trial: false,
        autoRenew: b.auto_renew ?? false,
        expiresAt: addMonths(cur.expiresAt, b.duration_months),
        updatedAt: new Date(),
      })
      .where(eq(cloudPhones.id, cur.id))
      .returning();
    return { order, row: row! };
  });
  return { ...walletDto(order), phone: toPhoneOut(row) };
}
