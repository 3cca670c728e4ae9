/**
 * /user/auth: real-name verification (status, or the personal/enterprise form). A child of the account layout
 * (routes/user/layout.tsx); its loader checks the session and reads the user (`accountUser`), its error boundary
 * keeps the navigation and offers a retry.
 */
import type { Route } from './+types/auth';
import { accountUser } from '../../features/account/account-user.server';
import {
  AccountPageError,
  AccountPageView,
  accountMeta,
  useAccountUser,
} from '../../features/account/components/account-page';
import { RealNameStatus } from '../../features/real-name/components/real-name-status';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'auth');
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser(loaderData.user);
  return (
    <AccountPageView page="auth">
      <RealNameStatus user={user} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="auth" error={error} />;
}
