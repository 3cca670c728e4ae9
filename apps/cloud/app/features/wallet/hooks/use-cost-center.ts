/**
 * react-query hooks of the cost center: one page of the ledger and one page of the top-up orders. Keys start with
 * `['wallet']`, so a completed payment refreshes them; the previous page stays on screen while the next loads.
 * A failed call (API unreachable, a refusal) is the query's `error` (an `ApiError`): the section shows it with a
 * retry instead of an empty table, and no toast.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { fetchLedger, fetchOrders } from '../api/wallet';
import type { LedgerFilter } from '../ledger';

/** Rows per page of both tables. */
export const COST_PAGE_SIZE = 10;

/** One page of the ledger for `filter`; `enabled` false skips the call (no permission, or an invalid range). */
export function useLedger(api: ApiClient, page: number, filter: LedgerFilter, enabled = true) {
  return useQuery({
    queryKey: ['wallet', 'ledger', page, filter.kind, filter.from, filter.to],
    queryFn: () => fetchLedger(api, page, COST_PAGE_SIZE, filter),
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
