import { useMatches, useRouteLoaderData } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { Header } from '@lanyun/ui/header';
import { useRecharge } from '../features/wallet/hooks/use-recharge';
import type { RootData } from '../root-data';
import { Brand } from './brand';
import { NAV } from './nav';

/**
 * The cloud site's header: the shared `@lanyun/ui` Header wired to the session (user, unread count, logout),
 * the recharge flow ("Top up") and the console links from the environment.
 */
export function SiteHeader({ transparentAtTop = true }: { transparentAtTop?: boolean }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  // Routes whose page opens with a dark hero export `handle = { darkHero: true }`.
  const darkHero = useMatches().some((m) => (m.handle as { darkHero?: boolean } | undefined)?.darkHero);
  const { user, unread, logout } = useSession();
  const recharge = useRecharge();
  const siteName = root?.site?.site_name_en ?? 'Lanyun Cloud';
  return (
    <Header
      brand={<Brand name={siteName} />}
      nav={NAV}
      user={user}
      unread={unread}
      links={{ ...(root?.config.links ?? FALLBACK_LINKS), notices: '/notice', topUp: '/user/basic' }}
      onTopUp={() => recharge.open()}
      onLogout={() => void logout()}
      transparentAtTop={transparentAtTop}
      overlayTone={darkHero ? 'dark' : 'light'}
    />
  );
}

const FALLBACK_LINKS = {
  serverConsole: '#',
  phoneConsole: '#',
  instanceList: '#',
  costCenter: '#',
  instanceCenter: '#',
  accessManagement: '#',
};
