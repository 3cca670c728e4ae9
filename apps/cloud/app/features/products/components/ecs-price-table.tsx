import { useState } from 'react';
import { cn } from '@lanyun/ui/cn';
import { formatMoney } from '@lanyun/ui/format';
import { ECS_FAMILIES, yearlyPrice } from '../ecs-plans';

/** ECS reference prices per family with a monthly/yearly switch (yearly = 10 × monthly). */
export function EcsPriceTable() {
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  return (
    <div>
      <div role="radiogroup" aria-label="Billing period" className="mb-6 inline-flex rounded-lg border border-line p-1 text-sm">
        {(['month', 'year'] as const).map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={period === p}
            onClick={() => setPeriod(p)}
            className={cn('rounded-md px-4 py-1.5', period === p ? 'bg-brand-600 text-white' : 'text-ink-soft')}
          >
            {p === 'month' ? 'Monthly' : 'Yearly (2 months free)'}
          </button>
        ))}
      </div>
      <div className="space-y-10">
        {ECS_FAMILIES.map((family) => (
          <section key={family.id}>
            <h3 className="text-lg font-semibold text-ink">{family.name}</h3>
            <p className="mt-1 text-sm text-ink-soft">
              {family.description} <span className="text-ink-muted">Suited to: {family.useCases}.</span>
            </p>
            <div className="mt-4 overflow-x-auto rounded-lg border border-line">
              <table className="w-full min-w-[560px] text-left text-sm">
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className="px-4 py-3 font-medium">vCPU</th>
                    <th className="px-4 py-3 font-medium">Memory</th>
                    <th className="px-4 py-3 font-medium">System disk</th>
                    <th className="px-4 py-3 font-medium">Bandwidth</th>
                    <th className="px-4 py-3 text-right font-medium">Price (yuan)</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {family.plans.map((plan) => (
                    <tr key={`${plan.vcpu}-${plan.memoryGb}`}>
                      <td className="px-4 py-3">{plan.vcpu} vCPU</td>
                      <td className="px-4 py-3">{plan.memoryGb} GiB</td>
                      <td className="px-4 py-3">{plan.diskGb} GiB SSD</td>
                      <td className="px-4 py-3">{plan.bandwidthMbps} Mbps</td>
                      <td className="px-4 py-3 text-right font-semibold text-danger">
                        ¥{formatMoney(period === 'month' ? plan.priceMonth : yearlyPrice(plan.priceMonth))}
                        <span className="font-normal text-ink-muted"> / {period}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
