/** The support queue: tickets by status (URL `?status=`, default every ticket not closed), `?id=` opens one. */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { StatusFilter } from '../../../components/status-filter';
import { useListParams } from '../../../lib/use-list-params';
import { useOps } from '../../auth/ops-session';
import { TICKETS_KEY, TICKET_FILTERS, TICKET_PAGE_SIZE, fetchTickets, type TicketItem } from '../api/tickets';
import { TicketView } from './ticket-view';

export function TicketQueue() {
  const { t } = useTranslation();
  const { api } = useOps();
  const [params, setParams] = useSearchParams();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 0);
  const openId = Number(params.get('id')) || null;
  const list = useQuery({
    queryKey: [...TICKETS_KEY, status, page],
    queryFn: () => fetchTickets(api, status, page),
    staleTime: 0,
    retry: false,
    enabled: openId === null,
  });
  const show = (id: number | null) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (id === null) n.delete('id');
      else n.set('id', String(id));
      return n;
    });
  if (openId !== null) return <TicketView id={openId} onBack={() => show(null)} />;
  const columns: Column<TicketItem>[] = [
    {
      header: t('tickets.updated'),
      cell: (x) => <span className="whitespace-nowrap">{formatDate(x.updated_at, 'YYYY-MM-DD HH:mm')}</span>,
    },
    { header: t('tickets.customer'), cell: (x) => x.user_name ?? '' },
    {
      header: t('tickets.title'),
      cell: (x) => (
        <button type="button" className="text-left text-brand-600 hover:underline" onClick={() => show(x.id)}>
          #{x.id} {x.title}
        </button>
      ),
    },
    { header: t('tickets.category'), cell: (x) => t(`tickets.categories.${x.category}`) },
    { header: t('tickets.priority'), cell: (x) => t(`tickets.priorities.${x.priority}`) },
    {
      header: t('tickets.statusLabel'),
      cell: (x) => <span className="whitespace-nowrap">{t(`tickets.status.${x.status}`)}</span>,
    },
  ];
  return (
    <>
      <StatusFilter
        label={t('tickets.statusLabel')}
        value={status}
        options={TICKET_FILTERS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        onChange={setFilter}
      />
      {list.isError ? (
        <div role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-sm">
          <p className="text-danger">
            {t('tickets.loadFailed')}: {list.error.message}
          </p>
          <Button className="mt-2" size="sm" variant="outline" onClick={() => void list.refetch()}>
            {t('tickets.retry')}
          </Button>
        </div>
      ) : (
        <>
          <DataTable
            caption={t('tickets.caption')}
            columns={columns}
            rows={list.data?.list}
            rowKey={(x) => x.id}
            loading={list.isLoading}
            empty={t('tickets.empty')}
          />
          <Pager page={page} pageSize={TICKET_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
        </>
      )}
    </>
  );
}
