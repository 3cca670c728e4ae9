/**
 * /ecs: the cloud server product page and its purchase configurator (#buy). The loader reads the catalog on the
 * server (areas, regions, disks, durations, the families of the reference region and the first zone's images), so
 * the page and the first configuration render without waiting; prices always come from the API.
 */
import { Suspense } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { dataOr } from '@lanyun/session/server';
import { publicApi } from '@lanyun/site-kit/api.server';
import type { Route } from './+types/ecs';
import { productLd } from '@lanyun/site-kit/structured-data';
import { ldContext, metaTranslator, OG_IMAGE, seo, SITE_NAME } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import type { ZoneImage } from '../features/ecs-order/api/ecs-order';
import { EcsConfigurator } from '../features/ecs-order/components/ecs-configurator';
import { getEcsCatalog } from '../features/products/api/products.server';
import { RegionList } from '../features/products/components/region-list';
import { useRecharge } from '@lanyun/site-kit/recharge';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const catalog = await getEcsCatalog(request);
  // Regions in the order of their areas, so the configurator starts in the first area's first region.
  const areaOrder = new Map(catalog.areas.map((a, i) => [a.id, i]));
  const regions = [...catalog.regions].sort(
    (a, b) => (areaOrder.get(a.father_id) ?? 99) - (areaOrder.get(b.father_id) ?? 99),
  );
  const zoneId = regions[0]?.zones[0]?.id;
  const firstZone = zoneId
    ? {
        zoneId,
        images: await dataOr<ZoneImage[]>(
          publicApi(request).call('/v1/get_region_zone_images', { zone_id: zoneId }),
          [],
        ),
        families: await dataOr<typeof catalog.families>(
          publicApi(request).call('/v1/get_region_zone_instance_config', { zone_id: zoneId }),
          [],
        ),
      }
    : undefined;
  return {
    ...catalog,
    regions,
    firstZone: firstZone?.images.length && firstZone.families.length ? firstZone : undefined,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const regions = args.data?.regions.length ?? 0;
  const description = regions ? t('ecs.meta.description', { regions }) : t('ecs.meta.descriptionAny');
  const { abs } = ldContext(args);
  // The product with its catalog prices, as on /price/ecs (a catalog without prices gives none).
  const product = productLd({
    name: t('nav.ecs'),
    description,
    url: abs('/ecs'),
    image: abs(OG_IMAGE),
    brand: SITE_NAME,
    offers: (args.data?.families ?? []).flatMap((f) =>
      f.types.map((ty) => ({ name: ty.code, priceYuan: ty.price_month })),
    ),
  });
  return seo(args, { title: t('ecs.meta.title'), description, jsonLd: product ? [product] : [] });
}

/** "Why Lanyun ECS": catalogue keys of each title and text (public.json `ecs.features`). */
const FEATURES = [
  { title: 'ecs.features.shape.title', text: 'ecs.features.shape.text' },
  { title: 'ecs.features.ssd.title', text: 'ecs.features.ssd.text' },
  { title: 'ecs.features.vpc.title', text: 'ecs.features.vpc.text' },
  { title: 'ecs.features.ddos.title', text: 'ecs.features.ddos.text' },
] as const;

export default function EcsRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const recharge = useRecharge();
  return (
    <>
      <PageHero title={t('nav.ecs')} subtitle={t('ecs.hero.subtitle')}>
        <a href="#buy" className={buttonClass('light', 'lg')}>
          {t('common.buyNow')}
        </a>
        <UiLink href="/price/ecs" className={buttonClass('outline-light', 'lg')}>
          {t('ecs.hero.prices')}
        </UiLink>
        {/* No trial button here: the free trial is of cloud phones (/trial), not of ECS instances. */}
      </PageHero>
      <Section title={t('ecs.features.title')}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <div key={f.title} className="rounded-xl border border-line p-6">
              <h3 className="font-semibold text-ink">{t(f.title)}</h3>
              <p className="mt-2 text-sm text-ink-soft">{t(f.text)}</p>
            </div>
          ))}
        </div>
      </Section>
      <div id="buy" className="scroll-mt-16 bg-surface">
        <Section title={t('ecs.buy.title')} subtitle={t('ecs.buy.subtitle')}>
          {/*
            A boundary of its own: the server renders it in place (nothing here suspends), and the browser hydrates the
            configurator in a task apart from the rest of the page, so neither task blocks input for long.
          */}
          <Suspense fallback={null}>
            <EcsConfigurator catalog={d} onTopUp={(preset) => recharge.open(preset)} />
          </Suspense>
        </Section>
      </div>
      <Section title={t('ecs.families.title')}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {d.families.map((f) => (
            <div key={f.code} className="rounded-xl border border-line p-6">
              <h3 className="font-semibold text-ink">{f.name}</h3>
              <p className="mt-2 text-sm text-ink-soft">{f.description}</p>
              <p className="mt-3 text-xs text-ink-muted">
                {t('ecs.families.sizes', { count: f.types.length, min: f.types[0]?.vcpu, max: f.types.at(-1)?.vcpu })}
              </p>
            </div>
          ))}
        </div>
      </Section>
      <div className="bg-surface">
        <Section title={t('ecs.regions.title')} subtitle={t('ecs.regions.subtitle')}>
          <Suspense fallback={null}>
            <RegionList areas={d.areas} regions={d.regions} />
          </Suspense>
        </Section>
      </div>
    </>
  );
}
