/** /solution/{name}: one of the seven industry solutions (spec §2); other names → 404. */
import { data } from 'react-router';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/solution';
import { seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { SolutionGrid } from '../features/solutions/components/solution-grid';
import { findSolution, isSolutionSlug } from '../features/solutions/solutions';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export function loader({ params }: Route.LoaderArgs) {
  if (!isSolutionSlug(params.name)) throw data(null, { status: 404 });
  return { slug: params.name };
}

export function meta(args: Route.MetaArgs) {
  const s = findSolution(args.data?.slug);
  return seo(args, { title: `${s?.title ?? 'Solutions'} solution`, description: s?.tagline ?? '' });
}

export default function SolutionRoute({ loaderData }: Route.ComponentProps) {
  const s = findSolution(loaderData.slug);
  if (!s) return null;
  return (
    <>
      <PageHero title={`${s.title} solution`} subtitle={s.tagline} accent={s.accent}>
        <UiLink href="/trial" className={buttonClass('light', 'lg')}>
          Apply for a free trial
        </UiLink>
        <UiLink href="/price" className={buttonClass('outline-light', 'lg')}>
          See pricing
        </UiLink>
      </PageHero>
      <Section>
        <p className="mx-auto max-w-3xl text-center text-lg leading-relaxed text-ink-soft">{s.intro}</p>
      </Section>
      <div className="bg-surface">
        <Section title="Challenges">
          <div className="grid gap-6 md:grid-cols-3">
            {s.challenges.map((c) => (
              <div key={c.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-ink">{c.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{c.text}</p>
              </div>
            ))}
          </div>
        </Section>
      </div>
      <Section title="How Lanyun Cloud helps">
        <ol className="grid gap-6 md:grid-cols-3">
          {s.approach.map((a, i) => (
            <li key={a.title} className="rounded-xl border border-line p-6">
              <span className="text-sm font-semibold" style={{ color: s.accent }}>
                0{i + 1}
              </span>
              <h3 className="mt-2 font-semibold text-ink">{a.title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{a.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <div className="bg-surface">
        <Section title="Recommended products">
          <div className="grid gap-4 md:grid-cols-2">
            {s.products.map((p) => (
              <UiLink key={p.name} href={p.href} className="flex items-center justify-between rounded-xl bg-white p-6 shadow-sm hover:shadow-md">
                <span>
                  <span className="block font-semibold text-ink">{p.name}</span>
                  <span className="text-sm text-ink-soft">{p.spec}</span>
                </span>
                <span className="text-brand-600" aria-hidden="true">
                  →
                </span>
              </UiLink>
            ))}
          </div>
        </Section>
      </div>
      <Section title="Other solutions">
        <SolutionGrid exclude={s.slug} />
      </Section>
    </>
  );
}
