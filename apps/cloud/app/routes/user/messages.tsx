/**
 * /user/messages: 消息接收管理, the message channels per category. A child of the account layout (routes/user/layout.tsx); its loader checks the session
 * and reads the user (`accountUser`), its error boundary keeps the navigation and offers a retry.
 */
import type { Route } from './+types/messages';
import { accountUser } from '../../features/account/account-user.server';
import { AccountPageError, AccountPageView, accountMeta } from '../../features/account/components/account-page';
import { MessageSettingsPanel } from '../../features/message-settings/components/message-settings-panel';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args, 'messages');
}

export default function MessagesPage() {
  return (
    <AccountPageView page="messages">
      <MessageSettingsPanel />
    </AccountPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountPageError page="messages" error={error} />;
}
