/**
 * The cost center's balance ledger (`/balance_recharge/ledger_list`, permission cost-1-1): kind and date-range
 * filters (dates are whole days, UTC+8), a paged table and "Export CSV" (the same filters, fetched with the token
 * header and saved as ledger.csv).
 */
import { useId, useState } from 'react';
import type { ApiClient } from '@lanyun/api-sdk';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { downloadLedgerCsv } from '../api/wallet';
import { COST_PAGE_SIZE, useLedger } from '../hooks/use-cost-center';
import {
  EMPTY_LEDGER_FILTER,
  LEDGER_KINDS,
  LEDGER_KIND_LABELS,
  ledgerFilterError,
  ledgerKindLabel,
  signedMoney,
  type LedgerFilter,
  type LedgerKind,
} from '../ledger';
import { TablePager, td, th } from './table-pager';

const control = 'h-9 rounded-md border border-line bg-white px-2 text-sm focus:border-brand-500 focus:outline-none';

/** The ledger section; `allowed` false (sub-account without cost-1-1) shows the no-permission note instead. */
export function LedgerSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const [filter, setFilter] = useState<LedgerFilter>(EMPTY_LEDGER_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const rangeError = ledgerFilterError(filter);
  const ledger = useLedger(api, page, filter, allowed && !rangeError);
  const ids = { heading: useId(), kind: useId(), from: useId(), to: useId(), error: useId() };

  const change = (patch: Partial<LedgerFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLedgerCsv(api, filter);
    } finally {
      setExporting(false);
    }
  };

  const rows = ledger.data?.list ?? [];
  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border border-line p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={ids.heading} className="text-lg font-semibold text-ink">
          Balance ledger
        </h2>
        {allowed ? (
          <Button variant="outline" size="sm" disabled={exporting || Boolean(rangeError)} onClick={() => void exportCsv()}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        ) : null}
      </div>
      {!allowed ? (
        <p className="mt-4 text-sm text-ink-muted">You currently have no permission, please contact the main account to enable it</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor={ids.kind} className="mb-1 block text-xs text-ink-muted">
                Kind
              </label>
              <select id={ids.kind} className={control} value={filter.kind} onChange={(e) => change({ kind: e.target.value as LedgerKind | '' })}>
                <option value="">All kinds</option>
                {LEDGER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {LEDGER_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.from} className="mb-1 block text-xs text-ink-muted">
                From
              </label>
              <input id={ids.from} type="date" className={control} value={filter.from} onChange={(e) => change({ from: e.target.value })} />
            </div>
            <div>
              <label htmlFor={ids.to} className="mb-1 block text-xs text-ink-muted">
                To
              </label>
              <input
                id={ids.to}
                type="date"
                className={cn(control, rangeError && 'border-danger')}
                value={filter.to}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? ids.error : undefined}
                onChange={(e) => change({ to: e.target.value })}
              />
            </div>
            {filter.kind || filter.from || filter.to ? (
              <Button variant="ghost" size="sm" onClick={() => change(EMPTY_LEDGER_FILTER)}>
                Clear filters
              </Button>
            ) : null}
          </div>
          {rangeError ? (
            <p id={ids.error} role="alert" className="mt-2 text-xs text-danger">
              {rangeError}
            </p>
          ) : null}
          {/* w-0 + min-w-full: the table scrolls inside the card instead of widening the page. */}
          <div className="mt-4 w-0 min-w-full overflow-x-auto">
            <table aria-labelledby={ids.heading} className="w-full border-collapse">
              <thead>
                <tr>
                  <th className={th}>Time</th>
                  <th className={th}>Kind</th>
                  <th className={cn(th, 'text-right')}>Amount (yuan)</th>
                  <th className={cn(th, 'text-right')}>Gift amount</th>
                  <th className={cn(th, 'text-right')}>Balance after</th>
                  <th className={cn(th, 'text-right')}>Gift balance after</th>
                  <th className={th}>Note</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr key={e.id}>
                    <td className={td}>{formatDate(e.created_at, 'YYYY-MM-DD HH:mm:ss')}</td>
                    <td className={td}>{ledgerKindLabel(e.kind)}</td>
                    <td className={cn(td, 'text-right font-medium', Number(e.amount) < 0 ? 'text-danger' : Number(e.amount) > 0 ? 'text-success' : '')}>
                      {signedMoney(e.amount)}
                    </td>
                    <td className={cn(td, 'text-right')}>{signedMoney(e.give_amount)}</td>
                    <td className={cn(td, 'text-right')}>{formatMoney(e.balance_after)}</td>
                    <td className={cn(td, 'text-right')}>{formatMoney(e.give_balance_after)}</td>
                    <td className={cn(td, 'max-w-[16rem] truncate text-ink-soft')} title={e.memo}>
                      {e.memo || '-'}
                    </td>
                  </tr>
                ))}
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="px-3 py-8 text-center text-sm text-ink-muted">
                      {ledger.isFetching ? 'Loading…' : 'No ledger entries'}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <TablePager label="Ledger pages" page={page} total={ledger.data?.total ?? 0} pageSize={COST_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
