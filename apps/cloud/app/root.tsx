/**
 * Root route: the shared site plumbing from `@lanyun/site-kit` (document shell, providers, root loader, error
 * boundary) with this site's brand, meta, and the recharge flow inside the providers.
 *
 * The loader reads the `access-token` cookie and loads the profile server-side so the header renders logged-in
 * without a flash (a token the API rejects is deleted with Set-Cookie). The ErrorBoundary shows the 404 page for
 * unknown routes and thrown errors (with the stack in development); chunk-load failures reload at most once per 10 s.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteDocument, siteLinks } from '@lanyun/site-kit/document';
import { SiteErrorBoundary } from '@lanyun/site-kit/error-boundary';
import { SiteProviders } from '@lanyun/site-kit/providers';
import { loadRootData } from '@lanyun/site-kit/root-loader.server';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { Brand } from './components/brand';
import { publicConfig } from './lib/env.server';
import { metaTranslator } from './lib/seo';
import { RechargeProvider } from '@lanyun/site-kit/recharge';
import { messages } from './i18n';
import type { RootData } from './root-data';

export async function loader({ request }: Route.LoaderArgs) {
  return loadRootData(request, publicConfig(), messages);
}

export const links: Route.LinksFunction = () => siteLinks(stylesheet);

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

function Providers({ data: root, children }: { data: RootData; children: ReactNode }) {
  return (
    <SiteProviders data={root}>
      <RechargeProvider>{children}</RechargeProvider>
    </SiteProviders>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers data={loaderData}>
      <Outlet />
    </Providers>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return [{ title: t('common.siteTitle') }, { name: 'description', content: t('common.siteDescription') }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteErrorBoundary error={error} brand={<Brand />} providers={Providers} showErrorDetail={import.meta.env.DEV} />
  );
}
