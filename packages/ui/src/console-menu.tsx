import { useTranslation } from '@lanyun/i18n/react';
import { DropdownMenu } from './lazy-dropdown-menu';
import { cn } from './cn';
import { menuItemClass, menuPanelClass } from './menu-classes';

/** External console destinations (spec §2 "External links"; targets are deployment settings). */
export interface ConsoleLinks {
  /** Cloud server console. */
  serverConsole: string;
  /** Cloud phone console. */
  phoneConsole: string;
  /** Server instance list. */
  instanceList: string;
  /** The IP intelligence product's console (its dashboard); listed when given. */
  ipintelConsole?: string;
}

/**
 * "Console" dropdown for logged-in users (spec §2 Header): server console, phone console, instance list and, when
 * given, the IP intelligence console, each opening in a new tab.
 */
export function ConsoleMenu({ links, className }: { links: ConsoleLinks; className?: string }) {
  const { t } = useTranslation('ui');
  const items: Array<[string, string]> = [
    [t('console.server'), links.serverConsole],
    [t('console.phone'), links.phoneConsole],
    [t('console.instances'), links.instanceList],
    ...(links.ipintelConsole ? [[t('console.ipintel'), links.ipintelConsole] as [string, string]] : []),
  ];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium hover:text-brand-600',
          className,
        )}
      >
        {t('console.title')}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuPanelClass}>
          {items.map(([label, href]) => (
            <DropdownMenu.Item key={label} asChild className={menuItemClass}>
              <a href={href} target="_blank" rel="noreferrer">
                {label}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
