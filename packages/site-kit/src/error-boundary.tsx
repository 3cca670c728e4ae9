/**
 * The root ErrorBoundary every site renders (spec §2, §8): the 404 page under a brand bar for unknown routes and
 * thrown errors, inside the site's providers when the root loader's data is there (so the session and links keep
 * working). Without that data the page is in the default language, as `<html lang>` says (see ./document). A chunk-load
 * failure (stale code after a deploy) reloads the page, at most once per 10 s.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { DEFAULT_LANG } from '@lanyun/i18n';
import { I18nProvider } from '@lanyun/i18n/react';
import { reloadOnChunkError } from '@lanyun/ui/chunk-reload';
import { NotFound } from '@lanyun/ui/not-found';

/** Props of {@link SiteErrorBoundary}. */
export interface SiteErrorBoundaryProps<D> {
  /** The error React Router passes to the root `ErrorBoundary`. */
  error: unknown;
  /** The site's logo, shown in the bar above the 404 page (a plain link to "/"). */
  brand: ReactNode;
  /** The site's providers, given the root loader's data. */
  providers: ComponentType<{ data: D; children: ReactNode }>;
  /** Show a thrown Error's stack under the message (pass `import.meta.env.DEV`); default false. */
  showErrorDetail?: boolean;
}

/** Renders the error page; `export function ErrorBoundary({ error }) { return <SiteErrorBoundary … /> }`. */
export function SiteErrorBoundary<D>({
  error,
  brand,
  providers: Providers,
  showErrorDetail = false,
}: SiteErrorBoundaryProps<D>) {
  const root = useRouteLoaderData('root') as D | undefined;
  useEffect(() => {
    reloadOnChunkError(error, window.sessionStorage, () => window.location.reload());
  }, [error]);
  let detail: string | undefined;
  if (showErrorDetail && !isRouteErrorResponse(error) && error instanceof Error) detail = error.stack ?? error.message;
  const page = (
    <main className="min-h-screen bg-surface">
      <header className="mx-auto flex h-16 max-w-7xl items-center px-4 lg:px-6">
        <a href="/" className="text-lg font-semibold">
          {brand}
        </a>
      </header>
      <NotFound {...(detail ? { detail } : {})} />
    </main>
  );
  return root ? <Providers data={root}>{page}</Providers> : <I18nProvider lang={DEFAULT_LANG}>{page}</I18nProvider>;
}
