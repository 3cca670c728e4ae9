import { useMatches, useRouteLoaderData } from 'react-router';
import { PERMISSIONS } from '@lanyun/session/permissions';
import { useSession } from '@lanyun/session/react';
import { Header } from '@lanyun/ui/header';
import { LanguageSwitch } from '@lanyun/site-kit/language-switch';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { useTranslation } from '@lanyun/i18n/react';
import type { RootData } from '../root-data';
import { HeaderSearchLink } from '../features/search/components/search-box';
import { Brand } from './brand';
import { useIpintelHref } from './ipintel-link';
import { navItems } from './nav';

/**
 * The cloud site's header: the shared `@lanyun/ui` Header (with a link to the site search) wired to the session (user, unread count from
 * /v1/message_count — the bell opens "My messages" on /notice — and logout), the recharge flow ("Top up", gated by
 * `rechargeGate`) and the console links from the environment (by default this site's account area: /user/instances,
 * /user/phones, /user/cost, /user/team).
 */
export function SiteHeader({ transparentAtTop = true }: { transparentAtTop?: boolean }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  // Routes whose page opens with a dark hero export `handle = { darkHero: true }`.
  const darkHero = useMatches().some((m) => (m.handle as { darkHero?: boolean } | undefined)?.darkHero);
  const { user, unread, logout, can } = useSession();
  const recharge = useRecharge();
  const { t } = useTranslation();
  const ipintelHref = useIpintelHref();
  const ipintelConsole = useIpintelHref('/dashboard');
  // The bell opens "My messages" for users who may read them (sub-accounts need user-1-1).
  const noticesHref = user && can(PERMISSIONS.messages) ? '/notice?tab=messages' : '/notice';
  return (
    <Header
      brand={<Brand />}
      nav={navItems(t, ipintelHref)}
      right={
        <>
          <HeaderSearchLink />
          <LanguageSwitch />
        </>
      }
      menuLinks={[{ label: t('search.label'), href: '/search' }]}
      user={user}
      unread={unread}
      links={{
        ...(root?.config.links ?? FALLBACK_LINKS),
        notices: noticesHref,
        topUp: '/user/basic',
        ipintelConsole,
      }}
      onTopUp={() => recharge.open()}
      onLogout={() => void logout()}
      transparentAtTop={transparentAtTop}
      overlayTone={darkHero ? 'dark' : 'light'}
    />
  );
}

/** The console links when the root loader's data is missing (error pages): this site's account area. */
const FALLBACK_LINKS = {
  serverConsole: '/user/instances',
  phoneConsole: '/user/phones',
  instanceList: '/user/instances',
  costCenter: '/user/cost',
  instanceCenter: '/user/instances',
  accessManagement: '/user/team',
};
