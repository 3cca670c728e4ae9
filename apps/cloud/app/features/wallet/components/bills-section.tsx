/**
 * The cost center's bills and orders (issue 19): monthly bills (`/balance_recharge/bill_list`, totals by product per
 * Asia/Shanghai month, with the CSV and the month's PDF to download; key cost-1-1), purchase orders
 * (`/balance_recharge/purchase_order_list`, ECS, cloud phone and IP plan orders; key cost-2-1) and the declared
 * bank transfers with their status (`/balance_recharge/bank_transfer_list`; key cost-2-1). Amounts are yuan strings.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryData, type ApiClient } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { formatZoned, formatMoney } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { COST_PAGE_SIZE, cursorAfter } from '../hooks/use-cost-center';
import { CostSection, CostQueryTable, CostTable, td, type CostColumn } from './cost-table';

const PRODUCTS = ['ecs', 'phone', 'ipintel', 'other'] as const;

/**
 * Saves `path` of the API (through the site's /api proxy) as `fileName`, asked in the page language `lang` (the CSV
 * header and the PDF labels follow it); a JSON answer is shown as a warning.
 */
async function download(api: ApiClient, path: string, fileName: string, failed: string, lang: string) {
  try {
    const res = await fetch(`${api.baseUrl.replace(/\/+$/, '')}${path}`, {
      headers: { channel: 'pc', 'accept-language': lang },
    });
    if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) {
      const body = (await res.json().catch(() => null)) as { msg?: string } | null;
      toast.warning(body?.msg || failed);
      return;
    }
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 1_000);
  } catch {
    toast.warning(failed);
  }
}

const linkButton = 'text-sm text-brand-600 hover:underline';

/** Monthly bills: one row per month, a column per product, the total and the downloads. */
export function BillsSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const { t, i18n } = useTranslation();
  const bills = useQuery({
    queryKey: ['wallet', 'bills'],
    queryFn: () => queryData(api, '/balance_recharge/bill_list', { months: 12 }),
    enabled: allowed,
    staleTime: 10_000,
  });
  const failed = t('wallet.bills.downloadFailed');
  const columns: readonly CostColumn[] = [
    { label: t('wallet.bills.colMonth') },
    ...PRODUCTS.map((p) => ({ label: t(`wallet.products.${p}`), align: 'right' as const })),
    { label: t('wallet.bills.colTotal'), align: 'right' },
    { label: t('wallet.bills.colDownload') },
  ];
  const csv = (
    <button
      type="button"
      className={linkButton}
      onClick={() => void download(api, '/balance_recharge/bills.csv', 'bills.csv', failed, i18n.language)}
    >
      {t('wallet.bills.csv')}
    </button>
  );
  const list = bills.data?.list ?? [];
  return (
    <CostSection title={t('wallet.bills.title')} allowed={allowed} actions={csv}>
      {(headingId) => (
        <>
          <p className="mt-1 text-xs text-ink-muted">{t('wallet.bills.note')}</p>
          <CostTable
            labelledBy={headingId}
            columns={columns}
            rows={list}
            failure={bills.isError ? bills : undefined}
            loading={bills.isFetching}
            emptyText={t('wallet.bills.empty')}
            pager={{ label: t('wallet.bills.pages'), page: 1, total: list.length, onPage: () => undefined }}
            renderRow={(b) => (
              <tr key={b.month} data-testid={`bill-${b.month}`}>
                <td className={td}>{b.month}</td>
                {PRODUCTS.map((p) => {
                  const line = b.lines.find((l) => l.product === p);
                  return (
                    <td key={p} className={cn(td, 'text-right')}>
                      {line ? formatMoney(line.amount) : '—'}
                    </td>
                  );
                })}
                <td className={cn(td, 'text-right font-medium')}>{formatMoney(b.total)}</td>
                <td className={cn(td, 'space-x-3')}>
                  <button
                    type="button"
                    className={linkButton}
                    onClick={() =>
                      void download(
                        api,
                        `/balance_recharge/bills.csv?month=${b.month}`,
                        `bills-${b.month}.csv`,
                        failed,
                        i18n.language,
                      )
                    }
                  >
                    CSV
                  </button>
                  <button
                    type="button"
                    className={linkButton}
                    onClick={() =>
                      void download(
                        api,
                        `/balance_recharge/bill.pdf?month=${b.month}`,
                        `bill-${b.month}.pdf`,
                        failed,
                        i18n.language,
                      )
                    }
                  >
                    PDF
                  </button>
                </td>
              </tr>
            )}
          />
        </>
      )}
    </CostSection>
  );
}

const ORDER_TONE: Record<string, string> = {
  paid: 'bg-success/10 text-success-strong',
  refunded: 'bg-surface text-ink-muted',
  partially_refunded: 'bg-warning/10 text-warning-strong',
};

/** Purchase orders of ECS, cloud phones and IP plans, newest first. */
export function PurchaseOrdersSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const cache = useQueryClient();
  const keyOf = (p: number) => ['wallet', 'purchase-orders', p];
  const orders = useQuery({
    queryKey: keyOf(page),
    // The page after one already read is read by its cursor.
    queryFn: () =>
      queryData(api, '/balance_recharge/purchase_order_list', {
        page,
        page_size: COST_PAGE_SIZE,
        cursor: cursorAfter(cache, page, keyOf),
      }),
    enabled: allowed,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const columns: readonly CostColumn[] = [
    { label: t('wallet.purchases.colNumber') },
    { label: t('wallet.purchases.colProduct') },
    { label: t('wallet.purchases.colAmount'), align: 'right' },
    { label: t('wallet.purchases.colRefunded'), align: 'right' },
    { label: t('wallet.purchases.colStatus') },
    { label: t('wallet.purchases.colCreated') },
  ];
  return (
    <CostSection title={t('wallet.purchases.title')} allowed={allowed}>
      {(headingId) => (
        <CostQueryTable
          labelledBy={headingId}
          columns={columns}
          query={orders}
          emptyText={t('wallet.purchases.empty')}
          pager={{ label: t('wallet.purchases.pages'), page, onPage: setPage }}
          renderRow={(o) => (
            <tr key={o.order_num}>
              <td className={cn(td, 'font-mono text-xs')}>{o.order_num}</td>
              <td className={td}>
                <div>{t(`wallet.purchases.kinds.${o.kind}`, { defaultValue: t(`wallet.products.${o.product}`) })}</div>
                {o.title ? <div className="text-xs text-ink-soft">{o.title}</div> : null}
              </td>
              <td className={cn(td, 'text-right')}>{formatMoney(o.amount)}</td>
              <td className={cn(td, 'text-right')}>{formatMoney(o.refunded)}</td>
              <td className={td}>
                <span className={cn('rounded px-2 py-0.5 text-xs', ORDER_TONE[o.status])}>
                  {t(`wallet.purchases.status.${o.status}`)}
                </span>
              </td>
              <td className={td}>{formatZoned(o.created_at, 'YYYY-MM-DD HH:mm:ss')}</td>
            </tr>
          )}
        />
      )}
    </CostSection>
  );
}

const TRANSFER_TONE: Record<number, string> = {
  1: 'bg-warning/10 text-warning-strong',
  2: 'bg-success/10 text-success-strong',
  3: 'bg-danger/10 text-danger-strong',
};
const TRANSFER_STATUS: Record<number, string> = { 1: 'pending', 2: 'credited', 3: 'rejected' };

/** The declared bank transfers with their status (pending, credited, rejected) and finance's note. */
export function BankTransfersSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const transfers = useQuery({
    queryKey: ['wallet', 'bank-transfers', page],
    queryFn: () => queryData(api, '/balance_recharge/bank_transfer_list', { page, page_size: COST_PAGE_SIZE }),
    enabled: allowed,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const columns: readonly CostColumn[] = [
    { label: t('wallet.transfers.colCreated') },
    { label: t('wallet.transfers.colAmount'), align: 'right' },
    { label: t('wallet.transfers.colPayer') },
    { label: t('wallet.transfers.colStatus') },
    { label: t('wallet.transfers.colNote') },
  ];
  return (
    <CostSection title={t('wallet.transfers.title')} allowed={allowed}>
      {(headingId) => (
        <CostQueryTable
          labelledBy={headingId}
          columns={columns}
          query={transfers}
          emptyText={t('wallet.transfers.empty')}
          pager={{ label: t('wallet.transfers.pages'), page, onPage: setPage }}
          renderRow={(b) => (
            <tr key={b.id}>
              <td className={td}>{formatZoned(b.created_at, 'YYYY-MM-DD HH:mm:ss')}</td>
              <td className={cn(td, 'text-right')}>{formatMoney(b.amount)}</td>
              <td className={td}>{b.payer_name}</td>
              <td className={td}>
                <span className={cn('rounded px-2 py-0.5 text-xs', TRANSFER_TONE[b.status])}>
                  {t(`wallet.transfers.status.${TRANSFER_STATUS[b.status] ?? 'pending'}`)}
                </span>
              </td>
              <td className={cn(td, 'whitespace-normal')}>{b.note ?? ''}</td>
            </tr>
          )}
        />
      )}
    </CostSection>
  );
}
