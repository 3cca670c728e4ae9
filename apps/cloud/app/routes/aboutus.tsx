/**
 * /aboutus: company profile, key figures (the region and zone counts from the catalog: /v1/catalog_facts),
 * milestones and contact details (support phone and e-mail from /v1/web_init; the phone only when configured).
 */
import { useTranslation } from '@lanyun/i18n/react';
import { useRouteLoaderData } from 'react-router';
import { PageHero, Section } from '../components/page-hero';
import type { RootData } from '../root-data';
import type { Route } from './+types/aboutus';
import { brandName, metaTranslator, seo } from '../lib/seo';
import { getCatalogFacts } from '../features/products/api/products.server';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return seo(args, { title: t('nav.about'), description: t('about.description') });
}

export async function loader({ request }: Route.LoaderArgs) {
  const facts = await getCatalogFacts(request);
  return { regions: facts.regions, zones: facts.zones };
}

/**
 * Key figures: the value and the catalogue key of its label (public.json `about.facts`). The counts come from the
 * catalog and are left out while it cannot say.
 */
function keyFacts(regions: number, zones: number): [string, string][] {
  return [
    ...(regions ? ([[String(regions), 'about.facts.regions']] as [string, string][]) : []),
    ...(zones ? ([[String(zones), 'about.facts.zones']] as [string, string][]) : []),
    ['99.95%', 'about.facts.availability'],
    ['24/7', 'about.facts.support'],
  ];
}

/** Milestones: the year and the catalogue key of its text (public.json `about.milestones`). */
const MILESTONES = [
  ['2016', 'about.milestones.y2016'],
  ['2018', 'about.milestones.y2018'],
  ['2020', 'about.milestones.y2020'],
  ['2022', 'about.milestones.y2022'],
  ['2024', 'about.milestones.y2024'],
] as const;

export default function AboutUsRoute({ loaderData: d }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const site = root?.site;
  // The site's name as the API keeps it: Chinese (site_name) on zh-CN pages, English (site_name_en) on others.
  const siteName = brandName(site, i18n.language);
  return (
    <>
      <PageHero title={t('about.title')} subtitle={t('about.subtitle', { name: siteName })} />
      <Section>
        <div className="grid gap-10 md:grid-cols-2">
          <div className="space-y-4 leading-relaxed text-ink-soft">
            <p>{t('about.intro.p1')}</p>
            <p>{t('about.intro.p2')}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {keyFacts(d.regions, d.zones).map(([value, label]) => (
              <div key={label} className="rounded-xl bg-surface p-6 text-center">
                <dt className="sr-only">{t(label)}</dt>
                <dd className="text-3xl font-semibold text-brand-600">{value}</dd>
                <dd className="mt-1 text-sm text-ink-soft">{t(label)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <div className="bg-surface">
        <Section title={t('about.milestones.title')}>
          <ol className="mx-auto max-w-3xl space-y-4">
            {MILESTONES.map(([year, text]) => (
              <li key={year} className="flex gap-6 rounded-lg bg-white p-5 shadow-sm">
                <span className="w-14 shrink-0 text-lg font-semibold text-brand-600">{year}</span>
                <span className="text-ink-soft">{t(text)}</span>
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <Section title={t('about.contact.title')}>
        <div className="mx-auto grid max-w-3xl gap-4 text-center sm:grid-cols-2">
          {/* The hotline is configuration (SUPPORT_PHONE): left out until one is set. */}
          {site?.support_phone ? (
            <div className="rounded-xl border border-line p-6">
              <p className="text-sm text-ink-muted">{t('about.contact.hotline')}</p>
              <p className="mt-1 text-lg font-semibold text-ink">{site.support_phone}</p>
            </div>
          ) : null}
          <div className="rounded-xl border border-line p-6">
            <p className="text-sm text-ink-muted">{t('about.contact.email')}</p>
            {site?.support_email ? (
              <a className="mt-1 block text-lg font-semibold text-brand-600" href={`mailto:${site.support_email}`}>
                {site.support_email}
              </a>
            ) : (
              <p className="mt-1 text-lg font-semibold text-ink">—</p>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
