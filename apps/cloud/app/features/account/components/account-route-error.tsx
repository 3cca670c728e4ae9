/**
 * The error boundary body of the account pages (/user/* layout and each page): the page's title, then the failure
 * with a "Retry" that runs the loaders again. A 503 from `accountUser` (API unreachable) shows the API's or proxy's
 * message; anything else (an unexpected error while rendering) a general sentence, never a stack.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { QueryError } from '@lanyun/ui/query-error';

/** Props of {@link AccountRouteError}. */
export interface AccountRouteErrorProps {
  /** The error React Router passes to the route's `ErrorBoundary`. */
  error: unknown;
  /** The page's title (catalogue text), shown above the error; omitted in the layout's boundary. */
  title?: string;
}

/** The error message of a route error: the 503's `msg`, else undefined (use the general sentence). */
function routeErrorMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string') return body.msg;
  return undefined;
}

/** Renders the error with a retry (`useRevalidator`). */
export function AccountRouteError({ error, title }: AccountRouteErrorProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    // A render or loader exception is a bug: keep its stack in the console (the page shows a general sentence).
    if (!isRouteErrorResponse(error)) console.error('account page failed', error);
  }, [error]);
  const msg = routeErrorMessage(error) || t('ui:queryError.unexpected');
  const failure = Object.assign(new Error(msg), { code: isRouteErrorResponse(error) ? error.status : 0 });
  const query = {
    error: failure,
    refetch: () => revalidator.revalidate(),
    isFetching: revalidator.state === 'loading',
  };
  return (
    <>
      {title ? <h1 className="mb-6 text-2xl font-semibold text-ink">{title}</h1> : null}
      <QueryError query={query} />
    </>
  );
}
