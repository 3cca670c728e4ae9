import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';

/** A failed load: the reason and a retry button (never an empty list). */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-6 text-center text-sm">
      <p className="text-danger-strong">{t('tickets.loadFailed')}</p>
      {error.message ? <p className="mt-1 text-ink-muted">{error.message}</p> : null}
      <Button className="mt-3" size="sm" variant="outline" onClick={onRetry}>
        {t('tickets.retry')}
      </Button>
    </div>
  );
}
