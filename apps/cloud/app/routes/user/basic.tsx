/**
 * /user/basic: the profile card (balance, top-up) and the profile edit form. A child of the account layout
 * (routes/user/layout.tsx); its loader checks the session and reads the user (`accountUser`), its error boundary
 * keeps the navigation and offers a retry.
 */
import type { Route } from './+types/basic';
import { accountUser } from '../../features/account/account-user.server';
import {
  AccountPageError,
  AccountPageView,
  accountMeta,
  useAccountUser,
} from '../../features/account/components/account-page';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { ProfileCard } from '../../features/account/components/profile-card';
import { ProfileForm } from '../../features/account/components/profile-form';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'basic');
}

export default function BasicPage({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser(loaderData.user);
  const recharge = useRecharge();
  return (
    <AccountPageView page="basic">
      <div className="space-y-6">
        <ProfileCard user={user} onTopUp={() => recharge.open()} />
        <ProfileForm key={user.id} user={user} />
      </div>
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="basic" error={error} />;
}
