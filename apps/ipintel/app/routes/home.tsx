/**
 * Home of the IP site (spec §2 "Home page of the IP product"): banner, services, map, pricing, the IP query tool,
 * documentation and contact.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { publicApi } from '@lanyun/site-kit/api.server';
import { dataOr } from '@lanyun/session/server';
import { ContactForm } from '../features/contact/components/contact-form';
import { IpLookupTool } from '../features/ip-lookup/components/ip-lookup-tool';
import { LOOKUP_MAP_KEY, fetchLookupMap, type LookupMap } from '../features/map/api/lookup-map';
import { LazyWorldMap } from '../features/map/components/lazy-world-map';
import { DocsTeaser } from '../features/marketing/components/docs-teaser';
import type { DatabaseFacts } from '../features/marketing/api/facts';
import { Hero } from '../features/marketing/components/hero';
import { Services } from '../features/marketing/components/services';
import { PricingSection } from '../features/pricing/components/pricing-section';
import type { ApiPlan } from '../features/pricing/plans';
import type { RootData } from '../root-data';
import type { Route } from './+types/home';
import { organizationLd, productLd, websiteLd } from '@lanyun/site-kit/structured-data';
import { langFromMatches, siteUrlFromMatches } from '@lanyun/site-kit/seo';
import { LOGO, OG_IMAGE, seo, SITE_NAME } from '../lib/seo';

export function meta(args: Route.MetaArgs) {
  const siteUrl = siteUrlFromMatches(args.matches);
  const abs = (p: string) => new URL(p, `${siteUrl.replace(/\/$/, '')}/`).toString();
  return seo(args, (t) => {
    const plans = productLd({
      name: t('meta.home.title'),
      description: t('meta.home.description'),
      url: abs('/'),
      image: abs(OG_IMAGE),
      brand: SITE_NAME,
      offers: (args.data?.plans ?? [])
        .filter((p) => Number(p.price_month) > 0)
        .map((p) => ({ name: p.name, priceYuan: p.price_month })),
    });
    const jsonLd = [
      organizationLd({ name: SITE_NAME, url: siteUrl, logo: LOGO }),
      websiteLd({ name: SITE_NAME, url: siteUrl, lang: langFromMatches(args.matches) }),
      ...(plans ? [plans] : []),
    ];
    return { title: t('meta.home.title'), description: t('meta.home.description'), jsonLd };
  });
}

/** Plans, the map's first picture and the database's figures, rendered on the server (the API answers in the visitor's language). */
export async function loader({ request }: Route.LoaderArgs) {
  const api = publicApi(request);
  const [plans, map, facts] = await Promise.all([
    dataOr<ApiPlan[]>(api.call('/ipintel/plan_list'), []),
    dataOr<LookupMap | null>(api.call('/ipintel/lookup_map', { hours: 24 }), null),
    dataOr<DatabaseFacts | null>(api.call('/ipintel/database_facts'), null),
  ]);
  return { plans, map, facts };
}

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

function Block({
  id,
  title,
  subtitle,
  children,
  tinted,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section id={id} className={`scroll-mt-16 ${tinted ? 'bg-surface' : ''}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
        <div className="mb-10 text-center">
          <h2 className="text-2xl font-semibold text-ink md:text-3xl">{title}</h2>
          {subtitle ? <p className="mt-2 text-ink-soft">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export default function Home() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { plans, map: initialMap, facts } = useLoaderData<typeof loader>();
  const { api, user } = useSession();
  const map = useQuery({
    queryKey: LOOKUP_MAP_KEY,
    queryFn: () => fetchLookupMap(api),
    initialData: initialMap ?? undefined,
    refetchInterval: 30_000,
  });
  const signupHref = '/login?tp=2&next=/billing';
  const { t } = useTranslation();
  return (
    <>
      <Hero
        signupHref={signupHref}
        facts={facts}
        freeQuota={plans.find((p) => p.code === 'free')?.monthly_quota ?? null}
      />
      <Block
        id="lookup"
        title={t('home.lookup.title')}
        subtitle={
          facts ? t('home.lookup.subtitle', { count: facts.demo_per_minute }) : t('home.lookup.subtitleNoLimit')
        }
      >
        <div className="mx-auto max-w-5xl">
          <IpLookupTool keyHref={user ? '/dashboard' : signupHref} />
        </div>
      </Block>
      <Block id="services" title={t('home.services.title')} subtitle={t('home.services.subtitle')} tinted>
        <Services sample={facts?.sample ?? null} flags={facts?.privacy_flags ?? null} />
      </Block>
      <Block id="coverage" title={t('home.coverage.title')} subtitle={t('home.coverage.subtitle')}>
        <LazyWorldMap data={map.data ?? null} />
      </Block>
      <Block id="pricing" title={t('home.pricing.title')} subtitle={t('home.pricing.subtitle')} tinted>
        <PricingSection plans={plans} startHref={user ? '/billing' : signupHref} />
      </Block>
      <Block id="docs" title={t('home.docs.title')} subtitle={t('home.docs.subtitle')}>
        <DocsTeaser apiUrl={root?.config.apiUrl ?? 'http://127.0.0.1:8080'} sample={facts?.sample ?? null} />
      </Block>
      <Block id="contact" title={t('home.contact.title')} subtitle={t('home.contact.subtitle')} tinted>
        <ContactForm email={root?.site?.support_email ?? null} phone={root?.site?.support_phone || null} />
      </Block>
    </>
  );
}
