/**
 * /user/tickets: the account's support tickets (list, thread, replies, new ticket). A child of the account layout
 * (routes/user/layout.tsx); its loader checks the session and reads the user (`accountUser`), its error boundary keeps
 * the navigation and offers a retry.
 */
import { useTranslation } from '@lanyun/i18n/react';
import type { Route } from './+types/tickets';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { TicketsPanel } from '../../features/tickets/components/tickets-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'tickets');
}

export default function TicketsPage() {
  const { t } = useTranslation();
  return (
    <AccountPageView page="tickets">
      <p className="-mt-4 mb-6 text-sm text-ink-soft">{t('tickets.pageIntro')}</p>
      <TicketsPanel />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="tickets" error={error} />;
}
