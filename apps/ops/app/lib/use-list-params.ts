/**
 * List state kept in the URL (so a reload or a shared link shows the same page): `page` and one status-like filter,
 * read from and written to the search parameters.
 */
import { useSearchParams } from 'react-router';
import { pageFromSearch } from './paging';

/** `page` and the numeric filter `name` (default `fallback`), with setters that reset the page when filtering. */
export function useListParams(name: string, fallback: number) {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const raw = Number(params.get(name));
  const filter = params.has(name) && Number.isInteger(raw) ? raw : fallback;
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { preventScrollReset: true },
    );
  return {
    page,
    filter,
    setPage: (p: number) => update({ page: p > 1 ? String(p) : null }),
    setFilter: (v: number) => update({ [name]: String(v), page: null }),
  };
}
