import { useState } from 'react';
import { buttonClass } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { PLANS, planPrice, type BillingPeriod } from '../plans';

/** Plan cards with a monthly/yearly toggle; the sign-up buttons go to the cloud site's sign-up page. */
export function PricingSection({ signupHref }: { signupHref: string }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <div>
      <div className="mb-8 flex justify-center">
        <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-lg border border-line bg-white p-1 text-sm">
          {(['monthly', 'yearly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={period === p}
              onClick={() => setPeriod(p)}
              className={cn('rounded-md px-4 py-1.5', period === p ? 'bg-brand-600 text-white' : 'text-ink-soft')}
            >
              {p === 'monthly' ? 'Monthly' : 'Yearly (2 months free)'}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => {
          const price = planPrice(plan, period);
          return (
            <article
              key={plan.id}
              className={cn('flex flex-col rounded-xl border bg-white p-6', plan.highlighted ? 'border-brand-600 shadow-lg' : 'border-line')}
            >
              <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
              <p className="mt-4 text-ink-muted">
                {price === null ? (
                  <span className="text-3xl font-semibold text-ink">Custom</span>
                ) : (
                  <>
                    <span className="text-3xl font-semibold text-ink">¥{formatMoney(price).replace(/\.00$/, '')}</span> /{' '}
                    {period === 'monthly' ? 'month' : 'year'}
                  </>
                )}
              </p>
              <p className="mt-2 text-sm text-ink-soft">
                {plan.lookupsPerMonth === null ? 'Unlimited lookups' : `${formatNumber(plan.lookupsPerMonth)} lookups / month`}
              </p>
              <p className="text-sm text-ink-soft">{plan.downloads ? 'API access + data downloads' : 'API access'}</p>
              <ul className="mt-5 space-y-2 text-sm text-ink-soft">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span className="text-brand-600" aria-hidden="true">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                {plan.priceMonth === null ? (
                  <a href="#contact" className={buttonClass('outline', 'md', 'w-full')}>
                    Contact sales
                  </a>
                ) : (
                  <UiLink
                    href={signupHref}
                    className={buttonClass('primary', 'md', 'w-full')}
                  >
                    {plan.priceMonth === 0 ? 'Start for free' : `Choose ${plan.name}`}
                  </UiLink>
                )}
              </div>
            </article>
          );
        })}
      </div>
      <p className="mt-6 text-center text-xs text-ink-muted">Prices in yuan. Placeholder figures; final prices are confirmed at checkout.</p>
    </div>
  );
}
