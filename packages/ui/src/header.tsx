import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { DropdownMenu } from './lazy-dropdown-menu';
import { buttonClass } from './button';
import { cn } from './cn';
import type { ConsoleLinks } from './console-menu';
import { UiLink } from './link';
import { menuItemClass, menuPanelClass } from './menu-classes';
import type { HeaderUser, UserMenuLinks } from './user-menu';

// Only logged-in visitors see it, so its code (user and console menus) is loaded on demand: from the first render
// with a user on the client (hydration), so it is usually there before the unread count changes its props.
let accountModule: Promise<typeof import('./header-account')> | undefined;
const loadAccount = () => (accountModule ??= import('./header-account'));
const HeaderAccount = lazy(() => loadAccount().then((m) => ({ default: m.HeaderAccount })));

/** Scroll offset in px after which the header turns white with a shadow (spec §2 "changes style after scrolling"). */
export const HEADER_SCROLL_THRESHOLD = 10;

/** A top navigation entry; entries with `children` open a dropdown. */
export interface NavItem {
  label: string;
  href?: string;
  children?: Array<{ label: string; href: string; description?: string }>;
}

/** All destinations the logged-in header links to. */
export type HeaderLinks = ConsoleLinks &
  UserMenuLinks & {
    /** Notices page the bell links to; default "/notice". */
    notices?: string;
  };

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Logo/brand content, linked to `brandHref`. */
  brand: ReactNode;
  brandHref?: string;
  nav: NavItem[];
  /** Extra content on the right, before the account area (e.g. a "Documentation" link). */
  right?: ReactNode;
  /**
   * Entries at the end of the narrow-screen menu for what `right` hides on a phone (e.g. the site search). Logged
   * out, the menu also offers log-in and sign-up.
   */
  menuLinks?: Array<{ label: string; href: string }>;
  /** The logged-in user, or null/undefined when logged out. */
  user?: HeaderUser | null;
  /** Unread notice count for the bell (spec §3 `unread`). */
  unread?: number;
  /** Log-in link; default "/login?tp=1". */
  loginHref?: string;
  /** Sign-up link; default "/login?tp=2". */
  signupHref?: string;
  /** Destinations for the console menu, cost center and user menu. */
  links: HeaderLinks;
  /** Opens the recharge flow from the user menu's "Top up". */
  onTopUp?: () => void;
  /** Logs out. */
  onLogout?: () => void;
  /** Starts transparent and turns white after scrolling (default true); false = always white. */
  transparentAtTop?: boolean;
  /**
   * What is behind the transparent header at the top of the page: 'dark' (a dark hero: white text) or 'light'
   * (default: dark text). Ignored once the header is white.
   */
  overlayTone?: 'dark' | 'light';
}

/** True once the page has scrolled past {@link HEADER_SCROLL_THRESHOLD} pixels. */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * True while the element's content is wider than the element (`scrollWidth > clientWidth`): checked on mount (a
 * language switch loads a new page) and whenever the element's box changes size (ResizeObserver: window resizes,
 * the logged-in area arriving beside it). The header uses it to fold its navigation into the menu button when the
 * entries no longer fit beside the account area.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

function NavEntry({ item }: { item: NavItem }) {
  const base =
    'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium hover:text-brand-600';
  if (!item.children?.length) {
    return (
      <UiLink href={item.href ?? '/'} className={base}>
        {item.label}
      </UiLink>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={base}>
        {item.label}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={cn(menuPanelClass, 'w-72')}>
          {item.children.map((child) => (
            <DropdownMenu.Item key={child.href} asChild className={cn(menuItemClass, 'flex-col items-start gap-0.5')}>
              <UiLink href={child.href}>
                <span className="font-medium">{child.label}</span>
                {child.description ? <span className="text-xs text-ink-muted">{child.description}</span> : null}
              </UiLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Navigation for narrow screens (below lg), and for wider ones whose entries do not fit (`always`): a "Menu" button
 * opening every nav entry and sub-entry, then `extra` (site search, log-in and sign-up on a phone).
 */
function MobileNav({
  nav,
  always,
  extra,
}: {
  nav: NavItem[];
  always: boolean;
  extra: Array<{ label: string; href: string }>;
}) {
  const { t } = useTranslation('ui');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('header.menu')}
        className={cn(
          'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-black/5',
          !always && 'lg:hidden',
        )}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className={cn(menuPanelClass, 'max-h-[80vh] w-64 overflow-y-auto')}
        >
          {nav.map((item) =>
            item.children?.length ? (
              <DropdownMenu.Group key={item.label}>
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold text-ink-muted">
                  {item.label}
                </DropdownMenu.Label>
                {item.children.map((child) => (
                  <DropdownMenu.Item key={child.href} asChild className={menuItemClass}>
                    <UiLink href={child.href}>{child.label}</UiLink>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            ) : (
              <DropdownMenu.Item key={item.label} asChild className={menuItemClass}>
                <UiLink href={item.href ?? '/'}>{item.label}</UiLink>
              </DropdownMenu.Item>
            ),
          )}
          {extra.length ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
          {extra.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={menuItemClass}>
              <UiLink href={link.href}>{link.label}</UiLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Fixed site header (spec §2): brand, navigation, and the account area. Logged out: "Log in" (/login?tp=1) and
 * "Sign up" (/login?tp=2). Logged in: notice bell with unread count, "Console" menu, "Cost center" and the user
 * menu (`./header-account`, loaded on demand). Transparent at the top of the page, white with a shadow after
 * scrolling past 10 px.
 */
export function Header({
  brand,
  brandHref = '/',
  nav,
  right,
  menuLinks = [],
  user,
  unread = 0,
  loginHref = '/login?tp=1',
  signupHref = '/login?tp=2',
  links,
  onTopUp,
  onLogout = () => undefined,
  transparentAtTop = true,
  overlayTone = 'light',
}: HeaderProps) {
  const { t } = useTranslation('ui');
  const scrolled = useScrolled();
  const solid = scrolled || !transparentAtTop;
  const onDark = !solid && overlayTone === 'dark';
  // The entries keep their place while folded (invisible), so the check sees when they would fit again.
  const navRef = useRef<HTMLElement>(null);
  const folded = useOverflowing(navRef);
  if (user && typeof window !== 'undefined') void loadAccount();
  return (
    <header
      data-scrolled={solid ? 'true' : 'false'}
      data-tone={onDark ? 'dark' : 'light'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        solid ? 'bg-white shadow-header' : 'bg-transparent',
        onDark ? 'text-white' : 'text-ink',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:px-6 2xl:max-w-[90rem]">
        {nav.length ? (
          <MobileNav
            nav={nav}
            always={folded}
            extra={
              user
                ? menuLinks
                : [
                    ...menuLinks,
                    { label: t('header.login'), href: loginHref },
                    { label: t('header.signup'), href: signupHref },
                  ]
            }
          />
        ) : null}
        <UiLink href={brandHref} className="flex shrink-0 items-center gap-2 text-lg font-semibold">
          {brand}
        </UiLink>
        <nav
          ref={navRef}
          aria-label={t('header.mainNav')}
          data-folded={folded ? 'true' : 'false'}
          className={cn('hidden min-w-0 flex-1 items-center gap-0.5 lg:flex', folded && 'invisible')}
        >
          {nav.map((item) => (
            <NavEntry key={item.label} item={item} />
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {right}
          {user ? (
            // Server-rendered with the page; while the code loads, hydration keeps that HTML.
            <Suspense fallback={null}>
              <HeaderAccount
                user={user}
                unread={unread}
                links={links}
                onLogout={onLogout}
                {...(onTopUp ? { onTopUp } : {})}
              />
            </Suspense>
          ) : (
            <>
              {/* On a phone log-in is in the menu, so sign-up keeps its room. */}
              <UiLink
                href={loginHref}
                className={buttonClass(onDark ? 'ghost-light' : 'ghost', 'sm', 'hidden sm:inline-flex')}
              >
                {t('header.login')}
              </UiLink>
              <UiLink href={signupHref} className={buttonClass('primary', 'sm')}>
                {t('header.signup')}
              </UiLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
