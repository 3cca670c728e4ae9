/**
 * The bank-transfer page body: declared transfers by status (URL `?status=`), "Confirm receipt" (credits the
 * customer through the ledger) and "Reject" (note required) on pending ones, and the ledger check.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@lanyun/ui/button';
import { formatDate, formatMoney, formatNumber } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { StatusFilter } from '../../../components/status-filter';
import { useListParams } from '../../../lib/use-list-params';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import { BANK_TRANSFER_KEY, BANK_TRANSFER_PAGE_SIZE, BANK_TRANSFER_STATUSES, checkLedger, decideBankTransfer, fetchBankTransfers, type BankTransfer, type LedgerCheck } from '../api/bank-transfers';

type Pending = { transfer: BankTransfer; decision: 'credit' | 'reject' };

export function BankTransferList() {
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [check, setCheck] = useState<LedgerCheck | null>(null);
  const list = useQuery({ queryKey: [...BANK_TRANSFER_KEY, status, page], queryFn: () => fetchBankTransfers(api, status, page), staleTime: 0 });
  const decide = useMutation({
    mutationFn: (v: { id: number; decision: 'credit' | 'reject'; note?: string }) => decideBankTransfer(api, v.id, v.decision, v.note),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: BANK_TRANSFER_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const runCheck = useMutation({ mutationFn: () => checkLedger(api), onSuccess: setCheck });
  const columns: Column<BankTransfer>[] = [
    { header: 'Customer', cell: (t) => <><div>{t.user_name}</div><div className="text-xs text-ink-muted">#{t.user_id}</div></> },
    { header: 'Amount (¥)', cell: (t) => <span className="font-mono">{formatMoney(t.amount)}</span>, className: 'text-right' },
    { header: 'Payer', cell: (t) => t.payer_name },
    { header: 'Reference', cell: (t) => <span className="font-mono">{t.reference}</span> },
    { header: 'Declared', cell: (t) => formatDate(t.created_at, 'YYYY-MM-DD HH:mm') },
    ...(status === 1
      ? [
          {
            header: 'Actions',
            cell: (t: BankTransfer) => (
              <div className="flex gap-2">
                <Button size="sm" onClick={() => setPending({ transfer: t, decision: 'credit' })} aria-label={`Confirm receipt of ${t.reference}`}>
                  Confirm receipt
                </Button>
                <Button size="sm" variant="outline" onClick={() => setPending({ transfer: t, decision: 'reject' })} aria-label={`Reject ${t.reference}`}>
                  Reject
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
  const t = pending?.transfer;
  return (
    <>
      <StatusFilter label="Transfer status" value={status} options={BANK_TRANSFER_STATUSES} onChange={setFilter} />
      <DataTable caption="Bank transfers" columns={columns} rows={list.data?.list} rowKey={(row) => row.id} loading={list.isLoading} empty="No transfers" />
      <Pager page={page} pageSize={BANK_TRANSFER_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <DecisionDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.decision === 'credit' ? 'Confirm receipt and credit' : 'Reject the transfer'}
        description={t ? `¥${formatMoney(t.amount)} from ${t.payer_name} (reference ${t.reference}) for ${t.user_name}.` : undefined}
        confirmLabel={pending?.decision === 'credit' ? 'Credit the balance' : 'Reject'}
        reasonLabel="Note"
        reasonRequired={pending?.decision === 'reject'}
        reasonMissing="Please say why the transfer is rejected"
        danger={pending?.decision === 'reject'}
        onConfirm={(note) => decide.mutateAsync({ id: t!.id, decision: pending!.decision, ...(note ? { note } : {}) })}
      />
      <section className="mt-10 rounded-lg border border-line bg-white p-5" aria-labelledby="ledger-check">
        <div className="flex items-center justify-between gap-4">
          <div>
            <h2 id="ledger-check" className="font-semibold">Ledger check</h2>
            <p className="text-sm text-ink-soft">Compares every balance with the sum of its ledger entries.</p>
          </div>
          <Button variant="outline" disabled={runCheck.isPending} onClick={() => runCheck.mutate()}>
            Run the check
          </Button>
        </div>
        {check ? (
          <p role="status" className={check.mismatches.length ? 'mt-3 text-sm text-danger' : 'mt-3 text-sm text-success'}>
            {formatNumber(check.accounts)} accounts checked,{' '}
            {check.mismatches.length ? `${check.mismatches.length} mismatched: ${check.mismatches.map((m) => `#${m.user_id}`).join(', ')}` : 'every balance matches its ledger'}.
          </p>
        ) : null}
      </section>
    </>
  );
}
