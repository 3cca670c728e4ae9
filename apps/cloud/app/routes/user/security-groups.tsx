/**
 * /user/security-groups: the security groups (`?group=<id>` selects one). A child of the account layout
 * (routes/user/layout.tsx); its loader checks the session and reads the user, its error boundary keeps the
 * navigation and offers a retry.
 */
import { useSearchParams } from 'react-router';
import type { Route } from './+types/security-groups';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { SecurityGroupPanel } from '../../features/security-groups/components/security-group-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'security-groups');
}

export default function SecurityGroupsPage() {
  const [params] = useSearchParams();
  return (
    <AccountPageView page="security-groups">
      <SecurityGroupPanel initialGroup={params.get('group') ?? undefined} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="security-groups" error={error} />;
}
