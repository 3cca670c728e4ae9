/** /price/ecs: server pricing from the catalog — list prices per family, disks, duration discounts, and the regions. */
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/price-ecs';
import { PageHero, Section } from '../components/page-hero';
import { getEcsCatalog } from '../features/products/api/products.server';
import { EcsPriceTable } from '../features/products/components/ecs-price-table';
import { RegionList } from '../features/products/components/region-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  return getEcsCatalog();
}

export function meta() {
  return [{ title: 'Cloud server pricing — Lanyun Cloud' }];
}

export default function PriceEcsRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Cloud server pricing" subtitle="Monthly list prices in yuan. Pay for a year and it costs about ten months.">
        <UiLink href="/ecs#buy" className={buttonClass('light', 'lg')}>
          Configure and buy
        </UiLink>
      </PageHero>
      <Section>
        <EcsPriceTable families={d.families} disks={d.disks} durations={d.durations} regionName={d.referenceRegion?.name ?? null} />
      </Section>
      <div className="bg-surface">
        <Section title="Available regions">
          <RegionList areas={d.areas} regions={d.regions} />
        </Section>
      </div>
    </>
  );
}
