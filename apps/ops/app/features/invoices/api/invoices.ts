/**
 * Invoice-request calls (/ops/invoice/*, role finance): requests (paged, by status, searched, sorted; exported as
 * CSV), and the decision — "issue" with the
 * invoice PDF attached (sent as the multipart `file`; the API stores it and the customer downloads it from the cost
 * center, and finance downloads it again with {@link invoiceFileHref}) or "reject" with a reason; an issued invoice
 * whose order was refunded (`reversal_pending`) is "reverse"d with the red-letter (红字) invoice's PDF.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { exportHref, queueListCodec, type QueueListState } from '../../../lib/list-state';
import { successMessage } from '../../../lib/success-message';

/** One page of invoice requests. */
export type InvoicePage = DataOf<'/ops/invoice/list'>;
/** An invoice request (amount in yuan, times in Unix seconds). */
export type InvoiceRequest = InvoicePage['list'][number];
/** Status of a request as the API names it. */
export type InvoiceStatus = InvoiceRequest['status'];

/** The status tabs: the number kept in the address (`?status=`), the API's status and the tab's message key. */
export const INVOICE_STATUSES = [
  { value: 1, status: 'pending', labelKey: 'invoices.statuses.pending' },
  { value: 2, status: 'issued', labelKey: 'invoices.statuses.issued' },
  { value: 3, status: 'rejected', labelKey: 'invoices.statuses.rejected' },
  { value: 4, status: 'reversal_pending', labelKey: 'invoices.statuses.reversal_pending' },
  { value: 5, status: 'reversed', labelKey: 'invoices.statuses.reversed' },
  { value: 6, status: 'voided', labelKey: 'invoices.statuses.voided' },
] as const satisfies ReadonlyArray<{ value: number; status: InvoiceStatus; labelKey: string }>;

export const INVOICE_KEY = ['ops', 'invoices'] as const;

/** The list's state in the URL: pending, oldest first (the queue's order), 20 a page by default. */
export const INVOICE_LIST = queueListCodec({
  statuses: INVOICE_STATUSES.map((s) => s.value),
  sorts: ['id', 'amount'] as const,
  defaults: { status: 1, sort: 'id', order: 'asc', size: 20 },
});
export type InvoiceListState = QueueListState<'id' | 'amount'>;

/** The API status of tab `value` ('all' for 0, pending for an unknown one). */
export function invoiceStatusOf(value: number): InvoiceStatus | 'all' {
  if (value === 0) return 'all';
  return INVOICE_STATUSES.find((s) => s.value === value)?.status ?? 'pending';
}

/** The API's search, status and sort of `state` (the list's body, the export's query). */
function filterParams(state: InvoiceListState) {
  return {
    ...(state.q ? { q: state.q } : {}),
    status: invoiceStatusOf(state.status),
    sort: state.sort,
    order: state.order,
  };
}

/** A page of requests for `state`; rejects with an `ApiError`. */
export function fetchInvoices(api: ApiClient, state: InvoiceListState): Promise<InvoicePage> {
  return queryData(api, '/ops/invoice/list', { ...filterParams(state), page: state.page, page_size: state.size });
}

/** The CSV download of every request matching `state` (GET /ops/invoice/export, streamed). */
export function invoiceExportHref(state: InvoiceListState): string {
  return exportHref('/ops/invoice/export', filterParams(state));
}

/**
 * The download of issued request `id`'s invoice PDF (GET /ops/invoice/file/:id through the console's /api proxy,
 * which adds the operator's token; the API checks the finance role).
 */
export function invoiceFileHref(id: number): string {
  return `/api/ops/invoice/file/${id}`;
}

/** What finance decides: issue with the invoice PDF, reject with a reason, or reverse with the red-letter PDF. */
export type InvoiceDecision =
  | { id: number; decision: 'issue' | 'reverse'; file: Blob }
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
