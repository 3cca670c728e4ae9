/**
 * Layout of the account pages /user/* (spec §2): the side navigation and the card the page renders in
 * (`<Outlet />`). Each page is a child route with its own loader, meta and error boundary (routes/user/*.tsx; the
 * pages and titles in features/account/account-pages.ts). Guard: requires a session, see `accountUser`.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { cn } from '@lanyun/ui/cn';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/layout';
import { ACCOUNT_PAGES, accountPageOf, navPages } from '../../features/account/account-pages';
import { accountUser } from '../../features/account/account-user.server';
import { AccountRouteError } from '../../features/account/components/account-route-error';
import { useIpintelHref } from '../../components/ipintel-link';

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await accountUser(request) };
}

/** The page frame: side navigation (current page marked) beside the white card. */
function AccountFrame({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-surface pt-16">
      <div className={cn('mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:px-6', nav ? 'md:grid-cols-[220px_1fr]' : '')}>
        {nav}
        <div className="min-w-0 rounded-xl bg-white p-5 shadow-sm sm:p-6 md:p-8">{children}</div>
      </div>
    </div>
  );
}

export default function UserLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  const current = accountPageOf(useLocation().pathname);
  const user = session.user ?? loaderData.user;
  const ipintelConsole = useIpintelHref('/dashboard');
  const navRef = useRef<HTMLElement>(null);
  // The current page's link scrolled into view inside the sideways strip of narrow screens (nothing moves on wide
  // ones, where the whole column is visible).
  useEffect(() => {
    navRef.current
      ?.querySelector(`a[href="/user/${current}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const nav = (
    // Below 768 px a strip that scrolls sideways (the current page scrolled into view), so the page itself starts on
    // the first screen of a phone; from 768 px the side column.
    <nav
      ref={navRef}
      aria-label={t('user.account')}
      className="flex h-fit gap-1 overflow-x-auto rounded-xl bg-white p-2 shadow-sm md:block md:p-3"
    >
      {navPages(user, current).map((p) => (
        <UiLink
          key={p}
          href={`/user/${p}`}
          aria-current={p === current ? 'page' : undefined}
          className={cn(
            'block shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm',
            p === current ? 'bg-brand-50 font-medium text-brand-700' : 'text-ink-soft hover:bg-surface',
          )}
        >
          {t(ACCOUNT_PAGES[p])}
        </UiLink>
      ))}
      {/* The IP product keeps its own console on its own site: the customer arrives there logged in. */}
      <a
        href={ipintelConsole}
        className="block shrink-0 whitespace-nowrap px-3 py-2 text-sm text-ink-soft hover:text-brand-600 md:mt-1 md:border-t md:border-line md:pt-3"
      >
        {t('facts.ipintelConsole')}
        <span aria-hidden="true"> ↗</span>
      </a>
    </nav>
  );
  return (
    <AccountFrame nav={nav}>
      <Outlet />
    </AccountFrame>
  );
}

/** The layout's own loader failed (API unreachable): the frame without navigation, the error and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return (
    <AccountFrame nav={null}>
      <AccountRouteError error={error} title={t('user.account')} />
    </AccountFrame>
  );
}
