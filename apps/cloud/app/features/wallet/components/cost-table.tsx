/**
 * Scaffolding of the cost center's list sections (ledger, top-up orders): {@link CostSection} (card, heading,
 * header controls, the no-permission note for sub-accounts without the list's key), {@link CostTable} (the
 * scrolling table with its empty/loading row and the pager) and {@link CostQueryTable} (a CostTable fed by one page's
 * query). Each section keeps its own filters, columns and cells.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { type FailedQuery, QueryError } from '@lanyun/ui/query-error';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { COST_PAGE_SIZE } from '../hooks/use-cost-center';
import { TablePager } from './table-pager';
import { ScrollRegion } from '@lanyun/ui/scroll-region';

/** Header cell classes shared by the cost center's tables. */
export const th = 'whitespace-nowrap border-b border-line px-3 py-2 text-left text-xs font-medium text-ink-muted';
/** Body cell classes. */
export const td = 'whitespace-nowrap border-b border-line px-3 py-2.5 text-sm text-ink';
/** Classes of the filter controls (selects, date inputs). */
export const filterControl =
  'h-9 rounded-md border border-line bg-white px-2 text-sm focus:border-brand-500 focus:outline-none';

/** Props of {@link CostSection}. */
export interface CostSectionProps {
  title: string;
  /** False (sub-account without the list's key): the no-permission note instead of `actions` and `children`. */
  allowed: boolean;
  /** Controls beside the heading (export button, status filter). */
  actions?: ReactNode;
  /** How `actions` line up with the heading; default 'center'. */
  alignActions?: 'center' | 'end';
  /** The section's body; receives the heading's id (the table's accessible name). */
  children: (headingId: string) => ReactNode;
}

/** A titled card of the cost center holding one list. */
export function CostSection({ title, allowed, actions, alignActions = 'center', children }: CostSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line p-6">
      <div
        className={
          alignActions === 'end'
            ? 'flex flex-wrap items-end justify-between gap-3'
            : 'flex flex-wrap items-center justify-between gap-3'
        }
      >
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {allowed ? actions : null}
      </div>
      {!allowed ? <p className="mt-4 text-sm text-ink-muted">{noPermissionMessage(t)}</p> : children(headingId)}
    </section>
  );
}

/** A column of {@link CostTable}: its header (translated) and whether it is right-aligned (amounts). */
export interface CostColumn {
  label: string;
  align?: 'right';
}

/** Props of {@link CostTable}. */
export interface CostTableProps<T> {
  /** Id of the element naming the table (the section heading). */
  labelledBy: string;
  columns: readonly CostColumn[];
  rows: readonly T[];
  /** One `<tr>` (with its key) per row. */
  renderRow: (row: T) => ReactNode;
  /** A page is loading: the empty row says 'Loading…' instead of `emptyText`. */
  loading: boolean;
  emptyText: string;
  /** The pager: its accessible name, the current page, the total row count and the page change. */
  pager: { label: string; page: number; total: number; capped?: boolean; onPage: (page: number) => void };
  /** The page's query when it failed (`isError`): shown with a retry instead of the table. */
  failure?: FailedQuery | undefined;
}

/** One page of a cost-center list in a table that scrolls inside its card, with the pager below. */
export function CostTable<T>(props: CostTableProps<T>) {
  const { labelledBy, columns, rows, renderRow, loading, emptyText, pager, failure } = props;
  const { t } = useTranslation();
  if (failure) {
    return <QueryError className="mt-4" query={failure} />;
  }
  return (
    <>
      {/* w-0 + min-w-full: the table scrolls inside the card instead of widening the page. A region that scrolls takes
          focus (so the keyboard can scroll it) and is named by the card's heading. */}
      <ScrollRegion labelledBy={labelledBy} className="mt-4 w-0 min-w-full">
        <table aria-labelledby={labelledBy} className="w-full border-collapse">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} className={column.align === 'right' ? cn(th, 'text-right') : th}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(renderRow)}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-sm text-ink-muted">
                  {loading ? t('form.loading') : emptyText}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      <TablePager
        label={pager.label}
        page={pager.page}
        total={pager.total}
        capped={pager.capped}
        pageSize={COST_PAGE_SIZE}
        onPage={pager.onPage}
      />
    </>
  );
}

/** One page of a list as the API answers it (`/balance_recharge/*_list`): the page's rows and the total count. */
export interface PageQuery<T> extends FailedQuery {
  data?: { list: readonly T[]; total: number; total_capped?: boolean } | undefined;
  isError: boolean;
}

/** Props of {@link CostQueryTable}: a {@link CostTable} whose rows, total, loading and failure come from `query`. */
export interface CostQueryTableProps<T> extends Omit<CostTableProps<T>, 'rows' | 'loading' | 'failure' | 'pager'> {
  query: PageQuery<T>;
  /** The pager's accessible name, the current page and the page change (the total is the query's). */
  pager: { label: string; page: number; onPage: (page: number) => void };
}

/** {@link CostTable} over one page's query: its rows and total, 'Loading…' while it fetches, its error with a retry. */
export function CostQueryTable<T>({ query, pager, ...table }: CostQueryTableProps<T>) {
  return (
    <CostTable
      {...table}
      rows={query.data?.list ?? []}
      failure={query.isError ? query : undefined}
      loading={query.isFetching}
      pager={{ ...pager, total: query.data?.total ?? 0, capped: query.data?.total_capped }}
    />
  );
}
