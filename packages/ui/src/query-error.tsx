/**
 * The error state of a failed read (a react-query `error`): what failed, why, and a "Retry" button that calls the
 * query's `refetch`. Shown instead of the list or panel, so an outage never looks like "no rows". Toasts are for
 * actions only; reads show this.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from './button';
import { cn } from './cn';

/**
 * The parts of a react-query result the error state needs (a `UseQueryResult` fits): `error` is an `ApiError` of
 * @lanyun/api-sdk (`code`, `message`) or any thrown value, `refetch` runs the query again, `isFetching` is true while
 * it runs (the button is then disabled).
 */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

/** Props of {@link QueryError}. */
export interface QueryErrorProps {
  /** The failed query. */
  query: FailedQuery;
  /** What could not be loaded, e.g. "Top-up orders"; default: a general title. */
  title?: string;
  /** Extra classes (spacing); they win over the component's own. */
  className?: string;
}

/** Client-side codes: -1 network error, timeout or malformed answer (the client's message is not translated). */
const CLIENT_ERROR = -1;

/**
 * The reason line: the API's (or the site proxy's) message, already in the request's language, or a translated
 * "could not reach the server" when the browser got no answer at all.
 */
function reason(error: unknown, t: (key: string) => string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === CLIENT_ERROR || !(error instanceof Error) || !error.message) return t('queryError.network');
  return error.message;
}

/** A bordered alert box with the reason and a "Retry" button. */
export function QueryError({ query, title, className }: QueryErrorProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-line bg-surface px-4 py-8 text-center',
        className,
      )}
    >
      <p className="font-medium text-ink">{title ?? t('queryError.title')}</p>
      <p className="text-sm text-ink-soft">{reason(query.error, t)}</p>
      <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? t('queryError.retrying') : t('queryError.retry')}
      </Button>
    </div>
  );
}
