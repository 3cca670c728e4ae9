/**
 * The console layout: a sidebar with the sections the operator's role may use, a top bar with the language switch,
 * the operator's name, role and "Log out", and the page. A page outside the role shows a notice instead (the API
 * would refuse anyway).
 */
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { LanguageSwitch } from '@lanyun/site-kit/language-switch';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Brand } from '../components/brand';
import { NAV, navFor } from '../components/nav';
import { useOps } from '../features/auth/ops-session';
import { roleLabel } from '../features/auth/roles';

export default function ConsoleLayout() {
  const { t } = useTranslation();
  const { operator, can, logout } = useOps();
  const { pathname } = useLocation();
  const items = navFor(operator?.role);
  const current = [...NAV]
    .reverse()
    .find((item) => (item.href === '/' ? pathname === '/' : pathname.startsWith(item.href)));
  const allowed = !current || can(current.section);
  return (
    <div className="flex min-h-screen bg-surface">
      <aside className="flex w-56 shrink-0 flex-col bg-brand-900 text-white">
        <div className="flex h-14 items-center px-4 font-semibold">
          <Brand light />
        </div>
        <nav aria-label={t('nav.label')} className="flex flex-col gap-0.5 px-2 py-2">
          {items.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              end={item.href === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm text-white/80 hover:bg-white/10 hover:text-white',
                  isActive && 'bg-white/15 text-white',
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-end gap-4 border-b border-line bg-white px-6 text-sm">
          <LanguageSwitch className="text-ink-soft" />
          <span data-testid="operator-name">
            <span data-user-content>{operator?.name}</span>{' '}
            <span className="text-ink-muted">· {operator ? roleLabel(operator.role, t) : ''}</span>
          </span>
          <Button size="sm" variant="ghost" onClick={() => void logout()}>
            {t('layout.logout')}
          </Button>
        </header>
        <main className="min-w-0 flex-1 p-6">
          {allowed ? (
            <Outlet />
          ) : (
            <p role="alert" className="rounded-md bg-white p-6 text-ink-soft">
              {t('layout.forbidden')}
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
