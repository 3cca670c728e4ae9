/**
 * Plans with monthly/yearly prices; buying asks for confirmation, pays from the wallet and, when the balance is
 * short, offers the top-up dialog with the missing amount.
 */
import { useState } from 'react';
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
  const [confirm, setConfirm] = useState<Plan | null>(null);
  const price = (p: Plan) => (period === 'year' ? p.price_year : p.price_month);
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label="Plans">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">Plans</h2>
        <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-lg border border-line p-1 text-sm">
          {(['month', 'year'] as const).map((p) => (
            <button key={p} type="button" role="radio" aria-checked={period === p} onClick={() => setPeriod(p)} className={cn('rounded-md px-3 py-1', period === p ? 'bg-brand-600 text-white' : 'text-ink-soft')}>
              {p === 'month' ? 'Monthly' : 'Yearly'}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((p) => (
          <article key={p.code} className={cn('flex flex-col rounded-lg border p-4', p.code === currentCode ? 'border-brand-600' : 'border-line')} aria-label={p.name}>
            <h3 className="font-semibold text-ink">{p.name}</h3>
            <p className="mt-2 text-2xl font-semibold text-ink">
              ¥{formatMoney(price(p))}
              <span className="text-sm font-normal text-ink-muted"> / {period}</span>
            </p>
            <p className="mt-1 text-sm text-ink-soft">{formatNumber(p.monthly_quota)} lookups / month</p>
            <p className="text-sm text-ink-soft">{p.data_download ? 'API + data downloads' : 'API access'}</p>
            <div className="mt-auto pt-4">
              {p.code === currentCode ? (
                <p className="text-sm font-medium text-brand-700">Current plan</p>
              ) : p.code === 'free' ? null : (
                <Button className="w-full" onClick={() => setConfirm(p)} aria-label={`Buy ${p.name}`}>
                  Buy
                </Button>
              )}
            </div>
          </article>
        ))}
      </div>
      <Dialog open={confirm !== null} onOpenChange={(o) => (o ? undefined : setConfirm(null))}>
        <DialogContent size="sm">
          <DialogTitle>
            Buy {confirm?.name} for a {period}?
          </DialogTitle>
          <DialogDescription>
            ¥{formatMoney(confirm ? price(confirm) : 0)} is paid from your wallet (gift balance first). The plan starts now and replaces the current one.
          </DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              disabled={buying}
              onClick={async () => {
                if (confirm && (await onBuy(confirm, period))) setConfirm(null);
              }}
            >
              Pay from wallet
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
