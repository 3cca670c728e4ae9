/**
 * The account area's pages under /user/* (spec §2) and the catalogue keys of their titles (account.json
 * `user.nav.*`): basic = profile and its edit form, auth = real-name verification, security = password, e-mail and
 * phone, team = access management (listed only for main accounts with account_management), cost = the cost center,
 * instances = the ECS instances, keys = the SSH keys, security-groups = the security groups, phones = the cloud phones, tickets = the support tickets,
 * messages = the message channels per category (消息接收管理), access-keys = the AccessKeys of the public API and the
 * CLI, audit = the audit trail (操作审计, main accounts only). One
 * child route each (apps/cloud/app/routes/user/*.tsx), under the layout routes/user/layout.tsx.
 */
import type { User } from '@lanyun/session/session';
import { canManageTeam } from '../team/components/team-panel';

/** Page → title key, in side-navigation order. */
export const ACCOUNT_PAGES = {
  basic: 'user.nav.basic',
  auth: 'user.nav.auth',
  security: 'user.nav.security',
  team: 'user.nav.team',
  cost: 'user.nav.cost',
  instances: 'user.nav.instances',
  keys: 'user.nav.keys',
  'security-groups': 'securityGroups.nav',
  'access-keys': 'user.nav.accessKeys',
  audit: 'user.nav.audit',
  phones: 'user.nav.phones',
  tickets: 'tickets.pageTitle',
  messages: 'messageSettings.nav',
} as const;

/** One account page, named by its URL segment (`/user/<page>`). */
export type AccountPage = keyof typeof ACCOUNT_PAGES;

/** The page of a pathname such as `/user/cost`, or undefined outside the account pages. */
export function accountPageOf(pathname: string): AccountPage | undefined {
  const segment = pathname.split('/')[2] ?? '';
  return Object.hasOwn(ACCOUNT_PAGES, segment) ? (segment as AccountPage) : undefined;
}

/** The pages listed in the side navigation: "Access management" only for users who may manage sub-accounts. */
export function navPages(user: User, current: AccountPage | undefined): AccountPage[] {
  return (Object.keys(ACCOUNT_PAGES) as AccountPage[]).filter(
    (p) => (p !== 'team' && p !== 'audit') || p === current || (p === 'audit' ? user.pid === 0 : canManageTeam(user)),
  );
}
