/**
 * Radix's DropdownMenu alone, as the module `lazy-dropdown-menu.tsx` downloads on first use. A static re-export, so
 * the bundler keeps only the menu of `radix-ui` (importing `radix-ui` itself dynamically would bring every primitive).
 */
export * as DropdownMenu from 'radix-ui/dropdown-menu';
