import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';

/**
 * The site search box: a plain GET form to `/search?q=` (works before the page's scripts load). `compact` is the
 * header's variant (hidden below the `md` breakpoint, where the /search page has its own box).
 */
export function SearchBox({ defaultValue = '', compact = false }: { defaultValue?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={t('search.label')}
      className={cn('items-center', compact ? 'hidden md:flex' : 'flex gap-2')}
    >
      <input
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={50}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className={cn(
          'rounded-md border border-line bg-white text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none',
          compact ? 'h-8 w-36 px-2 text-sm lg:w-44' : 'h-10 w-full px-3',
        )}
      />
      {compact ? null : (
        <button
          type="submit"
          className="h-10 shrink-0 rounded-md bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('search.submit')}
        </button>
      )}
    </form>
  );
}
