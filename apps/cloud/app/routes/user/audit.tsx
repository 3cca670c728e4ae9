/**
 * /user/audit: the audit trail (操作审计) of the account. A child of the account layout (routes/user/layout.tsx); its loader checks the session
 * and reads the user (`accountUser`), its error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/audit';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { AuditTrailPanel } from '../../features/audit-trail/components/audit-trail-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'audit');
}

export default function AuditTrailPage() {
  return (
    <AccountPageView page="audit">
      <AuditTrailPanel />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="audit" error={error} />;
}
