/** /price/ecs: server pricing from the catalog — list prices per family, disks, duration discounts, and the regions. */
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/price-ecs';
import { metaTranslator, seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getEcsCatalog } from '../features/products/api/products.server';
import { EcsPriceTable } from '../features/products/components/ecs-price-table';
import { RegionList } from '../features/products/components/region-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  return getEcsCatalog(request);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return seo(args, { title: t('price.ecs.title'), description: t('price.ecs.description') });
}

export default function PriceEcsRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('price.ecs.title')} subtitle={t('price.ecs.subtitle')}>
        <UiLink href="/ecs#buy" className={buttonClass('light', 'lg')}>
          {t('price.ecs.configure')}
        </UiLink>
      </PageHero>
      <Section>
        <EcsPriceTable families={d.families} disks={d.disks} durations={d.durations} regionName={d.referenceRegion?.name ?? null} />
      </Section>
      <div className="bg-surface">
        <Section title={t('price.ecs.regions')}>
          <RegionList areas={d.areas} regions={d.regions} />
        </Section>
      </div>
    </>
  );
}
