/**
 * Plans with monthly/yearly prices; buying opens the order review (plan, period, quota, the charge and the amount, the
 * service agreement to tick: `@lanyun/ui/order-confirm`), pays from the wallet with the amount shown only once the
 * agreement is ticked and, when the balance is short, offers the top-up dialog with the missing amount.
 */
import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import { OrderConfirmBody } from '@lanyun/ui/order-confirm';
import type { Plan } from '../api/billing';

export interface PlanPickerProps {
  plans: Plan[];
  currentCode: string | null;
  /** Pays `price` (yuan, the amount the review showed) with the agreement ticked; resolves true when bought. */
  onBuy: (plan: Plan, period: 'month' | 'year', price: string) => Promise<boolean>;
  buying: boolean;
  /** The service agreement page (on the cloud site). */
  agreementHref: string;
}

export function PlanPicker({ plans, currentCode, onBuy, buying, agreementHref }: PlanPickerProps) {
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<Plan | null>(null);
  const [agreed, setAgreed] = useState(false);
  const open = (p: Plan | null) => {
    setAgreed(false);
    setConfirm(p);
  };
  const price = (p: Plan) => (period === 'year' ? p.price_year : p.price_month);
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label={t('billing.plans')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{t('billing.plans')}</h2>
        <div
          role="radiogroup"
          aria-label={t('billing.periodLabel')}
          className="inline-flex rounded-lg border border-line p-1 text-sm"
        >
          {(['month', 'year'] as const).map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={period === p}
              onClick={() => setPeriod(p)}
              className={cn('rounded-md px-3 py-1', period === p ? 'bg-brand-600 text-white' : 'text-ink-soft')}
            >
              {p === 'month' ? t('billing.monthly') : t('billing.yearly')}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((p) => (
          <article
            key={p.code}
            className={cn(
              'flex flex-col rounded-lg border p-4',
              p.code === currentCode ? 'border-brand-600' : 'border-line',
            )}
            aria-label={p.name}
          >
            <h3 className="font-semibold text-ink">{p.name}</h3>
            <p className="mt-2 text-2xl font-semibold text-ink">
              ¥{formatMoney(price(p))}
              <span className="text-sm font-normal text-ink-muted">
                {' '}
                {period === 'year' ? t('billing.perYear') : t('billing.perMonth')}
              </span>
            </p>
            <p className="mt-1 text-sm text-ink-soft">{t('billing.quota', { quota: formatNumber(p.monthly_quota) })}</p>
            <p className="text-sm text-ink-soft">
              {p.data_download ? t('billing.apiAndDownloads') : t('billing.apiOnly')}
            </p>
            <div className="mt-auto pt-4">
              {p.code === currentCode ? (
                <p className="text-sm font-medium text-brand-700">{t('billing.current')}</p>
              ) : p.code === 'free' ? null : (
                <Button className="w-full" onClick={() => open(p)} aria-label={t('billing.buyLabel', { name: p.name })}>
                  {t('billing.buy')}
                </Button>
              )}
            </div>
          </article>
        ))}
      </div>
      <Dialog open={confirm !== null} onOpenChange={(o) => (o ? undefined : open(null))}>
        <DialogContent>
          <DialogTitle>
            {period === 'year'
              ? t('billing.confirmYear', { name: confirm?.name ?? '' })
              : t('billing.confirmMonth', { name: confirm?.name ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {t('billing.confirmText', { amount: formatMoney(confirm ? price(confirm) : 0) })}
          </DialogDescription>
          {confirm ? (
            <div className="mt-4">
              <OrderConfirmBody
                facts={[
                  [t('planConfirm.plan'), confirm.name],
                  [t('billing.periodLabel'), period === 'year' ? t('billing.yearly') : t('billing.monthly')],
                  [t('planConfirm.quota'), t('billing.quota', { quota: formatNumber(confirm.monthly_quota) })],
                ]}
                lines={[
                  {
                    kind: 'plan',
                    item: t(period === 'year' ? 'planConfirm.lineYear' : 'planConfirm.lineMonth', {
                      name: confirm.name,
                    }),
                    amount: price(confirm),
                  },
                ]}
                total={price(confirm)}
                agreementHref={agreementHref}
                agreed={agreed}
                onAgreedChange={setAgreed}
              />
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => open(null)}>
              {t('billing.cancel')}
            </Button>
            <Button
              disabled={buying || !agreed}
              onClick={async () => {
                if (confirm && agreed && (await onBuy(confirm, period, price(confirm)))) open(null);
              }}
            >
              {t('billing.pay')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
