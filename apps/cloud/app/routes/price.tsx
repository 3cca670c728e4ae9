/** /price: pricing index — cloud servers (→ /price/ecs) and cloud-phone packages, both from the API's catalog. */
import { buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/price';
import { PageHero, Section } from '../components/page-hero';
import { getEcsCatalog, getPhonePackages } from '../features/products/api/products.server';
import { lowestMonthlyPrice, shapeRange } from '../features/products/price-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  const [packages, ecs] = await Promise.all([getPhonePackages(), getEcsCatalog()]);
  return { packages, ecsFrom: lowestMonthlyPrice(ecs.families), ecsFamilies: ecs.families.length, ecsShapes: shapeRange(ecs.families) };
}

export function meta() {
  return [{ title: 'Pricing — Lanyun Cloud' }];
}

export default function PriceRoute({ loaderData: d }: Route.ComponentProps) {
  const prices = d.packages.map((p) => Number(p.price_month)).filter(Number.isFinite);
  return (
    <>
      <PageHero title="Pricing" subtitle="Simple monthly and yearly prices in yuan. Top up your wallet once and pay for any product from it." />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-line p-7">
            <h2 className="text-xl font-semibold text-ink">Cloud servers (ECS)</h2>
            <p className="mt-2 text-sm text-ink-soft">
              {d.ecsFamilies ? `${d.ecsFamilies} instance families, ${d.ecsShapes}.` : 'Instance families for every workload.'}
            </p>
            <p className="mt-5 text-sm text-ink-muted">
              From <span className="text-3xl font-semibold text-danger">{d.ecsFrom ? `¥${formatMoney(d.ecsFrom)}` : '—'}</span> / month
            </p>
            <UiLink href="/price/ecs" className={buttonClass('primary', 'md', 'mt-6')}>
              Server pricing
            </UiLink>
          </div>
          <div className="rounded-xl border border-line p-7">
            <h2 className="text-xl font-semibold text-ink">Cloud phones</h2>
            <p className="mt-2 text-sm text-ink-soft">{d.packages.length || 'Several'} packages for every workload.</p>
            <p className="mt-5 text-sm text-ink-muted">
              From{' '}
              <span className="text-3xl font-semibold text-danger">{prices.length ? `¥${formatMoney(Math.min(...prices))}` : '—'}</span> / month
            </p>
            <UiLink href="/buyphone" className={buttonClass('primary', 'md', 'mt-6')}>
              Cloud phone packages
            </UiLink>
          </div>
        </div>
      </Section>
      {d.packages.length ? (
        <div className="bg-surface">
          <Section title="Cloud-phone packages">
            <div className="overflow-x-auto rounded-lg border border-line bg-white">
              <table className="w-full min-w-[520px] text-left text-sm">
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className="px-4 py-3 font-medium">Package</th>
                    <th className="px-4 py-3 font-medium">CPU</th>
                    <th className="px-4 py-3 font-medium">Memory</th>
                    <th className="px-4 py-3 font-medium">Storage</th>
                    <th className="px-4 py-3 text-right font-medium">Monthly (yuan)</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {d.packages.map((p) => (
                    <tr key={p.id}>
                      <td className="px-4 py-3 font-medium">{p.name}</td>
                      <td className="px-4 py-3">{p.cpu}</td>
                      <td className="px-4 py-3">{p.memory_gb} GB</td>
                      <td className="px-4 py-3">{p.storage_gb} GB</td>
                      <td className="px-4 py-3 text-right font-semibold text-danger">¥{formatMoney(p.price_month)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        </div>
      ) : null}
    </>
  );
}
