import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { cn } from '@lanyun/ui/cn';
import { MobileBuyBar } from '../../../components/mobile-buy-bar';
import type { QuoteState } from '../hooks/use-ecs-quote';

/**
 * The sticky order summary beside the configurator: what was chosen, the server's price lines (per instance and
 * month), the discount and the total for the duration and quantity, with the buy button. The total shown is only
 * offered for buying once it prices the current configuration (`quote.current`). On a phone the total and the button
 * are also in a bar fixed to the bottom of the screen (MobileBuyBar).
 */
export function PriceSummary({
  facts,
  quote,
  months,
  quantity,
  loggedIn,
  loginHref,
  mayBuy = true,
  buying,
  onBuy,
}: {
  facts: Array<[string, ReactNode]>;
  quote: QuoteState;
  months: number;
  quantity: number;
  loggedIn: boolean;
  /** The log-in link, carrying the configuration back to /ecs (config-url.ts). */
  loginHref: string;
  /** False for a sub-account without the buying keys: the button is replaced by the no-permission message. */
  mayBuy?: boolean;
  buying: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const q = quote.quote;
  const discount = q ? Number(q.discount) : 0;
  // The buy button (or log-in link, or the no-permission note) in the summary and in the phone's bottom bar.
  const action = (placement: string) =>
    loggedIn && !mayBuy ? (
      <p role="note" className={cn('rounded-md bg-surface p-3 text-sm text-ink-soft', placement)}>
        {noPermissionMessage(t)}
      </p>
    ) : loggedIn ? (
      <Button size="lg" className={placement} disabled={buying || !quote.current} onClick={onBuy}>
        {buying ? t('order.summary.placing') : t('common.buyNow')}
      </Button>
    ) : (
      <UiLink href={loginHref} className={buttonClass('primary', 'lg', placement)}>
        {t('order.summary.logIn')}
      </UiLink>
    );
  return (
    <>
      <aside
        aria-label={t('order.summary.title')}
        className="rounded-xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-20"
      >
        <h2 className="text-lg font-semibold text-ink">{t('order.summary.title')}</h2>
        <dl className="mt-4 space-y-1.5 text-sm">
          {facts.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-3">
              <dt className="shrink-0 text-ink-muted">{k}</dt>
              <dd className="text-right text-ink">{v}</dd>
            </div>
          ))}
        </dl>
        {q ? (
          <ul
            aria-label={t('order.summary.lines')}
            className="mt-4 space-y-1 border-t border-line pt-3 text-xs text-ink-soft"
          >
            {q.lines.map((l) => (
              <li key={l.item} className="flex justify-between gap-3">
                <span>{l.item}</span>
                <span>{t('order.summary.perMonth', { price: formatMoney(l.price_month) })}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 border-t border-line pt-4" aria-live="polite">
          {quote.error ? (
            <p role="alert" className="text-sm text-danger-strong">
              {quote.error}
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-muted">
                {t('order.summary.months', { count: months })} × {t('order.summary.instances', { count: quantity })}
              </p>
              <p className="mt-1 flex items-baseline gap-2">
                <span className="text-sm text-ink-muted">{t('order.summary.total')}</span>
                <span data-testid="ecs-total" className="text-3xl font-semibold text-danger-strong">
                  {q ? `¥${formatMoney(q.price)}` : '—'}
                </span>
              </p>
              {q && discount > 0 ? (
                <p className="text-xs text-ink-muted">
                  <span className="line-through">¥{formatMoney(q.original_price)}</span> ·{' '}
                  {t('order.summary.save', { amount: formatMoney(q.discount) })}
                </p>
              ) : null}
              <p className="mt-1 h-4 text-xs text-ink-muted">
                {quote.updating ? t('order.summary.updating') : q ? t('order.summary.computed') : ''}
              </p>
            </>
          )}
        </div>
        {action('mt-4 w-full')}
        <p className="mt-3 text-xs text-ink-muted">{t('order.summary.footnote')}</p>
      </aside>
      {loggedIn && !mayBuy ? null : <MobileBuyBar price={q?.price ?? null} action={action('')} />}
    </>
  );
}
