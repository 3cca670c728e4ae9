/**
 * The shared {@link Pager} of the cost center's tables with the row count ("12 entries · Page 1 of 2"; `label` names
 * the navigation, e.g. "Ledger pages"). Hidden when there are no rows.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { formatNumber } from '@lanyun/ui/format';
import { Pager } from '@lanyun/ui/pager';
import { pageCount } from '../ledger';

/** Pager of a table with `total` rows; `capped`: the API counted only up to `total` and there are more ("10,000+"). */
export function TablePager({
  label,
  page,
  total,
  capped,
  pageSize,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  capped?: boolean;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  return (
    <Pager
      label={label}
      page={page}
      pages={pageCount(total, pageSize)}
      onPage={onPage}
      summary={t('wallet.entries', { count: total, formatted: `${formatNumber(total)}${capped ? '+' : ''}` })}
      className="mt-3"
    />
  );
}
