import { useTranslation } from '@lanyun/i18n/react';
import { DropdownMenu } from './lazy-dropdown-menu';
import { cn } from './cn';
import { menuItemClass, menuPanelClass } from './menu-classes';
import { copyText } from './copy';
import { formatBalance } from './format';
import { UiLink, isExternalHref } from './link';
import { realNameState, realNameStatusText } from './real-name';

/**
 * The profile fields the header needs (a structural subset of the API's User, spec §3).
 * Money fields are yuan strings with two decimals.
 */
export interface HeaderUser {
  id: number | string;
  user_name: string;
  name?: string | null;
  balance?: string | number | null;
  give_balance?: string | number | null;
  total_balance?: string | number | null;
  authentication_status?: number | null;
  authentication_type?: number | null;
  /** Non-zero/true when the account may manage sub-accounts: shows "Access management" (spec §2, §6). */
  account_management?: number | boolean | null;
}

/** Destinations in the user menu; console-side targets are deployment settings (spec §2 External links). */
export interface UserMenuLinks {
  costCenter: string;
  instanceCenter: string;
  accessManagement: string;
  /** Profile page; default "/user/basic". */
  profile?: string;
  /** Real-name verification page; default "/user/auth". */
  realName?: string;
  /** Top-up page, used when no `onTopUp` handler is given. */
  topUp?: string;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: HeaderUser;
  links: UserMenuLinks;
  /** Opens the recharge flow; when absent "Top up" links to `links.topUp`. */
  onTopUp?: () => void;
  /** Logs out (the session package clears cookies and reloads "/"). */
  onLogout: () => void;
}

/** The avatar letter: first character of user_name, upper-cased (spec §3 User). */
export function avatarLetter(user: Pick<HeaderUser, 'user_name'>): string {
  const first = Array.from(user.user_name ?? '')[0];
  return first ? first.toUpperCase() : '?';
}

/** The display name: `name` when set, otherwise `user_name`. */
export function displayName(user: Pick<HeaderUser, 'user_name' | 'name'>): string {
  return user.name?.trim() ? user.name : user.user_name;
}

function MenuLink({ href, children }: { href: string; children: string }) {
  const external = isExternalHref(href);
  return (
    <DropdownMenu.Item asChild className={menuItemClass}>
      {external ? (
        <a href={href} target="_blank" rel="noreferrer">
          {children}
        </a>
      ) : (
        <UiLink href={href}>{children}</UiLink>
      )}
    </DropdownMenu.Item>
  );
}

/**
 * User dropdown of the header (spec §2): avatar, display name, account ID with copy, balance with "Top up",
 * real-name status (spec §4 text), cost center, instance center, access management (only when
 * account_management is set) and "Log out". The trigger's accessible name is "User menu: <display name>": it holds
 * the name the button shows (WCAG 2.5.3 label in name), so a voice-control user can say what they see.
 */
export function UserMenu({ user, links, onTopUp, onLogout }: UserMenuProps) {
  const { t } = useTranslation('ui');
  const state = realNameState(user);
  const badge =
    state === 'verified'
      ? 'bg-success/10 text-success-strong'
      : state === 'reviewing'
        ? 'bg-warning/10 text-warning-strong'
        : 'bg-surface text-ink-muted';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('userMenu.trigger', { name: displayName(user) })}
        className="inline-flex h-9 items-center gap-2 rounded-full pr-2 pl-1 text-sm hover:bg-black/5"
      >
        {/* The letter is drawn by CSS, not text: the button's visible text is then the name it shows, all of which its
            accessible name holds (WCAG 2.5.3). */}
        <span
          data-letter={avatarLetter(user)}
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white before:content-[attr(data-letter)]"
          aria-hidden="true"
        />
        <span className="hidden max-w-[7rem] truncate xl:inline">{displayName(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={cn(menuPanelClass, 'w-72')}>
          <div className="flex items-center gap-3 px-3 pt-2 pb-3">
            <span
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              aria-hidden="true"
            >
              {avatarLetter(user)}
            </span>
            <div className="min-w-0">
              <p className="truncate font-medium">{displayName(user)}</p>
              <p className="flex items-center gap-1 text-xs text-ink-muted">
                {t('userMenu.accountId')} <span data-testid="account-id">{user.id}</span>
              </p>
            </div>
          </div>
          <DropdownMenu.Item
            className={cn(menuItemClass, 'text-xs')}
            onSelect={(event) => {
              event.preventDefault();
              void copyText(String(user.id), t);
            }}
          >
            {t('userMenu.copyAccountId')}
          </DropdownMenu.Item>
          <div className="mx-1 my-1 rounded-md bg-surface px-3 py-2">
            <p className="text-xs text-ink-muted">{t('userMenu.balance')}</p>
            <div className="mt-1 flex items-center justify-between">
              <span className="text-lg font-semibold" data-testid="user-balance">
                {formatBalance(user)}
              </span>
              {onTopUp ? (
                <DropdownMenu.Item className={cn(menuItemClass, 'px-2 py-1 text-brand-600')} onSelect={onTopUp}>
                  {t('userMenu.topUp')}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item asChild className={cn(menuItemClass, 'px-2 py-1 text-brand-600')}>
                  <UiLink href={links.topUp ?? '/user/basic'}>{t('userMenu.topUp')}</UiLink>
                </DropdownMenu.Item>
              )}
            </div>
          </div>
          <DropdownMenu.Item asChild className={cn(menuItemClass, 'justify-between')}>
            <UiLink href={links.realName ?? '/user/auth'}>
              {t('userMenu.realNameStatus')}
              <span className={cn('rounded px-2 py-0.5 text-xs', badge)} data-testid="real-name-status">
                {realNameStatusText(user, t)}
              </span>
            </UiLink>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink href={links.profile ?? '/user/basic'}>{t('userMenu.profile')}</MenuLink>
          <MenuLink href={links.costCenter}>{t('userMenu.costCenter')}</MenuLink>
          <MenuLink href={links.instanceCenter}>{t('userMenu.instanceCenter')}</MenuLink>
          {user.account_management ? (
            <MenuLink href={links.accessManagement}>{t('userMenu.accessManagement')}</MenuLink>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItemClass} onSelect={onLogout}>
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
