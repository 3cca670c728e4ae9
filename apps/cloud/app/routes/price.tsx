/** /price: pricing index — cloud servers (→ /price/ecs) and cloud-phone packages, both from the API's catalog. */
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/price';
import { productLd } from '@lanyun/site-kit/structured-data';
import { crumbs, ldContext, metaTranslator, OG_IMAGE, seo, SITE_NAME } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getCatalogFacts, getEcsCatalog, getPhonePackages } from '../features/products/api/products.server';
import { shapeRange } from '../features/products/price-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const [packages, ecs, facts] = await Promise.all([
    getPhonePackages(request),
    getEcsCatalog(request),
    getCatalogFacts(request),
  ]);
  const ecsTypes = ecs.families.flatMap((f) => f.types.map((ty) => ({ name: ty.code, priceYuan: ty.price_month })));
  return {
    packages,
    ecsTypes,
    // The cheapest configuration a customer can order, system disk included (the API prices it: /v1/catalog_facts).
    ecsFrom: facts.ecsFrom,
    ecsFromDiskGb: facts.ecsFromDiskGb,
    ecsFamilies: ecs.families.length,
    ecsShapes: shapeRange(ecs.families),
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const { abs } = ldContext(args);
  const d = args.data;
  // Product + Offer from the catalog: ECS instance types and cloud-phone packages at their monthly list prices.
  const products = d
    ? [
        productLd({
          name: t('nav.ecs'),
          description: t('price.index.description'),
          url: abs('/price/ecs'),
          image: abs(OG_IMAGE),
          brand: SITE_NAME,
          offers: d.ecsTypes,
        }),
        productLd({
          name: t('nav.phone'),
          description: t('price.index.description'),
          url: abs('/buyphone'),
          image: abs(OG_IMAGE),
          brand: SITE_NAME,
          offers: d.packages.map((p) => ({ name: p.name, priceYuan: p.price_month })),
        }),
      ]
    : [];
  const jsonLd = [
    ...products.filter((p): p is object => p !== null),
    crumbs(args, t('seo.home'), [{ name: t('nav.pricing'), path: '/price' }]),
  ];
  return seo(args, { title: t('nav.pricing'), description: t('price.index.description'), jsonLd });
}

export default function PriceRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const prices = d.packages.map((p) => Number(p.price_month)).filter(Number.isFinite);
  return (
    <>
      <PageHero title={t('nav.pricing')} subtitle={t('price.index.subtitle')} />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-line p-7">
            <h2 className="text-xl font-semibold text-ink">{t('price.index.ecs')}</h2>
            <p className="mt-2 text-sm text-ink-soft">
              {d.ecsFamilies
                ? t('price.index.families', { count: d.ecsFamilies, shapes: d.ecsShapes })
                : t('price.index.familiesAny')}
            </p>
            <p className="mt-5 text-sm text-ink-muted">
              {t('common.from')}{' '}
              <span className="text-3xl font-semibold text-danger-strong">
                {d.ecsFrom ? `¥${formatMoney(d.ecsFrom)}` : '—'}
              </span>{' '}
              {t('common.perMonth')}
            </p>
            {d.ecsFromDiskGb ? (
              <p className="mt-1 text-xs text-ink-muted">{t('facts.ecsFromIncludes', { gb: d.ecsFromDiskGb })}</p>
            ) : null}
            <UiLink href="/price/ecs" className={buttonClass('primary', 'md', 'mt-6')}>
              {t('footer.serverPricing')}
            </UiLink>
          </div>
          <div className="rounded-xl border border-line p-7">
            <h2 className="text-xl font-semibold text-ink">{t('buyphone.hero.title')}</h2>
            <p className="mt-2 text-sm text-ink-soft">
              {d.packages.length
                ? t('price.index.packages', { count: d.packages.length })
                : t('price.index.packagesAny')}
            </p>
            <p className="mt-5 text-sm text-ink-muted">
              {t('common.from')}{' '}
              <span className="text-3xl font-semibold text-danger-strong">
                {prices.length ? `¥${formatMoney(Math.min(...prices))}` : '—'}
              </span>{' '}
              {t('common.perMonth')}
            </p>
            <UiLink href="/buyphone" className={buttonClass('primary', 'md', 'mt-6')}>
              {t('price.index.phonePackages')}
            </UiLink>
          </div>
        </div>
      </Section>
      {d.packages.length ? (
        <div className="bg-surface">
          <Section title={t('price.index.phonePackages')}>
            <div className="overflow-x-auto rounded-lg border border-line bg-white">
              <table className="w-full min-w-[520px] text-left text-sm">
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className="px-4 py-3 font-medium">{t('buyphone.package')}</th>
                    <th className="px-4 py-3 font-medium">CPU</th>
                    <th className="px-4 py-3 font-medium">{t('order.instance.memory')}</th>
                    <th className="px-4 py-3 font-medium">{t('order.fact.storage')}</th>
                    <th className="px-4 py-3 text-right font-medium">{t('price.monthlyYuan')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {d.packages.map((p) => (
                    <tr key={p.id}>
                      <td className="px-4 py-3 font-medium">{p.name}</td>
                      <td className="px-4 py-3">{p.cpu}</td>
                      <td className="px-4 py-3">{p.memory_gb} GB</td>
                      <td className="px-4 py-3">{p.storage_gb} GB</td>
                      <td className="px-4 py-3 text-right font-semibold text-danger-strong">
                        ¥{formatMoney(p.price_month)}
                      </td>
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
