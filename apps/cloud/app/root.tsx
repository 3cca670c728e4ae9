/**
 * Root route: document shell, providers (react-query, session, UI links, toasts, recharge flow) and the root
 * ErrorBoundary (404 page for unknown routes and thrown errors; chunk-load failures reload at most once per 10 s).
 *
 * The loader reads the `access-token` cookie and loads the profile server-side so the header renders logged-in
 * without a flash (a token the API rejects is deleted with Set-Cookie).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { clearSessionSetCookies } from '@lanyun/session/cookie-header';
import { configureCookieDomain } from '@lanyun/session/cookies';
import { SessionProvider } from '@lanyun/session/react';
import { UiLinkProvider } from '@lanyun/ui/link';
import { NotFound } from '@lanyun/ui/not-found';
import { Toaster } from '@lanyun/ui/toaster';
import type { Route } from './+types/root';
import './app.css';
import { AppLink } from './components/app-link';
import { Brand } from './components/brand';
import { serverApi, requestToken } from './lib/api.server';
import { createBrowserApi } from './lib/browser-api';
import { reloadOnChunkError } from '@lanyun/ui/chunk-reload';
import { publicConfig } from './lib/env.server';
import { RechargeProvider } from './features/wallet/hooks/use-recharge';
import type { RootData, SiteInfo } from './root-data';
import type { User } from '@lanyun/session/session';

export async function loader({ request }: Route.LoaderArgs) {
  const config = publicConfig();
  const api = serverApi(request);
  const token = requestToken(request);
  const [siteRes, userRes] = await Promise.all([
    api.call('/v1/web_init'),
    token ? api.call('/personal_center/user_info') : Promise.resolve(null),
  ]);
  const user = userRes && userRes.code === 200 ? ((userRes.data as User | null) ?? null) : null;
  const headers = new Headers();
  // The API answered and rejected the token: remove the cookies (spec §4, profile failure clears the session).
  if (token && userRes && !user && userRes.code !== -1) {
    for (const cookie of clearSessionSetCookies(config.cookieDomain ?? undefined)) headers.append('Set-Cookie', cookie);
  }
  const site = siteRes.code === 200 ? ((siteRes.data as SiteInfo | null) ?? null) : null;
  return data<RootData>({ user, site, config }, { headers });
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ data: root, children }: { data: RootData; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } } }),
  );
  const [api] = useState(() => {
    configureCookieDomain(root.config.cookieDomain);
    return createBrowserApi(root.config.apiUrl);
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider api={api} initialUser={root.user}>
        <UiLinkProvider component={AppLink}>
          <RechargeProvider>{children}</RechargeProvider>
          <Toaster />
        </UiLinkProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers data={loaderData}>
      <Outlet />
    </Providers>
  );
}

export function meta() {
  return [
    { title: 'Lanyun Cloud — cloud servers, cloud phones and industry solutions' },
    { name: 'description', content: 'Elastic cloud servers, cloud phones and industry solutions with real-name verified self-service.' },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  useEffect(() => {
    reloadOnChunkError(error, window.sessionStorage, () => window.location.reload());
  }, [error]);
  let detail: string | undefined;
  if (import.meta.env.DEV && !isRouteErrorResponse(error) && error instanceof Error) detail = error.stack ?? error.message;
  const page = (
    <main className="min-h-screen bg-surface">
      <header className="mx-auto flex h-16 max-w-7xl items-center px-4 lg:px-6">
        <a href="/" className="text-lg font-semibold">
          <Brand />
        </a>
      </header>
      <NotFound {...(detail ? { detail } : {})} />
    </main>
  );
  if (!root) return page;
  return <Providers data={root}>{page}</Providers>;
}
