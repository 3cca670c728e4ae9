import { useTranslation } from '@lanyun/i18n/react';
import { formatDate, formatNumber } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { Article } from '../api/content.server';

/**
 * An article or document: title, date, views, the server-sanitized HTML body and previous/next links.
 * `content_html` is sanitized by the API (spec: "already sanitized on the server"), so it is rendered as is.
 */
export function ArticleView({
  article,
  hrefFor = (id) => `/news/detail/${id}`,
  neighbours = true,
}: {
  article: Article;
  /** Whether to show the previous/next links (a preview has none). */
  neighbours?: boolean;
  /** URL of another article by id (documents use /news/detail/document?id=). */
  hrefFor?: (id: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <article className="min-w-0">
      <h1 className="text-2xl font-semibold text-ink md:text-3xl">{article.title}</h1>
      <p className="mt-3 flex gap-4 text-sm text-ink-muted">
        <time>{formatDate(article.created_at, 'YYYY-MM-DD HH:mm')}</time>
        <span>{t('news.views', { count: article.views, views: formatNumber(article.views) })}</span>
      </p>
      {article.summary ? <p className="mt-5 rounded-md bg-surface p-4 text-ink-soft">{article.summary}</p> : null}
      <div className="prose-content mt-6 text-ink" dangerouslySetInnerHTML={{ __html: article.content_html }} />
      {neighbours ? (
        <nav aria-label={t('news.more')} className="mt-10 grid gap-3 border-t border-line pt-6 text-sm sm:grid-cols-2">
          <div>
            {article.prev ? (
              <UiLink href={hrefFor(article.prev.id)} className="text-ink-soft hover:text-brand-600">
                ← {t('news.previous', { title: article.prev.title })}
              </UiLink>
            ) : (
              <span className="text-ink-muted">{t('news.noPrevious')}</span>
            )}
          </div>
          <div className="sm:text-right">
            {article.next ? (
              <UiLink href={hrefFor(article.next.id)} className="text-ink-soft hover:text-brand-600">
                {t('news.next', { title: article.next.title })} →
              </UiLink>
            ) : (
              <span className="text-ink-muted">{t('news.noNext')}</span>
            )}
          </div>
        </nav>
      ) : null}
    </article>
  );
}
