import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { formatZoned } from '@lanyun/ui/format';
import { Pager } from '@lanyun/ui/pager';
import { STATUS_KEYS, TICKETS_KEY, TICKET_PAGE_SIZE, fetchTickets } from '../api/tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { QueryError } from './query-error';
import { TicketThread } from './ticket-thread';

/**
 * /user/tickets: the account's tickets (by status, paged) with "New ticket"; `?id=` opens one ticket's thread.
 * A failed load shows the reason and a retry.
 */
export function TicketsPanel() {
  const { t } = useTranslation();
  const { api, user } = useSession();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const openId = Number(params.get('id')) || null;
  const list = useQuery({
    queryKey: [...TICKETS_KEY, 'list', status, page],
    queryFn: () => fetchTickets(api, page, status),
    enabled: user !== null && openId === null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const show = (id: number | null) =>
    setParams((p) => {
      if (id === null) p.delete('id');
      else p.set('id', String(id));
      return p;
    });
  if (openId !== null) return <TicketThread id={openId} onBack={() => show(null)} />;
  const d = list.data;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('tickets.statusFilter')} className="flex flex-wrap gap-2">
          {[0, 1, 2, 3, 4].map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === status ? 'primary' : 'outline'}
              aria-pressed={s === status}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
            >
              {s === 0 ? t('tickets.all') : t(STATUS_KEYS[s]!)}
            </Button>
          ))}
        </div>
        <Button onClick={() => setCreating(true)}>{t('tickets.new')}</Button>
      </div>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !d ? (
        <p className="p-8 text-center text-ink-muted">{t('form.loading')}</p>
      ) : d.list.length === 0 ? (
        <p className="p-8 text-center text-ink-muted">{t('tickets.empty')}</p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('tickets.caption')}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th className="py-2 pr-3 font-medium">{t('tickets.title')}</th>
                <th className="py-2 pr-3 font-medium">{t('tickets.category')}</th>
                <th className="py-2 pr-3 font-medium">{t('tickets.statusLabel')}</th>
                <th className="py-2 font-medium">{t('tickets.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {d.list.map((x) => (
                <tr key={x.id} className="border-b border-line" data-testid="ticket-row">
                  <td className="py-3 pr-3">
                    <button
                      type="button"
                      className="text-left text-brand-600 hover:underline"
                      onClick={() => show(x.id)}
                    >
                      #{x.id} {x.title}
                    </button>
                  </td>
                  <td className="py-3 pr-3">{t(`tickets.categories.${x.category}`)}</td>
                  <td className="py-3 pr-3 whitespace-nowrap">{t(STATUS_KEYS[x.status] ?? '')}</td>
                  <td className="py-3 whitespace-nowrap text-ink-muted">
                    {formatZoned(x.updated_at, 'YYYY-MM-DD HH:mm')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            className="mt-4"
            label={t('tickets.pages')}
            page={page}
            pages={Math.max(1, Math.ceil(d.total / TICKET_PAGE_SIZE))}
            onPage={setPage}
          />
        </>
      )}
      <NewTicketDialog
        open={creating}
        onOpenChange={setCreating}
        onOpened={(id) => {
          setCreating(false);
          show(id);
        }}
      />
    </div>
  );
}
