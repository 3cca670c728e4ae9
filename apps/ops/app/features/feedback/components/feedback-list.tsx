/** Feedback from the cloud site: new or handled (URL `?status=`), each new one can be marked handled with a note. */
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
import { FEEDBACK_KEY, FEEDBACK_STATUSES, INBOX_PAGE_SIZE, fetchFeedback, handleFeedback, type FeedbackItem } from '../api/feedback';

export function FeedbackList() {
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 1);
  const [handling, setHandling] = useState<FeedbackItem | null>(null);
  const list = useQuery({ queryKey: [...FEEDBACK_KEY, status, page], queryFn: () => fetchFeedback(api, status, page), staleTime: 0 });
  const handle = useMutation({
    mutationFn: (v: { id: number; note: string }) => handleFeedback(api, v.id, v.note),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const columns: Column<FeedbackItem>[] = [
    { header: 'Received', cell: (f) => <span className="whitespace-nowrap">{formatDate(f.created_at, 'YYYY-MM-DD HH:mm')}</span> },
    { header: 'From', cell: (f) => <>{f.user_name ?? 'Visitor'}<div className="text-xs text-ink-muted">{f.contact}</div></> },
    { header: 'Category', cell: (f) => f.category },
    { header: 'Message', cell: (f) => <><p className="max-w-lg whitespace-pre-wrap">{f.content}</p>{f.page_url ? <p className="text-xs text-ink-muted">on {f.page_url}</p> : null}</> },
    status === 1
      ? { header: 'Actions', cell: (f) => <Button size="sm" variant="outline" onClick={() => setHandling(f)}>Mark handled</Button> }
      : { header: 'Note', cell: (f) => <>{f.note || '-'}<div className="text-xs text-ink-muted">{formatDate(f.handled_at ?? null, 'YYYY-MM-DD HH:mm')}</div></> },
  ];
  return (
    <>
      <StatusFilter label="Feedback status" value={status} options={FEEDBACK_STATUSES} onChange={setFilter} />
      <DataTable caption="Feedback" columns={columns} rows={list.data?.list} rowKey={(f) => f.id} loading={list.isLoading} empty="No feedback" />
      <Pager page={page} pageSize={INBOX_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <DecisionDialog
        open={handling !== null}
        onOpenChange={(open) => !open && setHandling(null)}
        title="Mark as handled"
        description={handling ? handling.content.slice(0, 160) : undefined}
        confirmLabel="Mark handled"
        reasonLabel="Note (what was done)"
        onConfirm={(note) => handle.mutateAsync({ id: handling!.id, note })}
      />
    </>
  );
}
