/**
 * /user/security: password, e-mail and phone. A child of the account layout (routes/user/layout.tsx); its loader
 * checks the session and reads the user (`accountUser`), its error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/security';
import { accountUser } from '../../features/account/account-user.server';
import {
  AccountPageError,
  AccountPageView,
  accountMeta,
  useAccountUser,
} from '../../features/account/components/account-page';
import { SecurityPanel } from '../../features/security/components/security-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'security');
}

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser(loaderData.user);
  return (
    <AccountPageView page="security">
      <SecurityPanel user={user} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="security" error={error} />;
}
