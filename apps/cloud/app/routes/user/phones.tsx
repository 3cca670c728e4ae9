/**
 * /user/phones: the cloud phones. A child of the account layout (routes/user/layout.tsx); its loader checks the
 * session and reads the user (`accountUser`), its error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/phones';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { PhoneList } from '../../features/phone-order/components/phone-list';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'phones');
}

export default function PhonesPage() {
  const recharge = useRecharge();
  return (
    <AccountPageView page="phones">
      <PhoneList onTopUp={(preset) => recharge.open(preset)} />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="phones" error={error} />;
}
