/**
 * The customer list's state in the page's URL (see `api/customer-list.ts` for the parameters), through the console's
 * shared list state (`lib/list-state.ts`): a reload, the back button or a shared link shows the same search,
 * filters, sort and page.
 */
import { nextListState, useListState } from '../../lib/list-state';
import { listStateFromSearch, listStateToSearch, type CustomerListState } from './api/customer-list';

export { nextListState };

const codec = { fromSearch: listStateFromSearch, toSearch: listStateToSearch };

/** The list's state from the URL, `update` (writes the URL, a history entry per change) and `hrefOf` a page. */
export function useCustomerListState() {
  return useListState<CustomerListState>(codec);
}
