/**
 * The cost center's top-up orders (`/balance_recharge/order_list`, permission cost-2-1): a status filter and a
 * paged table (order number, amount, payment method, status, created, paid).
 */
import { useId, useState } from 'react';
import type { ApiClient } from '@lanyun/api-sdk';
import { cn } from '@lanyun/ui/cn';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { COST_PAGE_SIZE, useOrders } from '../hooks/use-cost-center';
import { ORDER_STATUS_LABELS, orderStatusLabel, payTypeLabel } from '../ledger';
import { TablePager, td, th } from './table-pager';

const STATUS_TONE: Record<string, string> = {
  '1': 'bg-warning/10 text-warning',
  '2': 'bg-success/10 text-success',
  '3': 'bg-surface text-ink-muted',
  '4': 'bg-danger/10 text-danger',
};

/** The orders section; `allowed` false (sub-account without cost-2-1) shows the no-permission note instead. */
export function OrdersSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const orders = useOrders(api, page, status || undefined, allowed);
  const ids = { heading: useId(), status: useId() };
  const rows = orders.data?.list ?? [];

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border border-line p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={ids.heading} className="text-lg font-semibold text-ink">
          Top-up orders
        </h2>
        {allowed ? (
          <div className="flex items-center gap-2">
            <label htmlFor={ids.status} className="text-xs text-ink-muted">
              Status
            </label>
            <select
              id={ids.status}
              value={status}
              onChange={(e) => {
                setStatus(Number(e.target.value));
                setPage(1);
              }}
              className="h-9 rounded-md border border-line bg-white px-2 text-sm focus:border-brand-500 focus:outline-none"
            >
              <option value={0}>All statuses</option>
              {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {!allowed ? (
        <p className="mt-4 text-sm text-ink-muted">You currently have no permission, please contact the main account to enable it</p>
      ) : (
        <>
          {/* w-0 + min-w-full: the table scrolls inside the card instead of widening the page. */}
          <div className="mt-4 w-0 min-w-full overflow-x-auto">
            <table aria-labelledby={ids.heading} className="w-full border-collapse">
              <thead>
                <tr>
                  <th className={th}>Order number</th>
                  <th className={cn(th, 'text-right')}>Amount (yuan)</th>
                  <th className={th}>Payment method</th>
                  <th className={th}>Status</th>
                  <th className={th}>Created</th>
                  <th className={th}>Paid</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.order_num}>
                    <td className={cn(td, 'font-mono text-xs')}>{o.order_num}</td>
                    <td className={cn(td, 'text-right')}>{formatMoney(o.price)}</td>
                    <td className={td}>{payTypeLabel(o.pay_type)}</td>
                    <td className={td}>
                      <span className={cn('rounded px-2 py-0.5 text-xs', STATUS_TONE[o.pay_status] ?? 'bg-surface text-ink-muted')}>
                        {orderStatusLabel(o.pay_status)}
                      </span>
                    </td>
                    <td className={td}>{formatDate(o.created_at, 'YYYY-MM-DD HH:mm:ss')}</td>
                    <td className={td}>{formatDate(o.paid_at, 'YYYY-MM-DD HH:mm:ss')}</td>
                  </tr>
                ))}
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="px-3 py-8 text-center text-sm text-ink-muted">
                      {orders.isFetching ? 'Loading…' : 'No top-up orders'}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <TablePager label="Order pages" page={page} total={orders.data?.total ?? 0} pageSize={COST_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
