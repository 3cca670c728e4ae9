/**
 * The console's providers: the interface language (i18next), react-query (same defaults as the sites: 30 s stale, no refetch on focus, no retries),
 * the operator session (instead of the customer session of `@lanyun/site-kit/providers`, which would send the
 * customer's `access-token`), `@lanyun/ui` links through React Router, and the toaster. Like the sites, it marks the
 * document `<html data-hydrated>` once React has hydrated it (browser tests wait for it before opening a menu).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lanyun/i18n/react';
import { RouterLink } from '@lanyun/site-kit/router-link';
import { UiLinkProvider } from '@lanyun/ui/link';
import { Toaster } from '@lanyun/ui/toaster';
import { OpsSessionProvider } from './features/auth/ops-session';
import type { OpsRootData } from './root-data';

/** Wraps the routes (and the error page) in the providers. */
export function OpsProviders({ data: root, children }: { data: OpsRootData; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
      }),
  );
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider lang={root.lang}>
      <QueryClientProvider client={queryClient}>
        <OpsSessionProvider apiUrl="/api" lang={root.lang} operator={root.operator}>
          <UiLinkProvider component={RouterLink}>
            {children}
            <Toaster />
          </UiLinkProvider>
        </OpsSessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
