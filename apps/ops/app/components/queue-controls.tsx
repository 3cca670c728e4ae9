/**
 * The controls above a work queue's list (real-name applications, trial applications, feedback): status tabs with
 * "All" last, then the search box, newest/oldest first and "Export CSV" ({@link ListToolbar}), all bound to the
 * list's state in the address (lib/list-state.ts `QueueListState`).
 */
import { useTranslation } from '@lanyun/i18n/react';
import type { QueueListState } from '../lib/list-state';
import { ListToolbar } from './list-toolbar';
import { StatusFilter } from './status-filter';

const BY_ID = ['id:desc', 'id:asc'] as const;

/** Props of {@link QueueControls}: the labels' catalogue keys are the caller's, the statuses its own codes. */
export interface QueueControlsProps {
  /** Label of the status tabs and of the search box (what it finds), already translated. */
  statusLabel: string;
  searchLabel: string;
  /** The queue's statuses (code and catalogue key), in tab order; "All" (status 0) is added last. */
  statuses: ReadonlyArray<{ value: number; labelKey: string }>;
  state: QueueListState<'id'>;
  update: (changes: Partial<QueueListState<'id'>>) => void;
  /** The CSV of every row matching the state's search and status. */
  exportHref: string;
}

/** See the module docstring. */
export function QueueControls({ statusLabel, searchLabel, statuses, state, update, exportHref }: QueueControlsProps) {
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
        sorts={BY_ID.map((value) => ({ value, label: t(`common.list.sort.${value.replace(':', '_')}`) }))}
        sort={`id:${state.order}`}
        onSort={(v) => update({ order: v === 'id:asc' ? 'asc' : 'desc' })}
        exportHref={exportHref}
      />
    </>
  );
}
