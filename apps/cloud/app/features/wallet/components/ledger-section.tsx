/**
 * The cost center's balance ledger (`/balance_recharge/ledger_list`, permission cost-1-1): kind and date-range
 * filters (dates are whole days, UTC+8), a paged table and "Export CSV" (the same filters, fetched with the token
 * header and saved as ledger.csv).
 */
import { useId, useState } from 'react';
import type { ApiClient } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatZoned, formatMoney } from '@lanyun/ui/format';
import { downloadLedgerCsv } from '../api/wallet';
import { useLedger } from '../hooks/use-cost-center';
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
import { CostSection, CostQueryTable, filterControl as control, td, type CostColumn } from './cost-table';

/** The ledger section; `allowed` false (sub-account without cost-1-1) shows the no-permission note instead. */
export function LedgerSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: readonly CostColumn[] = [
    { label: t('wallet.ledger.colTime') },
    { label: t('wallet.ledger.colKind') },
    { label: t('wallet.ledger.colAmount'), align: 'right' },
    { label: t('wallet.ledger.colGiftAmount'), align: 'right' },
    { label: t('wallet.ledger.colBalanceAfter'), align: 'right' },
    { label: t('wallet.ledger.colGiftBalanceAfter'), align: 'right' },
    { label: t('wallet.ledger.colNote') },
  ];
  const [filter, setFilter] = useState<LedgerFilter>(EMPTY_LEDGER_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const rangeError = ledgerFilterError(filter);
  const ledger = useLedger(api, page, filter, allowed && !rangeError);
  const ids = { kind: useId(), from: useId(), to: useId(), error: useId() };

  const change = (patch: Partial<LedgerFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLedgerCsv(
        api,
        filter,
        { exportFailed: t('wallet.exportFailed'), network: t('wallet.network') },
        undefined,
        i18n.language,
      );
    } finally {
      setExporting(false);
    }
  };

  const exportButton = (
    <Button variant="outline" size="sm" disabled={exporting || Boolean(rangeError)} onClick={() => void exportCsv()}>
      {exporting ? t('wallet.ledger.exporting') : t('wallet.ledger.export')}
    </Button>
  );
  return (
    <CostSection title={t('wallet.ledger.title')} allowed={allowed} actions={exportButton}>
      {(headingId) => (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor={ids.kind} className="mb-1 block text-xs text-ink-muted">
                {t('wallet.ledger.kind')}
              </label>
              <select
                id={ids.kind}
                className={control}
                value={filter.kind}
                onChange={(e) => change({ kind: e.target.value as LedgerKind | '' })}
              >
                <option value="">{t('wallet.ledger.allKinds')}</option>
                {LEDGER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(LEDGER_KIND_LABELS[kind])}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.from} className="mb-1 block text-xs text-ink-muted">
                {t('wallet.ledger.from')}
              </label>
              <input
                id={ids.from}
                type="date"
                className={control}
                value={filter.from}
                onChange={(e) => change({ from: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor={ids.to} className="mb-1 block text-xs text-ink-muted">
                {t('wallet.ledger.to')}
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
                {t('wallet.ledger.clear')}
              </Button>
            ) : null}
          </div>
          {rangeError ? (
            <p id={ids.error} role="alert" className="mt-2 text-xs text-danger-strong">
              {t(rangeError)}
            </p>
          ) : null}
          <CostQueryTable
            labelledBy={headingId}
            columns={columns}
            query={ledger}
            emptyText={t('wallet.ledger.empty')}
            pager={{ label: t('wallet.ledger.pages'), page, onPage: setPage }}
            renderRow={(e) => (
              <tr key={e.id}>
                <td className={td}>{formatZoned(e.created_at, 'YYYY-MM-DD HH:mm:ss')}</td>
                <td className={td}>{ledgerKindLabel(t, e.kind)}</td>
                <td
                  className={cn(
                    td,
                    'text-right font-medium',
                    Number(e.amount) < 0 ? 'text-danger-strong' : Number(e.amount) > 0 ? 'text-success-strong' : '',
                  )}
                >
                  {signedMoney(e.amount)}
                </td>
                <td className={cn(td, 'text-right')}>{signedMoney(e.give_amount)}</td>
                <td className={cn(td, 'text-right')}>{formatMoney(e.balance_after)}</td>
                <td className={cn(td, 'text-right')}>{formatMoney(e.give_balance_after)}</td>
                <td className={cn(td, 'max-w-[16rem] truncate text-ink-soft')} title={e.memo}>
                  {e.memo || '-'}
                </td>
              </tr>
            )}
          />
        </>
      )}
    </CostSection>
  );
}
