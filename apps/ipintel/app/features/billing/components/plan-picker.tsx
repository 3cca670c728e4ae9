/**
 * Plans with monthly/yearly prices; buying asks for confirmation, pays from the wallet and, when the balance is
 * short, offers the top-up dialog with the missing amount.
 */
import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import type { Plan } from '../api/billing';

export interface PlanPickerProps {
  plans: Plan[];
  currentCode: string | null;
  /** Resolves true when bought. */
  onBuy: (plan: Plan, period: 'month' | 'year') => Promise<boolean>;
  buying: boolean;
}

export function PlanPicker({ plans, currentCode, onBuy, buying }: PlanPickerProps) {
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<Plan | null>(null);
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
                <Button
                  className="w-full"
                  onClick={() => setConfirm(p)}
                  aria-label={t('billing.buyLabel', { name: p.name })}
                >
                  {t('billing.buy')}
                </Button>
              )}
            </div>
          </article>
        ))}
      </div>
      <Dialog open={confirm !== null} onOpenChange={(o) => (o ? undefined : setConfirm(null))}>
        <DialogContent size="sm">
          <DialogTitle>
            {period === 'year'
              ? t('billing.confirmYear', { name: confirm?.name ?? '' })
              : t('billing.confirmMonth', { name: confirm?.name ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {t('billing.confirmText', { amount: formatMoney(confirm ? price(confirm) : 0) })}
          </DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              {t('billing.cancel')}
            </Button>
            <Button
              disabled={buying}
              onClick={async () => {
                if (confirm && (await onBuy(confirm, period))) setConfirm(null);
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
