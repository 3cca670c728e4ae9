/**
 * /search?q=…&kind=…&page=…: the site search (news, documents, notices, solutions, resources; `/v1/site_search`).
 * Results come in the page's language with the terms highlighted, in tabs by kind with their counts, ten a page.
 * Not indexed by search engines. A failed search shows an error with a retry link.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { cn } from '@lanyun/ui/cn';
import { publicApi } from '@lanyun/site-kit/api.server';
import type { DataOf } from '@lanyun/api-sdk';
import type { Route } from './+types/search';
import { metaTranslator, seo } from '../lib/seo';
import { langFromMatches, ogCardPath } from '@lanyun/site-kit/seo';
import { Pagination } from '../features/content/components/pagination';
import { parsePage } from '../features/content/news-type';
import { Highlighted } from '../features/search/components/highlighted';
import { SearchBox } from '../features/search/components/search-box';
import { queryTerms } from '../features/search/highlight';

const PAGE_SIZE = 10;
const KINDS = ['news', 'doc', 'notice', 'solution', 'resource'] as const;
type Kind = (typeof KINDS)[number];
type Result = DataOf<'/v1/site_search'>;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 50);
  const kindParam = params.get('kind');
  const kind = KINDS.find((k) => k === kindParam);
  const page = Math.min(100, parsePage(params.get('page')));
  if (!q) return { q, kind, page, result: null, failed: false };
  const res = await publicApi(request).call('/v1/site_search', {
    keyword: q,
    page,
    page_size: PAGE_SIZE,
    ...(kind ? { kind } : {}),
  });
  return { q, kind, page, result: res.code === 200 ? (res.data as Result) : null, failed: res.code !== 200 };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const q = args.data?.q;
  // The card is the search page's own (its title without the query): the card route reads the page without one.
  const image = ogCardPath(args.location.pathname, langFromMatches(args.matches), t('search.title'));
  return seo(args, { title: q ? t('search.titleFor', { q }) : t('search.title'), image, noindex: true });
}

/** The /search URL of a query, kind and page. */
function searchHref(q: string, kind: Kind | undefined, page = 1): string {
  const p = new URLSearchParams({ q });
  if (kind) p.set('kind', kind);
  if (page > 1) p.set('page', String(page));
  return `/search?${p.toString()}`;
}

export default function SearchRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const terms = queryTerms(d.q);
  const counts = d.result?.counts as Record<Kind, number> | undefined;
  const all = counts ? KINDS.reduce((n, k) => n + (counts[k] ?? 0), 0) : 0;
  const tab = (active: boolean) =>
    cn(
      'rounded-full px-3 py-1 text-sm',
      active ? 'bg-brand-50 font-medium text-brand-700' : 'text-ink-muted hover:text-ink',
    );
  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-16 lg:px-6">
      <h1 className="mb-4 text-2xl font-semibold text-ink">{t('search.title')}</h1>
      <SearchBox key={d.q} defaultValue={d.q} />
      {!d.q ? (
        <p className="mt-8 text-ink-muted">{t('search.prompt')}</p>
      ) : d.failed || !d.result ? (
        <div role="alert" className="mt-8 rounded-lg bg-surface p-6 text-ink-soft">
          {t('search.failed')}{' '}
          <UiLink href={searchHref(d.q, d.kind, d.page)} className="text-brand-600 hover:underline">
            {t('search.retry')}
          </UiLink>
        </div>
      ) : (
        <>
          <nav aria-label={t('search.kindsLabel')} className="mt-6 flex flex-wrap gap-2">
            <UiLink
              href={searchHref(d.q, undefined)}
              className={tab(!d.kind)}
              aria-current={!d.kind ? 'page' : undefined}
            >
              {t('search.kind.all')} ({all})
            </UiLink>
            {KINDS.map((k) => (
              <UiLink
                key={k}
                href={searchHref(d.q, k)}
                className={tab(d.kind === k)}
                aria-current={d.kind === k ? 'page' : undefined}
              >
                {t(`search.kind.${k}`)} ({counts?.[k] ?? 0})
              </UiLink>
            ))}
          </nav>
          <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
            {t('search.found', { count: d.result.total, q: d.q })}
          </p>
          {d.result.list.length ? (
            <ul className="mt-2 divide-y divide-line" data-testid="search-results">
              {d.result.list.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="py-5">
                  <p className="mb-1 text-xs text-ink-muted">
                    <span className="rounded bg-surface px-1.5 py-0.5">{t(`search.kind.${hit.kind}`)}</span>{' '}
                    <time>{formatDate(hit.created_at)}</time>
                  </p>
                  <h2 className="text-lg font-medium text-ink">
                    <UiLink href={hit.url} className="hover:text-brand-600">
                      <Highlighted text={hit.title} terms={terms} />
                    </UiLink>
                  </h2>
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">
                    <Highlighted text={hit.snippet} terms={terms} />
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-lg bg-surface p-8 text-center text-ink-muted">{t('search.empty', { q: d.q })}</p>
          )}
          <Pagination
            page={d.page}
            total={d.result.total}
            pageSize={PAGE_SIZE}
            hrefFor={(p) => searchHref(d.q, d.kind, p)}
          />
        </>
      )}
    </div>
  );
}
