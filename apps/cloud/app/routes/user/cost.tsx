/**
 * /user/cost: the cost center (balance, top-up, ledger, top-up orders). A child of the account layout
 * (routes/user/layout.tsx); its loader checks the session and reads the user (`accountUser`), its error boundary
 * keeps the navigation and offers a retry.
 */
import type { Route } from './+types/cost';
import { accountUser } from '../../features/account/account-user.server';
import {
  AccountPageError,
  AccountPageView,
  accountMeta,
  useAccountUser,
} from '../../features/account/components/account-page';
import { CostCenter } from '../../features/wallet/components/cost-center';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'cost');
}

export default function CostPage({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser(loaderData.user);
  return (
    <AccountPageView page="cost">
      <CostCenter user={user} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="cost" error={error} />;
}
