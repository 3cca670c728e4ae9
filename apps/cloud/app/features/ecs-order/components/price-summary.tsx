import { Button, buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { NO_PERMISSION_MESSAGE } from '@lanyun/ui/recharge-rules';
import type { QuoteState } from '../hooks/use-ecs-quote';

/**
 * The sticky order summary beside the configurator: what was chosen, the server's price lines (per instance and
 * month), the discount and the total for the duration and quantity, with the buy button. The total shown is only
 * offered for buying once it prices the current configuration (`quote.current`).
 */
export function PriceSummary({
  facts,
  quote,
  months,
  quantity,
  loggedIn,
  mayBuy = true,
  buying,
  onBuy,
}: {
  facts: Array<[string, string]>;
  quote: QuoteState;
  months: number;
  quantity: number;
  loggedIn: boolean;
  /** False for a sub-account without the buying keys: the button is replaced by the no-permission message. */
  mayBuy?: boolean;
  buying: boolean;
  onBuy: () => void;
}) {
  const q = quote.quote;
  const discount = q ? Number(q.discount) : 0;
  return (
    <aside aria-label="Order summary" className="rounded-xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-20">
      <h2 className="text-lg font-semibold text-ink">Order summary</h2>
      <dl className="mt-4 space-y-1.5 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-3">
            <dt className="shrink-0 text-ink-muted">{k}</dt>
            <dd className="text-right text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {q ? (
        <ul aria-label="Price lines" className="mt-4 space-y-1 border-t border-line pt-3 text-xs text-ink-soft">
          {q.lines.map((l) => (
            <li key={l.item} className="flex justify-between gap-3">
              <span>{l.item}</span>
              <span>¥{formatMoney(l.price_month)}/mo</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 border-t border-line pt-4" aria-live="polite">
        {quote.error ? (
          <p role="alert" className="text-sm text-danger">
            {quote.error}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              {months} month{months === 1 ? '' : 's'} × {quantity} instance{quantity === 1 ? '' : 's'}
            </p>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-sm text-ink-muted">Total</span>
              <span data-testid="ecs-total" className="text-3xl font-semibold text-danger">
                {q ? `¥${formatMoney(q.price)}` : '—'}
              </span>
            </p>
            {q && discount > 0 ? (
              <p className="text-xs text-ink-muted">
                <span className="line-through">¥{formatMoney(q.original_price)}</span> · you save ¥{formatMoney(q.discount)}
              </p>
            ) : null}
            <p className="mt-1 h-4 text-xs text-ink-muted">{quote.updating ? 'Updating the price…' : q ? 'Price computed by Lanyun Cloud for this configuration.' : ''}</p>
          </>
        )}
      </div>
      {loggedIn && !mayBuy ? (
        <p role="note" className="mt-4 rounded-md bg-surface p-3 text-sm text-ink-soft">
          {NO_PERMISSION_MESSAGE}
        </p>
      ) : loggedIn ? (
        <Button size="lg" className="mt-4 w-full" disabled={buying || !quote.current} onClick={onBuy}>
          {buying ? 'Placing the order…' : 'Buy now'}
        </Button>
      ) : (
        <UiLink href="/login?tp=1&redirect=%2Fecs%23buy" className={buttonClass('primary', 'lg', 'mt-4 w-full')}>
          Log in to buy
        </UiLink>
      )}
      <p className="mt-3 text-xs text-ink-muted">Paid from your wallet balance. Real-name verification is required to buy.</p>
    </aside>
  );
}
