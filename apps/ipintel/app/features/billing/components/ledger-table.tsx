/** The wallet's ledger (the account's invoices and payments), newest first, 10 a page. */
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatTime } from '../../../lib/time';
import { AccountTable, type AccountColumn } from '../../../components/account-table';
import type { LedgerPage } from '../api/billing';

/** The ledger's columns, headed in the language of `t`. */
function ledgerColumns(t: (key: string) => string): AccountColumn<LedgerPage['list'][number]>[] {
  return [
    {
      header: t('billing.time'),
      cell: (e) => formatTime(e.created_at),
      className: 'text-ink-soft',
    },
    { header: t('billing.what'), cell: (e) => e.memo || e.kind, className: 'text-ink' },
    { header: t('billing.amount'), align: 'right', cell: (e) => e.amount, className: 'font-mono' },
    { header: t('billing.giftAmount'), align: 'right', cell: (e) => e.give_amount, className: 'font-mono' },
    { header: t('billing.balanceAfter'), align: 'right', cell: (e) => e.balance_after, className: 'font-mono' },
  ];
}

/** The ledger card: one page of entries and, with more than one page, previous/next. */
export function LedgerTable({ page, onPage }: { page: LedgerPage | null; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label={t('billing.ledger')}>
      <h2 className="text-lg font-semibold text-ink">{t('billing.ledger')}</h2>
      <AccountTable
        columns={ledgerColumns(t)}
        rows={page?.list ?? []}
        rowKey={(e) => e.id}
        loading={!page}
        empty={t('billing.noEntries')}
      />
      {pages > 1 && page ? (
        <div className="mt-3 flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            {t('billing.previous')}
          </Button>
          <span className="text-ink-muted">
            {page.page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
            {t('billing.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
