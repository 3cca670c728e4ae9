/**
 * /docs: the IP API reference, rendered on the server from the API's OpenAPI document (`/openapi.json`) so it
 * always matches the running API: every IP endpoint with parameters, answer fields and curl / JavaScript / Python
 * examples, plus the envelope and error codes. The page's text, the endpoints' summaries and the field descriptions
 * come from the catalogue, the full answer's fields and their descriptions from the contract (@lanyun/contract); an
 * endpoint or field added since shows the OpenAPI document's own text (English).
 */
import { useLoaderData } from 'react-router';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { serverApiUrl } from '@lanyun/site-kit/env.server';
import type { Route } from './+types/docs';
import { siteUrlFromMatches } from '@lanyun/site-kit/seo';
import { breadcrumbLd } from '@lanyun/site-kit/structured-data';
import { seo, SITE_NAME } from '../lib/seo';
import { DbIpCredit } from '../components/dbip-credit';
import { EndpointDoc } from '../features/docs/components/endpoint-doc';
import { IP_ERRORS } from '@lanyun/contract/ip-errors';
import type { OpenApiDoc } from '../features/docs/openapi';
import { ipReference } from '../features/docs/reference.server';
import { publicConfig } from '../lib/env.server';

export async function loader() {
  const apiUrl = publicConfig().apiUrl;
  try {
    const res = await fetch(`${serverApiUrl()}/openapi.json`, { signal: AbortSignal.timeout(10_000) });
    return { apiUrl, endpoints: ipReference((await res.json()) as OpenApiDoc) };
  } catch (err) {
    // The page says the reference is unavailable (docs.unavailable); the reason goes to the server log.
    console.error('the API reference could not be read from /openapi.json', err);
    return { apiUrl, endpoints: [] };
  }
}

export function meta(args: Route.MetaArgs) {
  const siteUrl = siteUrlFromMatches(args.matches);
  return seo(args, (t) => ({
    title: t('meta.docs.title'),
    description: t('meta.docs.description'),
    jsonLd: [
      breadcrumbLd(siteUrl, [
        { name: SITE_NAME, path: '/' },
        { name: t('meta.docs.title'), path: '/docs' },
      ]),
    ],
  }));
}

export default function DocsRoute(_: Route.ComponentProps) {
  const { apiUrl, endpoints } = useLoaderData<typeof loader>();
  const { t } = useTranslation();

  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 pt-24 pb-16 lg:px-6">
      <nav aria-label={t('docs.endpoints')} className="hidden w-56 shrink-0 lg:block">
        <ul className="sticky top-24 space-y-1 text-sm">
          {endpoints.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} className="block rounded px-2 py-1 font-mono text-xs text-ink-soft hover:bg-surface">
                {e.method} {e.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 space-y-6">
        <header>
          <h1 className="text-3xl font-semibold text-ink">{t('docs.title')}</h1>
          <p className="mt-3 text-ink-soft">
            <Trans
              t={t}
              i18nKey="docs.intro"
              values={{ apiUrl }}
              components={{ c: <code className="rounded bg-surface px-1 break-all" /> }}
            />
          </p>
          <table className="mt-4 w-full text-left text-sm" aria-label={t('docs.errorCodes')}>
            <thead>
              <tr className="text-ink">
                <th className="pr-3 pb-1 font-medium">{t('docs.errorStatus')}</th>
                <th className="pr-3 pb-1 font-medium">
                  <code>data.error</code>
                </th>
                <th className="pb-1 font-medium">{t('docs.errorWhen')}</th>
              </tr>
            </thead>
            <tbody>
              {IP_ERRORS.map(([key, status]) => (
                <tr key={key} className="align-top">
                  <td className="pr-3 font-mono text-ink">{status}</td>
                  <td className="pr-3 break-all text-ink">
                    <code>{key}</code>
                  </td>
                  <td className="[overflow-wrap:anywhere] text-ink-soft">{t(`docs.errors.${key}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm text-ink-soft">
            {t('docs.creditBefore')} <DbIpCredit className="text-brand-600" /> {t('docs.creditAfter')}
          </p>
        </header>
        {endpoints.length === 0 ? <p className="text-ink-soft">{t('docs.unavailable')}</p> : null}
        {endpoints.map((e) => (
          <EndpointDoc key={e.id} endpoint={e} apiUrl={apiUrl} />
        ))}
      </div>
    </div>
  );
}
