import { useTranslation } from '@lanyun/i18n/react';
import { formatDate, formatNumber } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { NewsItem } from '../api/content.server';

/**
 * A list of article summaries linking to /news/detail/{id}; shows an empty state when there are none. Each title is
 * a `heading` (default h3, under a section's h2; h2 where the list follows the page's h1, so headings do not skip a
 * level).
 */
export function NewsList({
  items,
  emptyText,
  heading: Heading = 'h3',
}: {
  items: NewsItem[];
  emptyText?: string;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  if (!items.length)
    return <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">{emptyText ?? t('news.empty')}</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="py-5">
          <article className="flex gap-5">
            {item.cover_url ? (
              <img
                src={item.cover_url}
                alt=""
                className="hidden h-24 w-40 shrink-0 rounded-md object-cover sm:block"
                loading="lazy"
              />
            ) : null}
            <div className="min-w-0">
              <Heading className="text-lg font-medium text-ink">
                <UiLink href={`/news/detail/${item.id}`} className="hover:text-brand-600">
                  {item.title}
                </UiLink>
              </Heading>
              <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.summary}</p>
              <p className="mt-2 flex gap-4 text-xs text-ink-muted">
                <time>{formatDate(item.created_at)}</time>
                <span>{t('news.views', { count: item.views, views: formatNumber(item.views) })}</span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
