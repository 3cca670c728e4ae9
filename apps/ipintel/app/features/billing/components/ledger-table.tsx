/** The wallet's ledger (the account's invoices and payments), newest first, 10 a page. */
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { AccountTable, type AccountColumn } from '../../../components/account-table';
import type { LedgerPage } from '../api/billing';

const COLUMNS: AccountColumn<LedgerPage['list'][number]>[] = [
  { header: 'Time', cell: (e) => formatDate(e.created_at, 'YYYY-MM-DD HH:mm'), className: 'text-ink-soft' },
  { header: 'What', cell: (e) => e.memo || e.kind, className: 'text-ink' },
  { header: 'Amount (¥)', align: 'right', cell: (e) => e.amount, className: 'font-mono' },
  { header: 'Gift (¥)', align: 'right', cell: (e) => e.give_amount, className: 'font-mono' },
  { header: 'Balance after (¥)', align: 'right', cell: (e) => e.balance_after, className: 'font-mono' },
];

/** The ledger card: one page of entries and, with more than one page, previous/next. */
export function LedgerTable({ page, onPage }: { page: LedgerPage | null; onPage: (n: number) => void }) {
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label="Ledger">
      <h2 className="text-lg font-semibold text-ink">Ledger</h2>
      <AccountTable columns={COLUMNS} rows={page?.list ?? []} rowKey={(e) => e.id} loading={!page} empty="No entries yet." />
      {pages > 1 && page ? (
        <div className="mt-3 flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            Previous
          </Button>
          <span className="text-ink-muted">
            {page.page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}
