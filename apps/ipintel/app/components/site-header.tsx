import { crossSiteHref, DEFAULT_LANG } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { LanguageSwitch } from '@lanyun/site-kit/language-switch';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { Header } from '@lanyun/ui/header';
import type { RootData } from '../root-data';
import { sisterPageHref } from '@lanyun/site-kit/sso-links';
import { Brand } from './brand';

/**
 * Header of the IP site: the shared Header with the site's navigation. Log-in and sign-up go through /login (the cloud
 * site's form, handed back through /sso); the user menu leads to this site's Dashboard, Billing and Profile, and to
 * the cloud site's pages through the log-in handoff (docs/decisions/0009-ip-intelligence.md).
 */
export function SiteHeader() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const darkHero = useMatches().some((m) => (m.handle as { darkHero?: boolean } | undefined)?.darkHero);
  const { user, unread, logout } = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  const here = encodeURIComponent(location.pathname === '/' ? '/dashboard' : location.pathname + location.search);
  const cloud = root?.config.cloudUrl ?? 'http://localhost:3000';
  const links = root?.config.links;
  const lang = root?.lang ?? DEFAULT_LANG;
  /** A console link of the cloud site, in the page's language. */
  const toCloud = (href: string | undefined) => (href ? crossSiteHref(href, lang) : '#');
  return (
    <Header
      brand={<Brand compact />}
      nav={[
        { label: t('nav.lookup'), href: '/#lookup' },
        { label: t('nav.pricing'), href: '/#pricing' },
        { label: t('nav.docs'), href: '/docs' },
        { label: t('nav.contact'), href: '/#contact' },
        ...(user ? [{ label: t('nav.dashboard'), href: '/dashboard' }] : []),
      ]}
      right={<LanguageSwitch />}
      user={user}
      unread={unread}
      loginHref={`/login?next=${here}`}
      signupHref={`/login?tp=2&next=${here}`}
      links={{
        serverConsole: toCloud(links?.serverConsole),
        phoneConsole: toCloud(links?.phoneConsole),
        instanceList: toCloud(links?.instanceList),
        costCenter: toCloud(links?.costCenter),
        instanceCenter: toCloud(links?.instanceCenter),
        accessManagement: toCloud(links?.accessManagement),
        notices: sisterPageHref(cloud, '/notice'),
        profile: '/profile',
        realName: sisterPageHref(cloud, '/user/auth'),
        topUp: '/billing',
      }}
      onLogout={() => void logout()}
      overlayTone={darkHero ? 'dark' : 'light'}
    />
  );
}
