/**
 * /news/preview/{token}: an article that is not public yet (a draft or a scheduled article), opened through the signed
 * link an editor copied from the console (API `/v1/news_preview`, docs/decisions/0057-preview-links.md). The page looks
 * like the article's own page, under a banner saying it is a preview (and when it goes live, for a scheduled one).
 * Never indexed: `noindex` in the page and `X-Robots-Tag`, `Cache-Control: private, no-store`, no canonical link,
 * no JSON-LD, and it is in no list, search or sitemap. An invalid, expired or revoked link shows why (HTTP 403, 404 when the
 * article is gone); a link to an article that has since gone live redirects to its public page.
 */
import { data, redirect } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/news-preview';
import { metaTranslator, seo } from '../lib/seo';
import { getPreview } from '../features/content/api/content.server';
import { ArticleView } from '../features/content/components/article-view';

/** The page's message for each refusal of the API; anything else reads as an invalid link. */
const REFUSALS: Record<string, string> = {
  'content.preview_expired': 'news.preview.expired',
  'content.preview_revoked': 'news.preview.revoked',
  'content.article_not_found': 'news.preview.gone',
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const res = await getPreview(request, params.token ?? '');
  if (res.article?.preview.state === 'live') {
    throw redirect(`/news/detail/${res.article.id}${new URL(request.url).search}`);
  }
  return data(res, { status: res.article ? 200 : res.status });
}

export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const a = args.data?.article;
  return seo(args, {
    title: a ? t('news.preview.title', { title: a.title }) : t('news.preview.unavailable'),
    noindex: true,
  });
}

export default function NewsPreviewRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const a = d.article;
  if (!a) {
    return (
      <div className="mx-auto max-w-3xl px-4 pt-24 pb-14 lg:px-6">
        <h1 className="text-2xl font-semibold text-ink">{t('news.preview.unavailable')}</h1>
        <p className="mt-4 text-ink-soft">{t(REFUSALS[d.reason] ?? 'news.preview.invalid')}</p>
        <UiLink href="/news/info" className="mt-6 inline-block text-brand-600 hover:underline">
          {t('news.allNews')}
        </UiLink>
      </div>
    );
  }
  const when = formatDate(a.created_at, 'YYYY-MM-DD HH:mm');
  return (
    <div className="mx-auto max-w-4xl px-4 pt-24 pb-14 lg:px-6">
      <p role="note" className="mb-6 rounded-md border border-warning bg-surface p-4 text-sm text-ink">
        <strong>{t('news.preview.badge')}</strong>{' '}
        {a.preview.state === 'scheduled' ? t('news.preview.scheduled', { time: when }) : t('news.preview.draft')}{' '}
        {t('news.preview.expires', { time: formatDate(a.preview.expires_at, 'YYYY-MM-DD HH:mm') })}
      </p>
      <ArticleView article={a} neighbours={false} />
    </div>
  );
}
