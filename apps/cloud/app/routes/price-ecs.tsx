/** /price/ecs: server pricing — reference prices per family (monthly/yearly) and the regions they apply to. */
import type { Route } from './+types/price-ecs';
import { PageHero, Section } from '../components/page-hero';
import { getRegionAreas, getRegions } from '../features/products/api/products.server';
import { EcsPriceTable } from '../features/products/components/ecs-price-table';
import { RegionList } from '../features/products/components/region-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  const [areas, regions] = await Promise.all([getRegionAreas(), getRegions()]);
  return { areas, regions };
}

export function meta() {
  return [{ title: 'Cloud server pricing — Lanyun Cloud' }];
}

export default function PriceEcsRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Cloud server pricing" subtitle="Reference prices in yuan including the system disk and bandwidth. Yearly billing costs ten months." />
      <Section>
        <EcsPriceTable />
        <p className="mt-6 text-xs text-ink-muted">
          Prices are the same in every mainland region; overseas regions may differ. Final prices are shown at checkout.
        </p>
      </Section>
      <div className="bg-surface">
        <Section title="Available regions">
          <RegionList areas={d.areas} regions={d.regions} />
        </Section>
      </div>
    </>
  );
}
