/**
 * react-query hooks of the cost center: one page of the ledger and one page of the top-up orders. Keys start with
 * `['wallet']`, so a completed payment refreshes them; the previous page stays on screen while the next loads.
 * A failed call (API unreachable, a refusal) is the query's `error` (an `ApiError`): the section shows it with a
 * retry instead of an empty table, and no toast.
 */
import { keepPreviousData, type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { fetchLedger, fetchOrders, type LedgerPage } from '../api/wallet';
import type { LedgerFilter } from '../ledger';

/**
 * The cursor that reads page `page` right after the page before it (keyset paging: the API reads the rows after that
 * page's last row on its index, so a deep page costs what page 1 costs): the `next_cursor` of page `page - 1`'s answer
 * when the cache holds it under `keyOf(page - 1)`; otherwise undefined and the page is read by its number.
 */
export function cursorAfter(cache: QueryClient, page: number, keyOf: (page: number) => QueryKey): string | undefined {
  if (page <= 1) return undefined;
  const before = cache.getQueryData<{ next_cursor?: string | null; page?: number }>(keyOf(page - 1));
  return before?.page === page - 1 ? (before.next_cursor ?? undefined) : undefined;
}

/** Rows per page of both tables. */
export const COST_PAGE_SIZE = 10;

/** One page of the ledger for `filter`; `enabled` false skips the call (no permission, or an invalid range). */
export function useLedger(api: ApiClient, page: number, filter: LedgerFilter, enabled = true) {
  const cache = useQueryClient();
  const keyOf = (p: number) => ['wallet', 'ledger', p, filter.kind, filter.from, filter.to];
  return useQuery<LedgerPage>({
    queryKey: keyOf(page),
    // The page after one already read is read by its cursor.
    queryFn: () => fetchLedger(api, page, COST_PAGE_SIZE, filter, cursorAfter(cache, page, keyOf)),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One page of top-up orders, only those with `status` (1–4) when given. */
export function useOrders(api: ApiClient, page: number, status: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['wallet', 'orders', page, status ?? 0],
    queryFn: () => fetchOrders(api, page, COST_PAGE_SIZE, status),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
