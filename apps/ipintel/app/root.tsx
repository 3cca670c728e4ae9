/**
 * Root route of the IP site: document shell, providers (react-query, session, UI links, toasts) and the root
 * ErrorBoundary (404 page; chunk-load failures reload at most once per 10 s). The loader reads the shared
 * `access-token` cookie so the header renders logged-in without a flash.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useRouteLoaderData } from 'react-router';
import { clearSessionSetCookies } from '@lanyun/session/cookie-header';
import { configureCookieDomain } from '@lanyun/session/cookies';
import { SessionProvider } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { reloadOnChunkError } from '@lanyun/ui/chunk-reload';
import { UiLinkProvider } from '@lanyun/ui/link';
import { NotFound } from '@lanyun/ui/not-found';
import { Toaster } from '@lanyun/ui/toaster';
import type { Route } from './+types/root';
import './app.css';
import { AppLink } from './components/app-link';
import { Brand } from './components/brand';
import { requestToken, serverApi } from './lib/api.server';
import { createBrowserApi } from './lib/browser-api';
import { publicConfig } from './lib/env.server';
import type { RootData, SiteInfo } from './root-data';

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
  if (token && userRes && !user && userRes.code !== -1) {
    for (const cookie of clearSessionSetCookies(config.cookieDomain ?? undefined)) headers.append('Set-Cookie', cookie);
  }
  const site = siteRes.code === 200 ? ((siteRes.data as SiteInfo | null) ?? null) : null;
  return data<RootData>({ user, site, config }, { headers });
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta() {
  return [
    { title: 'Lanyun IP Intelligence — IP geolocation, proxy detection and ASN data' },
    { name: 'description', content: 'IP geolocation, privacy/proxy detection and ASN APIs, plus downloadable databases. Free for 50,000 lookups a month.' },
  ];
}

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
    return createBrowserApi(root.config.apiUrl, root.config.cloudUrl);
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider api={api} initialUser={root.user}>
        <UiLinkProvider component={AppLink}>
          {children}
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  useEffect(() => {
    reloadOnChunkError(error, window.sessionStorage, () => window.location.reload());
  }, [error]);
  const page = (
    <main className="min-h-screen bg-surface">
      <header className="mx-auto flex h-16 max-w-7xl items-center px-4 lg:px-6">
        <a href="/" className="text-lg font-semibold">
          <Brand />
        </a>
      </header>
      <NotFound />
    </main>
  );
  return root ? <Providers data={root}>{page}</Providers> : page;
}
