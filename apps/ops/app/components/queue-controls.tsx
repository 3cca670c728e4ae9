/**
 * The controls above a work queue's list (real-name and trial applications, feedback, bank transfers, invoices): status
 * tabs with "All" last, then the search box, the sort (newest/oldest first unless the list has more) and "Export CSV"
 * ({@link ListToolbar}), all bound to the list's state in the address (lib/list-state.ts `QueueListState`).
 */
import { useTranslation } from '@lanyun/i18n/react';
import type { QueueListState } from '../lib/list-state';
import { ListToolbar } from './list-toolbar';
import { StatusFilter } from './status-filter';

type Order = 'asc' | 'desc';
const BY_ID = ['id:desc', 'id:asc'] as const;

/** Props of {@link QueueControls}: the labels are the caller's, the statuses its own codes. */
export interface QueueControlsProps<S extends string> {
  /** Label of the status tabs and of the search box (what it finds), already translated. */
  statusLabel: string;
  searchLabel: string;
  /** The queue's statuses (code and catalogue key), in tab order; "All" (status 0) is added last. */
  statuses: ReadonlyArray<{ value: number; labelKey: string }>;
  state: QueueListState<S>;
  update: (changes: Partial<QueueListState<S>>) => void;
  /** The sort choices, `<column>:<order>` in the order shown (default: newest, then oldest first). */
  sorts?: readonly string[];
  /** The CSV of every row matching the state's search and status. */
  exportHref: string;
}

/** See the module docstring. */
export function QueueControls<S extends string = 'id'>({
  statusLabel,
  searchLabel,
  statuses,
  state,
  update,
  sorts = BY_ID,
  exportHref,
}: QueueControlsProps<S>) {
  const { t } = useTranslation();
  return (
    <>
      <StatusFilter
        label={statusLabel}
        value={state.status}
        options={[
          ...statuses.map((o) => ({ value: o.value, label: t(o.labelKey) })),
          { value: 0, label: t('common.list.all') },
        ]}
        onChange={(v) => update({ status: v })}
      />
      <ListToolbar
        searchLabel={searchLabel}
        q={state.q}
        onSearch={(q) => update({ q })}
        sorts={sorts.map((value) => ({ value, label: t(`common.list.sort.${value.replace(':', '_')}`) }))}
        sort={`${state.sort}:${state.order}`}
        onSort={(v) => {
          const [sort, order] = v.split(':') as [S, Order];
          update({ sort, order } as Partial<QueueListState<S>>);
        }}
        exportHref={exportHref}
      />
    </>
  );
}
