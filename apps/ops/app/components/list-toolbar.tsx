/**
 * The controls above a server-paged console list: a search box (applied on submit), the list's own filters
 * (`children`), a sort selector and "Export CSV" (a plain download link: the browser saves the streamed file itself,
 * whatever its size). {@link PagedList} is the table with its page links under it.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { To } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { LIST_PAGE_SIZES } from '../lib/list-state';
import { DataTable, type DataTableProps } from './data-table';
import { PageLinks } from './page-links';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** The search box's label (what it finds). */
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  /** Sort choices (`value` as the list's state writes it, e.g. "amount:desc"). */
  sorts: ReadonlyArray<{ value: string; label: string }>;
  sort: string;
  onSort: (value: string) => void;
  /** The CSV download of every row matching the search and filters. */
  exportHref: string;
  children?: ReactNode;
}

/** See the module docstring. */
export function ListToolbar({ searchLabel, q, onSearch, sorts, sort, onSort, exportHref, children }: ListToolbarProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]); // back/forward to another search
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form onSubmit={submit} role="search" className="flex max-w-full min-w-0 items-end gap-2">
        <Field label={searchLabel} className="w-72 min-w-0" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">{t('common.list.search')}</Button>
      </form>
      {children}
      <SelectField
        label={t('common.list.sortLabel')}
        value={sort}
        options={sorts.map((s) => ({ value: s.value, label: s.label }))}
        onChange={(e) => onSort(e.target.value)}
      />
      <a href={exportHref} download className={buttonClass('outline', 'md', 'ml-auto')}>
        {t('common.list.exportCsv')}
      </a>
    </div>
  );
}

/** Props of {@link PagedList}: a {@link DataTable} plus the page (`page`, `size`), the total and the page links. */
export interface PagedListProps<T> extends DataTableProps<T> {
  page: number;
  size: number;
  /** Matching rows (all pages); the page links are shown once it is known. */
  total: number | undefined;
  /** The total was counted only up to its value and there are more rows ("10,000+"). */
  totalCapped?: boolean;
  hrefOf: (page: number) => To;
  onPageSize: (size: number) => void;
  busy?: boolean;
}

/** A server-paged table with its page links and page-size selector. */
export function PagedList<T>({
  page,
  size,
  total,
  totalCapped,
  hrefOf,
  onPageSize,
  busy,
  ...table
}: PagedListProps<T>) {
  return (
    <>
      <div aria-busy={busy ?? false}>
        <DataTable {...table} />
      </div>
      {total !== undefined && !table.failure ? (
        <PageLinks
          page={page}
          pageSize={size}
          total={total}
          capped={totalCapped}
          hrefOf={hrefOf}
          pageSizes={LIST_PAGE_SIZES}
          onPageSize={onPageSize}
        />
      ) : null}
    </>
  );
}
