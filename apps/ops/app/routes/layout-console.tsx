/**
 * The console layout: a sidebar with the sections the operator's role may use, a top bar with the language switch,
 * the operator's name, role and "Log out", and the page. A page outside the role shows a notice instead (the API
 * would refuse anyway).
 *
 * Below 768 px (Tailwind `md`) the sidebar is hidden and a "Menu" button in the top bar opens the same navigation as a
 * drawer from the left (the shared Radix dialog: focus kept inside, Escape or the overlay closes it); choosing a
 * section closes it. The page then has the full width of the screen: lists scroll sideways inside their own box,
 * never the page.
 */
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { LanguageSwitch } from '@lanyun/site-kit/language-switch';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@lanyun/ui/dialog';
import { Brand } from '../components/brand';
import { NAV, type NavItem, navFor } from '../components/nav';
import { useOps } from '../features/auth/ops-session';
import { roleLabel } from '../features/auth/roles';

/** The section links (sidebar and drawer); `onNavigate` runs when one is chosen. */
function SectionLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-0.5 px-2 py-2">
      {items.map((item) => (
        <NavLink
          key={item.href}
          to={item.href}
          end={item.href === '/'}
          onClick={onNavigate}
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
  );
}

const icon = (d: string) => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** The narrow screen's "Menu" button and the drawer it opens. */
function MenuDrawer({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes (back/forward too)
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="ghost"
        className="-ml-2 gap-1.5"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {icon('M3 5h14M3 10h14M3 15h14')}
        {t('layout.menu')}
      </Button>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        className="top-0 left-0 h-dvh w-64 max-w-[85vw] translate-x-0 translate-y-0 overflow-y-auto rounded-none bg-brand-900 p-0 text-white"
      >
        <div className="flex h-14 items-center justify-between px-4 font-semibold">
          <DialogTitle className="text-base text-white">
            <Brand light />
            <span className="sr-only">{t('layout.menu')}</span>
          </DialogTitle>
          <DialogClose
            aria-label={t('layout.closeMenu')}
            className="inline-flex h-8 w-8 items-center justify-center rounded text-white/80 hover:bg-white/10"
          >
            {icon('M5 5l10 10M15 5L5 15')}
          </DialogClose>
        </div>
        <SectionLinks items={items} onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

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
      <aside className="hidden w-56 shrink-0 flex-col bg-brand-900 text-white md:flex">
        <div className="flex h-14 items-center px-4 font-semibold">
          <Brand light />
        </div>
        <SectionLinks items={items} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-end gap-3 border-b border-line bg-white px-4 text-sm md:gap-4 md:px-6">
          <div className="mr-auto md:hidden">
            <MenuDrawer items={items} />
          </div>
          <LanguageSwitch className="text-ink-soft" />
          <span data-testid="operator-name" className="min-w-0 truncate">
            <span data-user-content>{operator?.name}</span>{' '}
            <span className="hidden text-ink-muted sm:inline">· {operator ? roleLabel(operator.role, t) : ''}</span>
          </span>
          <Button size="sm" variant="ghost" className="shrink-0" onClick={() => void logout()}>
            {t('layout.logout')}
          </Button>
        </header>
        <main className="min-w-0 flex-1 p-4 md:p-6">
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
