/**
 * The console's list table: a captioned `<table>` with one header row and a loading and an empty state (the page
 * links under it are `PagedList`'s, list-toolbar.tsx); it scrolls sideways inside its own box on a narrow screen; a failed query (`failure`) shows its error with a retry instead of the table. Columns render
 * cells from the row (`cell(row)`); rows are keyed by `rowKey(row)`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { type FailedQuery, QueryError } from '@lanyun/ui/query-error';

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
    // A region that scrolls sideways on a narrow screen takes focus (so the keyboard can scroll it), named by the caption.
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
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
