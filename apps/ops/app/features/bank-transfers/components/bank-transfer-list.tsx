/**
 * The bank-transfer page body: declared transfers, paged on the server, by status (tabs, with "All"), searched
 * (account, payer, reference), sorted (time or amount) and exported as CSV, all kept in the URL (`lib/list-state.ts`);
 * "Confirm receipt" (credits the customer through the ledger) and "Reject" (note required) on pending ones, and the
 * ledger check.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import type { Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { QueueList } from '../../../components/queue-list';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import {
  BANK_TRANSFER_KEY,
  BANK_TRANSFER_LIST,
  BANK_TRANSFER_STATUSES,
  bankTransferExportHref,
  checkLedger,
  decideBankTransfer,
  fetchBankTransfers,
  type BankTransfer,
  type LedgerCheck,
} from '../api/bank-transfers';

type Pending = { transfer: BankTransfer; decision: 'credit' | 'reject' };

/** Sort choices, as `sort:order`. */
const QUEUE_SORTS = ['id:desc', 'id:asc', 'amount:desc', 'amount:asc'] as const;
/** The message key of a transfer status in words. */
const statusKey = (status: number) =>
  BANK_TRANSFER_STATUSES.find((s) => s.value === status)?.labelKey ?? 'bankTransfers.statuses.pending';

export function BankTransferList() {
  const { t } = useTranslation();
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { state, update, hrefOf } = useListState(BANK_TRANSFER_LIST);
  const status = state.status;
  const [pending, setPending] = useState<Pending | null>(null);
  const [check, setCheck] = useState<LedgerCheck | null>(null);
  const list = useQuery({
    queryKey: [...BANK_TRANSFER_KEY, state],
    queryFn: () => fetchBankTransfers(api, state),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const decide = useMutation({
    mutationFn: (v: { id: number; decision: 'credit' | 'reject'; note?: string }) =>
      decideBankTransfer(
        api,
        v.id,
        v.decision,
        v.decision === 'credit' ? t('bankTransfers.credited') : t('common.rejected'),
        v.note,
      ),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: BANK_TRANSFER_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const runCheck = useMutation({ mutationFn: () => checkLedger(api), onSuccess: setCheck });
  const columns: Column<BankTransfer>[] = [
    {
      header: t('common.customer'),
      cell: (row) => (
        <>
          <div>{row.user_name}</div>
          <div className="text-xs text-ink-muted">#{row.user_id}</div>
        </>
      ),
    },
    {
      header: t('bankTransfers.amount'),
      cell: (row) => <span className="font-mono">{formatMoney(row.amount)}</span>,
      className: 'text-right',
    },
    { header: t('bankTransfers.payer'), cell: (row) => row.payer_name },
    { header: t('bankTransfers.reference'), cell: (row) => <span className="font-mono">{row.reference}</span> },
    { header: zonedHeader(t('bankTransfers.declared'), t), cell: (row) => <When at={row.created_at} /> },
    ...(status === 0 ? [{ header: t('common.status'), cell: (row: BankTransfer) => t(statusKey(row.status)) }] : []),
    ...(status === 1
      ? [
          {
            header: t('common.actions'),
            cell: (row: BankTransfer) => (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => setPending({ transfer: row, decision: 'credit' })}
                  aria-label={t('bankTransfers.confirmReceiptOf', { reference: row.reference })}
                >
                  {t('bankTransfers.confirmReceipt')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setPending({ transfer: row, decision: 'reject' })}
                  aria-label={t('bankTransfers.rejectOf', { reference: row.reference })}
                >
                  {t('common.reject')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
  const p = pending?.transfer;
  return (
    <>
      <QueueList
        statusLabel={t('bankTransfers.statusLabel')}
        searchLabel={t('bankTransfers.searchLabel')}
        statuses={BANK_TRANSFER_STATUSES}
        state={state}
        update={update}
        sorts={QUEUE_SORTS}
        exportHref={bankTransferExportHref(state)}
        caption={t('bankTransfers.caption')}
        empty={t('bankTransfers.empty')}
        columns={columns}
        list={list}
        hrefOf={hrefOf}
      />
      <DecisionDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.decision === 'credit' ? t('bankTransfers.creditTitle') : t('bankTransfers.rejectTitle')}
        description={
          p
            ? t('bankTransfers.description', {
                amount: formatMoney(p.amount),
                payer: p.payer_name,
                reference: p.reference,
                customer: p.user_name,
              })
            : undefined
        }
        confirmLabel={pending?.decision === 'credit' ? t('bankTransfers.creditConfirm') : t('common.reject')}
        reasonLabel={t('common.note')}
        reasonRequired={pending?.decision === 'reject'}
        reasonMissing={t('bankTransfers.noteMissing')}
        danger={pending?.decision === 'reject'}
        onConfirm={(note) => decide.mutateAsync({ id: p!.id, decision: pending!.decision, ...(note ? { note } : {}) })}
      />
      <section className="mt-10 rounded-lg border border-line bg-white p-5" aria-labelledby="ledger-check">
        <div className="flex items-center justify-between gap-4">
          <div>
            <h2 id="ledger-check" className="font-semibold">
              {t('bankTransfers.ledgerCheck')}
            </h2>
            <p className="text-sm text-ink-soft">{t('bankTransfers.ledgerCheckHint')}</p>
          </div>
          <Button variant="outline" disabled={runCheck.isPending} onClick={() => runCheck.mutate()}>
            {t('bankTransfers.runCheck')}
          </Button>
        </div>
        {check ? (
          <p
            role="status"
            className={check.mismatches.length ? 'mt-3 text-sm text-danger-strong' : 'mt-3 text-sm text-success-strong'}
          >
            {check.mismatches.length
              ? t('bankTransfers.checkMismatch', {
                  accounts: formatNumber(check.accounts),
                  count: check.mismatches.length,
                  ids: check.mismatches.map((m) => `#${m.user_id}`).join(', '),
                })
              : t('bankTransfers.checkOk', { accounts: formatNumber(check.accounts) })}
          </p>
        ) : null}
      </section>
    </>
  );
}
