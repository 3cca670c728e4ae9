/** The plan, lookups used this month, quota left and when it resets. */
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { formatNumber } from '@lanyun/ui/format';
import { formatDay } from '../../../lib/time';
import { UiLink } from '@lanyun/ui/link';
import type { Subscription } from '../api/account';

export function PlanUsageCard({ sub }: { sub: Subscription }) {
  const { t } = useTranslation();
  const pct = Math.min(100, (sub.used / Math.max(1, sub.plan.monthly_quota)) * 100);
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label={t('dashboard.planAndQuota')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          <Trans
            t={t}
            i18nKey="dashboard.planName"
            values={{ name: sub.plan.name }}
            components={{ n: <span data-testid="plan-name" /> }}
          />
        </h2>
        <UiLink href="/billing" className="text-sm text-brand-600 hover:underline">
          {t('dashboard.changePlan')}
        </UiLink>
      </div>
      <div className="mt-4 h-2 overflow-hidden rounded-full bg-surface">
        <div className="h-full bg-brand-500" style={{ width: `${pct}%` }} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{t('dashboard.used')}</dt>
          <dd className="text-lg font-semibold text-ink" data-testid="quota-used">
            {formatNumber(sub.used)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('dashboard.left')}</dt>
          <dd className="text-lg font-semibold text-ink" data-testid="quota-left">
            {formatNumber(sub.remaining)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('dashboard.quota')}</dt>
          <dd className="text-lg font-semibold text-ink">{formatNumber(sub.plan.monthly_quota)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('dashboard.resets')}</dt>
          <dd className="text-lg font-semibold text-ink">{formatDay(sub.resets_at)}</dd>
        </div>
      </dl>
      {sub.ends_at ? (
        <p className="mt-3 text-xs text-ink-muted">
          {sub.period === 'year'
            ? t('dashboard.paidYearly', { date: formatDay(sub.ends_at) })
            : t('dashboard.paidMonthly', { date: formatDay(sub.ends_at) })}
        </p>
      ) : null}
    </section>
  );
}
