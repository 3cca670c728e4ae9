/**
 * Recharge rules (spec §4 "Recharge", §5 "Recharge", §6, §9), pure functions so they are unit-tested:
 * amount required; minimum 10 yuan; default 100 (also used when a preset amount is below 10);
 * an entered amount below 10 is raised to 10 after a 0.5 s pause; recharge needs real-name status 2;
 * a sub-account needs the permission key "cost-3-1". Messages come in the page's language through `t`
 * (see ./translate); the English wording is quoted in the docstrings.
 */
import type { Translate } from '@lanyun/i18n';
import { MAX_BANK_TRANSFER_FEN, MAX_TOPUP_FEN, MIN_TOPUP_YUAN } from '@lanyun/validators/topup';

/** Minimum recharge amount in yuan (the API's limit, @lanyun/validators/topup). */
export const RECHARGE_MIN = MIN_TOPUP_YUAN;
/** Maximum online top-up in yuan (50,000; the API's limit, @lanyun/validators/topup). */
export const RECHARGE_MAX = MAX_TOPUP_FEN / 100;
/** Maximum bank transfer one declaration may claim, in yuan (the API's limit). */
export const BANK_TRANSFER_MAX = MAX_BANK_TRANSFER_FEN / 100;
/** Default recharge amount in yuan. */
export const RECHARGE_DEFAULT = 100;
/** Pause after typing before an amount below the minimum is raised, in milliseconds. */
export const RECHARGE_DEBOUNCE_MS = 500;
/** Order status polling interval, in milliseconds (for the payment wiring). */
export const RECHARGE_POLL_MS = 2000;
/** Quick-pick amounts offered in the dialog, in yuan. */
export const RECHARGE_PRESETS: readonly number[] = [100, 500, 1000, 5000];
/** Permission key a sub-account needs to open recharge (spec §6). */
export const RECHARGE_PERMISSION_KEY = 'cost-3-1';
/**
 * The spec's no-permission message (spec §6): a sub-account without the recharge key, or without a list's key
 * ("You currently have no permission, please contact the main account to enable it").
 */
export function noPermissionMessage(t: Translate): string {
  return t('ui:recharge.noPermission');
}
/** Message when creating the order fails or returns no payUrl (spec §8), and when a payment fails ("Payment failed!"). */
export function paymentFailedMessage(t: Translate): string {
  return t('ui:recharge.paymentFailed');
}
/** Message when the order's payment window has passed, `pay_status` '3' ("The order has expired"). */
export function orderExpiredMessage(t: Translate): string {
  return t('ui:recharge.orderExpired');
}
/** API code of a top-up refused because real-name verification has not passed (spec §8 "503"). */
export const REAL_NAME_REQUIRED_CODE = 503;

/** Amount the dialog starts with: `preset` when it is a number ≥ 10, otherwise 100. */
export function initialRechargeAmount(preset?: number | string | null): number {
  const n = typeof preset === 'string' ? Number(preset) : preset;
  return typeof n === 'number' && Number.isFinite(n) && n >= RECHARGE_MIN ? n : RECHARGE_DEFAULT;
}

/**
 * Cleans what the user typed: digits and one decimal point, at most two decimals ("12.345" → "12.34",
 * "1a0" → "10"). Returns "" for nothing usable.
 */
export function sanitizeAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [intPart = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return intPart;
  return `${intPart}.${rest.join('').slice(0, 2)}`;
}

/**
 * The rule applied after the 0.5 s pause: a numeric amount below 10 becomes "10"; an empty field stays empty
 * (so the "required" message shows); anything else is returned unchanged.
 */
export function raiseToMinimum(raw: string): string {
  if (raw.trim() === '') return raw;
  const n = Number(raw);
  if (!Number.isFinite(n)) return raw;
  return n < RECHARGE_MIN ? String(RECHARGE_MIN) : raw;
}

/**
 * Validates the amount field; returns the message to show ("Please enter the recharge amount", "Please enter a valid
 * amount", "The minimum recharge amount is 10 yuan"), or null when it is a valid amount ≥ 10.
 */
export function validateRechargeAmount(raw: string, t: Translate, max: number = RECHARGE_MAX): string | null {
  if (raw.trim() === '') return t('ui:recharge.amountRequired');
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return t('ui:recharge.amountInvalid');
  if (n < RECHARGE_MIN) return t('ui:recharge.amountMin', { min: RECHARGE_MIN });
  if (n > max)
    return t(max === RECHARGE_MAX ? 'ui:recharge.amountMax' : 'ui:recharge.transferMax', {
      max: max.toLocaleString('en-US'),
    });
  return null;
}

/** What opening recharge leads to: the dialog, the real-name reminder, or the no-permission message. */
export type RechargeGate = 'ok' | 'real-name' | 'no-permission';

/** The profile fields the recharge gate reads. */
export interface RechargeGateUser {
  pid?: number | null;
  authentication_status?: number | null;
}

/**
 * Decides whether a user may open the recharge dialog (spec §5, §6):
 * a sub-account (pid ≠ 0) without "cost-3-1" in its permission keys → 'no-permission';
 * real-name status other than 2 → 'real-name'; otherwise 'ok'.
 */
export function rechargeGate(
  user: RechargeGateUser,
  permissionKeys: ReadonlySet<string> | readonly string[],
): RechargeGate {
  const isSubAccount = typeof user.pid === 'number' && user.pid !== 0;
  const has = Array.isArray(permissionKeys)
    ? (permissionKeys as readonly string[]).includes(RECHARGE_PERMISSION_KEY)
    : (permissionKeys as ReadonlySet<string>).has(RECHARGE_PERMISSION_KEY);
  if (isSubAccount && !has) return 'no-permission';
  if (user.authentication_status !== 2) return 'real-name';
  return 'ok';
}

/** `pay_status` of `/v1/order_pay_status`: '1' pending, '2' paid, '3' expired, '4' failed. */
export const PAY_STATUS = { pending: '1', paid: '2', expired: '3', failed: '4' } as const;

/** Where a top-up order stands, read from its `pay_status`. */
export type PayState = 'pending' | 'paid' | 'expired' | 'failed';

/**
 * Reads `pay_status` (string or number): '2' paid, '3' expired, '4' failed, anything else (incl. '1') pending,
 * so polling continues until the API reports an end state (spec §4: polled until pay_status is '2').
 */
export function payState(payStatus: string | number | null | undefined): PayState {
  switch (String(payStatus ?? '')) {
    case PAY_STATUS.paid:
      return 'paid';
    case PAY_STATUS.expired:
      return 'expired';
    case PAY_STATUS.failed:
      return 'failed';
    default:
      return 'pending';
  }
}

/** The message shown for an end state other than paid ('The order has expired' / 'Payment failed!'), else null. */
export function payStateMessage(state: PayState, t: Translate): string | null {
  if (state === 'expired') return orderExpiredMessage(t);
  if (state === 'failed') return paymentFailedMessage(t);
  return null;
}

/** True when `payUrl` is a web page (the sandbox cashier) rather than a wallet-app scheme (`weixin://…`). */
export function isWebPayUrl(payUrl: string | null | undefined): boolean {
  return typeof payUrl === 'string' && /^https?:\/\//i.test(payUrl);
}
