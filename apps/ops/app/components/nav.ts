/** The console's navigation: one entry per section, filtered by the operator's role (see features/auth/roles). */
import { canAccess, type Section } from '../features/auth/roles';

/** A navigation entry. */
export interface NavItem {
  /** Message key of the entry's name (translate where rendered). */
  labelKey: string;
  href: string;
  section: Section;
}

/** Every entry, in sidebar order. */
export const NAV: readonly NavItem[] = [
  { labelKey: 'nav.dashboard', href: '/', section: 'dashboard' },
  { labelKey: 'nav.content', href: '/content', section: 'content' },
  { labelKey: 'nav.realName', href: '/real-name', section: 'real-name' },
  { labelKey: 'nav.bankTransfers', href: '/bank-transfers', section: 'bank-transfers' },
  { labelKey: 'nav.invoices', href: '/invoices', section: 'invoices' },
  { labelKey: 'nav.trials', href: '/trials', section: 'trials' },
  { labelKey: 'nav.tickets', href: '/tickets', section: 'tickets' },
  { labelKey: 'nav.feedback', href: '/feedback', section: 'feedback' },
  { labelKey: 'nav.contactRequests', href: '/contact-requests', section: 'contact-requests' },
  { labelKey: 'nav.catalog', href: '/catalog', section: 'catalog' },
  { labelKey: 'nav.customers', href: '/customers', section: 'customers' },
  { labelKey: 'nav.operators', href: '/operators', section: 'operators' },
  { labelKey: 'nav.hosts', href: '/hosts', section: 'hosts' },
  { labelKey: 'nav.audit', href: '/audit', section: 'audit' },
];

/** The entries `role` may use. */
export function navFor(role: string | null | undefined): NavItem[] {
  return NAV.filter((item) => canAccess(role, item.section));
}
