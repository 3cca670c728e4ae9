import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from './button';
import { UiLink } from './link';

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** Home page path; default "/". */
  homeHref?: string;
  /** Optional extra detail under the message (e.g. an error message in development). */
  detail?: string;
}

/**
 * 404 page body (spec §2, §8): "Page Not Found", "Sorry, the page you visited does not exist" and buttons back
 * to the home page and the previous page. Used for unknown routes and for unhandled errors.
 */
export function NotFound({ homeHref = '/', detail }: NotFoundProps) {
  const { t } = useTranslation('ui');
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('notFound.message')}</p>
      {detail ? <pre className="mt-4 max-w-xl overflow-auto text-left text-xs text-ink-muted">{detail}</pre> : null}
      <div className="mt-8 flex gap-3">
        <UiLink href={homeHref} className={buttonClass('primary')}>
          {t('notFound.home')}
        </UiLink>
        <Button variant="outline" onClick={() => window.history.back()}>
          {t('notFound.back')}
        </Button>
      </div>
    </section>
  );
}
