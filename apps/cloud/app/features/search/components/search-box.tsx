import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';

/**
 * The site search box: a plain GET form to `/search?q=` (works before the page's scripts load), on the /search page.
 */
export function SearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const { t } = useTranslation();
  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={t('search.label')}
      className="flex items-center gap-2"
    >
      <input
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={50}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="h-10 w-full rounded-md border border-line bg-white px-3 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none"
      />
      <button
        type="submit"
        className="h-10 shrink-0 rounded-md bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}

/**
 * The header's way to search: a magnifier linking to /search (the page with the box), the size of the bell, so the
 * navigation keeps its room (shown from the `md` breakpoint; the mobile menu lists the pages).
 */
export function HeaderSearchLink() {
  const { t } = useTranslation();
  return (
    <UiLink
      href="/search"
      aria-label={t('search.label')}
      title={t('search.label')}
      className="hidden h-9 w-9 items-center justify-center rounded-full hover:bg-black/5 md:inline-flex"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M16 16l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </UiLink>
  );
}
