import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { formatMoney } from '@lanyun/ui/format';

/**
 * The order pages' bar on a phone (below the `lg` breakpoint, where the order summary sits under the long form): fixed
 * to the bottom of the screen with the total (`price`: the server's quote in yuan, a string; null while there is none)
 * and the summary's own buy button or log-in link (`action`), so both stay in reach while choosing. A spacer keeps
 * the footer's last line clear of it.
 */
export function MobileBuyBar({ price, action }: { price: string | null; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <div
        data-testid="mobile-buy-bar"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 shadow-header lg:hidden"
      >
        <p className="flex min-w-0 items-baseline gap-2">
          <span className="text-sm text-ink-muted">{t('order.summary.total')}</span>
          <span className="truncate text-xl font-semibold text-danger-strong">
            {price ? `¥${formatMoney(price)}` : '—'}
          </span>
        </p>
        <div className="shrink-0">{action}</div>
      </div>
    </>
  );
}
