/**
 * The console's list table: a captioned `<table>` with one header row, a loading and an empty state, and a
 * pager under it; a failed query (`failure`) shows its error with a retry instead of the table. Columns render
 * cells from the row (`cell(row)`); rows are keyed by `rowKey(row)`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatNumber } from '@lanyun/ui/format';
import { type FailedQuery, QueryError } from '@lanyun/ui/query-error';
import { pageCount } from '../lib/paging';

/** One column of a {@link DataTable}. */
export interface Column<T> {
  /** The column's name (also its key). */
  header: string;
  /** Shown in the header cell instead of `header` (e.g. a "select all" checkbox named by `header`). */
  headerCell?: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** The table's accessible name (visually hidden). */
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  empty?: string;
  /** The list's query when it failed (`isError`): shown with a retry instead of the table, never as "empty". */
  failure?: FailedQuery | undefined;
}

/** A list table; see the module docstring. `empty` defaults to "Nothing here" in the interface language. */
export function DataTable<T>({ caption, columns, rows, rowKey, loading = false, empty, failure }: DataTableProps<T>) {
  const { t } = useTranslation();
  if (failure) return <QueryError query={failure} title={caption} />;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-xs text-ink-soft uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn('px-4 py-3 font-medium', c.className)}>
                {c.headerCell ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line align-top">
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-3', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-muted">
                {loading ? t('common.loading') : (empty ?? t('common.empty'))}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** "Page 2 of 5 · 87 items" with previous/next buttons; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <nav
      aria-label={t('common.pager.label')}
      className="mt-3 flex items-center justify-end gap-3 text-sm text-ink-soft"
    >
      <span>{t('common.pager.summary', { page, pages, total: formatNumber(total) })}</span>
      {pages > 1 ? (
        <>
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('common.pager.previous')}
          </Button>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('common.pager.next')}
          </Button>
        </>
      ) : null}
    </nav>
  );
}
