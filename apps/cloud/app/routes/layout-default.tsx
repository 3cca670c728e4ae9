/** Default layout (spec §2): fixed header, page content, footer with friend links and record numbers. */
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout-default';
import { SiteFooter, type FriendLink } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { dataOr } from '@lanyun/session/server';
import { publicApi } from '@lanyun/site-kit/api.server';
import type { RootData } from '../root-data';
import { canonicalRedirect, lowerCasePath } from '../features/seo/redirects';

export async function loader({ request }: Route.LoaderArgs) {
  // Public paths are lower-case; `/ECS` (matched case-insensitively) is a duplicate of `/ecs`: send it there.
  const lower = lowerCasePath(new URL(request.url).pathname);
  if (lower) throw canonicalRedirect(request, lower);
  const friendLinks = await dataOr<FriendLink[]>(publicApi(request).call('/v1/friend_link'), []);
  return { friendLinks };
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter site={root?.site ?? null} friendLinks={loaderData.friendLinks} />
      <FeedbackButton />
    </div>
  );
}
