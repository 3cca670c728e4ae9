/**
 * Root route of the operator console: the shared document shell and error boundary from `@lanyun/site-kit`, with
 * the console's own providers (operator session instead of the customer session). The loader checks the
 * `ops-token` cookie against the API on the server and redirects to /login without a valid operator session, so no
 * console page is rendered for a visitor who is not logged in. Staff only: no search-engine meta, `noindex`.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteDocument, siteLinks } from '@lanyun/site-kit/document';
import { SiteErrorBoundary } from '@lanyun/site-kit/error-boundary';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { Brand } from './components/brand';
import { loadOpsRoot } from './features/auth/session.server';
import { metaT } from './lib/i18n';
import { OpsProviders } from './providers';

export async function loader({ request }: Route.LoaderArgs) {
  return loadOpsRoot(request);
}

export const links: Route.LinksFunction = () => siteLinks(stylesheet);

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches)('meta.root') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <OpsProviders data={loaderData}>
      <Outlet />
    </OpsProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteErrorBoundary error={error} brand={<Brand />} providers={OpsProviders} showErrorDetail={import.meta.env.DEV} />
  );
}
