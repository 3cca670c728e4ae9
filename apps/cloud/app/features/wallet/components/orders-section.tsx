/**
 * The cost center's top-up orders (`/balance_recharge/order_list`, permission cost-2-1): a status filter and a
 * paged table (order number, amount, payment method, status, created, paid).
 */
import { useId, useState } from 'react';
import type { ApiClient } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { formatZoned, formatMoney } from '@lanyun/ui/format';
import { useOrders } from '../hooks/use-cost-center';
import { ORDER_STATUS_LABELS, orderStatusLabel, payTypeLabel } from '../ledger';
import { CostSection, CostQueryTable, filterControl, td, type CostColumn } from './cost-table';

const STATUS_TONE: Record<string, string> = {
  '1': 'bg-warning/10 text-warning-strong',
  '2': 'bg-success/10 text-success-strong',
  '3': 'bg-surface text-ink-muted',
  '4': 'bg-danger/10 text-danger-strong',
};

/** The orders section; `allowed` false (sub-account without cost-2-1) shows the no-permission note instead. */
export function OrdersSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const { t } = useTranslation();
  const columns: readonly CostColumn[] = [
    { label: t('wallet.orders.colNumber') },
    { label: t('wallet.orders.colAmount'), align: 'right' },
    { label: t('wallet.orders.colMethod') },
    { label: t('wallet.orders.colStatus') },
    { label: t('wallet.orders.colCreated') },
    { label: t('wallet.orders.colPaid') },
  ];
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const orders = useOrders(api, page, status || undefined, allowed);
  const statusId = useId();

  const statusFilter = (
    <div className="flex items-center gap-2">
      <label htmlFor={statusId} className="text-xs text-ink-muted">
        {t('wallet.orders.status')}
      </label>
      <select
        id={statusId}
        value={status}
        onChange={(e) => {
          setStatus(Number(e.target.value));
          setPage(1);
        }}
        className={filterControl}
      >
        <option value={0}>{t('wallet.orders.allStatuses')}</option>
        {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <CostSection title={t('wallet.orders.title')} allowed={allowed} actions={statusFilter} alignActions="end">
      {(headingId) => (
        <CostQueryTable
          labelledBy={headingId}
          columns={columns}
          query={orders}
          emptyText={t('wallet.orders.empty')}
          pager={{ label: t('wallet.orders.pages'), page, onPage: setPage }}
          renderRow={(o) => (
            <tr key={o.order_num}>
              <td className={cn(td, 'font-mono text-xs')}>{o.order_num}</td>
              <td className={cn(td, 'text-right')}>{formatMoney(o.price)}</td>
              <td className={td}>{payTypeLabel(t, o.pay_type)}</td>
              <td className={td}>
                <span
                  className={cn(
                    'rounded px-2 py-0.5 text-xs',
                    STATUS_TONE[o.pay_status] ?? 'bg-surface text-ink-muted',
                  )}
                >
                  {orderStatusLabel(t, o.pay_status)}
                </span>
              </td>
              <td className={td}>{formatZoned(o.created_at, 'YYYY-MM-DD HH:mm:ss')}</td>
              <td className={td}>{formatZoned(o.paid_at, 'YYYY-MM-DD HH:mm:ss')}</td>
            </tr>
          )}
        />
      )}
    </CostSection>
  );
}
