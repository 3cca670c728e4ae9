import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { FieldShell, inputClass } from '@lanyun/ui/field';
import { formatZoned } from '@lanyun/ui/format';
import { STATUS_KEYS, TICKETS_KEY, closeTicket, fetchTicket, replyTicket } from '../api/tickets';
import { AttachmentPicker } from './attachment-picker';
import { QueryError } from './query-error';

/** One ticket's thread (oldest first) with attachments, a reply form and "Close ticket" while it is not closed. */
export function TicketThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<{ id: number; name: string }[]>([]);
  const thread = useQuery({
    queryKey: [...TICKETS_KEY, 'detail', id],
    queryFn: () => fetchTicket(api, id),
    staleTime: 0,
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
  const reply = useMutation({
    mutationFn: () =>
      replyTicket(
        api,
        id,
        content,
        files.map((f) => f.id),
      ),
    onSuccess: async (ok) => {
      if (!ok) return;
      setContent('');
      setFiles([]);
      await refresh();
    },
  });
  const close = useMutation({ mutationFn: () => closeTicket(api, id), onSuccess: refresh });
  const back = (
    <button type="button" className="mb-4 text-sm text-brand-600 hover:underline" onClick={onBack}>
      ← {t('tickets.back')}
    </button>
  );
  if (thread.isError)
    return (
      <>
        {back}
        <QueryError error={thread.error} onRetry={() => void thread.refetch()} />
      </>
    );
  const d = thread.data;
  if (!d)
    return (
      <>
        {back}
        <p className="p-8 text-center text-ink-muted">{t('form.loading')}</p>
      </>
    );
  return (
    <div>
      {back}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          #{d.id} {d.title}
        </h2>
        <span className="rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-700" data-testid="ticket-status">
          {t(STATUS_KEYS[d.status] ?? '')}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {t(`tickets.categories.${d.category}`)} · {t(`tickets.priorities.${d.priority}`)}
        {d.resource_id ? ` · ${d.resource_id}` : ''}
      </p>
      <ol className="mt-6 space-y-4" aria-label={t('tickets.thread')}>
        {d.replies.map((r) => (
          <li
            key={r.id}
            data-testid="ticket-reply"
            className={cn(
              'rounded-lg border p-4',
              r.from === 'support' ? 'border-brand-200 bg-brand-50/40' : 'border-line',
            )}
          >
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium text-ink">
                {r.from === 'support' ? t('tickets.support', { name: r.author }) : r.author}
              </span>
              <time className="text-ink-muted">{formatZoned(r.created_at, 'YYYY-MM-DD HH:mm')}</time>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-sm text-ink-soft">{r.content}</p>
            {r.attachments.length ? (
              <ul className="mt-2 flex flex-wrap gap-3">
                {r.attachments.map((a, i) => (
                  <li key={a.id}>
                    <a
                      href={`/api${a.url}`}
                      target="_blank"
                      rel="noreferrer"
                      className="text-sm text-brand-600 hover:underline"
                    >
                      {t('tickets.attachmentN', { n: i + 1 })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {d.status === 4 ? (
        <p className="mt-6 text-sm text-ink-muted">{t('tickets.closedNote')}</p>
      ) : (
        <form
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate();
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
                required
                maxLength={5000}
              />
            )}
          </FieldShell>
          <AttachmentPicker value={files} onChange={setFiles} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" disabled={close.isPending} onClick={() => close.mutate()}>
              {t('tickets.close')}
            </Button>
            <Button type="submit" disabled={reply.isPending}>
              {t('tickets.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
