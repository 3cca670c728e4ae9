/** /agreement/{type}: Terms of Service, Privacy Policy or Recharge Agreement; other types → 404. */
import { data } from 'react-router';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/agreement';
import { seo } from '../lib/seo';
import { AGREEMENTS, findAgreement } from '../features/content/agreements';

export function loader({ params }: Route.LoaderArgs) {
  const agreement = findAgreement(params.type);
  if (!agreement) throw data(null, { status: 404 });
  return { agreement };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: args.data?.agreement.title ?? 'Agreement', description: `The ${args.data?.agreement.title ?? 'agreement'} of Lanyun Cloud.` });
}

export default function AgreementRoute({ loaderData: { agreement } }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pt-24 pb-14 md:grid-cols-[200px_1fr] lg:px-6">
      <nav aria-label="Agreements" className="space-y-1 text-sm">
        {AGREEMENTS.map((a) => (
          <UiLink
            key={a.type}
            href={`/agreement/${a.type}`}
            className={`block rounded-md px-3 py-2 ${a.type === agreement.type ? 'bg-brand-50 text-brand-700' : 'text-ink-soft hover:bg-surface'}`}
          >
            {a.title}
          </UiLink>
        ))}
      </nav>
      <article>
        <h1 className="text-3xl font-semibold text-ink">{agreement.title}</h1>
        <p className="mt-2 text-sm text-ink-muted">Last updated {agreement.updated}</p>
        {agreement.sections.map((s) => (
          <section key={s.heading} className="mt-8">
            <h2 className="text-lg font-semibold text-ink">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
