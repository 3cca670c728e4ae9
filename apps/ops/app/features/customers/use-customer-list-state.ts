/**
 * The customer list's state in the page's URL (see `api/customer-list.ts` for the parameters): read on every render,
 * written with `update`, so a reload, the back button or a shared link shows the same search, filters, sort and page.
 */
import { useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import { listStateFromSearch, listStateToSearch, type CustomerListState } from './api/customer-list';

/**
 * `state` with `changes` applied. A change of the search, a filter, the sort or the page size starts again at page 1
 * (the old page may not exist any more); a change of the page alone keeps the rest.
 */
export function nextListState(state: CustomerListState, changes: Partial<CustomerListState>): CustomerListState {
  const next = { ...state, ...changes };
  const refiltered = (Object.keys(changes) as Array<keyof CustomerListState>).some(
    (k) => k !== 'page' && changes[k] !== state[k],
  );
  if (refiltered && changes.page === undefined) next.page = 1;
  return next;
}

/** The list's state from the URL, `update` (writes the URL, a history entry per change) and `hrefOf` a page. */
export function useCustomerListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromSearch(params), [params]);
  return {
    state,
    update: (changes: Partial<CustomerListState>) =>
      setParams(listStateToSearch(nextListState(state, changes)), { preventScrollReset: true }),
    hrefOf: (page: number): To => ({ search: listStateToSearch(nextListState(state, { page })).toString() }),
  };
}
