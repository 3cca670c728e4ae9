/**
 * Root route of the IP site: the shared site plumbing from `@lanyun/site-kit` (document shell, providers, root
 * loader, error boundary) with this site's brand and meta. The loader reads the shared `access-token` cookie so the
 * header renders logged-in without a flash; a 506 sends the visitor to the cloud site's log-in (this site has none).
 * The shared recharge flow (`@lanyun/site-kit/recharge`) sits inside the providers, its links pointing at the cloud
 * site; a payment refreshes the IP pages' queries.
 * The ErrorBoundary shows the 404 page; chunk-load failures reload at most once per 10 s.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { crossSiteHref } from '@lanyun/i18n';
import { translatorFor } from '@lanyun/i18n/react';
import { SiteDocument, siteLinks } from '@lanyun/site-kit/document';
import { SiteErrorBoundary } from '@lanyun/site-kit/error-boundary';
import { SiteProviders } from '@lanyun/site-kit/providers';
import { RechargeProvider } from '@lanyun/site-kit/recharge';
import { loadRootData } from '@lanyun/site-kit/root-loader.server';
import { langFromMatches } from '@lanyun/site-kit/seo';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { Brand } from './components/brand';
import { sisterPageHref } from '@lanyun/site-kit/sso-links';
import { publicConfig } from './lib/env.server';
import { messages } from './i18n';
import type { RootData } from './root-data';

export async function loader({ request }: Route.LoaderArgs) {
  return loadRootData(request, publicConfig(), messages);
}

export const links: Route.LinksFunction = () => siteLinks(stylesheet);

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFor(langFromMatches(matches));
  return [{ title: t('meta.home.title') }, { name: 'description', content: t('meta.home.description') }];
}

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

/** react-query keys of the IP pages (plan, keys, usage, ledger), refreshed after a top-up. */
const IPINTEL_KEYS = [['ipintel']] as const;

function Providers({ data: root, children }: { data: RootData; children: ReactNode }) {
  const cloud = root.config.cloudUrl;
  return (
    <SiteProviders data={root} loginOrigin={cloud}>
      <RechargeProvider
        refreshKeys={IPINTEL_KEYS}
        verifyHref={sisterPageHref(cloud, '/user/auth')}
        ecsHref={crossSiteHref(`${cloud}/ecs`, root.lang)}
        phoneHref={crossSiteHref(`${cloud}/buyphone`, root.lang)}
        bankTransfer="details"
      >
        {children}
      </RechargeProvider>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteErrorBoundary error={error} brand={<Brand />} providers={Providers} />;
}
