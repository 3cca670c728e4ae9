import { UiLink } from '@lanyun/ui/link';
import type { SolutionSummary } from '../../content/api/content.server';
import { solutionAccent } from '../solution-links';

/** Grid of industry solutions from /v1/solution_list (title and hero line), each linking to /solution/{slug}. */
export function SolutionGrid({ solutions, exclude }: { solutions: readonly SolutionSummary[]; exclude?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {solutions
        .filter((s) => s.slug !== exclude)
        .map((s) => (
          <UiLink
            key={s.slug}
            href={`/solution/${s.slug}`}
            className="group rounded-xl border border-line bg-white p-5 transition-all hover:-translate-y-0.5 hover:border-transparent hover:shadow-lg"
          >
            <span
              className="mb-3 block h-1 w-10 rounded-full"
              style={{ background: solutionAccent(s.slug) }}
              aria-hidden="true"
            />
            <h3 className="font-semibold text-ink group-hover:text-brand-600">{s.title}</h3>
            {s.summary ? <p className="mt-2 text-sm text-ink-soft">{s.summary}</p> : null}
          </UiLink>
        ))}
    </div>
  );
}
