import { formatMoney } from '@lanyun/ui/format';
import type { DiskType, Duration } from '../api/products.server';
import { discountLabel } from '../../../lib/discount';
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
  if (!families.length) return <p className="text-center text-ink-muted">Prices are not available right now.</p>;
  return (
    <div className="space-y-10">
      {families.map((family) => (
        <section key={family.code} aria-labelledby={`family-${family.code}`}>
          <h3 id={`family-${family.code}`} className="text-lg font-semibold text-ink">
            {family.name}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{family.description}</p>
          <div className="mt-4 overflow-x-auto rounded-lg border border-line">
            <table className={TABLE} aria-label={`${family.name} prices`}>
              <thead className="bg-surface text-ink-muted">
                <tr>
                  <th className={TH}>Instance type</th>
                  <th className={TH}>vCPU</th>
                  <th className={TH}>Memory</th>
                  <th className={`${TH} text-right`}>Monthly (yuan)</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {family.types.map((t) => (
                  <tr key={t.id}>
                    <td className={`${TD} font-mono text-xs`}>{t.code}</td>
                    <td className={TD}>{t.vcpu} vCPU</td>
                    <td className={TD}>{t.memory_gb} GiB</td>
                    <td className={`${TD} text-right font-semibold text-danger`}>¥{formatMoney(t.price_month)}</td>
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
              Cloud disks
            </h3>
            <div className="mt-4 overflow-x-auto rounded-lg border border-line">
              <table className="w-full text-left text-sm" aria-label="Cloud disk prices">
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className={TH}>Disk</th>
                    <th className={TH}>Size</th>
                    <th className={`${TH} text-right`}>Per GB a month</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {disks.map((d) => (
                    <tr key={d.code}>
                      <td className={TD}>
                        {d.name}
                        {d.system_disk ? <span className="ml-2 text-xs text-ink-muted">system or data</span> : null}
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
              Longer terms cost less
            </h3>
            <div className="mt-4 overflow-x-auto rounded-lg border border-line">
              <table className="w-full text-left text-sm" aria-label="Purchase durations">
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className={TH}>Duration</th>
                    <th className={TH}>You pay</th>
                    <th className={`${TH} text-right`}>Discount</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {durations.map((d) => (
                    <tr key={d.months}>
                      <td className={TD}>{d.label}</td>
                      <td className={TD}>{d.price_pct}% of the list price</td>
                      <td className={`${TD} text-right font-medium text-brand-700`}>{discountLabel(d.price_pct)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </div>
      <p className="text-xs text-ink-muted">
        List prices{regionName ? ` in ${regionName} and the other mainland regions` : ''}, per instance and month, before
        disks and public bandwidth. Regions outside the mainland apply a regional factor; the configurator on the ECS page
        shows the exact price of any configuration before you pay.
      </p>
    </div>
  );
}
