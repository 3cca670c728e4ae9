import { useMatches, useRouteLoaderData } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { Header } from '@lanyun/ui/header';
import type { RootData } from '../root-data';
import { Brand } from './brand';

/**
 * Header of the IP site: the shared Header with in-page navigation. Log-in, sign-up and account pages live on the
 * cloud site (PUBLIC_CLOUD_URL); the session cookie is shared when both sites use the same cookie domain.
 */
export function SiteHeader() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const darkHero = useMatches().some((m) => (m.handle as { darkHero?: boolean } | undefined)?.darkHero);
  const { user, unread, logout } = useSession();
  const cloud = root?.config.cloudUrl ?? 'http://localhost:3000';
  const links = root?.config.links;
  return (
    <Header
      brand={<Brand />}
      nav={[
        { label: 'Services', href: '/#services' },
        { label: 'IP lookup', href: '/#lookup' },
        { label: 'Pricing', href: '/#pricing' },
        { label: 'Documentation', href: '/#docs' },
        { label: 'Contact', href: '/#contact' },
      ]}
      user={user}
      unread={unread}
      loginHref={`${cloud}/login?tp=1`}
      signupHref={`${cloud}/login?tp=2`}
      links={{
        serverConsole: links?.serverConsole ?? '#',
        phoneConsole: links?.phoneConsole ?? '#',
        instanceList: links?.instanceList ?? '#',
        costCenter: links?.costCenter ?? '#',
        instanceCenter: links?.instanceCenter ?? '#',
        accessManagement: links?.accessManagement ?? '#',
        notices: `${cloud}/notice`,
        profile: `${cloud}/user/basic`,
        realName: `${cloud}/user/auth`,
        topUp: `${cloud}/user/basic`,
      }}
      onLogout={() => void logout()}
      overlayTone={darkHero ? 'dark' : 'light'}
    />
  );
}
