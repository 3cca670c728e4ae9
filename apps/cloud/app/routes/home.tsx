/**
 * Home (spec §2): banners (/v1/banner_list), products (ECS and cloud phone), solutions, latest news and documents
 * (/v1/get_news_list), and a call to action. Friend links and the ICP number are in the footer.
 */
import { buttonClass } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { useTranslation } from '@lanyun/i18n/react';
import type { Route } from './+types/home';
import { organizationLd, websiteLd } from '@lanyun/site-kit/structured-data';
import { brandName, ldContext, LOGO, metaTranslator, seo } from '../lib/seo';
import { Section } from '../components/page-hero';
import { getBanners, getNewsList, getSolutions, type NewsItem } from '../features/content/api/content.server';
import { BannerCarousel } from '../features/home/components/banner-carousel';
import { ProductCards } from '../features/home/components/product-cards';
import { getCatalogFacts } from '../features/products/api/products.server';
import { fillCatalogFacts } from '../features/products/catalog-facts';
import { SolutionGrid } from '../features/solutions/components/solution-grid';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const { siteUrl, lang, site } = ldContext(args);
  const name = brandName(site, lang);
  const alternateName = lang === 'en' ? site?.site_name : site?.site_name_en;
  const jsonLd = [
    organizationLd({
      name,
      url: siteUrl,
      logo: LOGO,
      ...(alternateName ? { alternateName } : {}),
      telephone: site?.support_phone || undefined,
      email: site?.support_email,
    }),
    websiteLd({ name, url: siteUrl, lang, ...(alternateName ? { alternateName } : {}) }),
  ];
  return seo(args, { title: t('common.siteTitle'), description: t('common.siteDescription'), jsonLd });
}

export async function loader({ request }: Route.LoaderArgs) {
  const [rawBanners, news, docs, facts, solutions] = await Promise.all([
    getBanners(request),
    getNewsList(request, { kind: 1 }, 1, 5),
    getNewsList(request, { kind: 2 }, 1, 5),
    getCatalogFacts(request),
    getSolutions(request),
  ]);
  // Prices and counts in the banners come from the catalog (catalog-facts.ts); a banner quoting a figure the catalog
  // cannot give now is left out.
  const banners = rawBanners.flatMap((b) => {
    const title = fillCatalogFacts(b.title, facts);
    const subtitle = fillCatalogFacts(b.subtitle, facts);
    return title === null || subtitle === null ? [] : [{ ...b, title, subtitle }];
  });
  return {
    banners,
    news: news.list,
    docs: docs.list,
    phoneFrom: facts.phoneFrom,
    ecsFrom: facts.ecsFrom,
    facts,
    solutions,
  };
}

/**
 * The four strengths under the banner: catalogue keys of their titles and texts (public.json `home.strengths`). The
 * first quotes the catalog's counts of regions and zones on sale (its `textAny` when the catalog gives none); no
 * strength states an availability figure or trial terms of its own (the trial's terms are on /trial).
 */
const STRENGTHS = [
  { title: 'home.strengths.availability.title', text: 'home.strengths.availability.text' },
  { title: 'home.strengths.verified.title', text: 'home.strengths.verified.text' },
  { title: 'home.strengths.billing.title', text: 'home.strengths.billing.text' },
  { title: 'home.strengths.support.title', text: 'home.strengths.support.text', href: '/user/tickets' },
] as const;

function NewsColumn({ title, href, items }: { title: string; href: string; items: NewsItem[] }) {
  const { t } = useTranslation();
  return (
    // min-w-0: a grid cell is otherwise as wide as its longest unbroken title, which the `truncate` links would
    // not cut (English titles made the home page 520 px wide on a 390 px phone).
    <div className="min-w-0 rounded-xl border border-line bg-white p-6">
      <div className="mb-4 flex items-center justify-between">
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <UiLink href={href} className="text-sm text-brand-600 hover:underline">
          {t('home.more')}
          <span className="sr-only"> {title}</span>
        </UiLink>
      </div>
      {items.length ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-4 text-sm">
              <UiLink href={`/news/detail/${item.id}`} className="min-w-0 truncate text-ink-soft hover:text-brand-600">
                {item.title}
              </UiLink>
              <time className="shrink-0 text-xs text-ink-muted">{formatDate(item.created_at)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('home.nothingYet')}</p>
      )}
    </div>
  );
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <BannerCarousel banners={d.banners} />
      <div className="border-b border-line bg-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
          {STRENGTHS.map((s) => (
            <div key={s.title}>
              <h2 className="font-semibold text-ink">{t(s.title)}</h2>
              <p className="mt-1 text-sm text-ink-soft">
                {s.text === 'home.strengths.availability.text' && !(d.facts.regions && d.facts.zones)
                  ? t('home.strengths.availability.textAny')
                  : t(s.text, { regions: d.facts.regions, zones: d.facts.zones })}
              </p>
              {'href' in s ? (
                <UiLink href={s.href} className="mt-1 inline-block text-sm text-brand-600 hover:underline">
                  {t('tickets.homeLink')}
                </UiLink>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <div className="bg-surface">
        <Section title={t('home.products.title')} subtitle={t('home.products.subtitle')}>
          <ProductCards
            ecsFrom={d.ecsFrom}
            ecsFromDiskGb={d.facts.ecsFromDiskGb}
            phoneFrom={d.phoneFrom}
            regions={d.facts.regions}
            zones={d.facts.zones}
          />
        </Section>
      </div>
      <Section title={t('home.solutions.title')} subtitle={t('home.solutions.subtitle')}>
        <SolutionGrid solutions={d.solutions} />
      </Section>
      <div className="bg-surface">
        <Section title={t('home.newsAndDocs')}>
          <div className="grid gap-6 md:grid-cols-2">
            <NewsColumn title={t('home.latestNews')} href="/news/info" items={d.news} />
            <NewsColumn title={t('home.docs')} href="/news/doc" items={d.docs} />
          </div>
        </Section>
      </div>
      <section className="bg-gradient-to-r from-brand-700 to-brand-500 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-14 text-center lg:px-6">
          <h2 className="text-2xl font-semibold md:text-3xl">{t('home.cta.title')}</h2>
          <p className="text-white/80">{t('home.cta.text')}</p>
          <div className="flex gap-3">
            <UiLink href="/trial" className={buttonClass('light', 'lg')}>
              {t('home.cta.trial')}
            </UiLink>
            <UiLink href="/login?tp=2" className={buttonClass('outline-light', 'lg')}>
              {t('home.cta.signup')}
            </UiLink>
          </div>
        </div>
      </section>
    </>
  );
}
