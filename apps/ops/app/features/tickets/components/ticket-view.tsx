/** One ticket in the console: the thread with attachments, and a reply form with the next status. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { formatDate } from '@lanyun/ui/format';
import { useOps } from '../../auth/ops-session';
import { NEXT_STATUSES, TICKETS_KEY, actOnTicket, fetchTicket } from '../api/tickets';
import { TicketAttachment } from './ticket-attachment';

export function TicketView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { api } = useOps();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [next, setNext] = useState('');
  const thread = useQuery({
    queryKey: [...TICKETS_KEY, 'detail', id],
    queryFn: () => fetchTicket(api, id),
    staleTime: 0,
    retry: false,
  });
  const act = useMutation({
    mutationFn: () =>
      actOnTicket(api, { id, content: content.trim(), ...(next ? { status: Number(next) } : {}) }, t('tickets.done')),
    onSuccess: async (ok) => {
      if (!ok) return;
      setContent('');
      setNext('');
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    },
  });
  const back = (
    <button type="button" className="mb-4 text-sm text-brand-600 hover:underline" onClick={onBack}>
      ← {t('tickets.back')}
    </button>
  );
  if (thread.isError)
    return (
      <div role="alert">
        {back}
        <p className="text-danger-strong">
          {t('tickets.loadFailed')}: {thread.error.message}
        </p>
        <Button className="mt-2" size="sm" variant="outline" onClick={() => void thread.refetch()}>
          {t('tickets.retry')}
        </Button>
      </div>
    );
  const d = thread.data;
  if (!d)
    return (
      <>
        {back}
        <p className="text-ink-muted">{t('common.loading')}</p>
      </>
    );
  const moves = NEXT_STATUSES[d.status] ?? [];
  return (
    <div>
      {back}
      <h2 className="text-lg font-semibold text-ink">
        #{d.id} {d.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {d.user_name} · {t(`tickets.categories.${d.category}`)} · {t(`tickets.priorities.${d.priority}`)}
        {d.resource_id ? ` · ${d.resource_id}` : ''} ·{' '}
        <span data-testid="ops-ticket-status">{t(`tickets.status.${d.status}`)}</span>
      </p>
      <ol className="mt-4 space-y-3">
        {d.replies.map((r) => (
          <li
            key={r.id}
            className={cn(
              'rounded-lg border p-4',
              r.from === 'support' ? 'border-brand-200 bg-brand-50/40' : 'border-line bg-white',
            )}
          >
            <div className="flex justify-between text-sm">
              <span className="font-medium">
                {r.from === 'support' ? t('tickets.supportName', { name: r.author }) : r.author}
              </span>
              <time className="text-ink-muted">{formatDate(r.created_at, 'YYYY-MM-DD HH:mm')}</time>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-sm">{r.content}</p>
            {r.attachments.length ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {r.attachments.map((a, i) => (
                  <TicketAttachment key={a.id} id={a.id} label={t('tickets.attachmentN', { n: i + 1 })} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {moves.length ? (
        <form
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            act.mutate();
          }}
        >
          <FieldShell label={t('tickets.reply')}>
            {(control) => (
              <textarea
                {...control}
                className={cn(inputClass(), 'h-auto py-2')}
                rows={4}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                maxLength={5000}
              />
            )}
          </FieldShell>
          <SelectField
            label={t('tickets.nextStatus')}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            placeholder={t('tickets.keepStatus')}
            options={moves.map((s) => ({ value: String(s), label: t(`tickets.status.${s}`) }))}
          />
          <Button type="submit" disabled={act.isPending || (!content.trim() && !next)}>
            {t('tickets.submit')}
          </Button>
        </form>
      ) : (
        <p className="mt-6 text-sm text-ink-muted">{t('tickets.closedNote')}</p>
      )}
    </div>
  );
}
