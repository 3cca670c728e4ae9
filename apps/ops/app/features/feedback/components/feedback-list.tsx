/**
 * Feedback from the cloud site, paged on the server: new, handled or all (URL `?status=`), searched, ordered and
 * exported as CSV, all kept in the URL (`lib/list-state.ts`); each new one can be answered or marked handled.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import type { Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { QueueList } from '../../../components/queue-list';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import { answerFeedback } from '../api/answer';
import {
  FEEDBACK_KEY,
  FEEDBACK_LIST,
  FEEDBACK_STATUSES,
  feedbackExportHref,
  fetchFeedback,
  handleFeedback,
  type FeedbackItem,
} from '../api/feedback';

export function FeedbackList() {
  const { t } = useTranslation();
  const { api } = useOps();
  const queryClient = useQueryClient();
  const { state, update, hrefOf } = useListState(FEEDBACK_LIST);
  const status = state.status;
  const [handling, setHandling] = useState<FeedbackItem | null>(null);
  const [answering, setAnswering] = useState<FeedbackItem | null>(null);
  const list = useQuery({
    queryKey: [...FEEDBACK_KEY, state],
    queryFn: () => fetchFeedback(api, state),
    placeholderData: keepPreviousData,
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
      header: zonedHeader(t('common.received'), t),
      cell: (f) => <When at={f.created_at} />,
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
    // The category is a code (suggestion, bug, billing, content, other): shown by its name; an unknown code as it is.
    {
      header: t('feedback.category'),
      cell: (f) => t(`feedback.categories.${f.category}`, { defaultValue: f.category }),
    },
    {
      header: t('common.message'),
      cell: (f) => (
        <>
          <p className="max-w-lg whitespace-pre-wrap" data-user-content>
            {f.content}
          </p>
          {f.page_url ? <p className="text-xs text-ink-muted">{t('feedback.onPage', { url: f.page_url })}</p> : null}
        </>
      ),
    },
    status === 1
      ? {
          header: t('common.actions'),
          cell: (f: FeedbackItem) => (
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
              <div className="text-xs text-ink-muted">
                <When at={f.handled_at} />
              </div>
            </>
          ),
        },
  ];
  return (
    <>
      <QueueList
        statusLabel={t('feedback.statusLabel')}
        searchLabel={t('feedback.searchLabel')}
        statuses={FEEDBACK_STATUSES}
        state={state}
        update={update}
        exportHref={feedbackExportHref(state)}
        caption={t('feedback.caption')}
        empty={t('feedback.empty')}
        columns={columns}
        list={list}
        hrefOf={hrefOf}
      />
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
