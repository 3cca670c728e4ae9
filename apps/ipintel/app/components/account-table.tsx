/**
 * The plain list table of the IP site's account pages (API keys, the wallet ledger): a muted header row, one row per
 * item keyed by `rowKey(row)`, cells rendered per column, and the `empty` text once loading is done and no rows came.
 */
import type { Key, ReactNode } from 'react';
import { cn } from '@lanyun/ui/cn';

/** One column of an {@link AccountTable}. */
export interface AccountColumn<T> {
  header: string;
  /** Keep the header for screen readers only (an actions column). */
  hideHeader?: boolean;
  /** Right-align header and cells (amounts). */
  align?: 'right';
  cell: (row: T) => ReactNode;
  /** Extra classes of the column's body cells (e.g. 'font-mono', 'text-ink-soft'). */
  className?: string;
}

/** Props of {@link AccountTable}. */
export interface AccountTableProps<T> {
  columns: ReadonlyArray<AccountColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** While true the empty row is not shown. */
  loading: boolean;
  empty: string;
}

/** A list table; see the module docstring. */
export function AccountTable<T>({ columns, rows, rowKey, loading, empty }: AccountTableProps<T>) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-ink-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.header} className={cn('py-2 font-normal', c.align === 'right' && 'text-right')}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line">
              {columns.map((c) => (
                <td key={c.header} className={cn('py-2', c.align === 'right' && 'text-right', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {!loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-6 text-center text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
