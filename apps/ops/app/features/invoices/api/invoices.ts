/**
 * Invoice-request calls (/ops/invoice/*, role finance): requests by status, and the decision — "issue" with the
 * invoice PDF attached (sent as the multipart `file`; the API stores it and the customer downloads it from the cost
 * center) or "reject" with a reason.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';

/** One page of invoice requests. */
export type InvoicePage = DataOf<'/ops/invoice/list'>;
/** An invoice request (amount in yuan, times in Unix seconds). */
export type InvoiceRequest = InvoicePage['list'][number];
/** Status of a request as the API names it. */
export type InvoiceStatus = 'pending' | 'issued' | 'rejected';

/** The status tabs: the number kept in the address (`?status=`), the API's status and the tab's message key. */
export const INVOICE_STATUSES = [
  { value: 1, status: 'pending', labelKey: 'invoices.statuses.pending' },
  { value: 2, status: 'issued', labelKey: 'invoices.statuses.issued' },
  { value: 3, status: 'rejected', labelKey: 'invoices.statuses.rejected' },
] as const satisfies ReadonlyArray<{ value: number; status: InvoiceStatus; labelKey: string }>;

export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_KEY = ['ops', 'invoices'] as const;

/** The API status of tab `value` (pending for an unknown one). */
export function invoiceStatusOf(value: number): InvoiceStatus {
  return INVOICE_STATUSES.find((s) => s.value === value)?.status ?? 'pending';
}

/** A page of requests with `status`, oldest first; rejects with an `ApiError`. */
export function fetchInvoices(api: ApiClient, status: InvoiceStatus, page: number): Promise<InvoicePage> {
  return queryData(api, '/ops/invoice/list', { status, page, page_size: INVOICE_PAGE_SIZE });
}

/** What finance decides: issue with the invoice PDF, or reject with a reason. */
export type InvoiceDecision =
  | { id: number; decision: 'issue'; file: Blob }
  | { id: number; decision: 'reject'; reason: string };

/**
 * Sends a decision; true when accepted (a success toast is shown: the API's message, else `doneMessage`). A refusal
 * (e.g. not a PDF, already decided) is shown by the client's warning toast.
 */
export async function decideInvoice(api: ApiClient, input: InvoiceDecision, doneMessage: string): Promise<boolean> {
  const res = await api.call('/ops/invoice/decide', input);
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}
