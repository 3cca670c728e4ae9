import { useTranslation } from '@lanyun/i18n/react';
import { formatMoney } from '@lanyun/ui/format';
import type { DiskType, Duration } from '../api/products.server';
import { discountLabel } from '../../../lib/discount';
import { durationLabel } from '../../ecs-order/order-messages';
import type { EcsFamily } from '../price-list';

const TABLE = 'w-full min-w-[560px] text-left text-sm';
const TH = 'px-4 py-3 font-medium';
const TD = 'px-4 py-3';

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
        <section key={family.code} aria-labelledby={`family-${family.code}`}>
          <h3 id={`family-${family.code}`} className="text-lg font-semibold text-ink">
            {family.name}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{family.description}</p>
          <div className="mt-4 overflow-x-auto rounded-lg border border-line">
            <table className={TABLE} aria-label={t('price.familyPrices', { name: family.name })}>
              <thead className="bg-surface text-ink-muted">
                <tr>
                  <th className={TH}>{t('order.instance.type')}</th>
                  <th className={TH}>vCPU</th>
                  <th className={TH}>{t('order.instance.memory')}</th>
                  <th className={`${TH} text-right`}>{t('price.monthlyYuan')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {family.types.map((type) => (
                  <tr key={type.id}>
                    <td className={`${TD} font-mono text-xs`}>{type.code}</td>
                    <td className={TD}>{type.vcpu} vCPU</td>
                    <td className={TD}>{type.memory_gb} GiB</td>
                    <td className={`${TD} text-right font-semibold text-danger`}>¥{formatMoney(type.price_month)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <div className="grid gap-8 lg:grid-cols-2">
        {disks.length ? (
          <section aria-labelledby="disk-prices">
            <h3 id="disk-prices" className="text-lg font-semibold text-ink">
              {t('price.disks.title')}
            </h3>
            <div className="mt-4 overflow-x-auto rounded-lg border border-line">
              <table className="w-full text-left text-sm" aria-label={t('price.disks.label')}>
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className={TH}>{t('price.disks.disk')}</th>
                    <th className={TH}>{t('price.disks.size')}</th>
                    <th className={`${TH} text-right`}>{t('price.disks.perGb')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {disks.map((d) => (
                    <tr key={d.code}>
                      <td className={TD}>
                        {d.name}
                        {d.system_disk ? <span className="ml-2 text-xs text-ink-muted">{t('price.disks.systemOrData')}</span> : null}
                      </td>
                      <td className={TD}>
                        {d.min_gb}–{d.max_gb.toLocaleString('en-US')} GB
                      </td>
                      <td className={`${TD} text-right font-semibold text-danger`}>¥{formatMoney(d.price_gb_month)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {durations.length ? (
          <section aria-labelledby="duration-prices">
            <h3 id="duration-prices" className="text-lg font-semibold text-ink">
              {t('price.durations.title')}
            </h3>
            <div className="mt-4 overflow-x-auto rounded-lg border border-line">
              <table className="w-full text-left text-sm" aria-label={t('price.durations.label')}>
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className={TH}>{t('order.purchase.duration')}</th>
                    <th className={TH}>{t('price.durations.youPay')}</th>
                    <th className={`${TH} text-right`}>{t('price.durations.discount')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {durations.map((d) => (
                    <tr key={d.months}>
                      <td className={TD}>{durationLabel(t, d.months)}</td>
                      <td className={TD}>{t('price.durations.pct', { pct: d.price_pct })}</td>
                      <td className={`${TD} text-right font-medium text-brand-700`}>{discountLabel(d.price_pct, t)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </div>
      <p className="text-xs text-ink-muted">{regionName ? t('price.footnoteRegion', { region: regionName }) : t('price.footnote')}</p>
    </div>
  );
}
