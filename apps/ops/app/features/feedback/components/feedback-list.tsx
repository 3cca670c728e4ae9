/** Feedback from the cloud site: new or handled (URL `?status=`), each new one can be marked handled with a note. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { StatusFilter } from '../../../components/status-filter';
import { useListParams } from '../../../lib/use-list-params';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import { answerFeedback } from '../api/answer';
import {
  FEEDBACK_KEY,
  FEEDBACK_STATUSES,
  INBOX_PAGE_SIZE,
  fetchFeedback,
  handleFeedback,
  type FeedbackItem,
} from '../api/feedback';

export function FeedbackList() {
  const { t } = useTranslation();
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 1);
  const [handling, setHandling] = useState<FeedbackItem | null>(null);
  const [answering, setAnswering] = useState<FeedbackItem | null>(null);
  const list = useQuery({
    queryKey: [...FEEDBACK_KEY, status, page],
    queryFn: () => fetchFeedback(api, status, page),
    staleTime: 0,
  });
  const handle = useMutation({
    mutationFn: (v: { id: number; note: string }) => handleFeedback(api, v.id, v.note, t('feedback.handledToast')),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const answer = useMutation({
    mutationFn: (v: { id: number; reply: string }) => answerFeedback(api, v.id, v.reply, t('feedbackAnswer.toast')),
    onSuccess: (ok) => {
      if (!ok) return;
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
  const columns: Column<FeedbackItem>[] = [
    {
      header: t('common.received'),
      cell: (f) => <span className="whitespace-nowrap">{formatDate(f.created_at, 'YYYY-MM-DD HH:mm')}</span>,
    },
    {
      header: t('common.from'),
      cell: (f) => (
        <>
          {f.user_name ?? t('feedback.visitor')}
          <div className="text-xs text-ink-muted">{f.contact}</div>
        </>
      ),
    },
    { header: t('feedback.category'), cell: (f) => f.category },
    {
      header: t('common.message'),
      cell: (f) => (
        <>
          <p className="max-w-lg whitespace-pre-wrap">{f.content}</p>
          {f.page_url ? <p className="text-xs text-ink-muted">{t('feedback.onPage', { url: f.page_url })}</p> : null}
        </>
      ),
    },
    status === 1
      ? {
          header: t('common.actions'),
          cell: (f) => (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setAnswering(f)}>
                {t('feedbackAnswer.answer')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setHandling(f)}>
                {t('feedback.markHandled')}
              </Button>
            </div>
          ),
        }
      : {
          header: t('common.note'),
          cell: (f) => (
            <>
              {f.reply ? t('feedbackAnswer.replied', { reply: f.reply }) : f.note || '-'}
              <div className="text-xs text-ink-muted">{formatDate(f.handled_at ?? null, 'YYYY-MM-DD HH:mm')}</div>
            </>
          ),
        },
  ];
  return (
    <>
      <StatusFilter
        label={t('feedback.statusLabel')}
        value={status}
        options={FEEDBACK_STATUSES.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        onChange={setFilter}
      />
      <DataTable
        caption={t('feedback.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(f) => f.id}
        loading={list.isLoading}
        empty={t('feedback.empty')}
        failure={list.isError ? list : undefined}
      />
      <Pager page={page} pageSize={INBOX_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <DecisionDialog
        open={handling !== null}
        onOpenChange={(open) => !open && setHandling(null)}
        title={t('feedback.markTitle')}
        description={handling ? handling.content.slice(0, 160) : undefined}
        confirmLabel={t('feedback.markHandled')}
        reasonLabel={t('feedback.noteLabel')}
        onConfirm={(note) => handle.mutateAsync({ id: handling!.id, note })}
      />
      <DecisionDialog
        open={answering !== null}
        onOpenChange={(open) => !open && setAnswering(null)}
        title={t('feedbackAnswer.title')}
        description={answering ? answering.content.slice(0, 160) : undefined}
        confirmLabel={t('feedbackAnswer.answer')}
        reasonLabel={t('feedbackAnswer.label')}
        reasonRequired
        reasonMaxLength={2000}
        reasonMissing={t('feedbackAnswer.missing')}
        onConfirm={(reply) => answer.mutateAsync({ id: answering!.id, reply })}
      />
    </>
  );
}
