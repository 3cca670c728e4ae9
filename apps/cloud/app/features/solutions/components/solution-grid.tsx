import { UiLink } from '@lanyun/ui/link';
import { SOLUTIONS } from '../solutions';

/** Grid of the seven industry solutions, each linking to /solution/{slug}. */
export function SolutionGrid({ exclude }: { exclude?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SOLUTIONS.filter((s) => s.slug !== exclude).map((s) => (
        <UiLink
          key={s.slug}
          href={`/solution/${s.slug}`}
          className="group rounded-xl border border-line bg-white p-5 transition-all hover:-translate-y-0.5 hover:border-transparent hover:shadow-lg"
        >
          <span className="mb-3 block h-1 w-10 rounded-full" style={{ background: s.accent }} aria-hidden="true" />
          <h3 className="font-semibold text-ink group-hover:text-brand-600">{s.title}</h3>
          <p className="mt-2 text-sm text-ink-soft">{s.tagline}</p>
        </UiLink>
      ))}
    </div>
  );
}
