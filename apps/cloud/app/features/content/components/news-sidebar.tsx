import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { UiLink } from '@lanyun/ui/link';
import type { HotItem, NewsClass } from '../api/content.server';
import { newsSlug } from '../news-type';

/** Sidebar of the news pages: the classes of the current kind and the most-read articles. */
export function NewsSidebar({
  classes,
  hot,
  activeClassId,
}: {
  classes: NewsClass[];
  hot: HotItem[];
  activeClassId?: number;
}) {
  const { t } = useTranslation();
  return (
    <aside className="space-y-8">
      {classes.length ? (
        <div>
          <h2 className="mb-3 text-sm font-semibold text-ink">{t('news.categories')}</h2>
          <ul className="space-y-1 text-sm">
            {classes.map((c) => (
              <li key={c.id}>
                <UiLink
                  href={`/news/${c.id}`}
                  className={cn(
                    'block rounded-md px-3 py-2 hover:bg-brand-50',
                    c.id === activeClassId && 'bg-brand-50 text-brand-700',
                  )}
                >
                  {c.name}
                  <span className="ml-2 text-xs text-ink-muted">
                    {c.type === 2 ? t('news.kindDocs') : t('news.kindNews')}
                  </span>
                </UiLink>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex gap-3 px-3 text-xs">
            <UiLink href={`/news/${newsSlug(1)}`} className="text-brand-600 hover:underline">
              {t('news.allNews')}
            </UiLink>
            <UiLink href={`/news/${newsSlug(2)}`} className="text-brand-600 hover:underline">
              {t('news.allDocs')}
            </UiLink>
          </p>
        </div>
      ) : null}
      {hot.length ? (
        <div>
          <h2 className="mb-3 text-sm font-semibold text-ink">{t('news.mostRead')}</h2>
          <ol className="space-y-3 text-sm">
            {hot.map((h, i) => (
              <li key={h.id} className="flex gap-3">
                <span
                  className={cn('w-5 shrink-0 text-center font-semibold', i < 3 ? 'text-brand-600' : 'text-ink-muted')}
                >
                  {i + 1}
                </span>
                <UiLink href={`/news/detail/${h.id}`} className="text-ink-soft hover:text-brand-600">
                  {h.title}
                </UiLink>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </aside>
  );
}
