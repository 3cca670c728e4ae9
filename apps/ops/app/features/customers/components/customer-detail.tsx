/**
 * One customer: profile (with the number of sub-accounts, or a link to the main account), the balance ledger and the orders (each paged), and — for finance — "Adjust
 * balance". Everything is read from the API; nothing here changes the account except the adjustment.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@lanyun/ui/button';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
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

const signed = (v: string) => (v.startsWith('-') ? `-${formatMoney(v.slice(1))}` : Number(v) === 0 ? '0.00' : `+${formatMoney(v)}`);

const LEDGER_COLUMNS: Column<LedgerEntry>[] = [
  { header: 'When', cell: (e) => formatDate(e.created_at, 'YYYY-MM-DD HH:mm') },
  { header: 'Kind', cell: (e) => e.kind },
  { header: 'Cash (¥)', cell: (e) => <span className="font-mono">{signed(e.balance_delta)}</span>, className: 'text-right' },
  { header: 'Gift (¥)', cell: (e) => <span className="font-mono">{signed(e.give_delta)}</span>, className: 'text-right' },
  { header: 'Balance after', cell: (e) => <span className="font-mono">{formatMoney(e.balance_after)} + {formatMoney(e.give_after)}</span>, className: 'text-right' },
  { header: 'Memo', cell: (e) => <>{e.memo}<div className="text-xs text-ink-muted">{e.ref_type} {e.ref_id}{e.operator_id ? ` · operator #${e.operator_id}` : ''}</div></> },
];

const ORDER_COLUMNS: Column<CustomerOrder>[] = [
  { header: 'Order', cell: (o) => <span className="font-mono text-xs">{o.order_num}</span> },
  { header: 'Kind', cell: (o) => o.kind },
  { header: 'Amount (¥)', cell: (o) => <span className="font-mono">{formatMoney(o.amount)}</span>, className: 'text-right' },
  { header: 'Status', cell: (o) => orderStatusLabel(o.status) },
  { header: 'Created', cell: (o) => formatDate(o.created_at, 'YYYY-MM-DD HH:mm') },
];

export function CustomerDetailView({ id }: { id: number }) {
  const { api, can } = useOps();
  const queryClient = useQueryClient();
  const [ledgerPage, setLedgerPage] = useState(1);
  const [ordersPage, setOrdersPage] = useState(1);
  const [adjusting, setAdjusting] = useState(false);
  const key = [...CUSTOMERS_KEY, id];
  const detail = useQuery({ queryKey: [...key, 'detail'], queryFn: () => fetchCustomer(api, id), staleTime: 0 });
  const ledger = useQuery({ queryKey: [...key, 'ledger', ledgerPage], queryFn: () => fetchLedger(api, id, ledgerPage), staleTime: 0 });
  const orders = useQuery({ queryKey: [...key, 'orders', ordersPage], queryFn: () => fetchOrders(api, id, ordersPage), staleTime: 0 });
  if (detail.isLoading) return <p className="text-ink-muted">Loading…</p>;
  const c = detail.data?.customer;
  if (!c) {
    return (
      <p role="alert" className="rounded-md bg-white p-6 text-ink-soft">
        No such customer. <UiLink href="/customers" className="text-brand-600 underline">Search again</UiLink>
      </p>
    );
  }
  const rows: Array<[string, string]> = [
    ['Account', c.user_name],
    ['Name', c.name || '-'],
    ['E-mail', c.email ?? '-'],
    ['Phone', c.phone ?? '-'],
    ['Type', c.pid ? `Sub-account of #${c.pid}` : `Main account, ${detail.data?.sub_accounts ?? 0} sub-accounts`],
    ['Verification', verificationLabel(c.authentication_status, c.authentication_type)],
    ['Cash balance', `¥${formatMoney(c.balance)}`],
    ['Gift balance', `¥${formatMoney(c.give_balance)}`],
    ['Signed up', formatDate(c.created_at, 'YYYY-MM-DD HH:mm')],
    ['State', c.disabled ? 'Disabled' : 'Active'],
  ];
  return (
    <>
      <PageHeader
        title={`Customer #${c.id}`}
        description={c.user_name}
        actions={can('balance-adjust') ? <Button onClick={() => setAdjusting(true)}>Adjust balance</Button> : undefined}
      />
      <section aria-label="Profile" className="mb-8 rounded-lg border border-line bg-white p-5">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 text-sm md:grid-cols-[max-content_1fr_max-content_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-soft">{k}</dt>
              <dd>{k === 'Type' && c.pid ? <UiLink href={`/customers/${c.pid}`} className="text-brand-600 underline">{v}</UiLink> : v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h2 className="mb-3 font-semibold">Balance ledger</h2>
      <DataTable caption="Balance ledger" columns={LEDGER_COLUMNS} rows={ledger.data?.list} rowKey={(e) => e.id} loading={ledger.isLoading} empty="No ledger entries" />
      <Pager page={ledgerPage} pageSize={CUSTOMER_PAGE_SIZE} total={ledger.data?.total ?? 0} onPage={setLedgerPage} />
      <h2 className="mt-8 mb-3 font-semibold">Orders</h2>
      <DataTable caption="Orders" columns={ORDER_COLUMNS} rows={orders.data?.list} rowKey={(o) => o.order_num} loading={orders.isLoading} empty="No orders" />
      <Pager page={ordersPage} pageSize={CUSTOMER_PAGE_SIZE} total={orders.data?.total ?? 0} onPage={setOrdersPage} />
      <AdjustDialog
        open={adjusting}
        onOpenChange={setAdjusting}
        customer={c.user_name}
        onAdjust={async (b, g, reason) => {
          const done = await adjustBalance(api, c.id, b, g, reason);
          if (done) await queryClient.invalidateQueries({ queryKey: key });
          return done !== null;
        }}
      />
    </>
  );
}
