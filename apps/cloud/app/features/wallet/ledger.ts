/**
 * Pure helpers of the cost center (/user/cost): labels of ledger kinds, order statuses and pay types, the filter →
 * API parameters (dates in the provider's time zone, UTC+8, like every date the site shows), signed amounts and
 * the balance summary (spec §3 User, §9: two decimals, 99999999.99 when the balance is ≥ 10,000,000, thousands
 * separators for 4+ digits). Labels are shown from the catalogue (account.json `wallet.*`).
 */
import type { Translate } from '../../lib/field-message';
import {
  BALANCE_DISPLAY_CAP,
  DEFAULT_UTC_OFFSET_MINUTES,
  formatBalance,
  formatMoney,
  type BalanceFields,
} from '@lanyun/ui/format';

/** Ledger entry kinds the API knows (`/balance_recharge/ledger_list` `kind`). */
export const LEDGER_KINDS = ['topup', 'bank_transfer', 'gift', 'purchase', 'refund', 'adjustment'] as const;
/** One ledger entry kind. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Catalogue keys of the ledger kinds' display names. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  topup: 'wallet.kinds.topup',
  bank_transfer: 'wallet.kinds.bank_transfer',
  gift: 'wallet.kinds.gift',
  purchase: 'wallet.kinds.purchase',
  refund: 'wallet.kinds.refund',
  adjustment: 'wallet.kinds.adjustment',
};

/** The display name of a ledger kind (unknown kinds as sent). */
export function ledgerKindLabel(t: Translate, kind: string): string {
  const key = (LEDGER_KIND_LABELS as Record<string, string>)[kind];
  return key ? t(key) : kind;
}

/** Top-up order statuses (`pay_status` / the `status` filter of `/balance_recharge/order_list`) → catalogue keys. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  '1': 'wallet.orderStatus.pending',
  '2': 'wallet.orderStatus.paid',
  '3': 'wallet.orderStatus.expired',
  '4': 'wallet.orderStatus.failed',
};

/** The display name of an order's `pay_status`. */
export function orderStatusLabel(t: Translate, status: string | number): string {
  const key = ORDER_STATUS_LABELS[String(status)];
  return key ? t(key) : String(status);
}

/** The display name of a `pay_type` (1 WeChat Pay, 2 Alipay). */
export function payTypeLabel(t: Translate, payType: number): string {
  return payType === 1
    ? t('wallet.payType.wechat')
    : payType === 2
      ? t('wallet.payType.alipay')
      : t('wallet.payType.other', { type: payType });
}

/** The cost center's ledger filter as the form holds it: kind ('' = all) and dates 'YYYY-MM-DD' ('' = open). */
export interface LedgerFilter {
  kind: LedgerKind | '';
  /** First day included. */
  from: string;
  /** Last day included. */
  to: string;
}

/** The filter with nothing chosen. */
export const EMPTY_LEDGER_FILTER: LedgerFilter = { kind: '', from: '', to: '' };

/**
 * Unix seconds of the start of `date` ('YYYY-MM-DD') in the zone `utcOffsetMinutes` east of UTC (default UTC+8),
 * or null when `date` is not a real calendar date.
 */
export function dayStartSeconds(date: string, utcOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms / 1000 - utcOffsetMinutes * 60;
}

/**
 * The API parameters of a filter: `kind` when chosen, `from` = start of the first day (inclusive) and `to` = start
 * of the day after the last day (exclusive), so both days are included. Empty or invalid parts are left out.
 */
export function ledgerCsvQuery(filter: LedgerFilter): { kind?: LedgerKind; from?: number; to?: number } {
  const out: { kind?: LedgerKind; from?: number; to?: number } = {};
  if (filter.kind) out.kind = filter.kind;
  const from = filter.from ? dayStartSeconds(filter.from) : null;
  const to = filter.to ? dayStartSeconds(filter.to) : null;
  if (from !== null) out.from = from;
  if (to !== null) out.to = to + 86_400;
  return out;
}

/** A message (catalogue key) when the range is backwards (the last day before the first), else null. */
export function ledgerFilterError(filter: LedgerFilter): string | null {
  const from = filter.from ? dayStartSeconds(filter.from) : null;
  const to = filter.to ? dayStartSeconds(filter.to) : null;
  return from !== null && to !== null && to < from ? 'wallet.rangeError' : null;
}

/** An amount change with its sign and two decimals: "10.00" → "+10.00", "-3.5" → "-3.50", "0.00" → "0.00". */
export function signedMoney(value: string | number): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n === 0) return '0.00';
  return n > 0 ? `+${formatMoney(n)}` : `-${formatMoney(-n)}`;
}

/**
 * The cost center's total balance: balance + give_balance with two decimals and thousands separators, or
 * "99999999.99" when the balance is 10,000,000 or more (spec §3 User, §9).
 */
export function formatWalletTotal(user: BalanceFields | null | undefined): string {
  const total = formatBalance(user);
  return total === BALANCE_DISPLAY_CAP ? total : formatMoney(total);
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
