/**
 * The support queue: tickets paged on the server, by status (default every ticket not closed), searched (title,
 * account, ticket id), sorted (most urgent, or by opening) and exported as CSV, all kept in the URL
 * (`lib/list-state.ts`); `?id=` opens one.
 */
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import type { Column } from '../../../components/data-table';
import { ListToolbar, PagedList } from '../../../components/list-toolbar';
import { StatusFilter } from '../../../components/status-filter';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import {
  TICKETS_KEY,
  TICKET_FILTERS,
  TICKET_LIST,
  fetchTickets,
  ticketExportHref,
  type TicketItem,
} from '../api/tickets';
import { TicketView } from './ticket-view';

export function TicketQueue() {
  const { t } = useTranslation();
  const { api } = useOps();
  const [params, setParams] = useSearchParams();
  const { state, update, hrefOf } = useListState(TICKET_LIST);
  const openId = Number(params.get('id')) || null;
  const list = useQuery({
    queryKey: [...TICKETS_KEY, state],
    queryFn: () => fetchTickets(api, state),
    placeholderData: keepPreviousData,
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
      header: zonedHeader(t('tickets.updated'), t),
      cell: (x) => <When at={x.updated_at} />,
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
        value={state.status}
        options={TICKET_FILTERS.map((o) => ({ value: o.value as number, label: t(o.labelKey) }))}
        onChange={(v) => update({ status: v })}
      />
      <ListToolbar
        searchLabel={t('tickets.searchLabel')}
        q={state.q}
        onSearch={(q) => update({ q })}
        sorts={[
          { value: 'urgency:desc', label: t('tickets.sortUrgency') },
          { value: 'id:desc', label: t('common.list.sort.id_desc') },
          { value: 'id:asc', label: t('common.list.sort.id_asc') },
        ]}
        sort={`${state.sort}:${state.sort === 'urgency' ? 'desc' : state.order}`}
        onSort={(v) => {
          const [sort, order] = v.split(':') as ['urgency' | 'id', 'asc' | 'desc'];
          update({ sort, order });
        }}
        exportHref={ticketExportHref(state)}
      />
      {list.isError ? (
        <div role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-sm">
          <p className="text-danger-strong">
            {t('tickets.loadFailed')}: {list.error.message}
          </p>
          <Button className="mt-2" size="sm" variant="outline" onClick={() => void list.refetch()}>
            {t('tickets.retry')}
          </Button>
        </div>
      ) : (
        <PagedList
          caption={t('tickets.caption')}
          columns={columns}
          rows={list.data?.list}
          rowKey={(x) => x.id}
          loading={list.isLoading}
          empty={state.q ? t('common.list.noMatch') : t('tickets.empty')}
          page={state.page}
          size={state.size}
          total={list.data?.total}
          hrefOf={hrefOf}
          onPageSize={(size) => update({ size })}
          busy={list.isFetching}
        />
      )}
    </>
  );
}
