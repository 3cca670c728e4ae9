/**
 * Which console sections each operator role sees. The server checks the role on every /ops call
 * (`requireOperatorRole` in the API; admin passes everywhere); this table only hides what a role would be refused,
 * over the roles the API declares too (@lanyun/contract/permissions; docs/decisions/0007-operator-api.md).
 *
 * Roles: `editor` publishes content, `reviewer` decides real-name and trial applications, `finance` confirms bank
 * transfers, issues invoices and adjusts balances, `support` answers support tickets, `admin` may do everything (catalog, IP plans, operators).
 */
import { OPERATOR_ROLE_LABEL_KEYS, OPERATOR_ROLES, type OperatorRole } from '@lanyun/contract/permissions';
import type { Translate } from '../../lib/i18n';

/** Operator roles, as the API names them (declared once in @lanyun/contract/permissions). */
export { OPERATOR_ROLES, type OperatorRole };

/** Console sections (one per navigation entry). */
export type Section =
  | 'dashboard'
  | 'content'
  | 'real-name'
  | 'bank-transfers'
  /** Invoice requests to issue or reject. */
  | 'invoices'
  | 'trials'
  | 'feedback'
  | 'tickets'
  | 'contact-requests'
  | 'catalog'
  | 'customers'
  | 'operators'
  | 'audit'
  /** Compute hosts (read-only). */
  | 'hosts'
  /** Balance adjustments on a customer's page (not a page of its own). */
  | 'balance-adjust';

/** Roles (besides admin) allowed in each section; `'*'` for every operator. */
export const SECTION_ROLES: Record<Section, readonly OperatorRole[] | '*'> = {
  dashboard: '*',
  content: ['editor'],
  'real-name': ['reviewer'],
  'bank-transfers': ['finance'],
  invoices: ['finance'],
  trials: ['reviewer'],
  feedback: '*',
  tickets: ['support'],
  'contact-requests': '*',
  catalog: [],
  customers: ['finance', 'reviewer'],
  operators: [],
  audit: '*',
  hosts: '*',
  'balance-adjust': ['finance'],
};

/** Message keys of the role names for people (the contract's `roles.*`). */
export const ROLE_LABEL_KEYS: Readonly<Record<OperatorRole, string>> = OPERATOR_ROLE_LABEL_KEYS;

/** Whether `role` may use `section` (admin: always; an unknown role: only the open sections). */
export function canAccess(role: string | null | undefined, section: Section): boolean {
  if (!role) return false;
  if (role === 'admin') return true;
  const allowed = SECTION_ROLES[section];
  return allowed === '*' || (allowed as readonly string[]).includes(role);
}

/** Label of a role in the interface language of `t`; the raw value for a role this console does not know. */
export function roleLabel(role: string, t: Translate): string {
  const key = (ROLE_LABEL_KEYS as Record<string, string>)[role];
  return key ? t(key) : role;
}
