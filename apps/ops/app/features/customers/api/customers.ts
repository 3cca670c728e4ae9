/**
 * A customer's page (role reviewer or finance; the list is in `customer-list.ts`): /ops/customers/detail (profile,
 * sub-accounts, latest ledger entries and orders), /ops/customers/ledger and /ops/customers/orders (paged). Finance also adjusts a balance with a reason (/ops/ledger/adjust, fen, through the
 * ledger). Money arrives as yuan strings.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { Translate } from '../../../lib/i18n';
import { successMessage } from '../../../lib/success-message';

export type CustomerDetail = DataOf<'/ops/customers/detail'>;
export type LedgerPage = DataOf<'/ops/customers/ledger'>;
export type LedgerEntry = LedgerPage['list'][number];
export type OrdersPage = DataOf<'/ops/customers/orders'>;
export type CustomerOrder = OrdersPage['list'][number];

export const CUSTOMERS_KEY = ['ops', 'customers'] as const;
/** One customer with sub-accounts and recent activity; rejects with an `ApiError` (e.g. unknown). */
export function fetchCustomer(api: ApiClient, id: number): Promise<CustomerDetail> {
  return queryData(api, '/ops/customers/detail', { id });
}

/**
 * Page `page` (of `pageSize` entries) of a customer's ledger, newest first; with `cursor` (the previous page's
 * `next_cursor`, lib/paging.ts `cursorAfter`) read after it instead of by offset. Rejects with an `ApiError`.
 */
export function fetchLedger(
  api: ApiClient,
  userId: number,
  page: number,
  pageSize: number,
  cursor?: string,
): Promise<LedgerPage> {
  return queryData(api, '/ops/customers/ledger', { user_id: userId, page, page_size: pageSize, cursor });
}

/**
 * Page `page` of a customer's top-up and product orders, newest first, each with its title in the console's
 * language; with `cursor` (the previous page's `next_cursor`) read after it instead of by offset. Rejects with an
 * `ApiError`.
 */
export function fetchOrders(
  api: ApiClient,
  userId: number,
  page: number,
  pageSize: number,
  cursor?: string,
): Promise<OrdersPage> {
  return queryData(api, '/ops/customers/orders', { user_id: userId, page, page_size: pageSize, cursor });
}

/**
 * Yuan as typed ("12.5", "-3", "1,000.00") → integer fen; null when not an amount with at most two decimals.
 * Signed: a negative amount takes money away.
 */
export function yuanToFen(input: string): number | null {
  const text = input.replace(/[,\s¥]/g, '');
  const m = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/**
 * Adjusts the cash and/or gift balance (fen, signed) with a reason; the new balances, or null when refused. The
 * success toast is the API's message, else `doneMessage`.
 */
export async function adjustBalance(
  api: ApiClient,
  userId: number,
  balanceDeltaFen: number,
  giveDeltaFen: number,
  reason: string,
  doneMessage: string,
): Promise<DataOf<'/ops/ledger/adjust'> | null> {
  const res = await api.call('/ops/ledger/adjust', {
    user_id: userId,
    balance_delta_fen: balanceDeltaFen,
    give_delta_fen: giveDeltaFen,
    reason,
  });
  if (res.code !== 200) return null;
  toast.success(successMessage(res.msg, doneMessage));
  return res.data;
}

/** Real-name status for people, in the language of `t`: 0 not verified, 1 under review, 2 verified, 3 rejected. */
export function verificationLabel(status: number, type: number, t: Translate): string {
  const kind = type === 2 ? t('customers.kinds.enterprise') : t('customers.kinds.personal');
  switch (status) {
    case 1:
      return t('customers.verificationStatus.underReview', { kind });
    case 2:
      return t('customers.verificationStatus.verified', { kind });
    case 3:
      return t('customers.verificationStatus.rejected', { kind });
    default:
      return t('customers.verificationStatus.none');
  }
}

/** Message keys of the order statuses (recharge: 1 pending 2 paid 3 expired 4 failed; product orders: 2 paid 5 refunded). */
const ORDER_STATUS_KEYS: Record<number, string> = {
  1: 'customers.orderStatus.1',
  2: 'customers.orderStatus.2',
  3: 'customers.orderStatus.3',
  4: 'customers.orderStatus.4',
  5: 'customers.orderStatus.5',
};

/** Kinds the console names (orders: recharge and the product order kinds; ledger entries: the ledger's kinds). */
const ORDER_KINDS = new Set([
  'recharge',
  'ecs_new',
  'ecs_renew',
  'phone_new',
  'phone_renew',
  'phone_trial',
  'phone_convert',
  'disk_new',
  'disk_expand',
]);
const LEDGER_KINDS = new Set(['topup', 'bank_transfer', 'gift', 'purchase', 'refund', 'adjustment']);

/** An order's kind in words, in the language of `t`; the code itself for a kind this console does not know. */
export function orderKindLabel(kind: string, t: Translate): string {
  return ORDER_KINDS.has(kind) ? t(`customers.orderKinds.${kind}`) : kind;
}

/** A ledger entry's kind in words, in the language of `t`; the code itself for a kind this console does not know. */
export function ledgerKindLabel(kind: string, t: Translate): string {
  return LEDGER_KINDS.has(kind) ? t(`customers.ledgerKinds.${kind}`) : kind;
}

/** Order status for people, in the language of `t`; the number itself for a status this console does not know. */
export function orderStatusLabel(status: number, t: Translate): string {
  const key = ORDER_STATUS_KEYS[status];
  return key ? t(key) : String(status);
}
