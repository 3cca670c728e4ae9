/**
 * /solution/{name}: an industry solution page (spec §2) read from the API — /v1/solution_info for the page (title,
 * hero line, structured sections, optional extra HTML) and /v1/solution_list for "Other solutions" — in the visitor's
 * language (`request`, see content.server.ts). Operators edit the text in the console. Unknown names → 404.
 */
import { data } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/solution';
import { crumbs, metaTranslator, seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getSolutionPage, getSolutions } from '../features/content/api/content.server';
import { getCatalogFacts } from '../features/products/api/products.server';
import { fillCatalogFacts } from '../features/products/catalog-facts';
import { SolutionGrid } from '../features/solutions/components/solution-grid';
import { SolutionSectionsView } from '../features/solutions/components/solution-sections';
import { solutionAccent } from '../features/solutions/solution-links';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.name ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(slug)) throw data(null, { status: 404 });
  const [solution, solutions, facts] = await Promise.all([
    getSolutionPage(request, slug),
    getSolutions(request),
    getCatalogFacts(request),
  ]);
  if (!solution) throw data(null, { status: 404 });
  // Prices and counts quoted in the sections come from the catalog (catalog-facts.ts); a product line quoting a figure
  // the catalog cannot give now loses its spec line.
  const sections = solution.sections && {
    ...solution.sections,
    products: solution.sections.products.map((p) => ({
      ...p,
      spec: (p.spec && fillCatalogFacts(p.spec, facts)) ?? '',
    })),
  };
  return { solution: { ...solution, sections }, solutions };
}

export function meta(args: Route.MetaArgs) {
  const s = args.data?.solution;
  const t = metaTranslator(args);
  const jsonLd = s ? [crumbs(args, t('seo.home'), [{ name: s.title, path: `/solution/${s.slug}` }])] : [];
  return seo(args, {
    title: s?.title ?? t('nav.solutions'),
    description: s?.summary || s?.sections?.intro || '',
    jsonLd,
  });
}

export default function SolutionRoute({ loaderData: { solution: s, solutions } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const accent = solutionAccent(s.slug);
  return (
    <div lang={s.lang}>
      <PageHero title={s.title} subtitle={s.summary} accent={accent}>
        <UiLink href="/trial" className={buttonClass('light', 'lg')}>
          {t('solution.trial')}
        </UiLink>
        <UiLink href="/price" className={buttonClass('outline-light', 'lg')}>
          {t('solution.pricing')}
        </UiLink>
      </PageHero>
      {s.sections ? <SolutionSectionsView sections={s.sections} accent={accent} /> : null}
      {s.content_html ? (
        <Section>
          {/* Sanitized by the API before it is stored. */}
          <div className="prose-content mx-auto max-w-3xl" dangerouslySetInnerHTML={{ __html: s.content_html }} />
        </Section>
      ) : null}
      {solutions.length > 1 ? (
        <Section title={t('solution.others')}>
          <SolutionGrid solutions={solutions} exclude={s.slug} />
        </Section>
      ) : null}
    </div>
  );
}
