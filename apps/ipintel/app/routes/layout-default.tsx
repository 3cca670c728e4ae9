/** Default layout: fixed shared header, page, footer with the DB-IP attribution. */
import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import type { RootData } from '../root-data';

export default function DefaultLayout() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter site={root?.site ?? null} cloudUrl={root?.config.cloudUrl ?? 'http://localhost:3000'} />
    </div>
  );
}
