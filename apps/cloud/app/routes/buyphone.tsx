/**
 * /buyphone: cloud-phone purchase (spec §2, §7 "Cloud phone"). The loader reads packages (/phone/get_pdc_pkg_id),
 * regions (/phone/get_pdc_regions), durations (/phone/get_pdc_duration) and recommendations
 * (/v1/get_recommend_list_new) on the server; the form prices the choice live through
 * /phone_order/get_pdc_pkg_price and orders with /phone_order/add_pdc_order (paid from the wallet).
 */
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { dataOr } from '@lanyun/session/server';
import { formatMoney } from '@lanyun/ui/format';
import { publicApi } from '@lanyun/site-kit/api.server';
import type { Route } from './+types/buyphone';
import { productLd } from '@lanyun/site-kit/structured-data';
import { ldContext, metaTranslator, OG_IMAGE, seo, SITE_NAME } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import type { PhoneDuration, PhoneRegion, RecommendedPackage } from '../features/phone-order/api/phone-order';
import { PhonePurchase } from '../features/phone-order/components/phone-purchase';
import { getPhonePackages } from '../features/products/api/products.server';
import { useRecharge } from '@lanyun/site-kit/recharge';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const api = publicApi(request);
  const [packages, regions, durations, recommended] = await Promise.all([
    getPhonePackages(request),
    dataOr<PhoneRegion[]>(api.call('/phone/get_pdc_regions'), []),
    dataOr<PhoneDuration[]>(api.call('/phone/get_pdc_duration'), []),
    dataOr<RecommendedPackage[]>(api.call('/v1/get_recommend_list_new'), []),
  ]);
  return { packages, regions, durations, recommended };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const { abs } = ldContext(args);
  const offers = (args.data?.packages ?? []).map((p) => ({ name: p.name, priceYuan: p.price_month }));
  const product = productLd({
    name: t('nav.phone'),
    description: t('buyphone.meta.description'),
    url: abs('/buyphone'),
    image: abs(OG_IMAGE),
    brand: SITE_NAME,
    offers,
  });
  return seo(args, {
    title: t('buyphone.meta.title'),
    description: t('buyphone.meta.description'),
    jsonLd: product ? [product] : [],
  });
}

/** "How it works": catalogue keys of the three steps (public.json `buyphone.steps`). */
const STEPS = ['buyphone.steps.choose', 'buyphone.steps.pay', 'buyphone.steps.connect'] as const;

export default function BuyPhoneRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const recharge = useRecharge();
  // `?package=<id>` (the recommended cards' links) preselects that package; an unknown id falls back.
  const [search] = useSearchParams();
  const picked = d.packages.find((p) => String(p.id) === search.get('package'))?.id;
  /** The page with `package` set, other parameters (e.g. `?lang=`) kept. */
  const packageHref = (id: number) => {
    const params = new URLSearchParams(search);
    params.set('package', String(id));
    return `?${params.toString()}#buy`;
  };
  return (
    <>
      <PageHero title={t('buyphone.hero.title')} subtitle={t('buyphone.hero.subtitle')} />
      {d.recommended.length ? (
        <Section title={t('buyphone.recommended.title')} subtitle={t('buyphone.recommended.subtitle')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {d.recommended.map((p) => (
              <article key={p.id} className="rounded-xl border border-line p-5">
                <p className="text-xs font-medium text-danger-strong">{p.badge}</p>
                <h3 className="mt-1 text-lg font-semibold text-ink">{p.name}</h3>
                <p className="mt-1 text-sm text-ink-soft">
                  {t('buyphone.recommended.spec', { cpu: p.cpu, memory: p.memory_gb, storage: p.storage_gb })}
                </p>
                <p className="mt-3 text-sm text-ink-muted">
                  <span className="text-2xl font-semibold text-danger-strong">¥{formatMoney(p.price_month)}</span>{' '}
                  {t('common.perMonth')}
                </p>
                {/* Opens the form below with this package chosen (a plain link: shareable, works before hydration). */}
                <Link to={packageHref(p.id)} preventScrollReset className={buttonClass('outline', 'sm', 'mt-4 w-full')}>
                  {t('buyphone.recommended.choose')}
                  <span className="sr-only"> {p.name}</span>
                </Link>
              </article>
            ))}
          </div>
        </Section>
      ) : null}
      <div id="buy" className="scroll-mt-16 bg-surface">
        <Section title={t('phones.buy')}>
          {/* A new `?package=` starts the form again with that package. */}
          {/* Its own boundary: hydrated in a task apart from the rest of the page (as on /ecs). */}
          <Suspense fallback={null}>
            <PhonePurchase
              key={picked ?? 'default'}
              catalog={d}
              packageId={picked}
              onTopUp={(preset) => recharge.open(preset)}
            />
          </Suspense>
        </Section>
      </div>
      <Section title={t('buyphone.steps.title')}>
        <ol className="mx-auto grid max-w-4xl gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-xl border border-line p-6">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <p className="mt-3 text-sm text-ink-soft">{t(step)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
