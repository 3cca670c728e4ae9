/**
 * The real-name review page body: applications filtered by status (URL `?status=`), paged, each opening the
 * review dialog; a decision reloads the list and the dashboard counts.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { StatusFilter } from '../../../components/status-filter';
import { useListParams } from '../../../lib/use-list-params';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import { REAL_NAME_KEY, REAL_NAME_PAGE_SIZE, REAL_NAME_STATUSES, applicationTypeLabel, fetchRealNamePage, reviewRealName, type RealNameApplication } from '../api/real-name';
import { ReviewDialog } from './review-dialog';

export function RealNameReview() {
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 1);
  const [open, setOpen] = useState<RealNameApplication | null>(null);
  const list = useQuery({ queryKey: [...REAL_NAME_KEY, status, page], queryFn: () => fetchRealNamePage(api, status, page), staleTime: 0 });
  const decide = useMutation({
    mutationFn: (v: { id: number; decision: 'approve' | 'reject'; reason?: string }) => reviewRealName(api, v.id, v.decision, v.reason),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: REAL_NAME_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const columns: Column<RealNameApplication>[] = [
    { header: 'Customer', cell: (a) => <><div>{a.user_name}</div><div className="text-xs text-ink-muted">#{a.user_id}</div></> },
    { header: 'Type', cell: (a) => applicationTypeLabel(a.type) },
    { header: 'Name', cell: (a) => (a.type === 2 ? a.company_name : a.real_name) ?? '-' },
    { header: 'Number', cell: (a) => <span className="font-mono">{(a.type === 2 ? a.credit_code : a.id_number) ?? '-'}</span> },
    { header: 'Submitted', cell: (a) => formatDate(a.created_at, 'YYYY-MM-DD HH:mm') },
    ...(status === 1 ? [] : [{ header: 'Reviewed', cell: (a: RealNameApplication) => formatDate(a.reviewed_at, 'YYYY-MM-DD HH:mm') }]),
    ...(status === 3 ? [{ header: 'Reason', cell: (a: RealNameApplication) => a.reject_reason ?? '-' }] : []),
    {
      header: 'Actions',
      cell: (a) => (
        <Button size="sm" variant="outline" onClick={() => setOpen(a)} aria-label={`${status === 1 ? 'Review' : 'View'} ${a.user_name}`}>
          {status === 1 ? 'Review' : 'View'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <StatusFilter label="Application status" value={status} options={REAL_NAME_STATUSES} onChange={setFilter} />
      <DataTable caption="Real-name applications" columns={columns} rows={list.data?.list} rowKey={(a) => a.id} loading={list.isLoading} empty="No applications" />
      <Pager page={page} pageSize={REAL_NAME_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <ReviewDialog
        application={open}
        onClose={() => setOpen(null)}
        onDecide={(decision, reason) => decide.mutateAsync({ id: open!.id, decision, ...(reason ? { reason } : {}) })}
      />
    </>
  );
}
