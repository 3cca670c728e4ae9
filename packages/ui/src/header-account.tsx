/**
 * The logged-in part of the site header (spec §2 Header): notice bell with the unread count, "Console" menu, "Cost
 * center" link and the user menu. `Header` loads this module when a user is logged in, so logged-out pages do not
 * download the menus.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { ConsoleMenu } from './console-menu';
import type { HeaderLinks } from './header';
import { UiLink, isExternalHref } from './link';
import { UserMenu, type HeaderUser } from './user-menu';

/** Props of {@link HeaderAccount}; see `HeaderProps` for each. */
export interface HeaderAccountProps {
  user: HeaderUser;
  unread: number;
  links: HeaderLinks;
  onTopUp?: () => void;
  onLogout: () => void;
}

function Bell({ href, unread }: { href: string; unread: number }) {
  const { t } = useTranslation('ui');
  const label = unread > 0 ? t('header.noticesUnread', { unread }) : t('header.notices');
  return (
    <UiLink
      href={href}
      aria-label={label}
      className="relative inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-black/5"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3a6 6 0 00-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 00-6-6zM10 19a2 2 0 004 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="absolute -top-0.5 -right-0.5 min-w-[1.1rem] rounded-full bg-danger-strong px-1 text-center text-[10px] leading-[1.1rem] font-semibold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </UiLink>
  );
}

/**
 * Bell, console menu, cost center and user menu, in the header's right-hand row. The cost center link shows from 2xl
 * screens (the user menu has it too), leaving the navigation room on 1280 px screens in English.
 */
export function HeaderAccount({ user, unread, links, onTopUp, onLogout }: HeaderAccountProps) {
  const { t } = useTranslation('ui');
  const costCenterExternal = isExternalHref(links.costCenter);
  return (
    <>
      <Bell href={links.notices ?? '/notice'} unread={unread} />
      <div className="hidden sm:block">
        <ConsoleMenu links={links} />
      </div>
      <a
        href={links.costCenter}
        {...(costCenterExternal ? { target: '_blank', rel: 'noreferrer' } : {})}
        className="hidden h-9 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium hover:text-brand-600 2xl:inline-flex"
      >
        {t('header.costCenter')}
      </a>
      <UserMenu user={user} links={links} onLogout={onLogout} {...(onTopUp ? { onTopUp } : {})} />
    </>
  );
}
