import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';
import { cn } from '@lanyun/ui/cn';

/** Page links "1 2 3 …" for a list; `hrefFor(page)` builds each URL. Hidden when everything fits on one page. */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav
      aria-label={t('common.pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm"
    >
      {page > 1 ? (
        <UiLink href={hrefFor(page - 1)} className="rounded-md border border-line px-3 py-1.5 hover:border-brand-500">
          {t('common.pagination.previous')}
        </UiLink>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - (numbers[i - 1] ?? n) > 1 ? <span className="text-ink-muted">…</span> : null}
          <UiLink
            href={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5',
              n === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-line hover:border-brand-500',
            )}
          >
            {n}
          </UiLink>
        </span>
      ))}
      {page < pages ? (
        <UiLink href={hrefFor(page + 1)} className="rounded-md border border-line px-3 py-1.5 hover:border-brand-500">
          {t('common.pagination.next')}
        </UiLink>
      ) : null}
    </nav>
  );
}
