/**
 * Bank-transfer calls (/ops/bank_transfer/*, role finance): declared transfers by status, and the decision —
 * "credit" once the money has arrived (the API credits the customer's balance through the ledger, once) or
 * "reject" with a note. Also the ledger consistency check (/ops/ledger/check).
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
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

export const BANK_TRANSFER_PAGE_SIZE = 20;
export const BANK_TRANSFER_KEY = ['ops', 'bank-transfers'] as const;

/** A page of transfers with `status`; rejects with an `ApiError`. */
export function fetchBankTransfers(api: ApiClient, status: number, page: number): Promise<BankTransferPage> {
  return queryData(api, '/ops/bank_transfer/list', { status, page, page_size: BANK_TRANSFER_PAGE_SIZE });
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
