/**
 * /user/team: access management (sub-accounts and their rules; main accounts with account_management). A child of
 * the account layout (routes/user/layout.tsx); its loader checks the session and reads the user (`accountUser`), its
 * error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/team';
import { accountUser } from '../../features/account/account-user.server';
import {
  AccountPageError,
  AccountPageView,
  accountMeta,
  useAccountUser,
} from '../../features/account/components/account-page';
import { TeamPanel } from '../../features/team/components/team-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'team');
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser(loaderData.user);
  return (
    <AccountPageView page="team">
      <TeamPanel user={user} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="team" error={error} />;
}
