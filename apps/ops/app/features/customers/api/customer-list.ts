/**
 * The operators' customer list (role reviewer or finance): POST /ops/customers/list (paged on the server, with a
 * search, filters and a sort) and GET /ops/customers/export (every matching row as CSV, streamed).
 *
 * The list's state lives in the page's URL so a reload, the back button or a shared link shows the same rows:
 * `?q=` search, `verification=` real-name status (0 none, 1 under review, 2 verified, 3 rejected), `account=`
 * `active` or `disabled`, `sort=` `id` / `created_at` / `balance`, `order=` `asc` / `desc`, `page=` and `size=`.
 * Defaults are left out of the URL.
 */
import { queryData, type ApiClient, type DataOf, type ParamsOf } from '@lanyun/api-sdk';

/** One page of the list. */
export type CustomerListPage = DataOf<'/ops/customers/list'>;
/** A customer as listed (ID number masked). */
export type CustomerListItem = CustomerListPage['list'][number];

/** The sort columns the API offers. */
export const CUSTOMER_SORTS = ['id', 'created_at', 'balance'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
/** Page sizes offered (the API answers at most 50 rows a page). */
export const CUSTOMER_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CUSTOMER_LIST_PAGE_SIZE = 20;
/** Real-name statuses a customer may have (filter values). */
export const VERIFICATION_STATUSES = [0, 1, 2, 3] as const;

/** The list's state: search, filters, sort and page (what the URL holds). */
export interface CustomerListState {
  q: string;
  /** Real-name status, or null for any. */
  verification: number | null;
  /** Account state, or null for any. */
  account: 'active' | 'disabled' | null;
  sort: CustomerSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/** The state of a page without search parameters: every customer, newest account first, 20 a page. */
export const DEFAULT_CUSTOMER_LIST_STATE: CustomerListState = {
  q: '',
  verification: null,
  account: null,
  sort: 'id',
  order: 'desc',
  page: 1,
  size: DEFAULT_CUSTOMER_LIST_PAGE_SIZE,
};

/** react-query key prefix of the list. */
export const CUSTOMER_LIST_KEY = ['ops', 'customers', 'list'] as const;

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 1 ? n : null;
};

/** The list's state from URL search parameters; values that are missing or not understood fall back to the default. */
export function listStateFromSearch(params: URLSearchParams): CustomerListState {
  const d = DEFAULT_CUSTOMER_LIST_STATE;
  const verification = Number(params.get('verification') ?? '');
  const account = params.get('account');
  const sort = params.get('sort');
  const size = positiveInt(params.get('size'));
  return {
    q: params.get('q')?.trim() ?? '',
    verification:
      params.get('verification') && (VERIFICATION_STATUSES as readonly number[]).includes(verification)
        ? verification
        : null,
    account: account === 'active' || account === 'disabled' ? account : null,
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CustomerSort) : d.sort,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : d.order,
    page: Math.min(positiveInt(params.get('page')) ?? 1, 10_000),
    size: size && (CUSTOMER_LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : d.size,
  };
}

/** URL search parameters of `state`, defaults left out (the inverse of {@link listStateFromSearch}). */
export function listStateToSearch(state: CustomerListState): URLSearchParams {
  const d = DEFAULT_CUSTOMER_LIST_STATE;
  const out = new URLSearchParams();
  if (state.q.trim()) out.set('q', state.q.trim());
  if (state.verification !== null) out.set('verification', String(state.verification));
  if (state.account) out.set('account', state.account);
  if (state.sort !== d.sort) out.set('sort', state.sort);
  if (state.order !== d.order) out.set('order', state.order);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.size !== d.size) out.set('size', String(state.size));
  return out;
}

type ListParams = NonNullable<ParamsOf<'/ops/customers/list'>>;
/** The search, filters and sort of a state as the API takes them (the list's body, the export's query). */
export type CustomerFilterParams = Omit<ListParams, 'page' | 'page_size'>;

/** The API parameters of `state`'s search, filters and sort (no paging). */
export function filterParams(state: CustomerListState): CustomerFilterParams {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.verification !== null ? { authentication_status: state.verification } : {}),
    ...(state.account ? { disabled: state.account === 'disabled' ? '1' : '0' } : {}),
    sort: state.sort,
    order: state.order,
  };
}

/**
 * A page of customers for `state`; with `cursor` (the previous page's `next_cursor`, lib/paging.ts `cursorAfter`)
 * read after it instead of by offset. Rejects with an `ApiError`.
 */
export function fetchCustomerList(
  api: ApiClient,
  state: CustomerListState,
  cursor?: string,
): Promise<CustomerListPage> {
  return queryData(api, '/ops/customers/list', {
    ...filterParams(state),
    page: state.page,
    page_size: state.size,
    cursor,
  });
}

/**
 * The link that downloads every customer matching `state` as CSV (GET /ops/customers/export through the console's
 * /api proxy, which adds the operator's token; the API checks the role and streams the rows). Paging is left out:
 * the file has all matching rows.
 */
export function customerExportHref(state: CustomerListState): string {
  const q = new URLSearchParams(Object.entries(filterParams(state)).map(([k, v]) => [k, String(v)]));
  return `/api/ops/customers/export?${q.toString()}`;
}
