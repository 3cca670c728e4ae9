/**
 * The checkbox column of a list with bulk actions: a box per row (named after the row) and, in the header, "select
 * all on this page" (mixed when only some rows are ticked). Works with `useRowSelection`.
 */
import type { Translate } from '../lib/i18n';
import type { useRowSelection } from '../lib/use-row-selection';
import type { Column } from './data-table';

/** The column for rows of type `T` keyed by `idOf`, named for people by `labelOf`, in the language of `t`. */
export function selectColumn<T>(
  selection: ReturnType<typeof useRowSelection>,
  idOf: (row: T) => number,
  labelOf: (row: T) => string,
  t: Translate,
): Column<T> {
  const header = t('bulk.selectPage');
  return {
    header,
    className: 'w-10',
    headerCell: (
      <input
        type="checkbox"
        aria-label={header}
        checked={selection.all}
        ref={(el) => {
          if (el) el.indeterminate = selection.some;
        }}
        onChange={selection.toggleAll}
        className="size-4 accent-brand-600"
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={t('bulk.selectOne', { name: labelOf(row) })}
        checked={selection.has(idOf(row))}
        onChange={() => selection.toggle(idOf(row))}
        className="size-4 accent-brand-600"
      />
    ),
  };
}
