/**
 * A customer's activity on their page: two tabs, the balance ledger and the orders, each paged on the server with its
 * total, page links and page size, the tab and page kept in the address (`../activity-state.ts`). Orders show what
 * was bought in words (the title the customer's cost center shows) above the order number; times are Beijing time.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorAfter } from '../../../lib/paging';
import { useTranslation } from '@lanyun/i18n/react';
import { formatMoney } from '@lanyun/ui/format';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import type { Column } from '../../../components/data-table';
import { PagedList } from '../../../components/list-toolbar';
import { When, zonedHeader } from '../../../components/when';
import type { Translate } from '../../../lib/i18n';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import { ACTIVITY_TABS, activityCodec, type ActivityTab } from '../activity-state';
import {
  CUSTOMERS_KEY,
  fetchLedger,
  fetchOrders,
  ledgerKindLabel,
  orderKindLabel,
  orderStatusLabel,
  type CustomerOrder,
  type LedgerEntry,
} from '../api/customers';

const signed = (v: string) =>
  v.startsWith('-') ? `-${formatMoney(v.slice(1))}` : Number(v) === 0 ? '0.00' : `+${formatMoney(v)}`;

const ledgerColumns = (t: Translate): Column<LedgerEntry>[] => [
  { header: zonedHeader(t('common.when'), t), cell: (e) => <When at={e.created_at} /> },
  { header: t('common.kind'), cell: (e) => ledgerKindLabel(e.kind, t) },
  {
    header: t('customers.cash'),
    cell: (e) => <span className="font-mono">{signed(e.balance_delta)}</span>,
    className: 'text-right',
  },
  {
    header: t('customers.gift'),
    cell: (e) => <span className="font-mono">{signed(e.give_delta)}</span>,
    className: 'text-right',
  },
  {
    header: t('customers.balanceAfter'),
    cell: (e) => (
      <span className="font-mono whitespace-nowrap">
        {formatMoney(e.balance_after)} + {formatMoney(e.give_after)}
      </span>
    ),
    className: 'text-right',
  },
  {
    header: t('customers.memo'),
    cell: (e) => (
      <>
        {e.memo}
        <div className="text-xs text-ink-muted">
          {e.ref_type} {e.ref_id}
          {e.operator_id ? ` · ${t('customers.byOperator', { id: e.operator_id })}` : ''}
        </div>
      </>
    ),
  },
];

const orderColumns = (t: Translate): Column<CustomerOrder>[] => [
  {
    header: t('customers.order'),
    cell: (o) => (
      <>
        <div>{o.title || orderKindLabel(o.kind, t)}</div>
        <div className="font-mono text-xs text-ink-muted">{o.order_num}</div>
      </>
    ),
  },
  { header: t('common.kind'), cell: (o) => orderKindLabel(o.kind, t) },
  {
    header: t('customers.amount'),
    cell: (o) => <span className="font-mono">{formatMoney(o.amount)}</span>,
    className: 'text-right',
  },
  { header: t('common.status'), cell: (o) => orderStatusLabel(o.status, t) },
  { header: zonedHeader(t('common.created'), t), cell: (o) => <When at={o.created_at} /> },
];

/** See the module docstring; `id` is the customer's account id. */
export function CustomerActivity({ id }: { id: number }) {
  const { t } = useTranslation();
  const { api } = useOps();
  const { state, update, hrefOf } = useListState(activityCodec);
  const key = [...CUSTOMERS_KEY, id];
  const cache = useQueryClient();
  // The page after one already read is read by its cursor (the address keeps `?page=`).
  const after = (tab: ActivityTab) =>
    cursorAfter(
      state.page,
      cache.getQueryData<{ next_cursor?: string | null; page?: number }>([...key, tab, state.page - 1, state.size]),
    );
  const ledger = useQuery({
    queryKey: [...key, 'ledger', state.page, state.size],
    queryFn: () => fetchLedger(api, id, state.page, state.size, after('ledger')),
    enabled: state.tab === 'ledger',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const orders = useQuery({
    queryKey: [...key, 'orders', state.page, state.size],
    queryFn: () => fetchOrders(api, id, state.page, state.size, after('orders')),
    enabled: state.tab === 'orders',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const paging = {
    page: state.page,
    size: state.size,
    hrefOf,
    onPageSize: (size: number) => update({ size }),
  };
  return (
    <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as ActivityTab })} className="mt-2">
      <TabsList aria-label={t('customers.activity')}>
        {ACTIVITY_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`customers.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="ledger">
        <PagedList
          caption={t('customers.ledger')}
          columns={ledgerColumns(t)}
          rows={ledger.data?.list}
          rowKey={(e) => e.id}
          loading={ledger.isLoading}
          empty={t('customers.ledgerEmpty')}
          failure={ledger.isError ? ledger : undefined}
          total={ledger.data?.total}
          totalCapped={ledger.data?.total_capped}
          busy={ledger.isFetching}
          {...paging}
        />
      </TabsContent>
      <TabsContent value="orders">
        <PagedList
          caption={t('customers.orders')}
          columns={orderColumns(t)}
          rows={orders.data?.list}
          rowKey={(o) => o.order_num}
          loading={orders.isLoading}
          empty={t('customers.ordersEmpty')}
          failure={orders.isError ? orders : undefined}
          total={orders.data?.total}
          totalCapped={orders.data?.total_capped}
          busy={orders.isFetching}
          {...paging}
        />
      </TabsContent>
    </Tabs>
  );
}
