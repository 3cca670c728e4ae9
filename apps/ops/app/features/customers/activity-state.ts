/**
 * The state of a customer page's activity tabs in the address: `?tab=orders` (the ledger is the default tab),
 * `?page=` and `?size=` (10/20/50, default 20) of the tab shown. Switching tabs starts at page 1 of the other tab
 * (`lib/list-state.ts` `nextListState`), so a shared link opens the same rows of the same tab.
 */
import { type ListCodec, type PagedState, pageParam, sizeParam } from '../../lib/list-state';

/** The tabs: the balance ledger and the orders. */
export const ACTIVITY_TABS = ['ledger', 'orders'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** The tab shown and its page. */
export interface ActivityState extends PagedState {
  tab: ActivityTab;
}

/** The default page size of both tabs. */
export const ACTIVITY_PAGE_SIZE = 20;

/** See the module docstring. */
export const activityCodec: ListCodec<ActivityState> = {
  fromSearch(params) {
    const tab = params.get('tab');
    return {
      tab: tab === 'orders' ? 'orders' : 'ledger',
      page: pageParam(params.get('page')),
      size: sizeParam(params.get('size'), ACTIVITY_PAGE_SIZE),
    };
  },
  toSearch(state) {
    const out = new URLSearchParams();
    if (state.tab !== 'ledger') out.set('tab', state.tab);
    if (state.page > 1) out.set('page', String(state.page));
    if (state.size !== ACTIVITY_PAGE_SIZE) out.set('size', String(state.size));
    return out;
  },
};
