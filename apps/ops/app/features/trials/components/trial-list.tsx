/** Trial applications by status (URL `?status=`); pending ones are approved or rejected (reason required). */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { StatusFilter } from '../../../components/status-filter';
import { useListParams } from '../../../lib/use-list-params';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import { TRIAL_KEY, TRIAL_PAGE_SIZE, TRIAL_STATUSES, fetchTrials, reviewTrial, type TrialApplication } from '../api/trials';

type Pending = { trial: TrialApplication; decision: 'approve' | 'reject' };

export function TrialList() {
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 1);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery({ queryKey: [...TRIAL_KEY, status, page], queryFn: () => fetchTrials(api, status, page), staleTime: 0 });
  const review = useMutation({
    mutationFn: (v: { id: number; decision: 'approve' | 'reject'; reason?: string }) => reviewTrial(api, v.id, v.decision, v.reason),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: TRIAL_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const columns: Column<TrialApplication>[] = [
    { header: 'Customer', cell: (t) => <>{t.user_name}<div className="text-xs text-ink-muted">#{t.user_id}</div></> },
    { header: 'Contact', cell: (t) => <>{t.contact_name}<div className="text-xs text-ink-muted">{t.contact_phone}{t.company ? ` · ${t.company}` : ''}</div></> },
    { header: 'Package / region', cell: (t) => `#${t.package_id} / #${t.region_id}` },
    { header: 'Purpose', cell: (t) => <p className="max-w-md whitespace-pre-wrap">{t.purpose}</p> },
    { header: 'Applied', cell: (t) => formatDate(t.created_at, 'YYYY-MM-DD HH:mm') },
    status === 1
      ? {
          header: 'Actions',
          cell: (t) => (
            <div className="flex gap-2">
              <Button size="sm" onClick={() => setPending({ trial: t, decision: 'approve' })} aria-label={`Approve the trial of ${t.user_name}`}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => setPending({ trial: t, decision: 'reject' })} aria-label={`Reject the trial of ${t.user_name}`}>
                Reject
              </Button>
            </div>
          ),
        }
      : { header: status === 3 ? 'Reason' : 'Reviewed', cell: (t) => (status === 3 ? (t.reject_reason ?? '-') : formatDate(t.reviewed_at, 'YYYY-MM-DD HH:mm')) },
  ];
  const t = pending?.trial;
  return (
    <>
      <StatusFilter label="Trial status" value={status} options={TRIAL_STATUSES} onChange={setFilter} />
      <DataTable caption="Trial applications" columns={columns} rows={list.data?.list} rowKey={(row) => row.id} loading={list.isLoading} empty="No applications" />
      <Pager page={page} pageSize={TRIAL_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <DecisionDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.decision === 'approve' ? 'Approve the trial' : 'Reject the trial'}
        description={t ? `${t.user_name}: ${t.purpose.slice(0, 120)}` : undefined}
        confirmLabel={pending?.decision === 'approve' ? 'Approve' : 'Reject'}
        {...(pending?.decision === 'reject' ? { reasonLabel: 'Reason', reasonRequired: true, danger: true } : {})}
        onConfirm={(reason) => review.mutateAsync({ id: t!.id, decision: pending!.decision, ...(reason ? { reason } : {}) })}
      />
    </>
  );
}
