/**
 * /user/keys: the SSH keys. A child of the account layout (routes/user/layout.tsx); its loader checks the session
 * and reads the user (`accountUser`), its error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/keys';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { SshKeyPanel } from '../../features/ssh-keys/components/ssh-key-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'keys');
}

export default function KeysPage() {
  return (
    <AccountPageView page="keys">
      <SshKeyPanel />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="keys" error={error} />;
}
