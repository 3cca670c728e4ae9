/**
 * /user/instances: the ECS instances (status, actions, renewal). A child of the account layout
 * (routes/user/layout.tsx); its loader checks the session and reads the user (`accountUser`), its error boundary
 * keeps the navigation and offers a retry.
 */
import type { Route } from './+types/instances';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { InstancesPanel } from '../../features/instances/components/instances-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'instances');
}

export default function InstancesPage() {
  const recharge = useRecharge();
  return (
    <AccountPageView page="instances">
      <InstancesPanel onTopUp={(preset) => recharge.open(preset)} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="instances" error={error} />;
}
