/**
 * The pager of a server-paged list whose state is in the URL: the total, numbered page links (real links, so a page
 * opens in a new tab too) with previous/next, and a page-size selector. `hrefOf(page)` is the link of a page. On a
 * page past the end (an old link, rows decided meanwhile) the links lead back: "Previous" goes to the last page.
 */
import { Link, type To } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { formatNumber } from '@lanyun/ui/format';
import { pageCount, pageWindow } from '../lib/paging';

/** Props of {@link PageLinks}. */
export interface PageLinksProps {
  page: number;
  pageSize: number;
  /** Matching rows (all pages). */
  total: number;
  /** The API counted only up to `total` and there are more (shown as "10,000+"). */
  capped?: boolean;
  hrefOf: (page: number) => To;
  /** The sizes offered; with `onPageSize`, a selector is shown. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

const linkClass = 'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 hover:bg-surface';

/** See the module docstring. */
export function PageLinks({ page, pageSize, total, capped, hrefOf, pageSizes, onPageSize }: PageLinksProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <nav
      aria-label={t('common.pager.label')}
      className="mt-3 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 text-sm text-ink-soft"
    >
      <span>{t('common.pager.total', { total: `${formatNumber(total)}${capped ? '+' : ''}` })}</span>
      {pageSizes && onPageSize ? (
        <label className="flex items-center gap-2">
          {t('common.pager.pageSize')}
          <select
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            className="h-8 rounded-md border border-line bg-white px-2"
          >
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {pages > 1 || page > pages ? (
        <ul className="flex items-center gap-1">
          <li>
            {page > 1 ? (
              <Link to={hrefOf(Math.min(page - 1, pages))} className={linkClass} preventScrollReset>
                {t('common.pager.previous')}
              </Link>
            ) : null}
          </li>
          {pageWindow(page, pages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden className="px-1">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  to={hrefOf(p)}
                  preventScrollReset
                  aria-label={t('common.pager.pageN', { page: p })}
                  aria-current={p === page ? 'page' : undefined}
                  className={cn(linkClass, p === page && 'bg-brand-600 text-white hover:bg-brand-600')}
                >
                  {p}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < pages ? (
              <Link to={hrefOf(page + 1)} className={linkClass} preventScrollReset>
                {t('common.pager.next')}
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
