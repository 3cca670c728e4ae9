/**
 * The order review every purchase passes before money moves (确认订单, as the big clouds have it): what is bought
 * (label/value facts: configuration, region and zone, duration…), the price breakdown as the server quoted it (one
 * row per line, a discount negative), the amount to be charged, and the product's service agreement to tick. "Confirm
 * and pay" stays disabled until the agreement is ticked; nothing is charged before it is pressed (the server refuses an
 * order without the agreement or at another amount, `order.agreement_required` / `order.price_changed`).
 * Used inline on an order page (`OrderConfirm`) or inside a dialog (`OrderConfirmBody` + the caller's buttons).
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from './button';
import { cn } from './cn';
import { formatMoney } from './format';

/** One line of the server's breakdown (yuan strings; negative for a discount). */
export interface ConfirmLine {
  kind: string;
  item: string;
  amount: string;
}

/** Props of {@link OrderConfirmBody}. */
export interface OrderConfirmBodyProps {
  /** What is bought, as label/value rows (none: the section is left out, e.g. in a renewal dialog that shows it). */
  facts: Array<[string, ReactNode]>;
  /** The server's breakdown; sums to `total`. */
  lines: ConfirmLine[];
  /** The amount to be charged, yuan. */
  total: string;
  /** The service agreement page (e.g. `/agreement/service`), opened in a new tab. */
  agreementHref: string;
  /** The agreement's title as the link shows it; default 《岚云服务协议》 / Lanyun Cloud Service Agreement. */
  agreementTitle?: string;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}

/** A yuan amount with its sign in front of the currency: "¥1,026.00", "-¥51.30". */
export function signedYuan(amount: string): string {
  const n = Number(amount);
  return n < 0 ? `-¥${formatMoney(-n)}` : `¥${formatMoney(n)}`;
}

/** The review's content: facts, breakdown, total and the agreement checkbox (no buttons). */
export function OrderConfirmBody({
  facts,
  lines,
  total,
  agreementHref,
  agreementTitle,
  agreed,
  onAgreedChange,
}: OrderConfirmBodyProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <div className="space-y-5 text-sm">
      {facts.length ? (
        <section aria-labelledby={`${id}-facts`}>
          <h3 id={`${id}-facts`} className="font-semibold text-ink">
            {t('orderConfirm.config')}
          </h3>
          <dl className="mt-2 divide-y divide-line rounded-lg border border-line">
            {facts.map(([k, v]) => (
              <div key={k} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
                <dt className="text-ink-muted">{k}</dt>
                <dd className="min-w-0 break-words text-right text-ink">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`} className="font-semibold text-ink">
          {t('orderConfirm.breakdown')}
        </h3>
        <table className="mt-2 w-full table-fixed border-collapse rounded-lg text-left">
          <caption className="sr-only">{t('orderConfirm.breakdown')}</caption>
          <thead className="text-xs text-ink-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('orderConfirm.item')}
              </th>
              <th scope="col" className="w-32 py-2 text-right font-medium">
                {t('orderConfirm.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={`${l.kind}-${l.item}`} data-kind={l.kind} className="border-b border-line">
                <td className="break-words py-2 pr-3 text-ink">{l.item}</td>
                <td
                  className={cn(
                    'py-2 text-right tabular-nums',
                    Number(l.amount) < 0 ? 'text-success-strong' : 'text-ink',
                  )}
                >
                  {signedYuan(l.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 flex items-baseline justify-end gap-2">
          <span className="text-ink-muted">{t('orderConfirm.total')}</span>
          <span data-testid="confirm-total" className="text-2xl font-semibold text-danger-strong">
            ¥{formatMoney(total)}
          </span>
        </p>
        <p className="mt-1 text-right text-xs text-ink-muted">{t('orderConfirm.fromWallet')}</p>
      </section>
      <label className="flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
          checked={agreed}
          onChange={(e) => onAgreedChange(e.target.checked)}
        />
        <span>
          {t('orderConfirm.agreePrefix')}
          <a
            href={agreementHref}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {agreementTitle ?? t('orderConfirm.agreementTitle')}
          </a>
        </span>
      </label>
    </div>
  );
}

/** Props of {@link OrderConfirm}. */
export interface OrderConfirmProps extends Omit<OrderConfirmBodyProps, 'agreed' | 'onAgreedChange'> {
  /** True while the order is being paid (the button says so and is disabled). */
  paying: boolean;
  /** Back to the form, nothing charged. */
  onBack: () => void;
  /** Pays; called only with the agreement ticked. */
  onConfirm: () => void;
}

/**
 * The review as a page section (the /ecs and /buyphone 确认订单 step): heading, {@link OrderConfirmBody}, "Back to
 * edit" and "Confirm and pay ¥X" (disabled until the agreement is ticked).
 */
export function OrderConfirm({ paying, onBack, onConfirm, ...body }: OrderConfirmProps) {
  const { t } = useTranslation('ui');
  const [agreed, setAgreed] = useState(false);
  return (
    <section
      aria-labelledby="order-confirm-title"
      className="mx-auto max-w-3xl rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-confirm-title" tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        {t('orderConfirm.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('orderConfirm.intro')}</p>
      <div className="mt-5">
        <OrderConfirmBody {...body} agreed={agreed} onAgreedChange={setAgreed} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onBack} disabled={paying}>
          {t('orderConfirm.back')}
        </Button>
        <Button size="lg" disabled={!agreed || paying} onClick={onConfirm}>
          {paying ? t('orderConfirm.paying') : t('orderConfirm.pay', { amount: formatMoney(body.total) })}
        </Button>
      </div>
      {agreed ? null : (
        <p className="mt-2 text-right text-xs text-ink-muted" id="order-confirm-hint">
          {t('orderConfirm.agreeFirst')}
        </p>
      )}
    </section>
  );
}
