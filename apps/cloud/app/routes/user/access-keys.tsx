/**
 * /user/access-keys: the AccessKeys of the public API and the `lanyun` CLI. A child of the account layout (routes/user/layout.tsx); its loader checks the session
 * and reads the user (`accountUser`), its error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/access-keys';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { AccessKeyPanel } from '../../features/access-keys/components/access-key-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'access-keys');
}

export default function AccessKeysPage() {
  return (
    <AccountPageView page="access-keys">
      <AccessKeyPanel />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="access-keys" error={error} />;
}
