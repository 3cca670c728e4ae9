/**
 * "Page n of m" with "Previous" / "Next" buttons below a list (cloud instances, cloud phones, the cost center's
 * tables). The caller decides when to show it (e.g. only with more than one page).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from './button';
import { cn } from './cn';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Accessible name of the navigation, e.g. "Instance pages". */
  label: string;
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  pages: number;
  onPage: (page: number) => void;
  /** Shown before "Page n of m", separated by " · " (e.g. "87 entries"). */
  summary?: ReactNode;
  /** Extra classes of the `<nav>` (spacing). */
  className?: string;
}

/** Right-aligned pager; "Previous" is disabled on the first page, "Next" on the last. */
export function Pager({ label, page, pages, onPage, summary, className }: PagerProps) {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={label} className={cn('flex items-center justify-end gap-3 text-sm text-ink-soft', className)}>
      <span>
        {summary ? <>{summary} · </> : null}
        {t('pager.position', { page, pages })}
      </span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
