import { useState } from 'react';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { planFeatures, planPrice, type ApiPlan, type BillingPeriod } from '../plans';

/**
 * Plan cards from the API's plans table with a monthly/yearly toggle. "Start" goes to sign-up (logged out) or to
 * Billing (logged in), where the plan is bought from the wallet; custom volumes go to the contact form.
 */
export function PricingSection({ plans, startHref }: { plans: ApiPlan[]; startHref: string }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { t } = useTranslation();
  return (
    <div>
      <div className="mb-8 flex justify-center">
        <div
          role="radiogroup"
          aria-label={t('pricing.periodLabel')}
          className="inline-flex rounded-lg border border-line bg-white p-1 text-sm"
        >
          {(['monthly', 'yearly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={period === p}
              onClick={() => setPeriod(p)}
              className={cn('rounded-md px-4 py-1.5', period === p ? 'bg-brand-600 text-white' : 'text-ink-soft')}
            >
              {p === 'monthly' ? t('pricing.monthly') : t('pricing.yearlyDiscount')}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <article
            key={plan.code}
            className={cn(
              'flex flex-col rounded-xl border bg-white p-6',
              plan.code === 'business' ? 'border-brand-600 shadow-lg' : 'border-line',
            )}
          >
            <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
            <p className="mt-4 text-ink-muted">
              <span className="text-3xl font-semibold text-ink">
                ¥{formatMoney(planPrice(plan, period)).replace(/\.00$/, '')}
              </span>{' '}
              {period === 'monthly' ? t('pricing.perMonth') : t('pricing.perYear')}
            </p>
            <p className="mt-2 text-sm text-ink-soft">
              {t('pricing.quota', { quota: formatNumber(plan.monthly_quota) })}
            </p>
            <p className="text-sm text-ink-soft">
              {plan.data_download ? t('pricing.apiAndDownloads') : t('pricing.apiOnly')}
            </p>
            <ul className="mt-5 space-y-2 text-sm text-ink-soft">
              {planFeatures(plan.code).map((f) => (
                <li key={f} className="flex gap-2">
                  <span className="text-brand-600" aria-hidden="true">
                    ✓
                  </span>
                  {t(f)}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-6">
              <UiLink
                href={startHref}
                className={buttonClass(plan.code === 'business' ? 'primary' : 'outline', 'md', 'w-full')}
              >
                {plan.price_month === '0.00' ? t('pricing.startFree') : t('pricing.choose', { name: plan.name })}
              </UiLink>
            </div>
          </article>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-ink-soft">
        <Trans
          t={t}
          i18nKey="pricing.note"
          // biome-ignore lint/a11y/useAnchorContent: <Trans> fills the link with the catalogue's text
          components={{ a: <a href="#contact" className="text-brand-600 underline" /> }}
        />
      </p>
    </div>
  );
}
