/**
 * Layout of the user pages (Dashboard, Data Downloads, Billing, Profile): a side navigation beside the page. The
 * loader sends a visitor without a session cookie to /login (the cloud site's log-in, handed back through /sso); an
 * expired session answers 506 on the first call, which also leads to the log-in.
 */
import { NavLink, Outlet, redirect } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { requestToken } from '@lanyun/session/server';
import { cn } from '@lanyun/ui/cn';
import type { Route } from './+types/layout-account';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!requestToken(request)) throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  return null;
}

export default function AccountLayout() {
  const { t } = useTranslation();
  const nav = [
    { to: '/dashboard', label: t('nav.dashboard') },
    { to: '/downloads', label: t('nav.downloads') },
    { to: '/billing', label: t('nav.billing') },
    { to: '/profile', label: t('nav.profile') },
  ];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-24 pb-16 md:flex-row lg:px-6">
      <nav aria-label={t('nav.account')} className="md:w-48 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {nav.map((n) => (
            <li key={n.to}>
              <NavLink
                to={n.to}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-sm',
                    isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-ink-soft hover:bg-surface',
                  )
                }
              >
                {n.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
