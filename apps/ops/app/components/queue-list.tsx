/**
 * A work queue's page body (real-name and trial applications, feedback, bank transfers, invoices): its
 * {@link QueueControls} (status tabs, search, sort, CSV export), the bulk-review bar of the ticked rows where the queue
 * has one (real-name and trial applications under review, {@link BulkReviewBar}), and the server-paged list ({@link PagedList}) of the queue's query, all
 * bound to the list's state in the address (lib/list-state.ts). A failed query shows its error with a retry, never an
 * empty list; a search that matches nothing says so instead of the queue's own "empty" text.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { BulkReviewBar, type BulkReviewBarProps } from './bulk-review-bar';
import type { Column } from './data-table';
import { PagedList, type PagedListProps } from './list-toolbar';
import { QueueControls, type QueueControlsProps } from './queue-controls';

/** Props of {@link QueueList}: the controls' props, plus what the list shows. */
export interface QueueListProps<Row extends { id: number }, S extends string> extends QueueControlsProps<S> {
  /** The table's accessible name, already translated. */
  caption: string;
  /** What an empty queue says (no search), already translated. */
  empty: string;
  columns: ReadonlyArray<Column<Row>>;
  /** The queue's page query: the page's rows and the count of every matching row. */
  list: UseQueryResult<{ list: Row[]; total: number }>;
  hrefOf: PagedListProps<Row>['hrefOf'];
  /** The bulk review of the ticked rows, when the queue offers it to this operator (else false). */
  bulk?: QueueBulk<NoInfer<Row>> | false;
}

/** What the bulk-review bar of a queue needs: the ticked rows, how a row is named, the decision call. */
export interface QueueBulk<Row> {
  selection: { ids: readonly number[]; clear: () => void };
  /** How a row is named in the outcome (e.g. the customer's account). */
  labelOf: (row: Row) => string;
  decide: BulkReviewBarProps['onDecide'];
  /** After a decision reached the API: reload the list. */
  refresh: () => void;
}

/** See the module docstring. */
export function QueueList<Row extends { id: number }, S extends string = 'id'>({
  caption,
  empty,
  columns,
  list,
  hrefOf,
  bulk,
  ...controls
}: QueueListProps<Row, S>) {
  const { t } = useTranslation();
  const { state, update } = controls;
  return (
    <>
      <QueueControls<S> {...controls} />
      {bulk ? (
        <BulkReviewBar
          selected={bulk.selection.ids}
          labelOf={(id) => {
            const row = list.data?.list.find((r) => r.id === id);
            return row ? bulk.labelOf(row) : `#${id}`;
          }}
          onDecide={bulk.decide}
          onSettled={() => {
            bulk.selection.clear();
            bulk.refresh();
          }}
        />
      ) : null}
      <PagedList
        caption={caption}
        columns={columns}
        rows={list.data?.list}
        rowKey={(row) => row.id}
        loading={list.isLoading}
        empty={state.q ? t('common.list.noMatch') : empty}
        failure={list.isError ? list : undefined}
        page={state.page}
        size={state.size}
        total={list.data?.total}
        hrefOf={hrefOf}
        onPageSize={(size) => update({ size } as Partial<typeof state>)}
        busy={list.isFetching}
      />
    </>
  );
}
