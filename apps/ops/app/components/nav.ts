/** The console's navigation: one entry per section, filtered by the operator's role (see features/auth/roles). */
import { canAccess, type Section } from '../features/auth/roles';

/** A navigation entry. */
export interface NavItem {
  label: string;
  href: string;
  section: Section;
}

/** Every entry, in sidebar order. */
export const NAV: readonly NavItem[] = [
  { label: 'Dashboard', href: '/', section: 'dashboard' },
  { label: 'Content', href: '/content', section: 'content' },
  { label: 'Real-name review', href: '/real-name', section: 'real-name' },
  { label: 'Bank transfers', href: '/bank-transfers', section: 'bank-transfers' },
  { label: 'Trial applications', href: '/trials', section: 'trials' },
  { label: 'Feedback', href: '/feedback', section: 'feedback' },
  { label: 'Contact requests', href: '/contact-requests', section: 'contact-requests' },
  { label: 'Catalog', href: '/catalog', section: 'catalog' },
  { label: 'Customers', href: '/customers', section: 'customers' },
  { label: 'Operators', href: '/operators', section: 'operators' },
  { label: 'Audit log', href: '/audit', section: 'audit' },
];

/** The entries `role` may use. */
export function navFor(role: string | null | undefined): NavItem[] {
  return NAV.filter((item) => canAccess(role, item.section));
}
