import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { formatMoney } from '@lanyun/ui/format';
import type { DiskType, Duration } from '../api/products.server';
import { discountLabel } from '../../../lib/discount';
import { durationLabel } from '../../ecs-order/order-messages';
import type { EcsFamily } from '../price-list';

const TH = 'px-4 py-3 font-medium';
const TD = 'px-4 py-3';

/**
 * One titled price table: `headers` are the column titles (the last one right-aligned, as its cells are), `rows` the
 * table rows. `description` is an optional line under the title; `wide` gives the table a minimum width (family
 * tables, which scroll sideways on narrow screens).
 */
function PriceSection({
  id,
  title,
  description,
  label,
  headers,
  wide,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  label: string;
  headers: ReactNode[];
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
      <div className="mt-4 overflow-x-auto rounded-lg border border-line">
        <table
          className={wide ? 'w-full min-w-[560px] text-left text-sm' : 'w-full text-left text-sm'}
          aria-label={label}
        >
          <thead className="bg-surface text-ink-muted">
            <tr>
              {headers.map((h, i) => (
                <th key={i} className={i === headers.length - 1 ? `${TH} text-right` : TH}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">{children}</tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * ECS price tables from the catalog: one table per instance family (monthly list price of each type in the
 * reference region), the cloud disks per GB and month, and the purchase durations with their discount.
 */
export function EcsPriceTable({
  families,
  disks,
  durations,
  regionName,
}: {
  families: EcsFamily[];
  disks: DiskType[];
  durations: Duration[];
  regionName: string | null;
}) {
  const { t } = useTranslation();
  if (!families.length) return <p className="text-center text-ink-muted">{t('price.unavailable')}</p>;
  return (
    <div className="space-y-10">
      {families.map((family) => (
        <PriceSection
          key={family.code}
          id={`family-${family.code}`}
          title={family.name}
          description={family.description}
          label={t('price.familyPrices', { name: family.name })}
          headers={[t('order.instance.type'), 'vCPU', t('order.instance.memory'), t('price.monthlyYuan')]}
          wide
        >
          {family.types.map((type) => (
            <tr key={type.id}>
              <td className={`${TD} font-mono text-xs`}>{type.code}</td>
              <td className={TD}>{type.vcpu} vCPU</td>
              <td className={TD}>{type.memory_gb} GiB</td>
              <td className={`${TD} text-right font-semibold text-danger-strong`}>¥{formatMoney(type.price_month)}</td>
            </tr>
          ))}
        </PriceSection>
      ))}
      <div className="grid gap-8 lg:grid-cols-2">
        {disks.length ? (
          <PriceSection
            id="disk-prices"
            title={t('price.disks.title')}
            label={t('price.disks.label')}
            headers={[t('price.disks.disk'), t('price.disks.size'), t('price.disks.perGb')]}
          >
            {disks.map((d) => (
              <tr key={d.code}>
                <td className={TD}>
                  {d.name}
                  {d.system_disk ? (
                    <span className="ml-2 text-xs text-ink-muted">{t('price.disks.systemOrData')}</span>
                  ) : null}
                </td>
                <td className={TD}>
                  {d.min_gb}–{d.max_gb.toLocaleString('en-US')} GB
                </td>
                <td className={`${TD} text-right font-semibold text-danger-strong`}>
                  ¥{formatMoney(d.price_gb_month)}
                </td>
              </tr>
            ))}
          </PriceSection>
        ) : null}
        {durations.length ? (
          <PriceSection
            id="duration-prices"
            title={t('price.durations.title')}
            label={t('price.durations.label')}
            headers={[t('order.purchase.duration'), t('price.durations.youPay'), t('price.durations.discount')]}
          >
            {durations.map((d) => (
              <tr key={d.months}>
                <td className={TD}>{durationLabel(t, d.months)}</td>
                <td className={TD}>{t('price.durations.pct', { pct: d.price_pct })}</td>
                <td className={`${TD} text-right font-medium text-brand-700`}>{discountLabel(d.price_pct, t)}</td>
              </tr>
            ))}
          </PriceSection>
        ) : null}
      </div>
      <p className="text-xs text-ink-muted">
        {regionName ? t('price.footnoteRegion', { region: regionName }) : t('price.footnote')}
      </p>
    </div>
  );
}
