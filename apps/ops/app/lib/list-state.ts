/**
 * A console list's state kept in the page's URL (search, filters, sort, page, page size), so a reload, the back
 * button or a shared link shows the same rows. A list describes its state with a {@link ListCodec} (URL → state and
 * back, defaults left out of the URL); {@link useListState} reads it on every render and writes it with `update`.
 *
 * {@link queueListCodec} is the codec of the work queues (bank transfers, invoice requests, …): `?q=` search,
 * `?status=` a numeric status (0: every status), `?sort=` and `?order=`, `?page=` and `?size=`.
 */
import { useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';

/** The part every list state has. */
export interface PagedState {
  page: number;
  size: number;
}

/** How a list's state is read from and written to URL search parameters. */
export interface ListCodec<S extends PagedState> {
  fromSearch: (params: URLSearchParams) => S;
  /** The inverse of `fromSearch`, defaults left out. */
  toSearch: (state: S) => URLSearchParams;
}

/** Page sizes the console's lists offer (the API answers at most 50 rows a page). */
export const LIST_PAGE_SIZES = [10, 20, 50] as const;

/** A positive integer from a search parameter, else null. */
export function positiveInt(v: string | null): number | null {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 1 ? n : null;
}

/** A page number from a search parameter (1…10,000; 1 when missing or invalid). */
export function pageParam(v: string | null): number {
  return Math.min(positiveInt(v) ?? 1, 10_000);
}

/** A page size from a search parameter: one of {@link LIST_PAGE_SIZES}, else `fallback`. */
export function sizeParam(v: string | null, fallback: number): number {
  const size = positiveInt(v);
  return size && (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/**
 * `state` with `changes` applied. A change of the search, a filter, the sort or the page size starts again at page 1
 * (the old page may not exist any more); a change of the page alone keeps the rest.
 */
export function nextListState<S extends PagedState>(state: S, changes: Partial<S>): S {
  const next = { ...state, ...changes };
  const refiltered = (Object.keys(changes) as Array<keyof S>).some((k) => k !== 'page' && changes[k] !== state[k]);
  if (refiltered && changes.page === undefined) next.page = 1;
  return next;
}

/** The list's state from the URL, `update` (writes the URL, a history entry per change) and `hrefOf` a page. */
export function useListState<S extends PagedState>(codec: ListCodec<S>) {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a codec is a module constant
  const state = useMemo(() => codec.fromSearch(params), [params]);
  return {
    state,
    update: (changes: Partial<S>) =>
      setParams(codec.toSearch(nextListState(state, changes)), { preventScrollReset: true }),
    hrefOf: (page: number): To => ({ search: codec.toSearch(nextListState(state, { page } as Partial<S>)).toString() }),
  };
}

/** The state of a work queue's list (see the module docstring). */
export interface QueueListState<Sort extends string = string> extends PagedState {
  q: string;
  /** A status code of the list; 0 for every status. */
  status: number;
  sort: Sort;
  order: 'asc' | 'desc';
}

/** The codec of a work queue: its status codes, sorts and defaults. */
export function queueListCodec<Sort extends string>(spec: {
  statuses: readonly number[];
  sorts: readonly Sort[];
  defaults: Omit<QueueListState<Sort>, 'page' | 'q'>;
}): ListCodec<QueueListState<Sort>> & { defaults: QueueListState<Sort> } {
  const defaults: QueueListState<Sort> = { ...spec.defaults, q: '', page: 1 };
  return {
    defaults,
    fromSearch(params) {
      const status = Number(params.get('status'));
      const sort = params.get('sort') as Sort;
      const order = params.get('order');
      return {
        q: params.get('q')?.trim() ?? '',
        status: params.has('status') && (status === 0 || spec.statuses.includes(status)) ? status : defaults.status,
        sort: spec.sorts.includes(sort) ? sort : defaults.sort,
        order: order === 'asc' || order === 'desc' ? order : defaults.order,
        page: pageParam(params.get('page')),
        size: sizeParam(params.get('size'), defaults.size),
      };
    },
    toSearch(state) {
      const out = new URLSearchParams();
      if (state.q.trim()) out.set('q', state.q.trim());
      if (state.status !== defaults.status) out.set('status', String(state.status));
      if (state.sort !== defaults.sort) out.set('sort', state.sort);
      if (state.order !== defaults.order) out.set('order', state.order);
      if (state.page > 1) out.set('page', String(state.page));
      if (state.size !== defaults.size) out.set('size', String(state.size));
      return out;
    },
  };
}

/** The console's link to an export (`/api` proxy adds the operator's token) with `params`, empty ones left out. */
export function exportHref(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const query = q.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}
