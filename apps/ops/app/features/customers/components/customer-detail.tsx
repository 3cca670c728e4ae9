/**
 * One customer: profile (with the number of sub-accounts, or a link to the main account), the balance ledger and the orders (each paged), and — for finance — "Adjust
 * balance". Everything is read from the API; nothing here changes the account except the adjustment.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import type { Translate } from '../../../lib/i18n';
import { useOps } from '../../auth/ops-session';
import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMERS_KEY,
  adjustBalance,
  fetchCustomer,
  fetchLedger,
  fetchOrders,
  orderStatusLabel,
  verificationLabel,
  type CustomerOrder,
  type LedgerEntry,
} from '../api/customers';
import { AdjustDialog } from './adjust-dialog';
import { QueryError } from '@lanyun/ui/query-error';
import { ApiError } from '@lanyun/api-sdk';

const signed = (v: string) =>
  v.startsWith('-') ? `-${formatMoney(v.slice(1))}` : Number(v) === 0 ? '0.00' : `+${formatMoney(v)}`;

const ledgerColumns = (t: Translate): Column<LedgerEntry>[] => [
  { header: t('common.when'), cell: (e) => formatDate(e.created_at, 'YYYY-MM-DD HH:mm') },
  { header: t('common.kind'), cell: (e) => e.kind },
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
      <span className="font-mono">
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
  { header: t('customers.order'), cell: (o) => <span className="font-mono text-xs">{o.order_num}</span> },
  { header: t('common.kind'), cell: (o) => o.kind },
  {
    header: t('customers.amount'),
    cell: (o) => <span className="font-mono">{formatMoney(o.amount)}</span>,
    className: 'text-right',
  },
  { header: t('common.status'), cell: (o) => orderStatusLabel(o.status, t) },
  { header: t('common.created'), cell: (o) => formatDate(o.created_at, 'YYYY-MM-DD HH:mm') },
];

export function CustomerDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const queryClient = useQueryClient();
  const [ledgerPage, setLedgerPage] = useState(1);
  const [ordersPage, setOrdersPage] = useState(1);
  const [adjusting, setAdjusting] = useState(false);
  const key = [...CUSTOMERS_KEY, id];
  const detail = useQuery({ queryKey: [...key, 'detail'], queryFn: () => fetchCustomer(api, id), staleTime: 0 });
  const ledger = useQuery({
    queryKey: [...key, 'ledger', ledgerPage],
    queryFn: () => fetchLedger(api, id, ledgerPage),
    staleTime: 0,
  });
  const orders = useQuery({
    queryKey: [...key, 'orders', ordersPage],
    queryFn: () => fetchOrders(api, id, ordersPage),
    staleTime: 0,
  });
  if (detail.isLoading) return <p className="text-ink-muted">{t('common.loading')}</p>;
  // An unknown customer is the API's 404 ("not found" below); any other failure is shown with a retry.
  if (detail.isError && !(detail.error instanceof ApiError && detail.error.code === 404))
    return <QueryError query={detail} />;
  const c = detail.data?.customer;
  if (!c) {
    return (
      <p role="alert" className="rounded-md bg-white p-6 text-ink-soft">
        {t('customers.notFound')}{' '}
        <UiLink href="/customers" className="text-brand-600 underline">
          {t('customers.searchAgain')}
        </UiLink>
      </p>
    );
  }
  // [label, value, links to the main account]
  const rows: Array<[string, string, boolean?]> = [
    [t('customers.account'), c.user_name],
    [t('common.name'), c.name || '-'],
    [t('common.email'), c.email ?? '-'],
    [t('customers.phone'), c.phone ?? '-'],
    [
      t('common.type'),
      c.pid
        ? t('customers.subAccountOf', { id: c.pid })
        : t('customers.mainAccountWithSubs', { count: detail.data?.sub_accounts ?? 0 }),
      Boolean(c.pid),
    ],
    [t('customers.verification'), verificationLabel(c.authentication_status, c.authentication_type, t)],
    [t('customers.cashBalance'), `¥${formatMoney(c.balance)}`],
    [t('customers.giftBalance'), `¥${formatMoney(c.give_balance)}`],
    [t('customers.signedUp'), formatDate(c.created_at, 'YYYY-MM-DD HH:mm')],
    [t('customers.state'), c.disabled ? t('common.disabled') : t('common.active')],
  ];
  return (
    <>
      <PageHeader
        title={t('customers.title', { id: c.id })}
        description={c.user_name}
        actions={
          can('balance-adjust') ? (
            <Button onClick={() => setAdjusting(true)}>{t('customers.adjust.open')}</Button>
          ) : undefined
        }
      />
      <section aria-label={t('customers.profile')} className="mb-8 rounded-lg border border-line bg-white p-5">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 text-sm md:grid-cols-[max-content_1fr_max-content_1fr]">
          {rows.map(([k, v, toMain]) => (
            <div key={k} className="contents">
              <dt className="text-ink-soft">{k}</dt>
              <dd>
                {toMain && c.pid ? (
                  <UiLink href={`/customers/${c.pid}`} className="text-brand-600 underline">
                    {v}
                  </UiLink>
                ) : (
                  v
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <h2 className="mb-3 font-semibold">{t('customers.ledger')}</h2>
      <DataTable
        caption={t('customers.ledger')}
        columns={ledgerColumns(t)}
        rows={ledger.data?.list}
        rowKey={(e) => e.id}
        loading={ledger.isLoading}
        empty={t('customers.ledgerEmpty')}
        failure={ledger.isError ? ledger : undefined}
      />
      <Pager page={ledgerPage} pageSize={CUSTOMER_PAGE_SIZE} total={ledger.data?.total ?? 0} onPage={setLedgerPage} />
      <h2 className="mt-8 mb-3 font-semibold">{t('customers.orders')}</h2>
      <DataTable
        caption={t('customers.orders')}
        columns={orderColumns(t)}
        rows={orders.data?.list}
        rowKey={(o) => o.order_num}
        loading={orders.isLoading}
        empty={t('customers.ordersEmpty')}
        failure={orders.isError ? orders : undefined}
      />
      <Pager page={ordersPage} pageSize={CUSTOMER_PAGE_SIZE} total={orders.data?.total ?? 0} onPage={setOrdersPage} />
      <AdjustDialog
        open={adjusting}
        onOpenChange={setAdjusting}
        customer={c.user_name}
        onAdjust={async (b, g, reason) => {
          const done = await adjustBalance(api, c.id, b, g, reason, t('customers.adjust.done'));
          if (done) await queryClient.invalidateQueries({ queryKey: key });
          return done !== null;
        }}
      />
    </>
  );
}
