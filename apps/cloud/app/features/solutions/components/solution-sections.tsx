import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';
import type { SolutionPage } from '../../content/api/content.server';
import { Section } from '../../../components/page-hero';

/** One language's structured content of a solution page, as /v1/solution_info returns it. */
export type SolutionSections = NonNullable<SolutionPage['sections']>;

/**
 * The body of a solution page from its structured sections: the intro, the challenges, the numbered approach
 * ("How Lanyun Cloud helps") and the recommended products with their suggested sizes. All values are plain text.
 * Empty lists leave their section out.
 */
export function SolutionSectionsView({ sections: s, accent }: { sections: SolutionSections; accent: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Section>
        <p className="mx-auto max-w-3xl text-center text-lg leading-relaxed text-ink-soft">{s.intro}</p>
      </Section>
      {s.challenges.length ? (
        <div className="bg-surface">
          <Section title={t('solution.challenges')}>
            <div className="grid gap-6 md:grid-cols-3">
              {s.challenges.map((c, i) => (
                <div key={i} className="rounded-xl bg-white p-6 shadow-sm">
                  <h3 className="font-semibold text-ink">{c.title}</h3>
                  <p className="mt-2 text-sm text-ink-soft">{c.text}</p>
                </div>
              ))}
            </div>
          </Section>
        </div>
      ) : null}
      {s.approach.length ? (
        <Section title={t('solution.approach')}>
          <ol className="grid gap-6 md:grid-cols-3">
            {s.approach.map((a, i) => (
              <li key={i} className="rounded-xl border border-line p-6">
                <span className="text-sm font-semibold" style={{ color: accent }}>
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 font-semibold text-ink">{a.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{a.text}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {s.products.length ? (
        <div className="bg-surface">
          <Section title={t('solution.products')}>
            <div className="grid gap-4 md:grid-cols-2">
              {s.products.map((p, i) => (
                <UiLink
                  key={i}
                  href={p.href}
                  className="flex items-center justify-between rounded-xl bg-white p-6 shadow-sm hover:shadow-md"
                >
                  <span>
                    <span className="block font-semibold text-ink">{p.name}</span>
                    {p.spec ? <span className="text-sm text-ink-soft">{p.spec}</span> : null}
                  </span>
                  <span className="text-brand-600" aria-hidden="true">
                    →
                  </span>
                </UiLink>
              ))}
            </div>
          </Section>
        </div>
      ) : null}
    </>
  );
}
