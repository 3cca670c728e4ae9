/**
 * /agreement/{type}: one of the provider's agreements (service, privacy, SLA, acceptable use, refund, data
 * processing, real-name rules, recharge; docs/decisions/0006-content.md "Agreements"), read from the API (/v1/agreement_list,
 * /v1/get_agreement) so operators edit them in the console. Unknown types → 404.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { data } from 'react-router';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/agreement';
import { crumbs, metaTranslator, seo } from '../lib/seo';
import { getAgreement, getAgreements } from '../features/content/api/content.server';

export async function loader({ params, request }: Route.LoaderArgs) {
  const [agreement, agreements] = await Promise.all([getAgreement(request, params.type), getAgreements(request)]);
  if (!agreement) throw data(null, { status: 404 });
  return { agreement, agreements };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const a = args.data?.agreement;
  const title = a?.title ?? t('agreement.title');
  return seo(args, {
    title,
    description: a ? t('agreement.description', { title, version: a.version }) : t('agreement.descriptionAny'),
    jsonLd: a ? [crumbs(args, t('seo.home'), [{ name: title, path: args.location.pathname }])] : [],
  });
}

export default function AgreementRoute({ loaderData: { agreement, agreements } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pt-24 pb-14 md:grid-cols-[200px_1fr] lg:px-6">
      <nav aria-label={t('agreement.nav')} className="space-y-1 text-sm">
        {agreements.map((a) => (
          <UiLink
            key={a.type}
            href={`/agreement/${a.type}`}
            className={`block rounded-md px-3 py-2 ${a.type === agreement.type ? 'bg-brand-50 text-brand-700' : 'text-ink-soft hover:bg-surface'}`}
          >
            {a.title}
          </UiLink>
        ))}
      </nav>
      <article lang={agreement.lang}>
        <h1 className="text-3xl font-semibold text-ink">{agreement.title}</h1>
        <p className="mt-2 text-sm text-ink-muted">
          {t('agreement.version', { version: agreement.version, date: formatDate(agreement.effective_at) })}
        </p>
        {/* Sanitized by the API on write (sanitize-html allow-list). */}
        <div className="prose-content mt-8 text-ink" dangerouslySetInnerHTML={{ __html: agreement.content_html }} />
      </article>
    </div>
  );
}
