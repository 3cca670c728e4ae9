/**
 * Wallet lists of the cloud site's cost center (docs/api.md, tag `wallet`; the top-up calls are shared in
 * `@lanyun/site-kit/recharge-api`) over the browser SDK client. The list reads resolve with the page or reject with an
 * `ApiError` (no toast: the page shows the failure with a retry); 506 is handled by the client (log-in after 1 s).
 *
 * The CSV export is the one call that is not an envelope: it is fetched through the site's `/api` proxy (which adds
 * the `token` header from the HttpOnly cookie) and handed to the browser as a Blob download.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { ledgerCsvQuery, type LedgerFilter } from '../ledger';

/** One page of ledger entries. */
export type LedgerPage = DataOf<'/balance_recharge/ledger_list'>;
/** One ledger entry. */
export type LedgerEntry = LedgerPage['list'][number];
/** One page of top-up orders. */
export type OrderPage = DataOf<'/balance_recharge/order_list'>;
/** One top-up order of the list. */
export type OrderRow = OrderPage['list'][number];

/**
 * One page of the ledger with the filter (kind, from/to in unix seconds); with `cursor` (the previous page's
 * `next_cursor`) read after it instead of by offset. Rejects with an `ApiError`.
 */
export function fetchLedger(
  api: ApiClient,
  page: number,
  pageSize: number,
  filter: LedgerFilter,
  cursor?: string,
): Promise<LedgerPage> {
  return queryData(api, '/balance_recharge/ledger_list', {
    page,
    page_size: pageSize,
    ...ledgerCsvQuery(filter),
    cursor,
  });
}

/** One page of top-up orders, optionally only those with `status` (1–4); rejects with an `ApiError`. */
export function fetchOrders(api: ApiClient, page: number, pageSize: number, status?: number): Promise<OrderPage> {
  return queryData(api, '/balance_recharge/order_list', { page, page_size: pageSize, ...(status ? { status } : {}) });
}

/** File name of the CSV download. */
export const LEDGER_CSV_FILE = 'ledger.csv';

/** The translated warnings of {@link downloadLedgerCsv} for failures the API does not describe. */
export interface CsvFailureTexts {
  /** The export failed (non-2xx, or an envelope without a message). */
  exportFailed: string;
  /** The request did not complete. */
  network: string;
}

/**
 * Downloads the ledger (same filters) as CSV: fetches `/balance_recharge/ledger.csv` through the site's `/api` proxy
 * (which adds the `token` header from the HttpOnly cookie) with the `channel` header and saves the body as a file. An envelope instead of CSV (e.g. no permission) is shown as a warning toast
 * (its `msg`, else `texts.exportFailed`). `lang` (the page language) is sent as Accept-Language, so the header row and
 * memos come in it. Resolves to whether the file was saved.
 */
export async function downloadLedgerCsv(
  api: ApiClient,
  filter: LedgerFilter,
  texts: CsvFailureTexts,
  fetchImpl: typeof fetch = fetch,
  lang?: string,
): Promise<boolean> {
  const query = new URLSearchParams(Object.entries(ledgerCsvQuery(filter)).map(([k, v]) => [k, String(v)]));
  const url = `${api.baseUrl.replace(/\/+$/, '')}/balance_recharge/ledger.csv${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = { channel: 'pc', ...(lang ? { 'accept-language': lang } : {}) };
  try {
    const res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(10_000) });
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      const body = (await res.json().catch(() => null)) as { msg?: string } | null;
      toast.warning(body?.msg || texts.exportFailed);
      return false;
    }
    if (!res.ok) {
      toast.warning(texts.exportFailed);
      return false;
    }
    saveBlob(await res.blob(), LEDGER_CSV_FILE);
    return true;
  } catch {
    toast.warning(texts.network);
    return false;
  }
}

/** Hands `blob` to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
