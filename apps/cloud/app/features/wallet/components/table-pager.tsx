/**
 * "Previous" / "Next" buttons with "Page n of m" for the cost center's tables (`label` names the navigation, e.g.
 * "Ledger pages"). Hidden when there are no rows.
 */
import { Button } from '@lanyun/ui/button';
import { formatNumber } from '@lanyun/ui/format';
import { pageCount } from '../ledger';

/** Pager of a table with `total` rows. */
export function TablePager({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  if (total <= 0) return null;
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-3 text-sm text-ink-soft">
      <span>
        {formatNumber(total)} {total === 1 ? 'entry' : 'entries'} · Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
