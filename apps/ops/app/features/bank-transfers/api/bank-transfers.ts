/**
 * Bank-transfer calls (/ops/bank_transfer/*, role finance): declared transfers (paged, by status, searched, sorted;
 * exported as CSV), and the decision —
 * "credit" once the money has arrived (the API credits the customer's balance through the ledger, once) or
 * "reject" with a note. Also the ledger consistency check (/ops/ledger/check).
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { exportHref, queueListCodec, type QueueListState } from '../../../lib/list-state';
import { successMessage } from '../../../lib/success-message';

/** One page of declared transfers. */
export type BankTransferPage = DataOf<'/ops/bank_transfer/list'>;
/** A declared transfer (amount in yuan, two decimals). */
export type BankTransfer = BankTransferPage['list'][number];
/** Result of the ledger check. */
export type LedgerCheck = DataOf<'/ops/ledger/check'>;

/** Transfer status: 1 pending, 2 credited, 3 rejected (`labelKey`: message key of the tab). */
export const BANK_TRANSFER_STATUSES = [
  { value: 1, labelKey: 'bankTransfers.statuses.pending' },
  { value: 2, labelKey: 'bankTransfers.statuses.credited' },
  { value: 3, labelKey: 'bankTransfers.statuses.rejected' },
] as const;

export const BANK_TRANSFER_KEY = ['ops', 'bank-transfers'] as const;

/** The list's state in the URL: pending, newest first, 20 a page by default (see `lib/list-state.ts`). */
export const BANK_TRANSFER_LIST = queueListCodec({
  statuses: [1, 2, 3],
  sorts: ['id', 'amount'] as const,
  defaults: { status: 1, sort: 'id', order: 'desc', size: 20 },
});
export type BankTransferListState = QueueListState<'id' | 'amount'>;

/** The API's search, status and sort of `state` (the list's body, the export's query). */
function filterParams(state: BankTransferListState) {
  return { ...(state.q ? { q: state.q } : {}), status: state.status, sort: state.sort, order: state.order };
}

/** A page of transfers for `state`; rejects with an `ApiError`. */
export function fetchBankTransfers(api: ApiClient, state: BankTransferListState): Promise<BankTransferPage> {
  return queryData(api, '/ops/bank_transfer/list', { ...filterParams(state), page: state.page, page_size: state.size });
}

/** The CSV download of every transfer matching `state` (GET /ops/bank_transfer/export, streamed). */
export function bankTransferExportHref(state: BankTransferListState): string {
  return exportHref('/ops/bank_transfer/export', filterParams(state));
}

/**
 * Credits or rejects a transfer (with an optional note); true when accepted (a success toast is shown: the API's
 * message, else `doneMessage`).
 */
export async function decideBankTransfer(
  api: ApiClient,
  id: number,
  decision: 'credit' | 'reject',
  doneMessage: string,
  note?: string,
): Promise<boolean> {
  const res = await api.call('/ops/bank_transfer/decide', { id, decision, ...(note ? { note } : {}) });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}

/** Runs the ledger check; null on failure. */
export async function checkLedger(api: ApiClient): Promise<LedgerCheck | null> {
  const res = await api.call('/ops/ledger/check');
  return res.code === 200 ? res.data : null;
}
