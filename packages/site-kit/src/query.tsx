/**
 * The sites' react-query client and provider, outside the page shell: a page, dialog or layout whose components use
 * react-query wraps them in {@link QueryProvider}, so its chunk brings react-query and pages without queries (the
 * cloud home, most content pages) never download it (docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md).
 *
 * In the browser every provider shares one client (one cache for the page's whole life, so the session's keys and a
 * page's keys meet: `invalidateQueries(SESSION_KEYS.user)` after a top-up reaches the header). On the server each
 * call makes a new client, so nothing a render puts in the cache (`initialData`) outlives its request.
 * Defaults: 30 s stale time, no refetch on window focus, no retries.
 */
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });
}

/** The page's client in the browser (created on the first call), a new one per call on the server. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Provides {@link getQueryClient}'s client to `children` (nested providers in the browser share it). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A pathless layout route's component: its child routes render inside {@link QueryProvider}. Each site's
 * `routes/layout-queries.tsx` is this component, around the pages that use react-query.
 */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
