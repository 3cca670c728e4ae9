/** /price/ecs: server pricing from the catalog — list prices per family, disks, duration discounts, and the regions. */
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/price-ecs';
import { productLd } from '@lanyun/site-kit/structured-data';
import { crumbs, ldContext, metaTranslator, OG_IMAGE, seo, SITE_NAME } from '../lib/seo';
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
  const { abs } = ldContext(args);
  const offers = (args.data?.families ?? []).flatMap((f) =>
    f.types.map((ty) => ({ name: ty.code, priceYuan: ty.price_month })),
  );
  const product = productLd({
    name: t('nav.ecs'),
    description: t('price.ecs.description'),
    url: abs('/price/ecs'),
    image: abs(OG_IMAGE),
    brand: SITE_NAME,
    offers,
  });
  const trail = crumbs(args, t('seo.home'), [
    { name: t('nav.pricing'), path: '/price' },
    { name: t('price.ecs.title'), path: '/price/ecs' },
  ]);
  return seo(args, {
    title: t('price.ecs.title'),
    description: t('price.ecs.description'),
    jsonLd: product ? [product, trail] : [trail],
  });
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
        <EcsPriceTable
          families={d.families}
          disks={d.disks}
          durations={d.durations}
          regionName={d.referenceRegion?.name ?? null}
        />
      </Section>
      <div className="bg-surface">
        <Section title={t('price.ecs.regions')}>
          <RegionList areas={d.areas} regions={d.regions} />
        </Section>
      </div>
    </>
  );
}
